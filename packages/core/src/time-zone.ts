/**
 * Time-zone arithmetic on IANA zones with the runtime's Intl zone data, no library: calendar facts are judged
 * in the event's own zone (docs/results.md §Event period). Instants are epoch milliseconds; wall-clock readings are
 * `YYYY-MM-DD` dates and `HH:MM:SS` times, as events store them. Every function throws RangeError for a
 * zone Intl does not know, except canonicalTimeZone, which is the check.
 */

/** A wall-clock reading in a time zone: the calendar date `YYYY-MM-DD` and the time `HH:MM:SS` (24-hour). */
export type LocalDateTime = { date: string; time: string };

type Fields = { year: number; month: number; day: number; hour: number; minute: number; second: number };

// Engines also accept offsets such as `+01:00` as zones; an event needs a named zone for its DST rules.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The canonical IANA name of a time zone (`europe/paris` → `Europe/Paris`, `Etc/UTC` → `UTC`), or null when
 * Intl does not know it or it is a bare offset such as `+01:00`.
 */
export function canonicalTimeZone(timeZone: string): string | null {
  if (!ZONE_NAME.test(timeZone)) return null;
  try {
    return formatterFor(timeZone).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The wall-clock date and time (to the second, rounded down) of instant `ms` in `timeZone`. */
export function instantToLocal(ms: number, timeZone: string): LocalDateTime {
  const f = fieldsAt(ms, timeZone);
  return {
    date: `${pad(f.year, 4)}-${pad(f.month)}-${pad(f.day)}`,
    time: `${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`,
  };
}

/** The calendar date `YYYY-MM-DD` of instant `ms` in `timeZone`. */
export function dateInZone(ms: number, timeZone: string): string {
  return instantToLocal(ms, timeZone).date;
}

/**
 * The UTC offset of `timeZone` at instant `ms`, in minutes east of UTC (60 for UTC+1, 330 for India, -240 for
 * New York in summer). Old local-mean-time offsets keep their seconds as a fraction (Monrovia until 1972:
 * -44.5).
 */
export function utcOffsetMinutes(ms: number, timeZone: string): number {
  return offsetMs(ms, timeZone) / 60_000;
}

/**
 * The instant at which the clocks of `timeZone` read `date` (`YYYY-MM-DD`) and `time` (`HH:MM` or `HH:MM:SS`).
 * Around a daylight-saving change it resolves as Temporal's `compatible` disambiguation does: a time the clocks
 * skipped (02:30 on the spring-forward night in Paris) is moved forward by the length of the jump (03:30
 * summer time), and a time they showed twice (02:30 on the fall-back night) is the earlier of the two. Assumes
 * at most one offset change within a day of the reading. Throws RangeError for a malformed or impossible
 * date or time.
 */
export function localToInstant(date: string, time: string, timeZone: string): number {
  const wall = utcOf(parseLocal(date, time));
  const before = offsetMs(wall - DAY_MS, timeZone);
  const early = wall - before;
  if (offsetMs(early, timeZone) === before) return early;
  const after = offsetMs(wall + DAY_MS, timeZone);
  const late = wall - after;
  if (offsetMs(late, timeZone) === after) return late;
  // Skipped by the clocks: read with the offset before the jump, which lands the same distance past it.
  return early;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function fieldsAt(ms: number, timeZone: string): Fields {
  const parts = formatterFor(timeZone).formatToParts(ms);
  const field = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour') % 24,
    minute: field('minute'),
    second: field('second'),
  };
}

// The wall clock read as if it were UTC, minus the instant (Intl shows whole seconds, so the instant is too).
function offsetMs(ms: number, timeZone: string): number {
  return utcOf(fieldsAt(ms, timeZone)) - Math.floor(ms / 1000) * 1000;
}

// Not Date.UTC, which maps the years 0–99 to the 1900s.
function utcOf(f: Fields): number {
  const date = new Date(0);
  date.setUTCFullYear(f.year, f.month - 1, f.day);
  date.setUTCHours(f.hour, f.minute, f.second, 0);
  return date.getTime();
}

function parseLocal(date: string, time: string): Fields {
  const d = LOCAL_DATE.exec(date);
  const t = LOCAL_TIME.exec(time);
  if (d !== null && t !== null) {
    const fields: Fields = {
      year: Number(d[1]),
      month: Number(d[2]),
      day: Number(d[3]),
      hour: Number(t[1]),
      minute: Number(t[2]),
      second: Number(t[3] ?? 0),
    };
    if (isReal(fields)) return fields;
  }
  throw new RangeError(`Expected a YYYY-MM-DD date and an HH:MM[:SS] time, got "${date}" "${time}"`);
}

function isReal({ year, month, day, hour, minute, second }: Fields): boolean {
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  return day <= new Date(utcOf({ year, month: month + 1, day: 0, hour, minute, second })).getUTCDate();
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}
