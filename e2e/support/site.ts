/** What the tests know about the site: its routes, locales and catalogs. */
import { readdirSync, readFileSync } from 'node:fs';
import type { EventList, ResultList } from '@finishline/contract';
import type { APIRequestContext, Page } from '@playwright/test';

export const LOCALES = ['en', 'es', 'fr', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const HTML_LANG: Record<Locale, string> = { en: 'en', es: 'es', fr: 'fr', ar: 'ar-MA' };
type Catalog = Record<string, string>;
const localesDir = new URL('../../apps/web/app/locales/', import.meta.url);

function readCatalog(locale: Locale): Catalog {
  const catalog: Catalog = {};
  for (const file of readdirSync(new URL(`${locale}/`, localesDir))) {
    const namespace = file.replace(/\.json$/, '');
    const messages: unknown = JSON.parse(readFileSync(new URL(`${locale}/${file}`, localesDir), 'utf8'));
    if (typeof messages !== 'object' || messages === null) continue;
    for (const [key, value] of Object.entries(messages)) {
      if (typeof value === 'string') catalog[`${namespace}.${key}`] = value;
    }
  }
  return catalog;
}

/** Every message of each locale, keyed `namespace.key` as in the app. */
export const CATALOGS: Record<Locale, Catalog> = {
  en: readCatalog('en'),
  es: readCatalog('es'),
  fr: readCatalog('fr'),
  ar: readCatalog('ar'),
};

export function msg(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const message = CATALOGS[locale][key];
  if (message === undefined) throw new Error(`no message ${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** The path in a locale: `/event/x` → `/fr/event/x`, `/` → `/fr`, `/?period=all` → `/fr?period=all`. */
export function localized(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' || path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
}

/** The web server under test (`serve --demo`) and the same site with its API unreachable (real 500s). */
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3200);
/** The site on a PostgreSQL server of its own (support/outage-server.mjs), and the door that stops and starts it. */
export const OUTAGE_URL = `http://127.0.0.1:${WEB_PORT + 1}`;
export const OUTAGE_CONTROL_URL = `http://127.0.0.1:${WEB_PORT + 2}`;

/*
 * Stable facts of the demo catalogue (apps/cli/src/demo/catalog.ts). Dates are relative to the day the
 * server started; generated values (participants, results) are read from the API by the tests.
 */

/** A completed event with two contests, the first with 20,000+ runners and results. */
export const EVENT_ID = 'marrakech-marathon';
export const EVENT_NAME = 'Marrakech International Marathon';
export const CONTEST_ID = 'marathon';
export const CONTEST_NAME = 'Marathon';
/** Upcoming: a men-and-women 10 km at 09:00 and a women's 5 km at 10:30, gun time, in Rabat, Morocco. */
export const UPCOMING_ID = 'rabat-10k';
export const UPCOMING_NAME = 'Rabat 10K';
/** Happening today (live), one 10 km contest at 20:00. */
export const LIVE_ID = 'casablanca-night-run';
export const LIVE_NAME = 'Casablanca Night Run';
/** Upcoming, one contest: Sprint, 27.5 km at 09:00 in Lyon, France. */
export const DUATHLON_ID = 'duathlon-lyon';
export const DUATHLON_NAME = 'Duathlon de Lyon';
/**
 * Not in the demo catalogue: an announced event with no contests yet, imported by playwright.config.ts from
 * support/announced-event.json through the real `finishline import bundle`.
 */
export const ANNOUNCED_ID = 'agadir-sup';
export const ANNOUNCED_NAME = 'Agadir SUP Challenge';

/** GETs JSON from the real API (same origin as the site). */
export async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} → ${response.status()}`);
  return (await response.json()) as T;
}

/** The winner of a contest with results: a participant whose page exists. */
export async function aFinisher(
  request: APIRequestContext,
  eventId = EVENT_ID,
  contestId = CONTEST_ID,
): Promise<{ id: string; name: string }> {
  const results = await apiJson<ResultList>(
    request,
    `/api/events/${eventId}/contests/${contestId}/results?pageSize=1`,
  );
  const first = results.items[0];
  if (!first) throw new Error(`no results for ${eventId}/${contestId}`);
  return { id: first.id, name: first.name };
}

/** How many events the API lists for a query string (`period=all&country=FR`). */
export async function eventCount(request: APIRequestContext, query: string): Promise<number> {
  return (await apiJson<EventList>(request, `/api/events?${query}&pageSize=1`)).total;
}

/** Opens a page and waits until React has hydrated it (client navigation and handlers work). */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
