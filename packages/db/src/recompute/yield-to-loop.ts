/**
 * Lets the event loop run what is waiting (I/O callbacks, timers) before a recompute goes on with its next
 * statement — on PGlite only, and only once the loop has not turned for SLICE_MS. PGlite answers a query with
 * promise callbacks only, never a turn of the event loop, so a chain of awaited PGlite statements would otherwise
 * hold the loop for all of them; yielding between every two would instead stretch the transaction (which holds
 * PGlite's one connection) over as many turns, each with whatever else the loop has to do. PostgreSQL answers over
 * a socket: every statement is a turn already.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Db } from '../handle.js';

/** Longest the recompute's PGlite statements may hold the event loop between two turns (but a statement's own). */
export const SLICE_MS = 10;

let lastTurn = performance.now();
let isWatching = false;

/** Notes the next turn of the loop, whatever brings it (a worker's answer, a timer). */
function watchTurns(): void {
  if (isWatching) return;
  isWatching = true;
  setImmediate(() => {
    isWatching = false;
    lastTurn = performance.now();
  });
}

export async function yieldToLoop(db: Db): Promise<void> {
  if (db.kind !== 'pglite') return;
  if (performance.now() - lastTurn >= SLICE_MS) {
    await nextTurn();
    lastTurn = performance.now();
  }
  watchTurns();
}
