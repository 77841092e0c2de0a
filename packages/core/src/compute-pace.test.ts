import { describe, expect, it } from 'vitest';
import { computePace, computeSpeed } from './compute-pace.js';

describe('computePace and computeSpeed', () => {
  it('pace is time per km in ms: 50:00 over 10 km is 5:00 /km', () => {
    expect(computePace(50 * 60_000, 10_000)).toBe(300_000);
  });

  it('pace rounds up to the whole millisecond', () => {
    expect(computePace(1000, 3000)).toBe(334);
  });

  it('speed is km per hour: 10 km in 50:00 is 12 km/h', () => {
    expect(computeSpeed(50 * 60_000, 10_000)).toBe(12);
  });

  it('pace and speed are null without a distance or a time', () => {
    expect(computePace(0, 10_000)).toBeNull();
    expect(computePace(1000, 0)).toBeNull();
    expect(computeSpeed(-1000, 10_000)).toBeNull();
    expect(computeSpeed(1000, 0)).toBeNull();
  });
});
