import { describe, expect, it } from 'vitest';
import { addMonths, contestState, eventState } from './schedule.js';

describe('addMonths', () => {
  it('adds months and clamps the day to the month length', () => {
    expect(addMonths('2026-05-10', 6)).toBe('2026-11-10');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 6)).toBe('2027-06-15');
  });
});

describe('schedule states in the event zone', () => {
  const event = { dateFrom: '2026-06-15', dateTo: '2026-06-16', timeZone: 'Africa/Casablanca' };
  it('judges today in the event zone', () => {
    // 23:30 UTC on the 14th is 00:30 on the 15th in Casablanca (UTC+1).
    expect(eventState(event, Date.UTC(2026, 5, 14, 22, 30))).toBe('upcoming');
    expect(eventState(event, Date.UTC(2026, 5, 14, 23, 30))).toBe('ongoing');
    expect(eventState(event, Date.UTC(2026, 5, 16, 22, 59))).toBe('ongoing');
    expect(eventState(event, Date.UTC(2026, 5, 16, 23, 0))).toBe('completed');
  });
  it('keeps a started contest ongoing through the last day', () => {
    const start = Date.UTC(2026, 5, 15, 7, 0);
    expect(contestState(start, event, Date.UTC(2026, 5, 14, 12))).toBe('upcoming');
    expect(contestState(start, event, Date.UTC(2026, 5, 16, 12))).toBe('ongoing');
    expect(contestState(start, event, Date.UTC(2026, 5, 17, 12))).toBe('completed');
  });
  it('falls back to UTC for an unknown zone', () => {
    expect(eventState({ ...event, timeZone: 'Mars/Olympus' }, Date.UTC(2026, 5, 15, 12))).toBe('ongoing');
  });
});
