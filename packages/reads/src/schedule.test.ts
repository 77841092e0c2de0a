import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  contestFreshness,
  contestState,
  DEFAULT_TIME_LIMIT_MS,
  eventFreshness,
  eventFreshnessState,
  eventState,
  freshnessOf,
  statesOf,
} from './schedule.js';

describe('addMonths', () => {
  it('adds months and clamps the day to the month length', () => {
    expect(addMonths('2026-05-10', 6)).toBe('2026-11-10');
    expect(addMonths('2025-08-31', 6)).toBe('2026-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 6)).toBe('2027-06-15');
  });
});

const event = { dateFrom: '2026-06-15', dateTo: '2026-06-16', timeZone: 'Africa/Casablanca' };

describe('event states in the event zone', () => {
  it('judges today in the event zone', () => {
    // 23:30 UTC on the 14th is 00:30 on the 15th in Casablanca (UTC+1).
    expect(eventState(event, Date.UTC(2026, 5, 14, 22, 30))).toBe('upcoming');
    expect(eventState(event, Date.UTC(2026, 5, 14, 23, 30))).toBe('ongoing');
    expect(eventState(event, Date.UTC(2026, 5, 16, 22, 59))).toBe('ongoing');
    expect(eventState(event, Date.UTC(2026, 5, 16, 23, 0))).toBe('completed');
  });

  it('falls back to UTC for an unknown zone', () => {
    expect(eventState({ ...event, timeZone: 'Mars/Olympus' }, Date.UTC(2026, 5, 15, 12))).toBe('ongoing');
  });
});

describe('a contest follows its own race, not the calendar (docs/results.md §Live)', () => {
  const gun = Date.UTC(2026, 5, 15, 7, 0);
  const hour = 3_600_000;
  const clock = { startTime: gun, timeLimitMs: 7 * hour, onCourseCount: 0, finisherCount: 0 };

  it('is upcoming before its gun, even on its day', () => {
    expect(contestState(clock, gun - 60_000)).toBe('upcoming');
  });

  it('is live from the gun, before anyone has finished', () => {
    expect(contestState(clock, gun)).toBe('ongoing');
    expect(contestState({ ...clock, onCourseCount: 800 }, gun + hour)).toBe('ongoing');
  });

  it('is live while runners are on the course, whatever the event’s dates say', () => {
    // The event's last day is long past (a replay, or a race moved to another day): still live.
    const late = { ...clock, timeLimitMs: null, onCourseCount: 12, finisherCount: 4000 };
    expect(contestState(late, gun + 30 * hour)).toBe('ongoing');
  });

  it('is over when its last runner is in, or when its time limit has passed', () => {
    expect(contestState({ ...clock, finisherCount: 4000 }, gun + 5 * hour)).toBe('completed');
    const out = { ...clock, onCourseCount: 3, finisherCount: 4000 };
    expect(contestState(out, gun + 7 * hour + 1)).toBe('completed');
    const noLimit = { ...clock, timeLimitMs: null, onCourseCount: 3 };
    expect(contestState(noLimit, gun + DEFAULT_TIME_LIMIT_MS)).toBe('ongoing');
    expect(contestState(noLimit, gun + DEFAULT_TIME_LIMIT_MS + 1)).toBe('completed');
  });

  it('keeps its event’s answers as fresh as a live contest’s while any contest of it is live', () => {
    const after = Date.UTC(2026, 6, 1);
    const over = { ...clock, finisherCount: 10 };
    const live = { ...clock, startTime: after - hour, timeLimitMs: null, onCourseCount: 5 };
    expect(eventFreshnessState(event, [over], after)).toBe('completed');
    expect(eventFreshnessState(event, [over, live], after)).toBe('ongoing');
    expect(freshnessOf('ongoing').maxAge).toBeLessThanOrEqual(5);
  });
});

describe('freshness follows the contest clock', () => {
  const gun = Date.UTC(2026, 5, 15, 7, 0);
  const hour = 3_600_000;
  const clockArb = fc.record({
    startTime: fc.integer({ min: gun - 48 * hour, max: gun + 48 * hour }),
    timeLimitMs: fc.option(fc.integer({ min: hour, max: 40 * hour }), { nil: null }),
    onCourseCount: fc.nat(50),
    finisherCount: fc.nat(50),
  });
  const nowArb = fc.integer({ min: gun - 72 * hour, max: gun + 72 * hour });

  it('never keeps an upcoming answer past the gun, and keeps every other as its state says', () => {
    fc.assert(
      fc.property(clockArb, nowArb, (clock, nowMs) => {
        const freshness = contestFreshness(clock, nowMs);
        const state = contestState(clock, nowMs);
        expect(freshness.maxAge).toBeGreaterThanOrEqual(1);
        expect(freshness.maxAge).toBeLessThanOrEqual(freshnessOf(state).maxAge);
        if (state === 'upcoming') {
          expect(nowMs + (freshness.maxAge - 1) * 1000).toBeLessThan(clock.startTime);
        } else {
          expect(freshness).toEqual(freshnessOf(state));
        }
      }),
    );
  });

  it('counts down to the gun in the last minute', () => {
    const clock = { startTime: gun, timeLimitMs: null, onCourseCount: 0, finisherCount: 0 };
    expect(contestFreshness(clock, gun - 2 * hour).maxAge).toBe(freshnessOf('upcoming').maxAge);
    expect(contestFreshness(clock, gun - 12_500).maxAge).toBe(13);
    expect(contestFreshness(clock, gun - 1).maxAge).toBe(1);
    expect(contestFreshness(clock, gun).maxAge).toBe(freshnessOf('ongoing').maxAge);
  });

  it('keeps an event’s answer no longer than its soonest-changing contest’s', () => {
    fc.assert(
      fc.property(fc.array(clockArb, { maxLength: 5 }), nowArb, (clocks, nowMs) => {
        const freshness = eventFreshness(event, clocks, nowMs);
        for (const clock of clocks) {
          expect(freshness.maxAge).toBeLessThanOrEqual(contestFreshness(clock, nowMs).maxAge);
        }
        expect(freshness.maxAge).toBeLessThanOrEqual(
          freshnessOf(eventFreshnessState(event, clocks, nowMs)).maxAge,
        );
      }),
    );
  });

  it('names every contest’s state, so an ETag moves when a gun or a time limit does', () => {
    const upcoming = { startTime: gun, timeLimitMs: hour, onCourseCount: 0, finisherCount: 0 };
    const other = { ...upcoming, startTime: gun + hour };
    expect(statesOf([upcoming, other], gun - 1)).toBe('upcoming,upcoming');
    expect(statesOf([upcoming, other], gun)).toBe('ongoing,upcoming');
    expect(statesOf([upcoming, other], gun + hour + 1)).toBe('completed,ongoing');
    expect(statesOf([], gun)).toBe('');
  });
});
