import { describe, expect, it } from 'vitest';
import { createRecomputeQueue } from './recompute-queue.js';

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

  it('reports a failed recompute and keeps going', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const queue = createRecomputeQueue(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('db down');
      },
      (error) => errors.push(error),
    );
    queue.schedule(A);
    await queue.idle();
    queue.schedule(A);
    await queue.idle();
    expect([calls, errors.length]).toEqual([2, 1]);
  });
});
