/**
 * The crowd through wrk: the path list walked in per-thread slices by page/wrk/mix.lua, with report.lua's figures
 * and this benchmark's wrk/crowd.lua appended (answers by status, what each thread sent); then the mix actually
 * sent, rebuilt from the list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runWrk, writeScripts } from '../../page/lib/wrk.mjs';
import { HEADERS, LOCALES, options } from './options.mjs';

/** page.lua (one URL, for nginx) and the crowd's script, written to `dir`. */
export function writeCrowdScripts(dir) {
  const scripts = writeScripts(dir);
  const crowd = join(dir, 'crowd.lua');
  const extra = readFileSync(new URL('../wrk/crowd.lua', import.meta.url), 'utf8');
  writeFileSync(crowd, `${readFileSync(scripts.mix, 'utf8')}\n${extra}`);
  return { page: scripts.page, mix: crowd };
}

/** One wrk run: one URL (`list` absent) or the crowd's `list` ({ paths, kinds }) written to `file`. */
export async function runCrowdWrk({ url, seconds, scripts, list, file }) {
  const settings = { url, seconds, scripts, headers: HEADERS };
  settings.connections = options.connections;
  settings.threads = options.threads;
  if (!list) return runWrk(settings);
  writeFileSync(file, `${list.paths.join('\n')}\n`);
  const result = await runWrk({ ...settings, paths: file });
  const line = result.stdout.split('\n').find((text) => text.startsWith('CROWD_JSON '));
  if (!line) throw new Error(`wrk printed no CROWD_JSON line:\n${result.stdout}`);
  const { sent, statuses } = JSON.parse(line.slice('CROWD_JSON '.length));
  return { ...result, statuses, mix: sentMix(list, sent, options.threads) };
}

const localeOf = (path) => LOCALES.find((prefix) => prefix && path.startsWith(`${prefix}/`)) ?? '';

/**
 * What the threads sent: thread t walked the list from t × share, sent[t] paths, wrapping at its end (mix.lua).
 * Per kind: requests, distinct paths, repeats; and the share of each language among the pages.
 */
function sentMix(list, sent, threads) {
  const share = Math.floor(list.paths.length / threads);
  const kinds = new Map();
  const locales = new Map();
  const all = new Set();
  let total = 0;
  let pages = 0;
  sent.forEach((count, thread) => {
    for (let i = 0; i < count; i++) {
      const index = (share * thread + i) % list.paths.length;
      const path = list.paths[index];
      const entry = kinds.get(list.kinds[index]) ?? { requests: 0, paths: new Set() };
      entry.requests += 1;
      entry.paths.add(path);
      kinds.set(list.kinds[index], entry);
      all.add(path);
      total += 1;
      if (!path.startsWith('/api/')) {
        pages += 1;
        locales.set(localeOf(path), (locales.get(localeOf(path)) ?? 0) + 1);
      }
    }
  });
  return {
    total,
    distinct: all.size,
    kinds: [...kinds].map(([kind, { requests, paths }]) => ({ kind, requests, distinct: paths.size })),
    locales: LOCALES.map((prefix) => ({
      locale: prefix.slice(1) || 'en',
      share: (locales.get(prefix) ?? 0) / pages,
    })),
    wrapped: sent.some((count) => count > share),
  };
}
