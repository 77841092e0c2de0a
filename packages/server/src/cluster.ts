/**
 * `serve` on every core (design §1): a primary process prepares the database once (the demo data on a first start),
 * then forks WEB_CONCURRENCY workers that each run the whole origin — the API, the site, their caches and fields —
 * on the one shared port (node:cluster hands each new connection to a worker in turn). Workers share nothing in
 * memory: they hear every change through PostgreSQL's notifications, as separate instances would. The primary
 * counts the live streams of each client over all workers, replaces a worker that dies, restarts them one by one on
 * SIGHUP (a new one listens before the old one drains), and on SIGTERM or SIGINT drains them all.
 *
 * PGlite is an in-process database: with it (no DATABASE_URL) there is one process, serving as before.
 */
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { openDatabases, readEnv, readStreamsPerClient } from '@finishline/api';
import { servePermits, workerPermits } from './cluster-permits.js';
import { clusterEnv, env } from './env.js';
import { serve, type ServeOptions } from './serve.js';

/** A worker that dies within this long of its start is crash-looping: the next one waits before it starts. */
const CRASH_WINDOW_MS = 5_000;
const CRASH_DELAY_MS = 1_000;
/** Longest wait for the workers' graceful close before they are killed. */
const DRAIN_TIMEOUT_MS = 15_000;

/**
 * Workers to run: WEB_CONCURRENCY, else one per core with PostgreSQL and one with PGlite (which cannot be shared
 * between processes: asked for more, it says so and runs one).
 */
export function workerCount(source: ReturnType<typeof clusterEnv> = clusterEnv()): number {
  const isEmbedded = !source.databaseUrl?.trim();
  const asked = source.webConcurrency?.trim();
  if (asked && !/^[1-9]\d{0,2}$/.test(asked)) {
    throw new Error(`WEB_CONCURRENCY must be a whole number of workers (1-999), got "${asked}".`);
  }
  const wanted = asked ? Number(asked) : isEmbedded ? 1 : availableParallelism();
  if (isEmbedded && wanted > 1) {
    console.warn(
      `WEB_CONCURRENCY=${wanted}: the embedded PGlite database serves one process; set DATABASE_URL.`,
    );
    return 1;
  }
  return wanted;
}

/** Serves on one process, or as the primary or a worker of a cluster of `workerCount()`. */
export async function serveOnCores(options: ServeOptions = {}): Promise<void> {
  if (cluster.isWorker) {
    return serve({
      ...options,
      prepare: undefined,
      streamPermits: workerPermits(),
      quiet: true,
      onClosed: () => process.exit(),
    });
  }
  const workers = workerCount();
  if (workers <= 1) return serve(options);
  await prepareOnce(options);
  servePermits(readStreamsPerClient());
  const port = options.port ?? env.port;
  let isClosing = false;
  const startedAt = new Map<Worker, number>();

  const fork = (delayMs = 0): Promise<Worker> =>
    new Promise((resolve) => {
      setTimeout(() => {
        const worker = cluster.fork({ PORT: String(port) });
        startedAt.set(worker, Date.now());
        worker.once('listening', () => resolve(worker));
      }, delayMs);
    });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (isClosing || worker.exitedAfterDisconnect) return;
    console.error(`Worker ${worker.id} exited (${signal ?? code}); starting another.`);
    void fork(lived < CRASH_WINDOW_MS ? CRASH_DELAY_MS : 0);
  });

  await Promise.all(Array.from({ length: workers }, () => fork()));
  console.log(`Finishline is serving http://localhost:${port} with ${workers} workers`);

  process.on('SIGHUP', () => void restartOneByOne(fork));
  const close = (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    console.log(`${signal}: closing ${Object.keys(cluster.workers ?? {}).length} workers`);
    const killer = setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_TIMEOUT_MS);
    killer.unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}

/** The first-start step, once for all workers: on the primary's own connection, closed before they start. */
async function prepareOnce(options: ServeOptions): Promise<void> {
  if (!options.prepare) return;
  const { db, primaryDb, close } = await openDatabases(readEnv());
  try {
    await options.prepare(primaryDb ?? db);
  } finally {
    await close();
  }
}

/** A rolling restart: for each worker, a new one first, then the old one drains (SIGTERM: serve's graceful close). */
async function restartOneByOne(fork: () => Promise<Worker>): Promise<void> {
  for (const old of Object.values(cluster.workers ?? {})) {
    if (!old) continue;
    await fork();
    old.disconnect();
    old.process.kill('SIGTERM');
    await new Promise((resolve) => old.once('exit', resolve));
  }
  console.log('Restarted every worker');
}
