#!/usr/bin/env node
/**
 * Crowd benchmark (on demand, never in CI): what a race-day crowd gets from `finishline serve` (the build,
 * production mode, on a scratch PostgreSQL database loaded by `finishline demo --scale n`) while the demo marathon
 * is replayed live through the ingest endpoint. A server per phase on the same database, one after the other
 * (lib/phases.mjs):
 *
 *   quiet     reads the field through the API, measures nginx serving a static copy of the marathon's results page
 *             (the machine's ceiling), then the CPU of a miss per kind of page, no replay;
 *   race day  once per replay speed (--speeds), each on a fresh server: starts the replay (`finishline simulate
 *             --api … --reset --from`: the marathon's reads cleared and its gun moved, so every speed replays the
 *             same race), lets it run, measures the CPU of a miss again and, from the server left alone meanwhile,
 *             what keeping the race live costs; then the crowd with wrk — --crowd-warmup seconds of it, then the
 *             measured run at once: participant pages over the whole field with Zipf-like popularity, results pages
 *             at every depth with and without filters, the live tab, event pages, participant JSON, in the four
 *             languages — and the origin cache's hit ratio during it.
 *
 * Each server's processes are serve's pid and everything under it (WEB_CONCURRENCY passes through), CPU summed
 * over all of them. Every process it starts is stopped at the end, on errors and on Ctrl-C; the database is
 * dropped unless --keep-db (kept, it is reused only by a run of the same --scale). Needs wrk, nginx and PostgreSQL
 * (BENCH_PG_URL).
 *
 *   npm run crowd -w bench [-- --duration 30 --crowd-warmup 60 --warmup 5 --connections 16 --threads 2
 *     --requests 60 --idle 10 --speeds 10 --from 120 --replay-warmup 20 --no-replay --paths 100000 --scale 1
 *     --db-name finishline_crowd --keep-db --keep --seed 7]
 *
 *   --crowd-warmup  seconds of the same crowd before the measured run (60): a race-day crowd has been there a while
 *   --warmup        seconds of wrk before nginx's measured run (5)
 *   --speeds        replay speeds, comma-separated: 1,10 runs the race-day phase at 1× and at 10× (default 10;
 *                   --speed 10 is the same as --speeds 10)
 *   --scale         `finishline demo --scale`: 1 is the demo, its marathon ~20,500 runners; 2.5 gives ~50,000
 *                   (every field scaled; the default database becomes finishline_crowd_scale_2_5)
 *
 * 50,000 runners at 1× and 10×: npm run crowd -w bench -- --scale 2.5 --speeds 1,10
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
import {
  printCache,
  printKeepLive,
  printMemory,
  printMisses,
  printMix,
  printTable,
  printWarmup,
} from './lib/report.mjs';

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

/** The crowd's row of the table. */
const crowdRow = ({ speed, crowd }) => ({
  label: speed === null ? 'crowd, no replay' : `crowd at ${speed}×, during the replay`,
  ...crowd.row,
});

/** One race-day phase's figures, printed as soon as it ends (a later speed's error loses none of them). */
function printRaceDay(raceDay, quiet, nginx) {
  const { speed, crowd, misses, totals, memory } = raceDay;
  console.log(`\n## Race day, ${speed === null ? 'no replay' : `the marathon replayed at ${speed}×`}`);
  printTable([crowdRow(raceDay), nginx]);
  printWarmup(crowd.warmup);
  printMix(crowd.row.result.mix);
  crowd.printNotes(totals);
  if (misses) printKeepLive(speed, misses.background);
  printMemory(memory, quiet.memory);
}

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
    scale: options.scale,
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
  console.log(
    `\nwrk: ${options.connections} connections, ${options.threads} threads, with Chrome's headers ` +
      `(Accept-Encoding: gzip, br); the crowd measured ${options.duration} s right after ${options.crowdWarmup} s ` +
      `of the same crowd, nginx ${options.duration} s after ${options.warmup} s of warm-up.`,
  );
  const nginx = { label: 'nginx, static copy of the results page', ...quiet.nginxRow.row };
  const raceDays = [];
  for (const speed of options.replay ? options.speeds : [null]) {
    const raceDay = await raceDayPhase(ctx, quiet, speed);
    raceDays.push(raceDay);
    printRaceDay(raceDay, quiet, nginx);
  }
  if (raceDays.length > 1) {
    console.log('\n## Every speed');
    printTable([...raceDays.map(crowdRow), nginx]);
    for (const { speed, crowd, misses } of raceDays) {
      printCache(crowd.cache, `at ${speed}×`);
      printKeepLive(speed, misses.background);
    }
  }
  printMisses(
    quiet.misses,
    raceDays.filter(({ misses }) => misses).map(({ speed, misses }) => ({ label: `${speed}×`, misses })),
  );
  console.log(`\nLoad average at the end: ${load()} (other work on this machine moves every figure).`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
