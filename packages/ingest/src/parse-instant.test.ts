import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, dateInZone, isIsoDate, parseInstant } from './parse-instant.js';

describe('parseInstant', () => {
  it('reads an instant with an offset and milliseconds', () => {
    expect(parseInstant('2026-04-12T08:00:00.000+01:00')).toEqual({ ok: true, ms: Date.UTC(2026, 3, 12, 7) });
  });

  it('reads Z, negative offsets and missing or short fractions', () => {
    expect(parseInstant('2026-04-12T07:00:00Z')).toEqual({ ok: true, ms: Date.UTC(2026, 3, 12, 7) });
    expect(parseInstant('2026-04-12T03:00:00.5-04:00')).toEqual({
      ok: true,
      ms: Date.UTC(2026, 3, 12, 7, 0, 0, 500),
    });
  });

  it('rejects a local time without an offset, saying how to fix it', () => {
    const parsed = parseInstant('2026-04-12T08:00:00');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.reason).toMatch(/has no offset: add Z or ±hh:mm/);
  });

  it('rejects impossible dates and times', () => {
    for (const text of [
      '2026-02-30T08:00:00Z',
      '2026-04-12T24:00:00Z',
      '2026-04-12T08:60:00Z',
      '0026-04-12T08:00:00Z',
    ]) {
      expect(parseInstant(text).ok).toBe(false);
    }
  });

  it('reads every RFC 3339 form: any fraction, Z or offset, T and Z in either case', () => {
    const at = Date.UTC(2026, 10, 27, 19, 40);
    const table: [string, number][] = [
      ['2026-11-27T19:40:00Z', at],
      ['2026-11-27t19:40:00z', at],
      ['2026-11-27T20:40:00+01:00', at],
      ['2026-11-27T14:10:00-05:30', at],
      ['2026-11-27T19:40:00-00:00', at],
      ['2026-11-27T19:40:00.1Z', at + 100],
      ['2026-11-27T19:40:00.12Z', at + 120],
      ['2026-11-27T19:40:00.123Z', at + 123],
      // Finer than a millisecond: truncated, never rounded into the next one.
      ['2026-11-27T19:40:00.123999Z', at + 123],
      ['2026-11-27T19:40:00.999999999+00:00', at + 999],
      ['2026-11-28T08:40:00.5+13:00', at + 500],
    ];
    for (const [text, ms] of table) expect(parseInstant(text), text).toEqual({ ok: true, ms });
  });

  it('reads a leap second as the last millisecond of its UTC minute, and only there', () => {
    expect(parseInstant('2016-12-31T23:59:60Z')).toEqual({
      ok: true,
      ms: Date.UTC(2016, 11, 31, 23, 59, 59, 999),
    });
    expect(parseInstant('2016-12-31T18:59:60.5-05:00')).toEqual({
      ok: true,
      ms: Date.UTC(2016, 11, 31, 23, 59, 59, 999),
    });
    expect(parseInstant('2016-12-31T23:58:60Z').ok).toBe(false);
    expect(parseInstant('2016-12-31T23:59:60+01:00').ok).toBe(false);
  });

  it('refuses what is not RFC 3339, saying what is expected', () => {
    for (const text of [
      '2026-11-27 19:40:00Z',
      '2026-11-27T19:40Z',
      '2026-11-27T19:40:00.Z',
      '2026-11-27T19:40:00+0100',
      '2026-11-27T19:40:00+01',
      '20261127T194000Z',
      '27/11/2026 19:40:00',
      '1795808400000',
      ' 2026-11-27T19:40:00Z',
    ]) {
      expect(parseInstant(text), text).toEqual({
        ok: false,
        reason: `"${text}" is not an RFC 3339 instant like 2026-04-12T08:00:00.000+01:00 or 2026-04-12T07:00:00Z`,
      });
    }
    expect(parseInstant('2026-11-27T19:40:00+24:00')).toEqual({
      ok: false,
      reason: '"2026-11-27T19:40:00+24:00" is not a real date and time',
    });
  });

  it('gives back any millisecond instant written with any offset and fraction length', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1901, 0, 1), max: Date.UTC(2998, 11, 30) }),
        fc.integer({ min: -23 * 60 - 59, max: 23 * 60 + 59 }),
        fc.integer({ min: 0, max: 9 }),
        fc.stringMatching(/^\d{0,6}$/),
        fc.boolean(),
        (ms, offsetMinutes, digits, finer, lower) => {
          const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 23);
          const fraction = (local.slice(20) + finer).slice(0, Math.max(digits, 3));
          const sign = offsetMinutes < 0 ? '-' : '+';
          const abs = Math.abs(offsetMinutes);
          const offset =
            offsetMinutes === 0 && lower
              ? 'z'
              : `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
          const text = `${local.slice(0, 10)}${lower ? 't' : 'T'}${local.slice(11, 19)}.${fraction}${offset}`;
          expect(parseInstant(text)).toEqual({ ok: true, ms });
        },
      ),
    );
  });
});

describe('dates and zones', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('12/04/2026')).toBe(false);
  });

  it('canonicalises IANA zones and refuses unknown ones and bare offsets', () => {
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('+01:00')).toBeNull();
  });

  it('gives the calendar date of an instant in a zone', () => {
    expect(dateInZone(Date.UTC(2026, 3, 11, 23, 30), 'Africa/Casablanca')).toBe('2026-04-12');
    expect(dateInZone(Date.UTC(2026, 3, 11, 23, 30), 'UTC')).toBe('2026-04-11');
  });
});
