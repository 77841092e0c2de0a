/**
 * Time-zone rules are applied on the server only. Browsers ship their own, sometimes older, zone
 * data (Chromium on Debian puts Casablanca at UTC+0 where Node knows it is UTC+1), so the server
 * sends each instant's offset and every renderer formats the same wall-clock time.
 */
import { utcOffsetMinutes as offsetAtInstant } from '@finishline/core';
import type { ZonedInstant } from './format';

/** The UTC offset of `timeZone` at `instant`, in minutes (e.g. 60 for UTC+1). */
export function utcOffsetMinutes(instant: string | number | Date, timeZone: string): number {
  return offsetAtInstant(new Date(instant).getTime(), timeZone);
}

export function zoned(instant: string, timeZone: string): ZonedInstant {
  return { at: instant, offsetMinutes: utcOffsetMinutes(instant, timeZone) };
}
