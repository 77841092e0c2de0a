/**
 * Display formatting with Intl, in the page's locale. Calendar dates (`YYYY-MM-DD`) are days of
 * the event's own calendar; instants are shown in the event's time zone, never the server's or
 * the visitor's.
 */
import { INTL_LOCALES, type Locale } from './i18n/locales';
import { tidySpaces as tidy } from './i18n/tidy-spaces';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.DisplayNames>(
  key: string,
  create: () => T,
): T {
  const hit = cache.get(key);
  if (hit) return hit as T;
  const made = create();
  cache.set(key, made);
  return made;
}

function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    `d|${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(INTL_LOCALES[locale], options),
  );
}

/** A calendar date as a UTC noon instant, so formatting in UTC shows that very day. */
function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };

/** `12 Mar 2026`, or a range `12–14 Mar 2026` when the event lasts several days. */
export function formatDateRange(dateFrom: string, dateTo: string, locale: Locale): string {
  const format = dateFormat(locale, DAY);
  if (dateFrom === dateTo) return tidy(format.format(calendarDate(dateFrom)));
  return tidy(format.formatRange(calendarDate(dateFrom), calendarDate(dateTo)));
}

/** Day and short month for a calendar tile: `{ day: '12', month: 'Mar' }`; `6–7` for a same-month range. */
export function formatDateTile(
  dateFrom: string,
  dateTo: string,
  locale: Locale,
): { day: string; month: string } {
  const parts = (date: string) =>
    dateFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatToParts(calendarDate(date));
  const from = parts(dateFrom);
  const to = parts(dateTo);
  const part = (list: Intl.DateTimeFormatPart[], type: string) =>
    list.find((p) => p.type === type)?.value ?? '';
  const sameMonth = dateFrom.slice(0, 7) === dateTo.slice(0, 7);
  const day =
    dateFrom === dateTo || !sameMonth ? part(from, 'day') : `${part(from, 'day')}–${part(to, 'day')}`;
  return { day: tidy(day), month: tidy(part(from, 'month').replace(/\.$/, '')) };
}

/** A long date: `Sunday 12 March 2026`. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return tidy(
    dateFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(calendarDate(isoDate)),
  );
}

/** An instant with the UTC offset of the event's zone at that moment (see time-zone.server.ts). */
export type ZonedInstant = { at: string; offsetMinutes: number };

/** The event's wall-clock time as a UTC date, so formatting in UTC needs no zone rules. */
function wallClock(time: ZonedInstant): Date {
  return new Date(Date.parse(time.at) + time.offsetMinutes * 60_000);
}

/** Wall-clock time in the event's zone: `08:30`. */
export function formatTime(time: ZonedInstant, locale: Locale): string {
  return tidy(
    dateFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(
      wallClock(time),
    ),
  );
}

/** Wall-clock time to the second in the event's zone: `08:30:05` (what moves by the second, live). */
export function formatTimeWithSeconds(time: ZonedInstant, locale: Locale): string {
  return tidy(
    dateFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).format(wallClock(time)),
  );
}

/** Day and time in the event's zone: `Sun 12 Mar, 08:30`. */
export function formatDayTime(time: ZonedInstant, locale: Locale): string {
  return tidy(
    dateFormat(locale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).format(wallClock(time)),
  );
}

/** A UTC offset in the locale's words: `GMT+1`, `UTC+1`, `غرينتش+1`; `UTC+05:30` for partial hours. */
export function formatUtcOffset(offsetMinutes: number, locale: Locale): string {
  if (offsetMinutes % 60 !== 0) {
    const sign = offsetMinutes < 0 ? '-' : '+';
    const abs = Math.abs(offsetMinutes);
    return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  }
  const hours = offsetMinutes / 60;
  // Etc/GMT zones are fixed offsets with inverted signs: Etc/GMT-1 is UTC+1.
  const zone = hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
  const parts = dateFormat(locale, { timeZoneName: 'short', timeZone: zone }).formatToParts(new Date(0));
  return tidy(parts.find((part) => part.type === 'timeZoneName')?.value ?? zone);
}

/** Metres as `42.195 km` (up to three decimals), or `800 m` below a kilometre. */
export function formatDistance(metres: number, locale: Locale): string {
  if (metres < 1000) {
    return tidy(
      cached(
        `m|${locale}`,
        () => new Intl.NumberFormat(INTL_LOCALES[locale], { style: 'unit', unit: 'meter' }),
      ).format(metres),
    );
  }
  return tidy(
    cached(
      `km|${locale}`,
      () =>
        new Intl.NumberFormat(INTL_LOCALES[locale], {
          style: 'unit',
          unit: 'kilometer',
          maximumFractionDigits: 3,
        }),
    ).format(metres / 1000),
  );
}

/**
 * Whether a contest's name already says its distance (`10 km`, `Trail 18 km`, `10K`, `15 km walk`), so
 * a label need not repeat it: "10 km · 10 km" says it twice.
 */
export function nameIncludesDistance(name: string, metres: number, locale: Locale): boolean {
  const isKm = metres >= 1000;
  const value = isKm ? Math.round(metres) / 1000 : Math.round(metres);
  const numbers = new Set([String(value), String(value).replace('.', ','), formatNumber(value, locale)]);
  const unit = isKm ? '(?:km|k|كم)' : '(?:m|م)';
  return [...numbers].some((number) =>
    new RegExp(`(?<![\\d.,])${number.replace(/\./g, '\\.')}\\s*${unit}(?![\\p{L}])`, 'iu').test(name),
  );
}

export function formatNumber(value: number, locale: Locale): string {
  return tidy(cached(`n|${locale}`, () => new Intl.NumberFormat(INTL_LOCALES[locale])).format(value));
}

/** A country's name in the locale from its ISO 3166-1 alpha-2 code (Intl.DisplayNames). */
export function countryName(code: string, locale: Locale): string {
  const names = cached(
    `c|${locale}`,
    () => new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'region', fallback: 'code' }),
  );
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Sorts by a display label with the locale's collation. */
export function sortByLabel<T>(items: readonly T[], label: (item: T) => string, locale: Locale): T[] {
  const collator = new Intl.Collator(INTL_LOCALES[locale]);
  return [...items].sort((a, b) => collator.compare(label(a), label(b)));
}
