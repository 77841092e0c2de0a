import { describe, expect, it } from 'vitest';
import {
  computePace,
  computePacePerMile,
  computeSpeed,
  computeSpeedMph,
  METRES_PER_MILE,
} from './compute-pace.js';

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

describe('pace per mile and speed in mph', () => {
  it('a mile is exactly 1609.344 m', () => {
    expect(METRES_PER_MILE).toBe(1609.344);
  });

  it('pace per mile is time per 1609.344 m in ms: 8:00 /mi over one mile is 480 000', () => {
    expect(computePacePerMile(480_000, 1609.344)).toBe(480_000);
  });

  it('pace per mile of a marathon in 3:30:00 is 8:01 /mi, rounded up to the whole millisecond', () => {
    // 12 600 000 × 1609.344 ÷ 42 195 = 480 571.97…
    expect(computePacePerMile(3.5 * 3_600_000, 42_195)).toBe(480_572);
  });

  it('pace per mile comes from the time, not from the rounded pace per km', () => {
    // 5:00.000 /km exactly is 8:02.803 /mi; 1 ms over per km would be 8:02.805.
    expect(computePacePerMile(50 * 60_000, 10_000)).toBe(482_804);
    expect(computePacePerMile(50 * 60_000, 10_000)).toBe(Math.ceil(300_000 * 1.609344));
  });

  it('speed in mph is miles per hour: one mile in 6:00 is 10 mph, 12 km/h is 7.456… mph', () => {
    expect(computeSpeedMph(360_000, 1609.344)).toBe(10);
    expect(computeSpeedMph(50 * 60_000, 10_000)).toBeCloseTo(12 / 1.609344, 12);
  });

  it('pace per mile and speed in mph are null without a distance or a time', () => {
    expect(computePacePerMile(0, 10_000)).toBeNull();
    expect(computePacePerMile(1000, 0)).toBeNull();
    expect(computeSpeedMph(-1000, 10_000)).toBeNull();
    expect(computeSpeedMph(1000, 0)).toBeNull();
  });
});
