/**
 * Calendar facts judged in the event's own time zone (design §3): the schedule state of events and contests and
 * the video offer's last day. The clock is passed in.
 */
import { type ScheduleStateCode } from '@finishline/contract';
import { todayInZone } from '@finishline/core';
import { type ContestClock, type EventCalendar } from '@finishline/db';
import { FRESHNESS, type Freshness } from './answer.js';

/** The calendar facts of an event, as the version look-ups give them. */
export type Calendar = EventCalendar;

/** Today in the zone, or in UTC when the stored zone is unknown to Intl. */
export function safeToday(nowMs: number, timeZone: string): string {
  try {
    return todayInZone(nowMs, timeZone);
  } catch {
    return todayInZone(nowMs, 'UTC');
  }
}

/** `upcoming` before the first day, `ongoing` through the last day, then `completed`. */
export function eventState(event: Calendar, nowMs: number): ScheduleStateCode {
  const today = safeToday(nowMs, event.timeZone);
  if (today < event.dateFrom) return 'upcoming';
  return today <= event.dateTo ? 'ongoing' : 'completed';
}

/** How long after its gun a contest without a time limit may stay live (an ultra past midnight still is). */
export const DEFAULT_TIME_LIMIT_MS = 36 * 60 * 60_000;

/**
 * A contest follows its own race, whatever its event's calendar dates say (docs/results.md §Live): `upcoming` before
 * its gun, `ongoing` (live) from the gun until its last runner is in — nobody left on the course once somebody has
 * finished — or its time limit (DEFAULT_TIME_LIMIT_MS without one) has passed, then `completed`.
 */
export function contestState(clock: ContestClock, nowMs: number): ScheduleStateCode {
  if (nowMs < clock.startTime) return 'upcoming';
  if (nowMs > clock.startTime + (clock.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS)) return 'completed';
  return clock.onCourseCount === 0 && clock.finisherCount > 0 ? 'completed' : 'ongoing';
}

/**
 * The state answers about a whole event are kept by: live while any of its contests is (an ultra running past the
 * event's last day), else as its calendar says.
 */
export function eventFreshnessState(
  event: Calendar,
  contests: readonly ContestClock[],
  nowMs: number,
): ScheduleStateCode {
  if (contests.some((clock) => contestState(clock, nowMs) === 'ongoing')) return 'ongoing';
  return eventState(event, nowMs);
}

/** `YYYY-MM-DD` plus whole months, the day clamped to the month's length (31 Aug + 6 months = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(targetYear, 4)}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** Months a finish clip stays on offer after the event's last day (specification §9). */
export const VIDEO_OFFER_MONTHS = 6;

/**
 * How long an answer about a contest with this clock stays fresh: as its state says, and never past its gun while
 * it is upcoming, so that no cache keeps "not started yet" once it has.
 */
export function contestFreshness(clock: ContestClock, nowMs: number): Freshness {
  const state = contestState(clock, nowMs);
  const freshness = freshnessOf(state);
  if (state !== 'upcoming') return freshness;
  const untilGun = Math.ceil((clock.startTime - nowMs) / 1000);
  return { ...freshness, maxAge: Math.max(1, Math.min(freshness.maxAge, untilGun)) };
}

/** How long an answer about a whole event stays fresh: its liveliest contest's, its calendar's without any. */
export function eventFreshness(event: Calendar, contests: readonly ContestClock[], nowMs: number): Freshness {
  const calendar = freshnessOf(eventFreshnessState(event, contests, nowMs));
  return contests.reduce((fresh, clock) => {
    const own = contestFreshness(clock, nowMs);
    return own.maxAge < fresh.maxAge ? own : fresh;
  }, calendar);
}

/** The contests' states now: part of the ETag of an answer that shows them (a gun or a time limit moves them). */
export function statesOf(contests: readonly ContestClock[], nowMs: number): string {
  return contests.map((clock) => contestState(clock, nowMs)).join(',');
}

/** How long an answer about an event or contest in this state stays fresh. */
export function freshnessOf(state: ScheduleStateCode): Freshness {
  if (state === 'ongoing') return FRESHNESS.live;
  return state === 'completed' ? FRESHNESS.completed : FRESHNESS.upcoming;
}

/**
 * How long an answer about one runner stays fresh (ADR 032): while the contest is live, longer than its lists — their
 * own change purges it at once, and the places others move may drift up to 15 s; else as the contest's.
 */
export function runnerFreshness(clock: ContestClock, nowMs: number): Freshness {
  return contestState(clock, nowMs) === 'ongoing' ? FRESHNESS.liveRunner : contestFreshness(clock, nowMs);
}
