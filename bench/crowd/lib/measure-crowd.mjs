/**
 * One measured wrk run — nginx's static copy (`path`) or the crowd (`lists`) — after a warm-up, with what went on
 * meanwhile: the cores the server's process tree used (and PostgreSQL's backends, for the crowd), the replay's
 * progress (reads stored, from the database) and the origin cache's counters. nginx's warm-up is --warmup seconds of
 * wrk; the crowd's is --crowd-warmup seconds of the same crowd (lists.warmup, drawn as lists.measured), after which
 * the measured run starts at once: what is measured is a crowd that has been there a while, not its first minute.
 */
import { join } from 'node:path';
import { treeCpuMs } from '../../page/lib/cpu.mjs';
import { cacheCountersSpent, readCacheCounters } from './cache-metrics.mjs';
import { runCrowdWrk } from './crowd-wrk.mjs';
import { backendCpu, backendCpuSpent, storedReads } from './database.mjs';
import { LIVE, options } from './options.mjs';
import { printCache } from './report.mjs';

const clockText = (minutes) =>
  `${Math.floor(minutes / 60)}:${String(Math.floor(minutes % 60)).padStart(2, '0')}`;

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
    cache: lists ? await readCacheCounters(base, pid) : null,
  };
}

/** `tag` names the crowd's list files in the work folder (one pair per replay speed). */
export async function measureCrowd({
  scripts,
  workDir,
  db,
  base,
  pid,
  path,
  lists,
  replay,
  speed,
  tag = '',
}) {
  const run = (seconds, list, name) =>
    runCrowdWrk({
      url: path ? `${base}${path}` : base,
      seconds,
      scripts,
      list,
      file: join(workDir, `${name}${tag}.txt`),
    });
  const warmupS = lists ? options.crowdWarmup : options.warmup;
  const warmup = warmupS > 0 ? await run(warmupS, lists?.warmup, 'crowd-warmup') : null;
  const before = await reading({ base, pid, db, lists, replay });
  const fromUs = Number(process.hrtime.bigint() / 1000n);
  const result = await run(options.duration, lists?.measured, 'crowd');
  const toUs = Number(process.hrtime.bigint() / 1000n);
  const after = await reading({ base, pid, db, lists, replay });
  const wallS = (after.at - before.at) / 1000;
  const pgMs = lists ? backendCpuSpent(before.pg, after.pg) : NaN;
  const cache = cacheCountersSpent(before.cache, after.cache);
  return {
    row: { result, serverCores: (after.server - before.server) / 1000 / wallS, pgCores: pgMs / 1000 / wallS },
    /** The measured run's span on the monotonic clock (µs, as V8's CPU profiles count): --profile's window. */
    window: { fromUs, toUs },
    /** The origin cache's counters during the measured run, over the workers (cache-metrics.mjs), or null. */
    cache,
    /** The warm-up run (runCrowdWrk's result, null if none) and its seconds. */
    warmup: warmup && { seconds: warmupS, result: warmup },
    /** The cache's and the replay's lines, under the table. */
    printNotes(totals) {
      if (lists) printCache(cache);
      if (!replay) return console.log('No replay (--no-replay).');
      console.log(
        `Replay: ${LIVE.eventId}/${LIVE.contestId} at ${speed}× from ${clockText(options.from)} after the ` +
          `gun (the reads due by then stored in ${replay.caughtUpS.toFixed(0)} s, then ${options.replayWarmup} s ` +
          `of warm-up, the misses' pass and the crowd's warm-up); during the measured crowd the race clock went ` +
          `from about ${clockText(before.clock)} to ${clockText(after.clock)}, ${after.reads - before.reads} ` +
          `reads were stored (${((after.reads - before.reads) / wallS).toFixed(1)} reads/s) and the marathon ` +
          `recomputed ${after.recomputes - before.recomputes} times. simulate's ${totals}.`,
      );
    },
  };
}
