/**
 * The API under test, in its own process (the load generator must not share its event loop): prepares the
 * bench database — a fresh PostgreSQL database, or in-memory PGlite — with one synthetic contest whose gun was
 * three hours ago and which has no reads yet, then listens. Talks to bench/live/run.mjs over IPC: `ready` (port, contest,
 * bibs, checkpoint ids, gun, its open-file limit), `memory` (after a full GC), `cpu`, `loop` (event-loop delay since
 * the last `loop`), `close`. BENCH_HUB_MAX_CLIENTS: the streams this instance accepts (the hub's maxClients, 10,000
 * by default; run.mjs raises it to a round's clients when they are more, to measure one instance holding them).
 */
import { buildApp } from '@finishline/api';
import {
  createDb,
  getContestSetup,
  recomputeContest,
  resetContestTiming,
  upsertBundle,
} from '@finishline/db';
import { syntheticBundle } from '@finishline/db/testing';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openFileLimit } from './fd-limit.mjs';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 5000);
const NAME = 'finishline_bench_live';
const REF = { eventId: 'bench-live', contestId: 'marathon' };

async function openDatabase() {
  const adminUrl = process.env.BENCH_ADMIN_URL;
  if (!adminUrl) return { db: await createDb({ dataDir: 'memory://' }), drop: async () => undefined };
  const admin = await createDb({ url: adminUrl, migrate: false });
  await admin.query(`drop database if exists ${NAME} with (force)`);
  await admin.query(`create database ${NAME}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${NAME}`;
  return {
    db: await createDb({ url: url.toString(), max: 10 }),
    async drop() {
      const again = await createDb({ url: adminUrl, migrate: false });
      await again.query(`drop database if exists ${NAME} with (force)`);
      await again.close();
    },
  };
}

// BENCH_PLAN: where the recomputes' CPU work runs — `worker` (default), `slices` (in-thread, yielding every
// 10 ms), `block` (in-thread in one go, as before the worker).
// (Absent from a tree older than the worker: then every recompute is in-thread, in one block.)
const planner = await import('../../../packages/db/src/recompute/plan-off-thread.ts').catch(() => null);
const plan = process.env.BENCH_PLAN ?? 'worker';
if (plan !== 'worker')
  await planner?.setPlanWorker(false, plan === 'block' ? Number.POSITIVE_INFINITY : undefined);
const planStats = () => planner?.planStats() ?? { offThread: 0, inThread: 0, slices: 0 };

const { db, drop } = await openDatabase();
const bundle = syntheticBundle({ participants: PARTICIPANTS, checkpoints: 6, eventId: REF.eventId });
await upsertBundle(db, { ...bundle, passings: [] });
// Three hours ago: the reads sent now are then at a plausible pace (the ingest refuses a checkpoint reached faster
// than the sport allows from the gun).
const gun = Date.now() - 3 * 3_600_000;
const bibs = await resetContestTiming(db, REF, gun);
await recomputeContest(db, REF.eventId, REF.contestId, { force: true });
await db.query('vacuum analyze');
const setup = await getContestSetup(db, REF.eventId, REF.contestId);

const maxBufferKb = Number(process.env.BENCH_MAX_BUFFER_KB ?? 256);
const maxClients = Number(process.env.BENCH_HUB_MAX_CLIENTS ?? 10_000);
const app = await buildApp({
  db,
  ingestToken: process.env.BENCH_TOKEN,
  logger: { level: 'warn' },
  live: { maxBufferBytes: maxBufferKb * 1024, maxClients },
  // The driver is one client address sending 10 batches a second.
  ingestRateLimit: { max: 100_000, windowMs: 60_000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const cpuStart = process.cpuUsage();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

function memory() {
  globalThis.gc?.();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}

process.on('message', async (message) => {
  if (message.type === 'memory')
    process.send({ type: 'memory', ...memory(), live: app.liveHub.stats(), plans: planStats() });
  if (message.type === 'cpu') process.send({ type: 'cpu', ...process.cpuUsage(cpuStart) });
  if (message.type === 'loop') {
    const ms = (ns) => ns / 1e6;
    process.send({
      type: 'loop',
      p50: ms(loopDelay.percentile(50)),
      p99: ms(loopDelay.percentile(99)),
      max: ms(loopDelay.max),
    });
    loopDelay.reset();
  }
  if (message.type === 'close') {
    await app.close();
    await db.close();
    await drop();
    process.send({ type: 'closed' });
    process.exit(0);
  }
});

process.send({
  type: 'ready',
  port: app.server.address().port,
  kind: db.kind,
  openFiles: openFileLimit(),
  maxClients,
  ref: REF,
  gun,
  bibs,
  checkpoints: setup.checkpoints.filter((c) => c.kind !== 'start').map((c) => c.id),
});
