/**
 * Coalesces recomputes after live writes: at most one recompute per contest runs at a time, and writes that land
 * while it runs ask for one more (the trailing run sees them all). A burst of 50 batches costs two recomputes,
 * not 50, and the last write is always covered.
 */
export type ContestRef = { eventId: string; contestId: string };

type State = { again: boolean; done: Promise<void> };

export function createRecomputeQueue(
  recompute: (contest: ContestRef) => Promise<void>,
  onError: (error: unknown, contest: ContestRef) => void,
) {
  const states = new Map<string, State>();

  async function drain(key: string, contest: ContestRef, state: State): Promise<void> {
    do {
      state.again = false;
      try {
        await recompute(contest);
      } catch (error) {
        onError(error, contest);
      }
    } while (state.again);
    states.delete(key);
  }

  return {
    /** Asks for a recompute of the contest (now, or right after the one running). */
    schedule(contest: ContestRef): void {
      const key = JSON.stringify([contest.eventId, contest.contestId]);
      const running = states.get(key);
      if (running !== undefined) {
        running.again = true;
        return;
      }
      const state: State = { again: false, done: Promise.resolve() };
      states.set(key, state);
      state.done = drain(key, contest, state);
    },
    /** Resolves once no recompute is running or asked for. */
    async idle(): Promise<void> {
      while (states.size > 0) await Promise.all([...states.values()].map((state) => state.done));
    },
  };
}
