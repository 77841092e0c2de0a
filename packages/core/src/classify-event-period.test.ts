import { describe, expect, it } from 'vitest';
import { eventPeriodOf, isUpcoming, matchesPeriod, todayInZone } from './classify-event-period.js';

describe('event period', () => {
  it('an event ending today is upcoming', () => {
    expect(isUpcoming('2026-04-12', '2026-04-12')).toBe(true);
    expect(eventPeriodOf('2026-04-12', '2026-04-12')).toBe('upcoming');
  });

  it('an event ending later is upcoming, one that ended yesterday is past', () => {
    expect(eventPeriodOf('2026-05-01', '2026-04-12')).toBe('upcoming');
    expect(eventPeriodOf('2026-04-11', '2026-04-12')).toBe('past');
  });

  it('the all period matches every event', () => {
    expect(matchesPeriod('all', '2020-01-01', '2026-04-12')).toBe(true);
    expect(matchesPeriod('past', '2020-01-01', '2026-04-12')).toBe(true);
    expect(matchesPeriod('upcoming', '2020-01-01', '2026-04-12')).toBe(false);
  });

  it('rejects dates that are not YYYY-MM-DD', () => {
    expect(() => isUpcoming('2026-4-12', '2026-04-12')).toThrow(RangeError);
  });
});

describe('todayInZone', () => {
  const instant = Date.UTC(2026, 3, 12, 20, 0, 0);

  it("is the calendar date in the event's zone, not in UTC", () => {
    expect(todayInZone(instant, 'Asia/Tokyo')).toBe('2026-04-13');
    expect(todayInZone(instant, 'America/Los_Angeles')).toBe('2026-04-12');
    expect(todayInZone(instant, 'UTC')).toBe('2026-04-12');
  });

  it('rejects an unknown time zone', () => {
    expect(() => todayInZone(instant, 'Mars/Olympus')).toThrow(RangeError);
  });
});
