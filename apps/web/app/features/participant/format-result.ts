/**
 * Result values for display (docs/results.md §Display): times as `h:mm:ss` truncated to the
 * contest's precision, pace as `m:ss` per km rounded up, speed with one decimal in the locale's
 * notation. Times and paces use ASCII digits and colons in every language.
 */
import type { PrecisionValue } from '@finishline/contract';
import { formatDuration, formatPace, formatSpeed } from '@finishline/core';
import { formatDistance, formatNumber } from '../../lib/format';
import { INTL_LOCALES, type Locale } from '../../lib/i18n/locales';
import { tidySpaces } from '../../lib/i18n/tidy-spaces';

export const NO_VALUE = '–';

export function formatRaceTime(ms: number | null, precisionMs: PrecisionValue = 1000): string {
  return ms === null ? NO_VALUE : formatDuration(ms, precisionMs);
}

/** `4:59`: pace per km, without its unit (the label or column says min/km). */
export function formatPaceValue(msPerKm: number | null): string {
  return msPerKm === null ? NO_VALUE : formatPace(msPerKm);
}

const speedFormats = new Map<Locale, Intl.NumberFormat>();

/** `12.3` / `12,3`: km/h with one decimal, without its unit. */
export function formatSpeedValue(kmh: number | null, locale: Locale): string {
  if (kmh === null) return NO_VALUE;
  let format = speedFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    speedFormats.set(locale, format);
  }
  return tidySpaces(format.format(Number(formatSpeed(kmh))));
}

const speedUnitFormats = new Map<Locale, Intl.NumberFormat>();

/** `18.2 km/h`, `18,2 كم/س`: speed with its unit, in the locale's words. */
export function formatSpeedWithUnit(kmh: number | null, locale: Locale): string {
  if (kmh === null) return NO_VALUE;
  let format = speedUnitFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale], {
      style: 'unit',
      unit: 'kilometer-per-hour',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    speedUnitFormats.set(locale, format);
  }
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
