/**
 * Result values for display (docs/results.md §Display, design §3), one formatter for the contest
 * tabs and the participant pages so a time reads the same everywhere: times `h:mm:ss` (or `m:ss`)
 * truncated to the contest's precision, pace `m:ss` per km rounded up, speed with one decimal in
 * the locale's notation, gaps and diffs with a plus sign. Times and paces use ASCII digits and
 * colons in every language (Arabic included).
 */
import type { PrecisionValue } from '@finishline/contract';
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

/** `4:59`: pace per km, without its unit (the label or column says min/km). */
export function formatPaceValue(msPerKm: number | null): string {
  return msPerKm === null ? NO_VALUE : formatPace(msPerKm);
}

// Intl formats are costly to build and a results page formats hundreds of values: one per locale.
const speedFormats = new Map<Locale, Intl.NumberFormat>();
const speedUnitFormats = new Map<Locale, Intl.NumberFormat>();

function speedFormat(
  locale: Locale,
  cache: Map<Locale, Intl.NumberFormat>,
  options: Intl.NumberFormatOptions,
) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      ...options,
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    cache.set(locale, format);
  }
  return format;
}

/** `12.3` / `12,3`: km/h with one decimal, without its unit. */
export function formatSpeedValue(kmh: number | null, locale: Locale): string {
  if (kmh === null) return NO_VALUE;
  return tidySpaces(speedFormat(locale, speedFormats, {}).format(Number(formatSpeed(kmh))));
}

/** `18.2 km/h`, `18,2 كم/س`: speed with its unit, in the locale's words. */
export function formatSpeedWithUnit(kmh: number | null, locale: Locale): string {
  if (kmh === null) return NO_VALUE;
  const format = speedFormat(locale, speedUnitFormats, { style: 'unit', unit: 'kilometer-per-hour' });
  return tidySpaces(format.format(Number(formatSpeed(kmh))));
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
