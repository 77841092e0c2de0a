/**
 * One measured wrk run — nginx's static copy (`path`) or the crowd (`lists`) — after a warm-up run, with what went
 * on meanwhile: the cores the server's process tree used (and PostgreSQL's backends, for the crowd), the replay's
 * progress (reads stored, from the database) and the origin cache's counters.
 */
import { join } from 'node:path';
import { treeCpuMs } from '../../page/lib/cpu.mjs';
import { runCrowdWrk } from './crowd-wrk.mjs';
import { backendCpu, backendCpuSpent, storedReads } from './database.mjs';
import { LIVE, options } from './options.mjs';

const clockText = (minutes) =>
  `${Math.floor(minutes / 60)}:${String(Math.floor(minutes % 60)).padStart(2, '0')}`;

/** The origin response cache's counters from serve's /metrics (with several worker processes: the one that answered). */
async function cacheCounters(base) {
  try {
    const text = await (await fetch(`${base}/metrics`)).text();
    const counters = {};
    for (const [, outcome, n] of text.matchAll(/^origin_cache_responses_total\{outcome="([^"]+)"\} (\d+)$/gm))
      counters[outcome] = Number(n);
    counters.invalidated = Number(/^origin_cache_invalidations_total (\d+)$/m.exec(text)?.[1] ?? NaN);
    return counters;
  } catch {
    return null;
  }
}

/** What the counters moved by between two readings. */
function countersSpent(before, after) {
  if (!before || !after) return null;
  return Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - (before[key] ?? 0)]));
}

/** Readings before and after the run; PostgreSQL's first, so that the reads count's own connection is not in it. */
async function reading({ base, pid, db, lists, replay }) {
  const pg = lists ? await backendCpu(db.adminUrl, db.name) : null;
  return {
    at: performance.now(),
    server: await treeCpuMs(pid),
    pg,
    reads: replay ? await storedReads(db.url, LIVE) : null,
    clock: replay?.clock() ?? null,
    recomputes: replay?.recomputes.count ?? 0,
    cache: lists ? await cacheCounters(base) : null,
  };
}

export async function measureCrowd({ scripts, workDir, db, base, pid, path, lists, replay }) {
  const run = (seconds, list, name) =>
    runCrowdWrk({
      url: path ? `${base}${path}` : base,
      seconds,
      scripts,
      list,
      file: join(workDir, `${name}.txt`),
    });
  if (options.warmup > 0) await run(options.warmup, lists?.warmup, 'crowd-warmup');
  const before = await reading({ base, pid, db, lists, replay });
  const result = await run(options.duration, lists?.measured, 'crowd');
  const after = await reading({ base, pid, db, lists, replay });
  const wallS = (after.at - before.at) / 1000;
  const pgMs = lists ? backendCpuSpent(before.pg, after.pg) : NaN;
  return {
    row: { result, serverCores: (after.server - before.server) / 1000 / wallS, pgCores: pgMs / 1000 / wallS },
    /** The replay's and the cache's lines, under the table. */
    printReplay(totals) {
      const cache = countersSpent(before.cache, after.cache);
      if (cache)
        console.log(
          `Origin cache during the crowd (answers and the pages' in-process API reads; one process's counters): ` +
            `${Object.entries(cache)
              .map(([outcome, n]) => `${outcome} ${n.toLocaleString('en')}`)
              .join(', ')}.`,
        );
      if (!replay) return console.log('No replay (--no-replay).');
      console.log(
        `Replay: ${LIVE.eventId}/${LIVE.contestId} at ${options.speed}× from ${clockText(options.from)} after the ` +
          `gun (the reads due by then stored in ${replay.caughtUpS.toFixed(0)} s, then ${options.replayWarmup} s ` +
          `of warm-up and the misses' pass); during the crowd the race clock went from about ` +
          `${clockText(before.clock)} to ${clockText(after.clock)}, ${after.reads - before.reads} reads were ` +
          `stored (${((after.reads - before.reads) / wallS).toFixed(1)} reads/s) and the marathon recomputed ` +
          `${after.recomputes - before.recomputes} times. simulate's ${totals}.`,
      );
    },
  };
}
