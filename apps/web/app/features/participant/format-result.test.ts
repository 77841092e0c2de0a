import { describe, expect, it } from 'vitest';
import {
  formatPaceValue,
  formatPlace,
  formatSpeedValue,
  formatSpeedWithUnit,
  formatRaceTime,
  NO_VALUE,
} from './format-result';

describe('result formatting', () => {
  it('truncates times to the precision and keeps ASCII digits in every language', () => {
    expect(formatRaceTime(8_357_999)).toBe('2:19:17');
    expect(formatRaceTime(8_357_999, 100)).toBe('2:19:17.9');
    expect(formatRaceTime(null)).toBe(NO_VALUE);
  });

  it('rounds pace up to the second', () => {
    expect(formatPaceValue(299_200)).toBe('5:00');
    expect(formatPaceValue(198_057)).toBe('3:19');
  });

  it("writes speed with one decimal in the locale's notation, Latin digits in Arabic", () => {
    expect(formatSpeedValue(18.176, 'en')).toBe('18.2');
    expect(formatSpeedValue(18.176, 'fr')).toBe('18,2');
    expect(formatSpeedValue(12, 'ar')).toBe('12,0');
    expect(formatSpeedValue(null, 'en')).toBe(NO_VALUE);
    expect(formatSpeedWithUnit(18.176, 'en')).toBe('18.2 km/h');
    expect(formatSpeedWithUnit(18.176, 'ar')).toBe('18,2 كم/س');
  });

  it('groups places in the locale', () => {
    expect(formatPlace(10731, 'en')).toBe('10,731');
    expect(formatPlace(10731, 'ar')).toBe('10.731');
    expect(formatPlace(null, 'es')).toBe(NO_VALUE);
  });
});
