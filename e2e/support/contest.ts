/** What the contest area's tests share: its paths, the demo contests they use and small page helpers. */
import type { ContestDetail, ResultList } from '@finishline/contract';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { apiJson, CONTEST_ID, EVENT_ID, LIVE_ID, type Locale, localized, UPCOMING_ID } from './site';

export const TABS = ['information', 'startlist', 'tracking', 'results', 'live', 'contact'] as const;
export type Tab = (typeof TABS)[number];

/** The 20,500-runner marathon (completed, net time) and the event's other contest. */
export const BIG = { eventId: EVENT_ID, contestId: CONTEST_ID, otherId: 'half', otherName: 'Half Marathon' };
/** Today's night run: one 10 km contest, on the calendar today but not run yet (no passings). */
export const LIVE = { eventId: LIVE_ID, contestId: '10k' };
/** Upcoming: nobody has a result. */
export const UPCOMING = { eventId: UPCOMING_ID, contestId: '10k' };

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
export const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

export function tabPath(
  tab: Tab,
  ref: { eventId: string; contestId: string } = BIG,
  locale: Locale = 'en',
): string {
  return localized(locale, `/event/${ref.eventId}/contest/${ref.contestId}/${tab}`);
}

export function contestApi(ref: { eventId: string; contestId: string } = BIG, rest = ''): string {
  return `/api/events/${ref.eventId}/contests/${ref.contestId}${rest}`;
}

/** A contest of the demo data: its event and contest ids. */
type ContestRef = { eventId: string; contestId: string };

export function getContest(request: APIRequestContext, ref: ContestRef = BIG): Promise<ContestDetail> {
  return apiJson<ContestDetail>(request, contestApi(ref));
}

export function getResults(
  request: APIRequestContext,
  query: string,
  ref: ContestRef = BIG,
): Promise<ResultList> {
  return apiJson<ResultList>(request, contestApi(ref, `/results?${query}`));
}

/** The results table's body rows. */
export function resultRows(page: Page) {
  return page.locator('table tbody tr');
}

/** A browser context with a viewport, colour scheme and (optionally) no JavaScript. */
export async function newPage(
  browser: Browser,
  options: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    javaScriptEnabled?: boolean;
  } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    userAgent: USER_AGENT,
    locale: 'en-GB',
  });
  return context.newPage();
}

export { axeViolations } from './axe';

/** Waits until the theme script has applied the colour scheme. */
export async function expectScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}
