/**
 * Lists that catch up after a lull (ADR 032): a live step moves a contest's lists at most every LIST_EVERY_MS, so after
 * each live recompute this instance looks again once that time has passed (one timer per contest), and moves them if
 * no step did meanwhile. A list is then never more than about LIST_EVERY_MS behind its runners. Idempotent across
 * instances: the move is one conditional update.
 */
import { LIST_EVERY_MS } from '@finishline/db';
import { type ContestRef } from './recompute-queue.js';

/** A little past the due time, so the conditional update finds the lists old enough. */
const MARGIN_MS = 50;

export function createListCatchUp(
  /** Moves the lists when due; the wait before they may move when still behind, null when current. */
  catchUp: (contest: ContestRef) => Promise<number | null>,
  onError: (error: unknown, contest: ContestRef) => void,
) {
  const timers = new Map<string, NodeJS.Timeout>();
  let isClosed = false;

  function arm(contest: ContestRef, waitMs: number): void {
    const key = JSON.stringify([contest.eventId, contest.contestId]);
    if (isClosed || timers.has(key)) return;
    const timer = setTimeout(() => {
      timers.delete(key);
      catchUp(contest).then(
        (again) => {
          if (again !== null) arm(contest, again + MARGIN_MS);
        },
        (error: unknown) => onError(error, contest),
      );
    }, waitMs);
    timer.unref();
    timers.set(key, timer);
  }

  return {
    /** A live recompute of the contest ran: look at its lists once they may move. */
    after(contest: ContestRef): void {
      arm(contest, LIST_EVERY_MS + MARGIN_MS);
    },
    close(): void {
      isClosed = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
