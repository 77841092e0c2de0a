/**
 * `finishline demo --scale n` into the scratch PostgreSQL database. The page benchmark's loader (page/lib/serve.mjs
 * ensureDemoData) loads scale 1 only and keeps its marker in a folder; this one takes the scale, and the database
 * itself records what it holds (database.mjs).
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { start } from '../../page/lib/children.mjs';
import { ROOT } from '../../page/lib/serve.mjs';

const MAIN = 'apps/cli/dist/main.js';
/** Scale 1 loads in a minute or two; the limit grows with the scale (more runners, more reads). */
const LIMIT_MS_PER_SCALE = 10 * 60_000;

function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Loads the demo at `scale` into `databaseUrl` (its output in `logDir`/demo.log); resolves with a summary line. */
export async function loadDemo({ databaseUrl, scale, logDir }) {
  const log = join(logDir, 'demo.log');
  const out = createWriteStream(log);
  const demo = start('finishline demo', process.execPath, [MAIN, 'demo', '--scale', String(scale)], {
    cwd: ROOT,
    // Whatever the caller's environment says: this database, no PGlite, no replica.
    env: { ...process.env, PGLITE_DIR: '', DATABASE_URL: databaseUrl, DATABASE_READ_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  demo.child.stdout.pipe(out);
  demo.child.stderr.pipe(out);
  const started = Date.now();
  const killer = setTimeout(() => demo.child.kill('SIGKILL'), LIMIT_MS_PER_SCALE * Math.max(1, scale));
  const { code, signal } = await demo.exited;
  clearTimeout(killer);
  await new Promise((resolve) => out.end(resolve));
  if (code !== 0)
    throw new Error(`finishline demo --scale ${scale} failed (${code ?? signal}):\n${tail(log)}`);
  const loaded = /^Loaded the demo data:.*$/m.exec(readFileSync(log, 'utf8'))?.[0] ?? 'Loaded the demo data.';
  return `${loaded} (finishline demo --scale ${scale} took ${((Date.now() - started) / 1000).toFixed(1)} s)`;
}
