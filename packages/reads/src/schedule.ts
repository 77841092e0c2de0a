/**
 * Calendar facts judged in the event's own time zone (design §3): the schedule state of events and contests and
 * the video offer's last day. The clock is passed in.
 */
import { type ScheduleStateCode } from '@finishline/contract';
import { todayInZone } from '@finishline/core';
import { type EventCalendar } from '@finishline/db';
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

/**
 * A contest is `upcoming` before its start day (in the event's zone), `ongoing` from its start day through the
 * event's last day (results may still move), then `completed`.
 */
export function contestState(startTime: number, event: Calendar, nowMs: number): ScheduleStateCode {
  const today = safeToday(nowMs, event.timeZone);
  const startDay = safeToday(startTime, event.timeZone);
  if (today < startDay) return 'upcoming';
  return today <= (event.dateTo > startDay ? event.dateTo : startDay) ? 'ongoing' : 'completed';
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

/** How long an answer about an event or contest in this state stays fresh. */
export function freshnessOf(state: ScheduleStateCode): Freshness {
  if (state === 'ongoing') return FRESHNESS.live;
  return state === 'completed' ? FRESHNESS.completed : FRESHNESS.upcoming;
}
