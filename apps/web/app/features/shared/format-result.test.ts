import { describe, expect, it } from 'vitest';
import {
  formatDiff,
  formatGap,
  formatKm,
  formatPaceValue,
  formatPlace,
  formatRaceTime,
  formatSpeedValue,
  formatSpeedWithUnit,
  isolate,
  NO_VALUE,
} from './format-result';

describe('result formatting', () => {
  it('truncates times to the contest precision, nothing for a non-finisher', () => {
    expect(formatRaceTime(8_148_000)).toBe('2:15:48');
    expect(formatRaceTime(8_148_456, 100)).toBe('2:15:48.4');
    expect(formatRaceTime(8_357_999)).toBe('2:19:17');
    expect(formatRaceTime(8_357_999, 100)).toBe('2:19:17.9');
    expect(formatRaceTime(null)).toBe(NO_VALUE);
  });

  it('shows gaps and diffs with a plus sign; the leader has no gap and no diff', () => {
    expect(formatGap(83_000)).toBe('+1:23');
    expect(formatGap(0)).toBe(NO_VALUE);
    expect(formatDiff(7_000)).toBe('+0:07');
    expect(formatDiff(0)).toBe('+0:00');
    expect(formatDiff(null)).toBe(NO_VALUE);
  });

  it('rounds pace up to the second', () => {
    expect(formatPaceValue(238_014)).toBe('3:59');
    expect(formatPaceValue(299_200)).toBe('5:00');
    expect(formatPaceValue(198_057)).toBe('3:19');
    expect(formatPaceValue(null)).toBe(NO_VALUE);
  });

  it("writes speed with one decimal in the locale's notation, Latin digits in Arabic", () => {
    expect(formatSpeedValue(15.125, 'en')).toBe('15.1');
    expect(formatSpeedValue(18.176, 'fr')).toBe('18,2');
    expect(formatSpeedValue(9.96, 'ar')).toBe('10,0');
    expect(formatSpeedValue(null, 'en')).toBe(NO_VALUE);
    expect(formatSpeedWithUnit(18.176, 'kmh', 'en')).toBe('18.2 km/h');
    expect(formatSpeedWithUnit(18.176, 'kmh', 'ar')).toBe('18,2 كم/س');
    expect(formatSpeedWithUnit(null, 'kmh', 'fr')).toBe(NO_VALUE);
  });

  it('writes a speed in mph in the words of each locale', () => {
    expect(formatSpeedWithUnit(11.294, 'mph', 'en')).toBe('11.3 mph');
    // The space is the locale's (French: a no-break one).
    expect(formatSpeedWithUnit(11.294, 'mph', 'fr')).toMatch(/^11,3\s+mi\/h$/);
    expect(formatSpeedWithUnit(11.294, 'mph', 'es')).toMatch(/^11,3\s+mi\/h$/);
    expect(formatSpeedWithUnit(11.294, 'mph', 'ar')).toBe('11,3 ميل/س');
  });

  it('groups places in the locale, Latin digits in Arabic', () => {
    expect(formatPlace(10_731, 'en')).toBe('10,731');
    expect(formatPlace(19_510, 'ar')).toBe('19.510');
    expect(formatPlace(null, 'es')).toBe(NO_VALUE);
  });

  it('writes distances and isolates text from the surrounding direction', () => {
    expect(formatKm(21_098, 'en')).toBe('21.098 km');
    expect(isolate('10 km')).toBe('\u206810 km\u2069');
  });
});
