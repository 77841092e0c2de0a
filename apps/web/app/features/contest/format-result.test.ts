import { describe, expect, it } from 'vitest';
import {
  formatDiff,
  formatGap,
  formatPaceValue,
  formatPlace,
  formatRaceTime,
  formatSpeedValue,
  NO_VALUE,
} from './format-result';

describe('result formatting', () => {
  it('shows times as h:mm:ss at the contest precision, nothing for a non-finisher', () => {
    expect(formatRaceTime(8_148_000)).toBe('2:15:48');
    expect(formatRaceTime(8_148_456, 100)).toBe('2:15:48.4');
    expect(formatRaceTime(null)).toBe(NO_VALUE);
  });

  it('shows gaps and diffs with a plus sign; the leader has no gap and no diff', () => {
    expect(formatGap(83_000)).toBe('+1:23');
    expect(formatGap(0)).toBe(NO_VALUE);
    expect(formatDiff(7_000)).toBe('+0:07');
    expect(formatDiff(0)).toBe('+0:00');
    expect(formatDiff(null)).toBe(NO_VALUE);
  });

  it('shows pace as m:ss rounded up and speed with one decimal in the locale', () => {
    expect(formatPaceValue(238_014)).toBe('3:59');
    expect(formatSpeedValue(15.125, 'en')).toBe('15.1');
    expect(formatSpeedValue(15.125, 'fr')).toBe('15,1');
    expect(formatSpeedValue(null, 'en')).toBe(NO_VALUE);
  });

  it('keeps Latin digits in Arabic', () => {
    expect(formatSpeedValue(9.96, 'ar')).toBe('10,0');
    expect(formatPlace(19_510, 'ar')).toBe('19.510');
    expect(formatPlace(null, 'ar')).toBe(NO_VALUE);
  });
});
