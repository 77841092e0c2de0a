/**
 * Where a recompute's CPU work runs (docs/decisions/004, "Recomputes run on the API's event loop; a worker thread
 * is the next step"): in ONE worker thread per process, started on first use, so the thread that serves pages and
 * live streams only sends the database's text over and the plan's literals back to the database. The worker
 * thread holds no connection: the statements stay in the caller's transaction and on its connection, on
 * PostgreSQL and PGlite alike.
 *
 * Where a worker cannot start (a bundler left its file out, a sandbox refuses threads), or when switched off, the
 * same generator runs here in slices of at most SLICE_MS, yielding to the event loop between them; the engine's
 * own run (core's computeResults) is then the one block that cannot be cut.
 *
 * The worker is unref'd while idle: it never keeps a process alive by itself.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setImmediate as yieldNow } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type PlanJob, planResults, type WritePlan } from './plan-results.js';
import type { PlanAnswer, PlanRequest } from './plan-worker.js';
import { SLICE_MS } from './yield-to-loop.js';

/** Longest stretch of planning on the caller's thread before it yields (when no worker is used). */
export { SLICE_MS };

type Pending = { resolve: (plan: WritePlan) => void; reject: (error: Error) => void };

/** The worker went away with the job (not the job's own failure): the job runs again in-thread. */
class WorkerGone extends Error {}

type State = {
  worker: Worker | null;
  /** Resolves once the worker said it is ready; rejects if it could not start. */
  ready: Promise<void> | null;
  pending: Map<number, Pending>;
  nextId: number;
  /** No worker: it failed to start, or setPlanWorker(false). */
  isDisabled: boolean;
  /** Budget of an in-thread slice. */
  sliceMs: number;
  stats: { offThread: number; inThread: number; slices: number };
};

const state: State = {
  worker: null,
  ready: null,
  pending: new Map(),
  nextId: 1,
  isDisabled: false,
  sliceMs: SLICE_MS,
  stats: { offThread: 0, inThread: 0, slices: 0 },
};

/**
 * The worker: the compiled file next to this one; from the TypeScript sources (tests, `--conditions=source`),
 * the .ts file through tsx, which the sources are only ever run with.
 */
function spawn(): Worker {
  const isSource = import.meta.url.endsWith('.ts');
  if (!isSource) return new Worker(new URL('./plan-worker.js', import.meta.url));
  // tsx's ESM API (its package exports `./esm/api` → dist/esm/api/index.mjs), found from here, not the cwd.
  const tsxDir = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsx = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const entry = new URL('./plan-worker.ts', import.meta.url).href;
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(code, { eval: true, execArgv: ['--conditions=source'] });
}

function failAll(error: Error): void {
  for (const { reject } of state.pending.values()) reject(error);
  state.pending.clear();
}

function start(): Promise<void> {
  let worker: Worker;
  try {
    worker = spawn();
  } catch (error) {
    state.isDisabled = true;
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  state.worker = worker;
  worker.unref();
  let isReady = false;
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: PlanAnswer | 'ready') => {
      if (message === 'ready') {
        isReady = true;
        resolve();
        return;
      }
      const waiting = state.pending.get(message.id);
      if (waiting === undefined) return;
      state.pending.delete(message.id);
      if (state.pending.size === 0) worker.unref();
      if ('plan' in message) waiting.resolve(message.plan);
      else waiting.reject(Object.assign(new Error(message.error.message), message.error));
    });
    const onGone = (cause: Error) => {
      if (state.worker !== worker) return;
      const error = new WorkerGone(`The recompute worker stopped: ${cause.message}`, { cause });
      state.worker = null;
      state.ready = null;
      // Never started: run here from now on. Died later (out of memory): the next job starts another.
      if (!isReady) {
        state.isDisabled = true;
        reject(error);
      }
      failAll(error);
    };
    worker.on('error', onGone);
    worker.on('exit', (code) => onGone(new Error(`exit code ${code}`)));
  });
  // Awaited by every job; a failed start is handled there (in-thread fallback), never unhandled.
  ready.catch(() => undefined);
  state.ready = ready;
  return ready;
}

/** Plans in a slice-by-slice loop on this thread, yielding to the event loop every SLICE_MS. */
export async function planInThread(job: PlanJob, sliceMs = state.sliceMs): Promise<WritePlan> {
  state.stats.inThread += 1;
  const steps = planResults(job);
  let sliceStart = performance.now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= sliceMs) {
      state.stats.slices += 1;
      await yieldNow();
      sliceStart = performance.now();
    }
  }
}

async function planInWorker(job: PlanJob): Promise<WritePlan> {
  const ready = state.ready ?? start();
  await ready;
  const worker = state.worker;
  if (worker === null) throw new WorkerGone('The recompute worker stopped');
  const id = state.nextId++;
  const plan = new Promise<WritePlan>((resolve, reject) => state.pending.set(id, { resolve, reject }));
  // Kept alive while a job is out: an in-memory PGlite holds nothing else that would.
  worker.ref();
  worker.postMessage({ id, job } satisfies PlanRequest);
  const result = await plan;
  state.stats.offThread += 1;
  return result;
}

/** Plans the recompute off this thread when it can, else here in bounded slices. */
export async function planRecompute(job: PlanJob): Promise<WritePlan> {
  if (!state.isDisabled) {
    try {
      return await planInWorker(job);
    } catch (error) {
      // A job that failed in a working worker failed for its own reasons: report it. One whose worker could
      // not start or died under it runs here.
      if (!(error instanceof WorkerGone) && !state.isDisabled) throw error;
    }
  }
  return planInThread(job);
}

/**
 * Turns the worker off (`false`: plan in-thread slices of `sliceMs`; Infinity: in one block, as before the
 * worker) or back on. For tests and the benchmarks' comparisons.
 */
export async function setPlanWorker(isOn: boolean, sliceMs = SLICE_MS): Promise<void> {
  state.isDisabled = !isOn;
  state.sliceMs = sliceMs;
  if (!isOn && state.worker !== null) {
    const worker = state.worker;
    state.worker = null;
    state.ready = null;
    await worker.terminate();
  }
}

/** How many plans ran in the worker and in this thread, and how often the in-thread ones yielded. */
export function planStats(): Readonly<State['stats']> & { isWorkerRunning: boolean } {
  return { ...state.stats, isWorkerRunning: state.worker !== null };
}
