/**
 * Recomputes after live writes, so a committed read always reaches the results and the live streams:
 * - coalesced: at most one recompute per contest runs at a time, and writes that land while it runs ask for one
 *   more (the trailing run sees them all). A burst of 50 batches costs two recomputes, not 50;
 * - retried: a failed recompute (the database gone for a moment right after the commit) runs again after a
 *   backoff (0.5 s, doubling, at most 30 s apart), or as soon as the contest is asked for again (a write just
 *   committed: the database is back), until it succeeds or the queue closes;
 * - durable: the write path marks each contest pending in the database in the transaction of its reads, and the
 *   recompute clears the mark (packages/db recompute-requests.ts). What no queue got to — the process died, or
 *   closed while retrying — is found by the sweep (`createRecomputeSweep`) at start-up and every 30 s after.
 */
export type ContestRef = { eventId: string; contestId: string };

export type RecomputeQueueOptions = {
  /** Wait before the n-th retry (n ≥ 1) of a contest's failed recompute. Default: 500 ms × 2^(n−1), ≤ 30 s. */
  retryDelayMs?: (attempt: number) => number;
};

/** A failed attempt: the error, and the wait before the next one (null when the queue is closing). */
export type RecomputeFailure = { attempt: number; retryInMs: number | null };

type State = { again: boolean; done: Promise<void>; wake: (() => void) | null };

const defaultRetryDelay = (attempt: number): number => Math.min(500 * 2 ** (attempt - 1), 30_000);

export function createRecomputeQueue(
  recompute: (contest: ContestRef) => Promise<void>,
  onError: (error: unknown, contest: ContestRef, failure: RecomputeFailure) => void,
  options: RecomputeQueueOptions = {},
) {
  const states = new Map<string, State>();
  const retryDelay = options.retryDelayMs ?? defaultRetryDelay;
  let isClosed = false;

  /** Sleeps before a retry; close() ends the sleep early. */
  function pause(state: State, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        state.wake = null;
        resolve();
      }, ms);
      timer.unref();
      state.wake = () => {
        clearTimeout(timer);
        state.wake = null;
        resolve();
      };
    });
  }

  async function drain(key: string, contest: ContestRef, state: State): Promise<void> {
    let failures = 0;
    do {
      state.again = false;
      try {
        await recompute(contest);
        failures = 0;
      } catch (error) {
        failures += 1;
        const retryInMs = isClosed ? null : retryDelay(failures);
        onError(error, contest, { attempt: failures, retryInMs });
        if (retryInMs !== null) {
          state.again = true;
          await pause(state, retryInMs);
        }
      }
    } while (state.again && !isClosed);
    states.delete(key);
  }

  return {
    /** Asks for a recompute of the contest: now, right after the one running, or now instead of a retry's wait. */
    schedule(contest: ContestRef): void {
      if (isClosed) return;
      const key = JSON.stringify([contest.eventId, contest.contestId]);
      const running = states.get(key);
      if (running !== undefined) {
        running.again = true;
        // Waiting to retry: a write that just committed says the database is back, so retry now.
        running.wake?.();
        return;
      }
      const state: State = { again: false, done: Promise.resolve(), wake: null };
      states.set(key, state);
      state.done = drain(key, contest, state);
    },
    /** Resolves once no recompute is running, waiting to retry, or asked for. */
    async idle(): Promise<void> {
      while (states.size > 0) await Promise.all([...states.values()].map((state) => state.done));
    },
    /**
     * Stops: cancels the waits before retries, lets the running recomputes finish, and ignores new requests.
     * What stays undone is still pending in the database, for the next start's sweep.
     */
    async close(): Promise<void> {
      isClosed = true;
      for (const state of states.values()) state.wake?.();
      await this.idle();
    },
  };
}

export type RecomputeQueue = ReturnType<typeof createRecomputeQueue>;

export type RecomputeSweepOptions = {
  /** The contests pending for at least `olderThanMs` (packages/db findPendingRecomputes). */
  findPending: (olderThanMs: number) => Promise<ContestRef[]>;
  queue: Pick<RecomputeQueue, 'schedule'>;
  /** Between sweeps (default 30 s). */
  intervalMs?: number;
  /**
   * Periodic sweeps leave requests younger than this (default 10 s) to the queue that is already on them, here
   * or on another instance. The start-up sweep takes every request.
   */
  minAgeMs?: number;
  onError: (error: unknown) => void;
};

/**
 * Hands the pending recomputes of the database to the queue: once now (start-up: what a previous process left),
 * then every `intervalMs`. A sweep that fails (database down) is reported and the next one tries again.
 */
export function createRecomputeSweep(options: RecomputeSweepOptions) {
  const intervalMs = options.intervalMs ?? 30_000;
  const minAgeMs = options.minAgeMs ?? 10_000;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function sweep(olderThanMs: number): Promise<number> {
    running ??= (async () => {
      try {
        const pending = await options.findPending(olderThanMs);
        for (const contest of pending) options.queue.schedule(contest);
        return pending.length;
      } catch (error) {
        options.onError(error);
        return 0;
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    /** Sweeps every pending request now, then the older ones every `intervalMs`. */
    start(): Promise<number> {
      timer ??= setInterval(() => void sweep(minAgeMs), intervalMs).unref();
      return sweep(0);
    },
    /** One sweep of the requests at least `olderThanMs` old; resolves with how many it scheduled. */
    sweep,
    async close(): Promise<void> {
      if (timer !== null) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
