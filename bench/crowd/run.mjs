#!/usr/bin/env node
/**
 * Crowd benchmark (on demand, never in CI): what a race-day crowd gets from `finishline serve` (the build,
 * production mode, on a scratch PostgreSQL database loaded by `finishline demo`) while the demo marathon is replayed
 * live through the ingest endpoint. Two servers on the same database, one after the other (lib/phases.mjs):
 *
 *   quiet     reads the field through the API, measures nginx serving a static copy of the marathon's results page
 *             (the machine's ceiling), then the CPU of a miss per kind of page, no replay;
 *   race day  starts the replay (`finishline simulate --api … --reset --from`), lets it run, measures the CPU of a
 *             miss per kind again, then the crowd with wrk: participant pages over the whole field with Zipf-like
 *             popularity, results pages at every depth with and without filters, the live tab, event pages,
 *             participant JSON, in the four languages.
 *
 * Each server's processes are serve's pid and everything under it (WEB_CONCURRENCY passes through), CPU summed
 * over all of them. Every process it starts is stopped at the end, on errors and on Ctrl-C; the database is
 * dropped unless --keep-db. Needs wrk, nginx and PostgreSQL (BENCH_PG_URL).
 *
 *   npm run crowd -w bench [-- --duration 30 --warmup 5 --connections 16 --threads 2 --requests 60 --idle 10
 *     --speed 10 --from 120 --replay-warmup 20 --no-replay --paths 100000 --db-name finishline_crowd --keep-db
 *     --keep --seed 7]
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup, removeLater, stopAll } from '../page/lib/children.mjs';
import { hasNginx } from '../page/lib/nginx-static.mjs';
import { ROOT } from '../page/lib/serve.mjs';
import { hasWrk } from '../page/lib/wrk.mjs';
import { writeCrowdScripts } from './lib/crowd-wrk.mjs';
import { prepareDatabase } from './lib/database.mjs';
import { options } from './lib/options.mjs';
import { quietPhase, raceDayPhase } from './lib/phases.mjs';
import { printMemory, printMisses, printMix, printTable } from './lib/report.mjs';

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function main() {
  const missing = [...(hasWrk() ? [] : ['wrk']), ...(hasNginx() ? [] : ['nginx'])];
  if (missing.length > 0) throw new Error(`${missing.join(' and ')} not found (apt-get install wrk nginx).`);
  if (!existsSync(join(ROOT, `apps/web/${options.webBuildDir}/server/index.js`)))
    throw new Error('Build first: npm run build.');
  const workDir = mkdtempSync(join(tmpdir(), 'finishline-crowd-'));
  if (options.keep) onCleanup(() => console.log(`Kept ${workDir}.`));
  else removeLater(workDir);
  console.log(
    `# Crowd benchmark — Node ${process.version}, ${availableParallelism()} CPUs shared by serve, PostgreSQL, ` +
      `simulate, nginx and wrk (load average at start ${load()}); ${new Date().toISOString()}`,
  );
  const db = await prepareDatabase({
    adminUrl: options.adminUrl,
    name: options.dbName,
    keep: options.keepDb,
    logDir: workDir,
  });
  onCleanup(() => db.drop());
  console.log(`PostgreSQL: ${db.summary}.`);
  const token = randomBytes(24).toString('hex');
  const ctx = {
    workDir,
    token,
    db: { ...db, adminUrl: options.adminUrl, name: options.dbName },
    scripts: writeCrowdScripts(workDir),
    serveOptions: { dataDir: workDir, workDir, databaseUrl: db.url, env: { INGEST_TOKEN: token } },
  };
  const quiet = await quietPhase(ctx);
  const raceDay = await raceDayPhase(ctx, quiet);

  console.log(
    `\nwrk: ${options.connections} connections, ${options.threads} threads, ${options.duration} s measured after ` +
      `${options.warmup} s of warm-up, with Chrome's headers (Accept-Encoding: gzip, br).`,
  );
  const during = options.replay ? 'during the replay' : 'no replay';
  printTable([
    { label: `crowd, ${during}`, ...raceDay.crowd.row },
    { label: 'nginx, static copy of the results page', ...quiet.nginxRow.row },
  ]);
  printMix(raceDay.crowd.row.result.mix);
  raceDay.crowd.printReplay(raceDay.totals);
  printMisses(quiet.misses, raceDay.misses);
  printMemory(raceDay.memory, quiet.memory);
  console.log(`\nLoad average at the end: ${load()} (other work on this machine moves every figure).`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
