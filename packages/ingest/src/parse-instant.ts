/**
 * Instants and calendar dates as written in import files and pushed by timing systems (docs/import.md, "Dates and
 * instants"): RFC 3339 date-times, e.g. `2026-04-12T08:00:00.000+01:00`, `2026-04-12T07:00:00Z`, and `YYYY-MM-DD`
 * dates. A local time without an offset is rejected: it would silently depend on the importing machine.
 * Time zones are core's: canonicalTimeZone checks an event's zone, dateInZone places an instant in it.
 */
export { canonicalTimeZone, dateInZone } from '@finishline/core';

export type InstantParse = { ok: true; ms: number } | { ok: false; reason: string };

// RFC 3339 §5.6 date-time: `T`/`Z` in either case (its ABNF strings are case-insensitive), a fraction of any
// length, `Z` or a numeric offset. Not the space some applications put between date and time (§5.6 NOTE).
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?([Zz]|[+-]\d{2}:\d{2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EXAMPLE = '2026-04-12T08:00:00.000+01:00';

/**
 * Parses an RFC 3339 instant into epoch milliseconds, with a reason when it fails. Digits finer than the
 * millisecond are truncated (as durations' are), never rounded up into the next millisecond. A leap second
 * (`23:59:60Z`) is the last millisecond of its minute, so it stays after the reads before it and before midnight.
 */
export function parseInstant(text: string): InstantParse {
  const match = INSTANT.exec(text);
  if (!match) {
    return {
      ok: false,
      reason: `"${text}" is not an RFC 3339 instant like ${EXAMPLE} or 2026-04-12T07:00:00Z`,
    };
  }
  const [, y = '', mo = '', d = '', h = '', mi = '', s = '', fraction, offset] = match;
  if (offset === undefined) {
    return { ok: false, reason: `"${text}" has no offset: add Z or ±hh:mm, as in ${EXAMPLE}` };
  }
  const offsetMinutes = parseOffset(offset);
  const notReal = { ok: false, reason: `"${text}" is not a real date and time` } as const;
  if (
    !isCalendarDate(Number(y), Number(mo), Number(d)) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 60 ||
    offsetMinutes === null
  ) {
    return notReal;
  }
  const ms = fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, '0'));
  const local = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Math.min(Number(s), 59),
    ms,
  );
  const utc = local - offsetMinutes * 60_000;
  if (Number(s) === 60) {
    // RFC 3339 §5.7: a leap second is only ever the 61st second of the last UTC minute of a day.
    const minuteOfDay = new Date(utc).getUTCHours() * 60 + new Date(utc).getUTCMinutes();
    if (minuteOfDay !== 23 * 60 + 59) return notReal;
    return { ok: true, ms: utc - (utc % 60_000) + 59_999 };
  }
  return { ok: true, ms: utc };
}

// RFC 3339: hours 00–23, minutes 00–59; `-00:00` is UTC with the local offset unknown.
function parseOffset(offset: string): number | null {
  if (offset === 'Z' || offset === 'z') return 0;
  const hours = Number(offset.slice(1, 3));
  const minutes = Number(offset.slice(4, 6));
  if (hours > 23 || minutes > 59) return null;
  return (offset.startsWith('-') ? -1 : 1) * (hours * 60 + minutes);
}

/** True for a real `YYYY-MM-DD` calendar date (2026-02-30 is not). */
export function isIsoDate(text: string): boolean {
  const match = DATE.exec(text);
  return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

// Years outside 1900–2999 are typos in race data (and Date.UTC maps 0–99 to the 1900s).
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
