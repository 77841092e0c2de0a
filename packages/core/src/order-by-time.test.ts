import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderByTime } from './order-by-time.js';

function referenceOrder(times: number[]): number[] {
  return times.map((_, index) => index).sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0) || a - b);
}

describe('orderByTime', () => {
  it('orders by time and keeps the input order of equal times', () => {
    expect(orderByTime([300, 100, 200, 100])).toEqual([1, 3, 2, 0]);
  });

  it('sorts times that cannot be packed (negative, fractional, huge) the same way', () => {
    expect(orderByTime([5, -1, 2.5, 2 ** 40, 2.5])).toEqual([1, 2, 4, 0, 3]);
  });

  it('matches a stable comparator sort (property)', () => {
    const time = fc.oneof(
      fc.integer({ min: 0, max: 50 }),
      fc.integer({ min: 0, max: 2 ** 32 + 5 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    fc.assert(
      fc.property(fc.array(time, { maxLength: 60 }), (times) => {
        expect(orderByTime(times)).toEqual(referenceOrder(times));
      }),
    );
  });
});
