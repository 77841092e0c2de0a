import { type EventPeriod } from './types.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

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
 * the "today" an event's period is judged by. The clock is passed in; Intl only does the calendar
 * arithmetic. Throws RangeError for an unknown time zone.
 */
export function todayInZone(nowMs: number, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(nowMs);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
