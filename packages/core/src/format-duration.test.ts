import { describe, expect, it } from 'vitest';
import { formatDuration, formatPace, formatSpeed } from './format-duration.js';

describe('formatDuration', () => {
  it('shows h:mm:ss from one hour', () => {
    expect(formatDuration(3_723_000)).toBe('1:02:03');
    expect(formatDuration(36_000_000)).toBe('10:00:00');
  });

  it('shows m:ss below one hour', () => {
    expect(formatDuration(123_000)).toBe('2:03');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(3_599_999)).toBe('59:59');
  });

  it('shows tenths at 0.1 s precision', () => {
    expect(formatDuration(3_723_456, 100)).toBe('1:02:03.4');
  });

  it('shows hundredths and thousandths at their precisions', () => {
    expect(formatDuration(63_456, 10)).toBe('1:03.45');
    expect(formatDuration(63_045, 1)).toBe('1:03.045');
  });

  it('truncates to the precision, never rounding up', () => {
    expect(formatDuration(59_999)).toBe('0:59');
  });

  it('prefixes negative durations with a minus sign', () => {
    expect(formatDuration(-61_500, 100)).toBe('-1:01.5');
  });
});

describe('formatPace', () => {
  it('shows m:ss per km', () => {
    expect(formatPace(300_000)).toBe('5:00');
  });

  it('rounds up to the second', () => {
    expect(formatPace(299_001)).toBe('5:00');
    expect(formatPace(300_001)).toBe('5:01');
  });

  it('keeps counting minutes past an hour', () => {
    expect(formatPace(75 * 60_000)).toBe('75:00');
  });
});

describe('formatSpeed', () => {
  it('shows one decimal, rounded half up', () => {
    expect(formatSpeed(12)).toBe('12.0');
    expect(formatSpeed(12.25)).toBe('12.3');
    expect(formatSpeed(12.24)).toBe('12.2');
  });

  it('rejects values that are not speeds', () => {
    expect(() => formatSpeed(Number.NaN)).toThrow(RangeError);
    expect(() => formatPace(-1)).toThrow(RangeError);
  });
});
