/**
 * Memory over speed for a batch command (`finishline import`): a big file's import is bounded by what it holds
 * (about 250 MB of live heap for a 50 MB export of 100,000 runners), not by how far V8 lets the heap grow past
 * that between collections. By default V8 grows it up to four times the live size for throughput (1.1 GB of RSS
 * for that import); a growth of 10 % keeps it under 500 MB for about 10 % more time. The recompute's plan runs on
 * this thread, in one heap, rather than in a worker with a heap of its own: a command serves no pages that a
 * long step would hold up. bench/README.md ("Import memory benchmark") has the figures.
 */
import { setFlagsFromString } from 'node:v8';
import { setPlanWorker } from '@finishline/db';

/** Heap growth after each full collection, in percent of the live size (V8's own default lets it reach 300). */
export const HEAP_GROWING_PERCENT = 10;

export async function favourMemory(): Promise<void> {
  // A GC flag read at every collection: safe to set on a running isolate (node:v8 warns about flags in general).
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  await setPlanWorker(false, Number.POSITIVE_INFINITY);
}
