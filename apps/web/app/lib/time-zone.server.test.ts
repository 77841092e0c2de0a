import { describe, expect, it } from 'vitest';
import { utcOffsetMinutes, zoned } from './time-zone.server';

describe('utcOffsetMinutes', () => {
  it('applies the zone rules at the instant (summer time, Morocco, half hours)', () => {
    expect(utcOffsetMinutes('2026-01-15T12:00:00Z', 'Europe/Paris')).toBe(60);
    expect(utcOffsetMinutes('2026-07-15T12:00:00Z', 'Europe/Paris')).toBe(120);
    expect(utcOffsetMinutes('2026-10-13T07:00:00Z', 'Africa/Casablanca')).toBe(60);
    expect(utcOffsetMinutes('2026-07-15T12:00:00Z', 'America/New_York')).toBe(-240);
    expect(utcOffsetMinutes('2026-07-15T12:00:00Z', 'Asia/Kolkata')).toBe(330);
    expect(utcOffsetMinutes('2026-07-15T12:00:00Z', 'UTC')).toBe(0);
  });

  it('pairs an instant with its offset', () => {
    expect(zoned('2026-10-13T07:00:00Z', 'Africa/Casablanca')).toEqual({
      at: '2026-10-13T07:00:00Z',
      offsetMinutes: 60,
    });
  });
});
