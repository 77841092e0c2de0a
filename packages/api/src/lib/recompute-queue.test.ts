import { describe, expect, it } from 'vitest';
import { createRecomputeQueue, createRecomputeSweep } from './recompute-queue.js';

const A = { eventId: 'e', contestId: 'a' };
const B = { eventId: 'e', contestId: 'b' };

describe('recompute queue', () => {
  it('runs one recompute per contest at a time, plus one trailing run for a burst', async () => {
    const runs: string[] = [];
    const finish: (() => void)[] = [];
    let running = 0;
    let maxRunning = 0;
    const queue = createRecomputeQueue(
      async (contest) => {
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        runs.push(contest.contestId);
        await new Promise<void>((resolve) => finish.push(resolve));
        running -= 1;
      },
      () => undefined,
    );
    for (let i = 0; i < 10; i++) queue.schedule(A);
    queue.schedule(B);
    expect(runs).toEqual(['a', 'b']);
    for (let i = 0; i < 10; i++) queue.schedule(A);
    const idle = queue.idle();
    // Finish whatever runs until the queue is idle: A twice (the burst, then one trailing run), B once.
    while (finish.length > 0 || running > 0) {
      finish.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await idle;
    expect(runs.filter((id) => id === 'a')).toHaveLength(2);
    expect(runs.filter((id) => id === 'b')).toHaveLength(1);
    expect(maxRunning).toBe(2);
  });

  it('retries a failed recompute with a growing wait until it succeeds, reporting each failure', async () => {
    const failures: unknown[] = [];
    const waits: number[] = [];
    let calls = 0;
    const queue = createRecomputeQueue(
      async () => {
        calls += 1;
        if (calls <= 3) throw new Error('db down');
      },
      (error, contest, failure) => failures.push([(error as Error).message, contest.contestId, failure]),
      {
        retryDelayMs: (attempt) => {
          waits.push(attempt);
          return attempt * 5;
        },
      },
    );
    queue.schedule(A);
    await queue.idle();
    expect(calls).toBe(4);
    expect(waits).toEqual([1, 2, 3]);
    expect(failures).toEqual([
      ['db down', 'a', { attempt: 1, retryInMs: 5 }],
      ['db down', 'a', { attempt: 2, retryInMs: 10 }],
      ['db down', 'a', { attempt: 3, retryInMs: 15 }],
    ]);
    // The count starts again after a success.
    queue.schedule(A);
    await queue.idle();
    expect(calls).toBe(5);
  });

  it('backs off from half a second to at most 30 s by default', async () => {
    const failures: { retryInMs: number | null }[] = [];
    let calls = 0;
    const queue = createRecomputeQueue(
      () => {
        calls += 1;
        return Promise.reject(new Error('db down'));
      },
      (_error, _contest, failure) => failures.push(failure),
    );
    queue.schedule(A);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failures).toEqual([{ attempt: 1, retryInMs: 500 }]);
    // Closing ends the wait: no further attempt, nothing left running.
    await queue.close();
    expect(calls).toBe(1);
    queue.schedule(A);
    await queue.idle();
    expect(calls).toBe(1);
  });

  it('retries at once, not after the wait, when the contest is asked for again (the database is back)', async () => {
    let calls = 0;
    const queue = createRecomputeQueue(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('db down');
      },
      () => undefined,
      { retryDelayMs: () => 60_000 },
    );
    queue.schedule(A);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toBe(1);
    const started = Date.now();
    queue.schedule(A);
    queue.schedule(A);
    await queue.idle();
    expect(calls).toBe(2);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('recompute sweep', () => {
  it('schedules every pending contest at start, then the older ones periodically', async () => {
    const asked: number[] = [];
    const scheduled: string[] = [];
    let pending = [A, B];
    const sweep = createRecomputeSweep({
      findPending: (olderThanMs) => {
        asked.push(olderThanMs);
        return Promise.resolve(pending);
      },
      queue: { schedule: (contest) => scheduled.push(contest.contestId) },
      intervalMs: 20,
      minAgeMs: 1000,
      onError: () => undefined,
    });
    expect(await sweep.start()).toBe(2);
    expect(asked).toEqual([0]);
    expect(scheduled).toEqual(['a', 'b']);
    pending = [B];
    await new Promise((resolve) => setTimeout(resolve, 70));
    await sweep.close();
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked.slice(1).every((age) => age === 1000)).toBe(true);
    expect(scheduled.slice(2).every((id) => id === 'b')).toBe(true);
    const after = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toHaveLength(after);
  });

  it('reports a failed sweep and tries again at the next one', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const sweep = createRecomputeSweep({
      findPending: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('db down')) : Promise.resolve([A]);
      },
      queue: { schedule: () => undefined },
      intervalMs: 10,
      onError: (error) => errors.push(error),
    });
    expect(await sweep.start()).toBe(0);
    expect(errors).toHaveLength(1);
    expect(await sweep.sweep(0)).toBe(1);
    await sweep.close();
  });
});
