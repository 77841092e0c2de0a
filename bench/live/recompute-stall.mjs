#!/usr/bin/env node
/**
 * How long a recompute holds the event loop (on demand, never in CI): recomputes a synthetic contest on PGlite and
 * on PostgreSQL (when reachable) with the CPU work planned in the worker thread (the default), in-thread in
 * slices (the fallback), and in-thread in one block (as before the worker), and prints for each the recompute's
 * time and the event loop's longest stall meanwhile (a 1 ms timer's longest gap, and monitorEventLoopDelay's
 * max). Two recomputes each: "live" (one new read: a handful of rows rewritten) and "full" (every row rewritten).
 *
 *   node --conditions=source --import tsx bench/live/recompute-stall.mjs [participants=5000] [checkpoints=6]
 *
 * BENCH_PG_URL: admin URL (default postgres://postgres@127.0.0.1:5432/postgres; the bench creates and drops the
 * database finishline_bench_stall), BENCH_SKIP_PG=1 for PGlite only, BENCH_RUNS (default 5, the median is shown).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createDb, ingestReads, recomputeContest, upsertBundle } from '@finishline/db';
import { syntheticBundle } from '@finishline/db/testing';
import { sql } from 'drizzle-orm';

const PARTICIPANTS = Number(process.argv[2] ?? 5000);
const CHECKPOINTS = Number(process.argv[3] ?? 6);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'finishline_bench_stall';
const EVENT = 'bench-stall';

// A tree from before the worker has no planner: its recomputes are measured as they are.
const planner = await import('../../packages/db/src/recompute/plan-off-thread.ts').catch(() => null);
const MODES =
  planner === null
    ? [['no worker', async () => undefined]]
    : [
        ['worker', () => planner.setPlanWorker(true)],
        ['slices', () => planner.setPlanWorker(false)],
        ['one block', () => planner.setPlanWorker(false, Number.POSITIVE_INFINITY)],
      ];

async function openPg() {
  try {
    const admin = await createDb({ url: PG_ADMIN_URL, migrate: false });
    await admin.query(`drop database if exists ${NAME} with (force)`);
    await admin.query(`create database ${NAME}`);
    await admin.close();
  } catch {
    return null;
  }
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${NAME}`;
  const db = await createDb({ url: url.toString() });
  return {
    db,
    async drop() {
      await db.close();
      const admin = await createDb({ url: PG_ADMIN_URL, migrate: false });
      await admin.query(`drop database if exists ${NAME} with (force)`);
      await admin.close();
    },
  };
}

/** Runs `work` while watching the event loop; returns its time and the longest stall seen. */
async function watched(work) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  let last = performance.now();
  let gap = 0;
  const probe = setInterval(() => {
    const now = performance.now();
    gap = Math.max(gap, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  gap = Math.max(gap, performance.now() - last);
  clearInterval(probe);
  histogram.disable();
  return { ms, gap, delayMax: histogram.max / 1e6 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const f = (ms) => `${ms.toFixed(0).padStart(5)} ms`;

async function measure(label, db) {
  const bundle = syntheticBundle({ participants: PARTICIPANTS, checkpoints: CHECKPOINTS, eventId: EVENT });
  await upsertBundle(db, bundle);
  const ref = { eventId: EVENT, contestId: 'marathon' };
  const bibs = bundle.participants.map((participant) => participant.bib);
  const gun = bundle.contests[0].startTime;
  const [contest] = await db.query(
    sql`select key from contests where event_id = ${EVENT} and id = 'marathon'`,
  );
  const [{ checkpoint } = {}] = await db.query(
    sql`select id as checkpoint from checkpoints where contest_key = ${contest.key} and kind = 'split' order by "order" limit 1`,
  );
  let minute = 0;
  for (const [mode, apply] of MODES) {
    await apply();
    const live = [];
    const full = [];
    // One run first, unmeasured: the mode's code warm (the worker's, or this thread's).
    for (let run = -1; run < RUNS; run++) {
      minute += 1;
      const bib = bibs[(run * 7919) % bibs.length];
      await ingestReads(db, [
        { index: 0, ...ref, bib, chip: null, checkpointId: checkpoint, at: gun + 3_600_000 + minute * 1000 },
      ]);
      const liveRun = await watched(() => recomputeContest(db, EVENT, 'marathon', { ifRequested: true }));
      // Every stored fingerprint made stale: the recompute rewrites every row.
      await db.query(sql`update results set row_hash = 0 where contest_key = ${contest.key}`);
      const fullRun = await watched(() => recomputeContest(db, EVENT, 'marathon', { force: true }));
      if (run >= 0) {
        live.push(liveRun);
        full.push(fullRun);
      }
    }
    for (const [kind, runs] of [
      ['live', live],
      ['full', full],
    ]) {
      console.log(
        `${label.padEnd(10)} ${mode.padEnd(9)} ${kind}: recompute ${f(median(runs.map((r) => r.ms)))}, ` +
          `longest stall ${f(median(runs.map((r) => r.gap)))} (max of ${RUNS}: ${f(Math.max(...runs.map((r) => r.gap)))}), ` +
          `event-loop delay max ${f(median(runs.map((r) => r.delayMax)))}`,
      );
    }
  }
}

console.log(
  `# Recompute stalls: ${PARTICIPANTS.toLocaleString('en')} participants × ${CHECKPOINTS} checkpoints, ` +
    `median of ${RUNS} (stall = longest gap of a 1 ms timer while the recompute runs)`,
);
const pglite = await createDb({ dataDir: 'memory://' });
await measure('PGlite', pglite);
await pglite.close();
if (process.env.BENCH_SKIP_PG !== '1') {
  const pg = await openPg();
  if (pg === null) console.log('PostgreSQL not reachable: skipped');
  else {
    await measure('PostgreSQL', pg.db);
    await pg.drop();
  }
}
if (planner !== null) console.log('plans:', planner.planStats());
