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
import { eventPath, type LocaleCode, localizePath } from '@finishline/contract';
import { type EventType, localToInstant } from '@finishline/core';
import { type ContestRow, type EventRow } from '@finishline/db';
import { calendarWords, formatKm, localStart, nameSaysDistance, placeName } from './calendar-text.js';
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

export type CalendarContext = {
  /** DTSTAMP: when the file was made (the clock bucket of the ETag, so equal ETags mean equal bytes). */
  stampMs: number;
  /** The site's origin (`https://results.example`), or null: URL is then left out (it must be absolute). */
  siteOrigin: string | null;
  /** The language of the file's words (calendar-text.ts). */
  locale: LocaleCode;
};

/** A page of the site, absolute and in the file's language (`/fr/event/…`, English unprefixed, as the web). */
export function pageUrl(context: CalendarContext, path: string): string | null {
  if (context.siteOrigin === null) return null;
  return `${context.siteOrigin.replace(/\/+$/, '')}${localizePath(context.locale, path)}`;
}

/** Where a VEVENT points: its URL property and the description's last line. */
export type CalendarLink = { kind: 'event' | 'contest'; url: string | null };

function linkLines(context: CalendarContext, link: CalendarLink): string[] {
  if (link.url === null) return [];
  const words = calendarWords(context.locale);
  return [link.kind === 'event' ? words.eventPage(link.url) : words.contestPage(link.url)];
}

function urlProperty(link: CalendarLink): IcsProperty[] {
  return link.url === null ? [] : [['URL', link.url]];
}

/** The description in the file's language: TEXT escaped, tagged with its language (RFC 5545 §3.2.10). */
function descriptionProperty(context: CalendarContext, lines: readonly string[]): IcsProperty {
  return [`DESCRIPTION;LANGUAGE=${context.locale}`, escapeText(lines.join('\n'))];
}

/**
 * One contest as a VEVENT; `link` is the page it points to (the event's in the event's file, the contest's in its
 * own). The distance is left out of the description when the contest's name says it ("10 km").
 */
export function contestVevent(
  contest: ContestRow,
  event: EventRow,
  context: CalendarContext,
  link: CalendarLink,
): IcsComponent {
  const { locale } = context;
  const words = calendarWords(locale);
  const distance = nameSaysDistance(contest.name, contest.distanceM)
    ? null
    : formatKm(contest.distanceM, locale);
  const description = [
    words.what(contest.name, distance, event.name),
    words.start(localStart(contest.startTime, event.timeZone, locale)),
    words.estimate,
    ...linkLines(context, link),
  ];
  return {
    name: 'VEVENT',
    properties: [
      ['UID', `${contest.id}.${event.id}@finishline`],
      ['DTSTAMP', utcDateTime(context.stampMs)],
      ['DTSTART', utcDateTime(contest.startTime)],
      ['DTEND', utcDateTime(estimatedEnd(contest, event))],
      ['SUMMARY', escapeText(`${contest.name} – ${event.name}`)],
      ['LOCATION', escapeText(placeName(contest.city, contest.country, locale))],
      descriptionProperty(context, description),
      ...urlProperty(link),
      ['TRANSP', 'OPAQUE'],
    ],
  };
}

/** An event without contests: all day over its dates, in its own calendar. */
export function eventVevent(event: EventRow, context: CalendarContext): IcsComponent {
  const link: CalendarLink = { kind: 'event', url: pageUrl(context, eventPath(event.id)) };
  const description = [
    event.name,
    ...(event.description ? ['', event.description] : []),
    ...(link.url === null ? [] : ['', ...linkLines(context, link)]),
  ];
  return {
    name: 'VEVENT',
    properties: [
      ['UID', `${event.id}@finishline`],
      ['DTSTAMP', utcDateTime(context.stampMs)],
      ['DTSTART;VALUE=DATE', icsDate(event.dateFrom)],
      ['DTEND;VALUE=DATE', icsDate(nextDay(event.dateTo))],
      ['SUMMARY', escapeText(event.name)],
      ['LOCATION', escapeText(placeName(event.city, event.country, context.locale))],
      descriptionProperty(context, description),
      ...urlProperty(link),
      ['TRANSP', 'TRANSPARENT'],
    ],
  };
}
