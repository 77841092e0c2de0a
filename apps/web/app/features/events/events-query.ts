/**
 * The events list's state lives in the URL query: period, type, country, city, q and page. Bad or
 * unknown values are dropped rather than rejected, so an old shared link still opens.
 */
import type { EventPeriodCode, EventTypeCode } from '@finishline/contract';
import { EVENT_TYPES } from '@finishline/core';
import { type Locale, localizePath } from '../../lib/i18n/locales';
import { queryText } from '../../lib/query-text';

/**
 * `latest` (the home page's default, web only) shows what is on now, then recent results, then what is
 * coming; the others are the API's periods, one paged list each.
 */
export type ListPeriod = 'latest' | EventPeriodCode;
export const PERIODS = ['latest', 'upcoming', 'past', 'all'] as const satisfies readonly ListPeriod[];
export const DEFAULT_PERIOD: ListPeriod = 'latest';
export const PAGE_SIZE = 18;
/** How many events the `latest` view shows in its recent-results and upcoming sections. */
export const LATEST_SECTION_SIZE = 6;

export type EventsQuery = {
  period: ListPeriod;
  type?: EventTypeCode;
  country?: string;
  city?: string;
  q?: string;
  page: number;
};

function isPeriod(value: string | null): value is ListPeriod {
  return value !== null && (PERIODS as readonly string[]).includes(value);
}

function isEventType(value: string | null): value is EventTypeCode {
  return value !== null && (EVENT_TYPES as readonly string[]).includes(value);
}

export function parseEventsQuery(params: URLSearchParams): EventsQuery {
  const period = params.get('period');
  const type = params.get('type');
  const country = params.get('country')?.trim().toUpperCase() ?? '';
  const page = Number(params.get('page'));
  return {
    period: isPeriod(period) ? period : DEFAULT_PERIOD,
    type: isEventType(type) ? type : undefined,
    country: /^[A-Z]{2}$/.test(country) ? country : undefined,
    city: queryText(params.get('city'), 100),
    q: queryText(params.get('q'), 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query string of a state (defaults left out, so URLs stay short): `?period=past&type=running`. */
export function toSearch(query: EventsQuery): string {
  const params = new URLSearchParams();
  if (query.period !== DEFAULT_PERIOD) params.set('period', query.period);
  if (query.type) params.set('type', query.type);
  if (query.country) params.set('country', query.country);
  if (query.city) params.set('city', query.city);
  if (query.q) params.set('q', query.q);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The home page's URL for a state, as an absolute path: a relative `.` link from the index route
 * resolves to `/?index`, which then shows in the address bar.
 */
export function eventsHref(locale: Locale, query: EventsQuery): string {
  return `${localizePath(locale, '/')}${toSearch(query)}`;
}

export function hasFilters(query: EventsQuery): boolean {
  return Boolean(query.type || query.country || query.city || query.q);
}
