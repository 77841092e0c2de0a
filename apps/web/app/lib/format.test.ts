import { describe, expect, it } from 'vitest';
import {
  nameIncludesDistance,
  countryName,
  formatDateRange,
  formatDateTile,
  formatDayTime,
  formatDistance,
  formatLongDate,
  formatTime,
  formatUtcOffset,
} from './format';

describe('formatDateRange', () => {
  it('shows one day, or a compact range', () => {
    expect(formatDateRange('2026-03-12', '2026-03-12', 'en')).toBe('12 Mar 2026');
    expect(formatDateRange('2026-03-12', '2026-03-14', 'es')).toBe('12–14 mar 2026');
    expect(formatDateRange('2027-01-06', '2027-01-07', 'en')).toBe('6 – 7 Jan 2027');
    expect(formatDateRange('2026-03-31', '2026-04-01', 'fr')).toMatch(/31 mars.*1 avr\. 2026/);
  });

  it('keeps the calendar day whatever the server zone, with Moroccan month names and Latin digits', () => {
    expect(formatDateRange('2026-11-22', '2026-11-22', 'ar')).toBe('22 نونبر 2026');
    expect(formatLongDate('2026-01-01', 'en')).toBe('Thursday, 1 January 2026');
  });
});

describe('formatDateTile', () => {
  it('gives the day and month of a calendar tile', () => {
    expect(formatDateTile('2026-03-12', '2026-03-12', 'en')).toEqual({ day: '12', month: 'Mar' });
    expect(formatDateTile('2027-01-06', '2027-01-07', 'fr')).toEqual({ day: '6–7', month: 'janv' });
    expect(formatDateTile('2026-03-31', '2026-04-01', 'es')).toEqual({ day: '31', month: 'mar' });
    expect(formatDateTile('2026-11-22', '2026-11-22', 'ar')).toEqual({ day: '22', month: 'نونبر' });
  });
});

describe('times in the event zone', () => {
  it('shows the wall-clock time from the offset the server computed', () => {
    const gun = '2026-04-05T07:30:00Z';
    expect(formatTime({ at: gun, offsetMinutes: 120 }, 'fr')).toBe('09:30');
    expect(formatTime({ at: gun, offsetMinutes: 60 }, 'ar')).toBe('08:30');
    expect(formatTime({ at: gun, offsetMinutes: -240 }, 'en')).toBe('03:30');
    expect(formatDayTime({ at: gun, offsetMinutes: 120 }, 'es')).toBe('dom, 5 abr, 09:30');
    expect(formatDayTime({ at: '2026-04-05T23:30:00Z', offsetMinutes: 60 }, 'en')).toBe('Mon 6 Apr, 00:30');
  });

  it('names UTC offsets in the page language', () => {
    expect(formatUtcOffset(60, 'en')).toBe('GMT+1');
    expect(formatUtcOffset(120, 'fr')).toBe('UTC+2');
    expect(formatUtcOffset(0, 'en')).toBe('UTC');
    expect(formatUtcOffset(-300, 'es')).toBe('GMT-5');
    expect(formatUtcOffset(60, 'ar')).toBe('غرينتش+1');
    expect(formatUtcOffset(330, 'en')).toBe('UTC+05:30');
  });
});

describe('formatDistance', () => {
  it('uses kilometres with up to three decimals and the locale separator', () => {
    expect(formatDistance(42195, 'en')).toBe('42.195 km');
    expect(formatDistance(21098, 'fr')).toBe('21,098\u00a0km');
    expect(formatDistance(10000, 'ar')).toBe('10 كم');
    expect(formatDistance(800, 'en')).toBe('800 m');
  });
});

describe('countryName', () => {
  it('names countries in the page language from their ISO code', () => {
    expect(countryName('MA', 'en')).toBe('Morocco');
    expect(countryName('ma', 'es')).toBe('Marruecos');
    expect(countryName('MA', 'fr')).toBe('Maroc');
    expect(countryName('MA', 'ar')).toBe('المغرب');
  });

  it('falls back to the code for unknown or invalid codes', () => {
    expect(countryName('ZZ', 'en')).toBe('Unknown Region');
    expect(countryName('not-a-code', 'en')).toBe('not-a-code');
  });
});

describe('nameIncludesDistance', () => {
  it('spots a contest name that already says its distance, in any of its spellings', () => {
    expect(nameIncludesDistance('10 km', 10_000, 'en')).toBe(true);
    expect(nameIncludesDistance('10K', 10_000, 'fr')).toBe(true);
    expect(nameIncludesDistance('Trail 18 km', 18_000, 'en')).toBe(true);
    expect(nameIncludesDistance('15 km walk', 15_000, 'ar')).toBe(true);
    expect(nameIncludesDistance('Grand parcours 140 km', 140_000, 'fr')).toBe(true);
    expect(nameIncludesDistance('Course 21,1 km', 21_100, 'fr')).toBe(true);
    expect(nameIncludesDistance('800 m', 800, 'en')).toBe(true);
  });

  it('keeps the distance when the name says something else', () => {
    expect(nameIncludesDistance('Marathon', 42_195, 'en')).toBe(false);
    expect(nameIncludesDistance('Trail 18 km', 8_000, 'en')).toBe(false);
    expect(nameIncludesDistance('10 km', 5_000, 'en')).toBe(false);
    expect(nameIncludesDistance('10 kms relay', 10_000, 'en')).toBe(false);
    expect(nameIncludesDistance('Sprint', 27_500, 'en')).toBe(false);
  });
});
