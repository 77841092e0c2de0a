/**
 * Instants and calendar dates as written in import files (docs/import.md, "Dates and instants"):
 * ISO-8601 with an explicit offset, e.g. `2026-04-12T08:00:00.000+01:00`, and `YYYY-MM-DD` dates.
 * A local time without an offset is rejected: it would silently depend on the importing machine.
 * Time zones are core's: canonicalTimeZone checks an event's zone, dateInZone places an instant in it.
 */
export { canonicalTimeZone, dateInZone } from '@finishline/core';

export type InstantParse = { ok: true; ms: number } | { ok: false; reason: string };

export type InstantRules = {
  /** Demand exactly three fraction digits (timing systems send milliseconds). */
  requireMs?: boolean;
  /** Demand a UTC instant (`Z` or `+00:00`). */
  requireUtc?: boolean;
};

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?(Z|[+-]\d{2}:\d{2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EXAMPLE = '2026-04-12T08:00:00.000+01:00';

/** Parses an ISO-8601 instant with offset into epoch milliseconds, with a reason when it fails. */
export function parseInstant(text: string, rules: InstantRules = {}): InstantParse {
  const match = INSTANT.exec(text);
  if (!match) return { ok: false, reason: `"${text}" is not an ISO-8601 instant like ${EXAMPLE}` };
  const [, y = '', mo = '', d = '', h = '', mi = '', s = '', fraction, offset] = match;
  if (offset === undefined) {
    return { ok: false, reason: `"${text}" has no offset: add Z or ±hh:mm, as in ${EXAMPLE}` };
  }
  if (rules.requireMs === true && fraction?.length !== 3) {
    return { ok: false, reason: `"${text}" needs milliseconds, as in 2026-04-12T07:02:11.123Z` };
  }
  const offsetMinutes = parseOffset(offset);
  if (
    !isCalendarDate(Number(y), Number(mo), Number(d)) ||
    Number(h) > 23 ||
    Number(mi) > 59 ||
    Number(s) > 59 ||
    offsetMinutes === null
  ) {
    return { ok: false, reason: `"${text}" is not a real date and time` };
  }
  if (rules.requireUtc === true && offsetMinutes !== 0) {
    return { ok: false, reason: `"${text}" must be in UTC (ending in Z)` };
  }
  const ms = fraction === undefined ? 0 : Number(fraction.padEnd(3, '0'));
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  return { ok: true, ms: utc - offsetMinutes * 60_000 };
}

function parseOffset(offset: string): number | null {
  if (offset === 'Z') return 0;
  const hours = Number(offset.slice(1, 3));
  const minutes = Number(offset.slice(4, 6));
  if (hours > 18 || minutes > 59) return null;
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
