import { describe, expect, it } from 'vitest';
import { createLimiter, MAX_CONCURRENT_PRELOADS } from './route-preload';

describe('createLimiter', () => {
  it('never runs more than 4 preloads at once and runs them all', async () => {
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    const limiter = createLimiter(MAX_CONCURRENT_PRELOADS);
    let running = 0;
    let peak = 0;
    const task = (ms: number) => () =>
      new Promise<number>((resolve) => {
        running++;
        peak = Math.max(peak, running);
        setTimeout(() => {
          running--;
          resolve(ms);
        }, ms);
      });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => limiter.run(task(5 + (i % 3)))));
    expect(results).toHaveLength(12);
    expect(peak).toBe(4);
    expect(limiter.active).toBe(0);
    expect(limiter.pending).toBe(0);
  });

  it('keeps going after a failed task', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('chunk')))).rejects.toThrow('chunk');
    await expect(limiter.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
