import { describe, expect, it } from 'vitest';
import { truncateToPrecision } from './truncate-to-precision.js';

describe('truncateToPrecision', () => {
  it('truncates to the second by default precision, never rounding up', () => {
    expect(truncateToPrecision(3_723_999, 1000)).toBe(3_723_000);
  });

  it('truncates to 0.1 s', () => {
    expect(truncateToPrecision(3_723_499, 100)).toBe(3_723_400);
  });

  it('truncates to 0.01 s and keeps milliseconds at 0.001 s', () => {
    expect(truncateToPrecision(3_723_459, 10)).toBe(3_723_450);
    expect(truncateToPrecision(3_723_459, 1)).toBe(3_723_459);
  });

  it('truncates negative durations toward zero', () => {
    expect(truncateToPrecision(-1500, 1000)).toBe(-1000);
    expect(truncateToPrecision(-999, 1000)).toBe(0);
  });
});
