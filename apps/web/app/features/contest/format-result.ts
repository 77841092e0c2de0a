/**
 * Result values for display (design §3): times `h:mm:ss` (or `m:ss`) at the contest's precision,
 * pace `m:ss` per km rounded up, speed with one decimal in the locale's notation, gaps and diffs
 * with a plus sign. Times use ASCII digits and colons in every language (Arabic included).
 */
import type { PrecisionValue } from '@finishline/contract';
import { formatDuration, formatPace, formatSpeed } from '@finishline/core';
import { formatNumber } from '../../lib/format';
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

/** `4:59`: pace per km without its unit (the column header says min/km). */
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

export function formatPlace(place: number | null, locale: Locale): string {
  return place === null ? NO_VALUE : formatNumber(place, locale);
}
