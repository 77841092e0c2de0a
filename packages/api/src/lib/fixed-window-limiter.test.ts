import { describe, expect, it } from 'vitest';
import { createFixedWindowLimiter } from './fixed-window-limiter.js';

describe('fixed window limiter', () => {
  it('allows max requests per client and window, then says when to retry', () => {
    let now = 1_000_000;
    const limiter = createFixedWindowLimiter({ max: 2, windowMs: 60_000 }, () => now);
    expect([limiter.hit('a'), limiter.hit('a')].every((v) => v.isAllowed)).toBe(true);
    expect(limiter.hit('b').isAllowed).toBe(true);
    now += 15_000;
    expect(limiter.hit('a')).toEqual({ isAllowed: false, retryAfterSeconds: 45, count: 3 });
    now += 45_000;
    // A new window: the count starts again.
    expect(limiter.hit('a')).toMatchObject({ isAllowed: true, count: 1 });
  });
});
