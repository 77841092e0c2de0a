import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalTimeZone,
  dateInZone,
  instantToLocal,
  localToInstant,
  type LocalDateTime,
  utcOffsetMinutes,
} from './time-zone.js';

const at = (iso: string): number => Date.parse(iso);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('instantToLocal', () => {
  it('reads the wall clock in the zone, to the second', () => {
    expect(instantToLocal(at('2026-04-12T07:02:11.999Z'), 'UTC')).toEqual({
      date: '2026-04-12',
      time: '07:02:11',
    });
    expect(instantToLocal(at('2026-04-12T07:02:11Z'), 'Europe/Paris')).toEqual({
      date: '2026-04-12',
      time: '09:02:11',
    });
    expect(instantToLocal(at('2026-04-12T20:00:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-04-13',
      time: '01:30:00',
    });
    expect(instantToLocal(at('2026-04-12T20:00:00Z'), 'Asia/Kathmandu').time).toBe('01:45:00');
  });

  it('shows midnight as 00, not 24', () => {
    expect(instantToLocal(at('2026-04-12T22:00:00Z'), 'Europe/Paris')).toEqual({
      date: '2026-04-13',
      time: '00:00:00',
    });
  });

  it('rounds instants before 1970 down too', () => {
    expect(instantToLocal(at('1969-12-31T23:59:59.500Z'), 'UTC')).toEqual({
      date: '1969-12-31',
      time: '23:59:59',
    });
  });
});

describe('dateInZone', () => {
  it('is the calendar date in the zone, not in UTC (Casablanca is UTC+1 outside Ramadan)', () => {
    expect(dateInZone(Date.UTC(2026, 3, 11, 23, 30), 'Africa/Casablanca')).toBe('2026-04-12');
    expect(dateInZone(Date.UTC(2026, 3, 11, 23, 30), 'UTC')).toBe('2026-04-11');
    expect(dateInZone(Date.UTC(2026, 3, 12, 20), 'Asia/Tokyo')).toBe('2026-04-13');
    expect(dateInZone(Date.UTC(2026, 3, 12, 20), 'America/Los_Angeles')).toBe('2026-04-12');
  });

  it('writes four-digit years', () => {
    expect(dateInZone(at('0999-06-01T12:00:00Z'), 'UTC')).toBe('0999-06-01');
    expect(dateInZone(at('0050-06-01T12:00:00Z'), 'UTC')).toBe('0050-06-01');
  });
});

describe('utcOffsetMinutes', () => {
  it('applies the zone rules at the instant (summer time, Morocco, half and quarter hours)', () => {
    expect(utcOffsetMinutes(at('2026-01-15T12:00:00Z'), 'Europe/Paris')).toBe(60);
    expect(utcOffsetMinutes(at('2026-07-15T12:00:00Z'), 'Europe/Paris')).toBe(120);
    expect(utcOffsetMinutes(at('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(utcOffsetMinutes(at('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(utcOffsetMinutes(at('2026-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(utcOffsetMinutes(at('2026-07-15T12:00:00Z'), 'Asia/Kathmandu')).toBe(345);
    expect(utcOffsetMinutes(at('2026-07-15T12:00:00Z'), 'America/St_Johns')).toBe(-150);
    expect(utcOffsetMinutes(at('2026-07-15T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('follows Morocco to UTC+0 for Ramadan and back to UTC+1', () => {
    expect(utcOffsetMinutes(at('2026-02-15T01:59:59Z'), 'Africa/Casablanca')).toBe(60);
    expect(utcOffsetMinutes(at('2026-02-15T02:00:00Z'), 'Africa/Casablanca')).toBe(0);
    expect(utcOffsetMinutes(at('2026-03-22T01:59:59Z'), 'Africa/Casablanca')).toBe(0);
    expect(utcOffsetMinutes(at('2026-03-22T02:00:00Z'), 'Africa/Casablanca')).toBe(60);
    expect(utcOffsetMinutes(at('2026-10-13T07:00:00Z'), 'Africa/Casablanca')).toBe(60);
  });

  it('changes exactly at the transition instant', () => {
    expect(utcOffsetMinutes(at('2026-03-29T00:59:59.999Z'), 'Europe/Paris')).toBe(60);
    expect(utcOffsetMinutes(at('2026-03-29T01:00:00Z'), 'Europe/Paris')).toBe(120);
    expect(utcOffsetMinutes(at('2026-11-01T05:59:59Z'), 'America/New_York')).toBe(-240);
    expect(utcOffsetMinutes(at('2026-11-01T06:00:00Z'), 'America/New_York')).toBe(-300);
  });

  it('keeps the seconds of a local mean time offset (Monrovia until 1972)', () => {
    expect(utcOffsetMinutes(at('1970-01-01T00:00:00Z'), 'Africa/Monrovia')).toBe(-44.5);
  });
});

describe('localToInstant', () => {
  it('reads a wall-clock time in the zone', () => {
    expect(localToInstant('2026-04-12', '08:00', 'Europe/Paris')).toBe(at('2026-04-12T06:00:00Z'));
    expect(localToInstant('2026-04-12', '08:00:30', 'UTC')).toBe(at('2026-04-12T08:00:30Z'));
    expect(localToInstant('2026-04-12', '08:00', 'Asia/Kolkata')).toBe(at('2026-04-12T02:30:00Z'));
    expect(localToInstant('2026-05-10', '08:00', 'Africa/Casablanca')).toBe(at('2026-05-10T07:00:00Z'));
    expect(localToInstant('2026-01-15', '07:00', 'America/New_York')).toBe(at('2026-01-15T12:00:00Z'));
  });

  it('reads the times either side of a change with their own offsets', () => {
    expect(localToInstant('2026-03-29', '01:59:59', 'Europe/Paris')).toBe(at('2026-03-29T00:59:59Z'));
    expect(localToInstant('2026-03-29', '03:00', 'Europe/Paris')).toBe(at('2026-03-29T01:00:00Z'));
    expect(localToInstant('2026-03-29', '23:00', 'Europe/Paris')).toBe(at('2026-03-29T21:00:00Z'));
    expect(localToInstant('2026-03-28', '23:00', 'Europe/Paris')).toBe(at('2026-03-28T22:00:00Z'));
  });

  it('moves a time skipped by spring-forward ahead by the jump (Paris, New York)', () => {
    expect(localToInstant('2026-03-29', '02:30', 'Europe/Paris')).toBe(at('2026-03-29T01:30:00Z'));
    expect(instantToLocal(localToInstant('2026-03-29', '02:30', 'Europe/Paris'), 'Europe/Paris').time).toBe(
      '03:30:00',
    );
    expect(localToInstant('2026-03-08', '02:30', 'America/New_York')).toBe(at('2026-03-08T07:30:00Z'));
    expect(instantToLocal(at('2026-03-08T07:30:00Z'), 'America/New_York').time).toBe('03:30:00');
  });

  it('takes the earlier of a time shown twice at fall-back (Paris, New York)', () => {
    expect(localToInstant('2026-10-25', '02:30', 'Europe/Paris')).toBe(at('2026-10-25T00:30:00Z'));
    expect(localToInstant('2026-10-25', '03:00', 'Europe/Paris')).toBe(at('2026-10-25T02:00:00Z'));
    expect(localToInstant('2026-11-01', '01:30', 'America/New_York')).toBe(at('2026-11-01T05:30:00Z'));
    expect(localToInstant('2026-11-01', '02:00', 'America/New_York')).toBe(at('2026-11-01T07:00:00Z'));
  });

  it("handles Morocco's Ramadan changes (a repeated hour in February, a skipped one in March)", () => {
    expect(localToInstant('2026-02-15', '02:30', 'Africa/Casablanca')).toBe(at('2026-02-15T01:30:00Z'));
    expect(localToInstant('2026-03-22', '02:30', 'Africa/Casablanca')).toBe(at('2026-03-22T02:30:00Z'));
    expect(localToInstant('2026-03-22', '08:00', 'Africa/Casablanca')).toBe(at('2026-03-22T07:00:00Z'));
  });

  it('handles half-hour changes (Lord Howe Island) and a skipped day (Samoa, 30 December 2011)', () => {
    expect(localToInstant('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBe(at('2026-10-03T15:45:00Z'));
    expect(localToInstant('2026-04-05', '01:45', 'Australia/Lord_Howe')).toBe(at('2026-04-04T14:45:00Z'));
    expect(localToInstant('2011-12-30', '12:00', 'Pacific/Apia')).toBe(at('2011-12-30T22:00:00Z'));
    expect(instantToLocal(at('2011-12-30T22:00:00Z'), 'Pacific/Apia').date).toBe('2011-12-31');
  });

  it('rejects malformed and impossible dates and times', () => {
    for (const [date, time] of [
      ['2026-02-30', '08:00'],
      ['2026-13-01', '08:00'],
      ['2026-4-12', '08:00'],
      ['2026-04-12', '24:00'],
      ['2026-04-12', '08:60'],
      ['2026-04-12', '08:00:60'],
      ['2026-04-12', '8:00'],
      ['2026-04-12', '08:00:00.000'],
      ['', ''],
    ] as const) {
      expect(() => localToInstant(date, time, 'UTC'), `${date} ${time}`).toThrow(RangeError);
    }
    expect(localToInstant('2028-02-29', '00:00', 'UTC')).toBe(at('2028-02-29T00:00:00Z'));
  });
});

describe('canonicalTimeZone', () => {
  it('spells a known zone the IANA way', () => {
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('europe/paris')).toBe('Europe/Paris');
    expect(canonicalTimeZone('AMERICA/NEW_YORK')).toBe('America/New_York');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
  });

  it('refuses unknown zones, bare offsets and stray characters', () => {
    for (const name of ['Mars/Olympus', '+01:00', 'UTC+1', '', ' UTC', 'Europe/Paris ', '../etc/passwd']) {
      expect(canonicalTimeZone(name), name).toBeNull();
    }
  });
});

describe('unknown zones', () => {
  it('throw RangeError from every conversion', () => {
    expect(() => instantToLocal(0, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => dateInZone(0, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => utcOffsetMinutes(0, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => localToInstant('2026-04-12', '08:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});

const ZONES = [
  'UTC',
  'Europe/Paris',
  'America/New_York',
  'Africa/Casablanca',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/Santiago',
  'Pacific/Apia',
] as const;

const zoneArb = fc.constantFrom(...ZONES);
// 1972 on: every zone here keeps whole-minute offsets from then.
const instantArb = fc.integer({ min: Date.UTC(1972, 0, 1), max: Date.UTC(2100, 0, 1) });
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m, s]) => `${pad(h)}:${pad(m)}:${pad(s)}`);
// Any day, or a night of a change listed above, so that skipped and repeated times come up often.
const dateArb = fc.oneof(
  instantArb.map((ms) => new Date(ms).toISOString().slice(0, 10)),
  fc.constantFrom(
    '2026-03-29',
    '2026-10-25',
    '2026-03-08',
    '2026-11-01',
    '2026-02-15',
    '2026-03-22',
    '2026-04-05',
    '2026-10-04',
    '2026-09-27',
    '2026-04-04',
    '2026-09-06',
    '2011-12-30',
  ),
);
const wallMs = (local: LocalDateTime): number => Date.parse(`${local.date}T${local.time}Z`);

describe('properties', () => {
  it('local → instant → local gives the same reading, unless the clocks skipped it', () => {
    fc.assert(
      fc.property(zoneArb, dateArb, timeArb, (zone, date, time) => {
        const instant = localToInstant(date, time, zone);
        const back = instantToLocal(instant, zone);
        if (back.date === date && back.time === time) return;
        // Skipped: the reading moves forward by exactly the jump of the clocks.
        const jump = utcOffsetMinutes(instant, zone) - utcOffsetMinutes(instant - DAY, zone);
        expect(jump).toBeGreaterThan(0);
        expect(wallMs(back) - wallMs({ date, time })).toBe(jump * 60_000);
      }),
      { numRuns: 2000 },
    );
  });

  it('instant → local → instant gives the instant (to the second), or its earlier twin at fall-back', () => {
    fc.assert(
      fc.property(zoneArb, instantArb, (zone, ms) => {
        const local = instantToLocal(ms, zone);
        const back = localToInstant(local.date, local.time, zone);
        const second = Math.floor(ms / 1000) * 1000;
        if (back === second) return;
        expect(back).toBeLessThan(second);
        expect(instantToLocal(back, zone)).toEqual(local);
      }),
      { numRuns: 2000 },
    );
  });

  it("the offset is the wall clock minus the instant, and agrees with Intl's own offset name", () => {
    fc.assert(
      fc.property(zoneArb, instantArb, (zone, ms) => {
        const offset = utcOffsetMinutes(ms, zone);
        expect(wallMs(instantToLocal(ms, zone)) - Math.floor(ms / 1000) * 1000).toBe(offset * 60_000);
        expect(offset).toBe(longOffsetMinutes(ms, zone));
      }),
      { numRuns: 2000 },
    );
  });
});

// An independent reading of the offset: Intl's `GMT+05:30` style name.
function longOffsetMinutes(ms: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(ms)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? '');
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
