/**
 * Time-zone rules are applied on the server only. Browsers ship their own, sometimes older, zone
 * data (Chromium on Debian puts Casablanca at UTC+0 where Node knows it is UTC+1), so the server
 * sends each instant's offset and every renderer formats the same wall-clock time.
 */
import type { ZonedInstant } from './format';

/** The UTC offset of `timeZone` at `instant`, in minutes (e.g. 60 for UTC+1). */
export function utcOffsetMinutes(instant: string | number | Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT([+-])(\d{1,2}):?(\d{2})?$/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

export function zoned(instant: string, timeZone: string): ZonedInstant {
  return { at: instant, offsetMinutes: utcOffsetMinutes(instant, timeZone) };
}
