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

  it('can demand milliseconds and UTC (timing systems)', () => {
    const rules = { requireMs: true, requireUtc: true };
    expect(parseInstant('2026-04-12T07:02:11.123Z', rules).ok).toBe(true);
    expect(parseInstant('2026-04-12T07:02:11Z', rules)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/milliseconds/),
    });
    expect(parseInstant('2026-04-12T08:02:11.123+01:00', rules)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/UTC/),
    });
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
