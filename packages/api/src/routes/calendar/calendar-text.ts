/**
 * The words of a calendar file in the visitor's language (`?locale=`, as the certificate and the share card take
 * it): the description's lines, the location's country name and the distance, formatted with Intl in the same
 * locales as the rest of the API (`ar-MA`, Latin digits). Names of events and contests are the organiser's.
 */
import { type LocaleCode } from '@finishline/contract';
import { canonicalTimeZone } from '@finishline/core';
import { countryName, INTL_LOCALES } from '@finishline/reads';

type Words = {
  /** The first line: contest, its distance when the name does not say it, event. */
  what: (contest: string, distance: string | null, event: string) => string;
  start: (when: string) => string;
  estimate: string;
  eventPage: (url: string) => string;
  contestPage: (url: string) => string;
  /** Between a city and its country. */
  comma: string;
};

const WORDS: Readonly<Record<LocaleCode, Words>> = {
  en: {
    what: (contest, distance, event) => `${contest}${distance ? ` (${distance})` : ''}, ${event}.`,
    start: (when) => `Start: ${when}.`,
    estimate: 'The end time is an estimate.',
    eventPage: (url) => `Event page: ${url}`,
    contestPage: (url) => `Race page: ${url}`,
    comma: ', ',
  },
  es: {
    what: (contest, distance, event) => `${contest}${distance ? ` (${distance})` : ''}, ${event}.`,
    start: (when) => `Salida: ${when}.`,
    estimate: 'La hora de fin es una estimación.',
    eventPage: (url) => `Página del evento: ${url}`,
    contestPage: (url) => `Página de la carrera: ${url}`,
    comma: ', ',
  },
  fr: {
    what: (contest, distance, event) => `${contest}${distance ? ` (${distance})` : ''}, ${event}.`,
    start: (when) => `Départ : ${when}.`,
    estimate: 'L’heure de fin est une estimation.',
    eventPage: (url) => `Page de l’événement : ${url}`,
    contestPage: (url) => `Page de la course : ${url}`,
    comma: ', ',
  },
  ar: {
    what: (contest, distance, event) => `${contest}${distance ? ` (${distance})` : ''}، ${event}.`,
    start: (when) => `الانطلاق: ${when}.`,
    estimate: 'وقت النهاية تقديري.',
    eventPage: (url) => `صفحة الفعالية: ${url}`,
    contestPage: (url) => `صفحة السباق: ${url}`,
    comma: '، ',
  },
};

export function calendarWords(locale: LocaleCode): Words {
  return WORDS[locale];
}

/** `42.195 km`, `10 كم`: the distance in the locale's unit words. */
export function formatKm(distanceM: number, locale: LocaleCode): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 3,
  }).format(distanceM / 1000);
}

/** A number and a kilometre unit in a name: `10 km`, `10K`, `21,1 km`, `5 كم`. */
const KM_IN_NAME = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s?(?:km|k|kms|kilom\p{L}*|كم|كلم)(?!\p{L})/giu;

/**
 * Whether a contest's name already says its distance (`10 km`, `Half 21.1K`): then "10 km (10 km)" would say it
 * twice. Within half a percent (or 50 m), since names round (`21.1 km` for 21.0975).
 */
export function nameSaysDistance(name: string, distanceM: number): boolean {
  const km = distanceM / 1000;
  const tolerance = Math.max(0.05, km * 0.005);
  for (const match of name.matchAll(KM_IN_NAME)) {
    const value = Number((match[1] ?? '').replace(',', '.'));
    if (Number.isFinite(value) && Math.abs(value - km) <= tolerance) return true;
  }
  return false;
}

/** `Sunday 10 May 2026, 08:00 (Africa/Casablanca)` in the locale, in the event's zone (UTC for one Intl lacks). */
export function localStart(ms: number, timeZone: string, locale: LocaleCode): string {
  const zone = canonicalTimeZone(timeZone);
  const when = new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: zone ?? 'UTC',
  }).format(ms);
  return `${when} (${zone ?? 'UTC'})`;
}

/** `City, Country` with the country's name in the locale (calendar apps geocode either). */
export function placeName(city: string, country: string, locale: LocaleCode): string {
  return `${city}${WORDS[locale].comma}${countryName(country, locale)}`;
}
