import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './parse-duration.js';

const ms = (text: string): number | null => {
  const parsed = parseDuration(text);
  if (!parsed.ok) throw new Error(`${text} did not parse`);
  return parsed.ms;
};

describe('parseDuration', () => {
  it.each([
    ['h:mm:ss', '1:02:03', 3_723_000],
    ['hh:mm:ss', '01:02:03', 3_723_000],
    ['h:mm:ss beyond 24 hours (ultra)', '30:12:00', 108_720_000],
    ['mm:ss', '42:17', 2_537_000],
    ['m:ss', '4:05', 245_000],
    ['mm:ss past an hour of minutes (two parts are always minutes)', '75:00', 4_500_000],
    ['hh:mm:ss.sss', '02:08:31.123', 7_711_123],
    ['h:mm:ss.s (tenths)', '1:14:05.8', 4_445_800],
    ['h:mm:ss.ss (hundredths)', '1:14:05.45', 4_445_450],
    ['decimal comma', '1:21:33,2', 4_893_200],
    ['mm:ss.s', '14:32.4', 872_400],
    ['mm:ss,ss', '36:40,55', 2_200_550],
    ['plain seconds', '3723', 3_723_000],
    ['plain seconds with a fraction', '3723.4', 3_723_400],
    ['plain seconds with a decimal comma', '3723,4', 3_723_400],
    ['finer than a millisecond is truncated', '1:00:00.12345', 3_600_123],
    ['surrounding blanks', '  1:02:03 ', 3_723_000],
  ])('reads %s: %s', (_name, text, expected) => {
    expect(ms(text)).toBe(expected);
  });

  it.each([[''], ['   '], ['-'], ['–'], ['—'], ['--']])('reads %j as a missing time', (text) => {
    expect(parseDuration(text)).toEqual({ ok: true, ms: null });
  });

  it.each([
    ['minutes over 59 when hours are given', '1:75:00'],
    ['seconds over 59', '12:60'],
    ['one-digit seconds', '12:5'],
    ['one-digit minutes after hours', '1:5:03'],
    ['a negative time', '-3:00'],
    ['words', 'fast'],
    ['four parts', '1:02:03:04'],
    ['an empty fraction', '1:02:03.'],
  ])('rejects %s: %s', (_name, text) => {
    expect(parseDuration(text)).toEqual({ ok: false });
  });
});

describe('formatDuration', () => {
  it('writes h:mm:ss with the requested fraction digits, truncating', () => {
    expect(formatDuration(3_723_456)).toBe('1:02:03.456');
    expect(formatDuration(3_723_456, 1)).toBe('1:02:03.4');
    expect(formatDuration(3_723_999, 0)).toBe('1:02:03');
  });

  it('gives back any duration through parseDuration (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 * 3_600_000 }), (duration) => {
        expect(parseDuration(formatDuration(duration)).ok && ms(formatDuration(duration))).toBe(duration);
      }),
    );
  });

  it('gives back whole seconds written as plain seconds and as mm:ss (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (seconds) => {
        expect(ms(String(seconds))).toBe(seconds * 1000);
        const mmss = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
        expect(ms(mmss)).toBe(seconds * 1000);
      }),
    );
  });
});
