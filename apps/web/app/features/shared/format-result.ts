/**
 * Result values for display (docs/results.md §Display, design §3), one formatter for the contest
 * tabs and the participant pages so a time reads the same everywhere: times `h:mm:ss` (or `m:ss`)
 * truncated to the contest's precision, pace `m:ss` per km or per mile rounded up, speed with one
 * decimal in the locale's notation, gaps and diffs with a plus sign. Times and paces use ASCII digits and
 * colons in every language (Arabic included).
 */
import type { PrecisionValue, SpeedUnitCode } from '@finishline/contract';
import { formatDuration, formatPace, formatSpeed } from '@finishline/core';
import { formatDistance, formatNumber } from '../../lib/format';
import { INTL_LOCALES, type Locale } from '../../lib/i18n/locales';
import { tidySpaces } from '../../lib/i18n/tidy-spaces';

/** Shown where a value does not exist (a non-finisher's time, the leader's diff). */
export const NO_VALUE = '–';

export function formatRaceTime(ms: number | null, precisionMs: PrecisionValue = 1000): string {
  return ms === null ? NO_VALUE : formatDuration(ms, precisionMs);
}

/** `+1:23` behind; the leader's own gap (0) shows no value. */
export function formatGap(ms: number | null, precisionMs: PrecisionValue = 1000): string {
  if (ms === null || ms === 0) return NO_VALUE;
  return `+${formatDuration(ms, precisionMs)}`;
}

/** Diff to the row just ahead: `+0:07`, `+0:00` on a shared place, nothing for the first. */
export function formatDiff(ms: number | null, precisionMs: PrecisionValue = 1000): string {
  return ms === null ? NO_VALUE : `+${formatDuration(ms, precisionMs)}`;
}

/** `4:59`: pace per km or per mile, without its unit (the label or column says min/km or min/mi). */
export function formatPaceValue(msPerUnit: number | null): string {
  return msPerUnit === null ? NO_VALUE : formatPace(msPerUnit);
}

// Intl formats are costly to build and a results page formats hundreds of values: one per locale.
const speedFormats = new Map<string, Intl.NumberFormat>();

/** Intl's unit for each speed unit code: the locale's own words (`km/h`, `mph`, `mi/h`, `ميل/س`). */
const INTL_SPEED_UNITS: Record<SpeedUnitCode, string> = { kmh: 'kilometer-per-hour', mph: 'mile-per-hour' };

function speedFormat(locale: Locale, unit: SpeedUnitCode | null) {
  const key = `${locale} ${unit ?? ''}`;
  let format = speedFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      ...(unit === null ? {} : { style: 'unit', unit: INTL_SPEED_UNITS[unit] }),
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    speedFormats.set(key, format);
  }
  return format;
}

/** `12.3` / `12,3`: km/h or mph with one decimal, without its unit. */
export function formatSpeedValue(perHour: number | null, locale: Locale): string {
  if (perHour === null) return NO_VALUE;
  return tidySpaces(speedFormat(locale, null).format(Number(formatSpeed(perHour))));
}

/** `18.2 km/h`, `18,2 كم/س`, `11.3 mph`: speed with its unit, in the locale's words. */
export function formatSpeedWithUnit(perHour: number | null, unit: SpeedUnitCode, locale: Locale): string {
  if (perHour === null) return NO_VALUE;
  return tidySpaces(speedFormat(locale, unit).format(Number(formatSpeed(perHour))));
}

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/** `72.41%` / `72,41 %` / `‎72.41‎%`: an age-grade percent (0–100+) with two decimals, in the locale's notation. */
export function formatPercent(percent: number | null, locale: Locale): string {
  if (percent === null) return NO_VALUE;
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    percentFormats.set(locale, format);
  }
  return tidySpaces(format.format(percent / 100));
}

export function formatPlace(place: number | null, locale: Locale): string {
  return place === null ? NO_VALUE : formatNumber(place, locale);
}

/** `21.098 km` for a checkpoint's distance from the start. */
export function formatKm(distanceM: number, locale: Locale): string {
  return formatDistance(distanceM, locale);
}

/**
 * Text set apart from its surroundings' direction (Unicode FSI … PDI, the plain-text `<bdi>`): a
 * Latin name inside an Arabic sentence keeps its own order ("10 km", not "km 10").
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
