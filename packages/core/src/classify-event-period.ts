import { dateInZone } from './time-zone.js';
import { type EventPeriod } from './types.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An event is upcoming while its last day is today or later (docs/results.md §Event period, "an event
 * ending today is upcoming"). Both dates are `YYYY-MM-DD` calendar dates in the event's time zone; the
 * caller computes `today` with todayInZone.
 */
export function isUpcoming(dateTo: string, today: string): boolean {
  assertIsoDate(dateTo);
  assertIsoDate(today);
  return dateTo >= today;
}

/** `upcoming` when the event's last day is today or later, else `past` (shown "Completed"). */
export function eventPeriodOf(dateTo: string, today: string): Exclude<EventPeriod, 'all'> {
  return isUpcoming(dateTo, today) ? 'upcoming' : 'past';
}

/** Whether an event belongs to a period filter of the events list (`all` matches every event). */
export function matchesPeriod(period: EventPeriod, dateTo: string, today: string): boolean {
  return period === 'all' ? true : eventPeriodOf(dateTo, today) === period;
}

function assertIsoDate(date: string): void {
  if (!ISO_DATE.test(date)) throw new RangeError(`Expected a YYYY-MM-DD date, got "${date}"`);
}

/**
 * The calendar date (`YYYY-MM-DD`) at instant `nowMs` in an IANA time zone (docs/results.md §Event period):
 * the "today" an event's period is judged by. The clock is passed in; dateInZone does the calendar
 * arithmetic. Throws RangeError for an unknown time zone.
 */
export function todayInZone(nowMs: number, timeZone: string): string {
  return dateInZone(nowMs, timeZone);
}
