/**
 * Events and contests as iCalendar VEVENTs.
 *
 * Times are written in UTC (`DTSTART:20260510T070000Z`) rather than as `TZID=Africa/Casablanca` local times: RFC
 * 5545 requires a VTIMEZONE for every TZID, and a VTIMEZONE is a copy of the zone's rules that goes stale (Morocco
 * moves its clocks around Ramadan every year), while Outlook does not resolve IANA names without one. A UTC
 * instant is read the same way by every calendar app, which shows it in the reader's own zone; the event's local
 * start time and zone are spelled out in DESCRIPTION. An event without contests is an all-day event over its
 * dates (DATE values, which are the event's own calendar days).
 *
 * DTEND of a contest is an estimate: the distance at a slow pace for the sport (slow enough that most finishers
 * are in, e.g. 8 min/km on foot: 10 km → 1 h 20, a marathon → 5 h 38), at least one hour, and never past the end
 * of the event's last day in its zone (unless that would leave less than the hour).
 */
import { contestPath, eventPath } from '@finishline/contract';
import { type EventType, instantToLocal, localToInstant } from '@finishline/core';
import { type ContestRow, type EventRow } from '@finishline/db';
import { escapeText, type IcsComponent, icsDate, nextDay, type IcsProperty, utcDateTime } from './ics.js';

const HOUR_MS = 3_600_000;

/** Slow speeds in km/h by how the sport moves; anything else moves on foot. */
const WHEELS: ReadonlySet<EventType> = new Set<EventType>([
  'cycling',
  'bmx',
  'motocross',
  'motorsports',
  'gigathlon',
]);
const WATER: ReadonlySet<EventType> = new Set<EventType>([
  'swimming',
  'kayak',
  'rowing',
  'standup_paddleboarding',
  'sailing',
  'water_skiing',
  'wakeboard',
]);
const MULTISPORT: ReadonlySet<EventType> = new Set<EventType>([
  'triathlon',
  'duathlon',
  'aquathlon',
  'biathlon',
]);

/** A slow finishing speed for the sport, km/h. */
export function slowSpeedKmh(type: EventType): number {
  if (WHEELS.has(type)) return 15;
  if (WATER.has(type)) return 3;
  if (MULTISPORT.has(type)) return 10;
  if (type === 'speed_skating') return 15;
  return 7.5; // 8 min/km: running, trail, walking, everything else.
}

/** The estimated end of a contest (see the module comment). */
export function estimatedEnd(contest: ContestRow, event: EventRow): number {
  const duration = Math.max(HOUR_MS, ((contest.distanceM / 1000) * HOUR_MS) / slowSpeedKmh(event.type));
  const end = contest.startTime + duration;
  let lastDayEnd: number;
  try {
    lastDayEnd = localToInstant(nextDay(event.dateTo), '00:00', event.timeZone);
  } catch {
    return end; // A zone Intl does not know: no clamp.
  }
  return Math.max(Math.min(end, lastDayEnd), contest.startTime + HOUR_MS);
}

/** `City, Country` with the country as its code (the API sends codes; calendar apps geocode either). */
function location(city: string, country: string): string {
  let name = country;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'region' }).of(country) ?? country;
  } catch {
    // An odd code stays a code.
  }
  return `${city}, ${name}`;
}

/** The local start as `2026-05-10 08:00 (Africa/Casablanca)`, or in UTC for a zone Intl does not know. */
function localStart(ms: number, timeZone: string): string {
  try {
    const local = instantToLocal(ms, timeZone);
    return `${local.date} ${local.time.slice(0, 5)} (${timeZone})`;
  } catch {
    return `${utcDateTime(ms)} (UTC)`;
  }
}

export type CalendarContext = {
  /** DTSTAMP: when the file was made (the clock bucket of the ETag, so equal ETags mean equal bytes). */
  stampMs: number;
  /** The site's origin (`https://results.example`), or null: URL is then left out (it must be absolute). */
  siteOrigin: string | null;
};

function urlProperty(context: CalendarContext, path: string): IcsProperty[] {
  return context.siteOrigin === null ? [] : [['URL', `${context.siteOrigin.replace(/\/+$/, '')}${path}`]];
}

/** One contest as a VEVENT. */
export function contestVevent(contest: ContestRow, event: EventRow, context: CalendarContext): IcsComponent {
  const km = Math.round(contest.distanceM / 10) / 100;
  const description = [
    `${contest.name} (${km} km), ${event.name}.`,
    `Start: ${localStart(contest.startTime, event.timeZone)}.`,
    'The end time is an estimate.',
  ].join('\n');
  return {
    name: 'VEVENT',
    properties: [
      ['UID', `${contest.id}.${event.id}@finishline`],
      ['DTSTAMP', utcDateTime(context.stampMs)],
      ['DTSTART', utcDateTime(contest.startTime)],
      ['DTEND', utcDateTime(estimatedEnd(contest, event))],
      ['SUMMARY', escapeText(`${contest.name} – ${event.name}`)],
      ['LOCATION', escapeText(location(contest.city, contest.country))],
      ['DESCRIPTION', escapeText(description)],
      ...urlProperty(context, contestPath(event.id, contest.id)),
      ['TRANSP', 'OPAQUE'],
    ],
  };
}

/** An event without contests: all day over its dates, in its own calendar. */
export function eventVevent(event: EventRow, context: CalendarContext): IcsComponent {
  const description = [event.name, ...(event.description ? [event.description] : [])].join('\n\n');
  return {
    name: 'VEVENT',
    properties: [
      ['UID', `${event.id}@finishline`],
      ['DTSTAMP', utcDateTime(context.stampMs)],
      ['DTSTART;VALUE=DATE', icsDate(event.dateFrom)],
      ['DTEND;VALUE=DATE', icsDate(nextDay(event.dateTo))],
      ['SUMMARY', escapeText(event.name)],
      ['LOCATION', escapeText(location(event.city, event.country))],
      ['DESCRIPTION', escapeText(description)],
      ...urlProperty(context, eventPath(event.id)),
      ['TRANSP', 'TRANSPARENT'],
    ],
  };
}
