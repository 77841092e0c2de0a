/** The events list: period, filters and search live in the URL; Back restores; works without JavaScript. */
import type { EventDetail, EventFilters, EventList } from '@finishline/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  apiJson,
  DUATHLON_ID,
  DUATHLON_NAME,
  EVENT_ID,
  EVENT_NAME,
  eventCount,
  gotoHydrated,
  LIVE_ID,
  LIVE_NAME,
  msg,
  UPCOMING_NAME,
} from '../support/site';

const cards = (page: Page) => page.getByRole('article');
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });

/** The names the API lists for a period, in its order. */
async function namesFor(request: APIRequestContext, period: string): Promise<string[]> {
  const list = await apiJson<EventList>(request, `/api/events?period=${period}&pageSize=100`);
  return list.items.map((event) => event.name);
}

test('the home page opens on what is on now, then recent results, then upcoming events', async ({
  page,
  request,
}) => {
  const upcoming = await namesFor(request, 'upcoming');
  const past = await apiJson<EventList>(request, '/api/events?period=past&sort=-date&pageSize=6');
  await gotoHydrated(page, '/');
  const periods = page.getByRole('navigation', { name: msg('en', 'events.period.label') });
  await expect(periods.getByRole('link', { name: msg('en', 'events.period.latest') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Last month's marathon is on the landing page, in the recent results, newest first.
  const recent = page.getByRole('region', { name: msg('en', 'events.section.recent') });
  await expect(recent.getByRole('heading', { level: 3 })).toHaveText(past.items.map((event) => event.name));
  await expect(recent).toContainText(EVENT_NAME);
  const coming = page.getByRole('region', { name: msg('en', 'events.section.upcoming') });
  await expect(coming).toContainText(UPCOMING_NAME);
  const live = await apiJson<EventDetail>(request, `/api/events/${LIVE_ID}`);
  if (live.state === 'ongoing') {
    const onNow = page.getByRole('region', { name: msg('en', 'events.section.ongoing') });
    await expect(onNow).toContainText(LIVE_NAME);
    await expect(coming.getByText(LIVE_NAME)).toHaveCount(0);
  }
  // Sections come in that order: on now (if any), recent results, upcoming.
  const order = await page.locator('section[aria-labelledby] h2').allTextContents();
  expect(order.filter((name) => name !== msg('en', 'events.section.ongoing'))).toEqual([
    msg('en', 'events.section.recent'),
    msg('en', 'events.section.upcoming'),
  ]);
  expect(upcoming).toContain(UPCOMING_NAME);
});

test('the period toggle switches between latest, upcoming, completed and all events', async ({
  page,
  request,
}) => {
  const upcoming = await namesFor(request, 'upcoming');
  const past = await namesFor(request, 'past');
  const all = await namesFor(request, 'all');
  // The demo catalogue places events on both sides of today.
  expect(upcoming).toContain(UPCOMING_NAME);
  expect(past).toContain(EVENT_NAME);
  expect(all.length).toBe(upcoming.length + past.length);

  await gotoHydrated(page, '/');
  const periods = page.getByRole('navigation', { name: msg('en', 'events.period.label') });
  await periods.getByRole('link', { name: msg('en', 'events.period.upcoming') }).click();
  await expect(page).toHaveURL('/?period=upcoming');
  await expect(cardNames(page)).toHaveText(upcoming);
  await expect(cardNames(page).filter({ hasText: EVENT_NAME })).toHaveCount(0);
  // The event happening today counts as upcoming. (The demo dates it by today in Casablanca, so if
  // Morocco passes midnight while the tests run it is already over.)
  const live = await apiJson<EventDetail>(request, `/api/events/${LIVE_ID}`);
  if (live.state === 'ongoing') expect(upcoming).toContain(LIVE_NAME);

  await periods.getByRole('link', { name: msg('en', 'events.period.past') }).click();
  await expect(page).toHaveURL('/?period=past');
  await expect(cardNames(page)).toHaveText(past);
  await expect(cardNames(page).filter({ hasText: UPCOMING_NAME })).toHaveCount(0);

  await periods.getByRole('link', { name: msg('en', 'events.period.all') }).click();
  await expect(page).toHaveURL('/?period=all');
  await expect(page.getByText(new RegExp(`^${all.length} events$`))).toBeVisible();
  await expect(cardNames(page)).toHaveText(all);

  // Back to the default view: the plain home URL, never `/?index`.
  await periods.getByRole('link', { name: msg('en', 'events.period.latest') }).click();
  await expect(page).toHaveURL('/');
  await expect(periods.getByRole('link', { name: msg('en', 'events.period.latest') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await gotoHydrated(page, '/ar?period=upcoming');
  await page
    .getByRole('navigation', { name: msg('ar', 'events.period.label') })
    .getByRole('link', { name: msg('ar', 'events.period.latest') })
    .click();
  await expect(page).toHaveURL('/ar');
});

test('filters change the URL and the list, and Back restores them', async ({ page, request }) => {
  const inFrance = await eventCount(request, 'period=all&country=FR');
  expect(inFrance).toBeGreaterThan(1);
  await gotoHydrated(page, '/?period=all');
  await page.getByLabel(msg('en', 'events.filters.country')).selectOption({ label: 'France' });
  await expect(page).toHaveURL('/?period=all&country=FR');
  await expect(cards(page)).toHaveCount(inFrance);
  for (const card of await cards(page).all()) await expect(card).toContainText('France');

  await page.getByLabel(msg('en', 'events.filters.type')).selectOption({ label: 'Duathlon' });
  await expect(page).toHaveURL('/?period=all&type=duathlon&country=FR');
  await expect(cardNames(page)).toHaveText([DUATHLON_NAME]);

  await page.getByLabel(msg('en', 'events.filters.city')).selectOption('Lyon');
  await expect(page).toHaveURL('/?period=all&type=duathlon&country=FR&city=Lyon');
  await expect(cardNames(page)).toHaveText([DUATHLON_NAME]);

  await page.goBack();
  await expect(page).toHaveURL('/?period=all&type=duathlon&country=FR');
  await expect(page.getByLabel(msg('en', 'events.filters.city'))).toHaveValue('');
  await page.goBack();
  await expect(page).toHaveURL('/?period=all&country=FR');
  await expect(page.getByLabel(msg('en', 'events.filters.type'))).toHaveValue('');
  await expect(page.getByLabel(msg('en', 'events.filters.country'))).toHaveValue('FR');
  await expect(cards(page)).toHaveCount(inFrance);
  await page.goForward();
  await expect(page.getByLabel(msg('en', 'events.filters.type'))).toHaveValue('duathlon');
  await expect(cards(page)).toHaveCount(1);
});

test('filter menus offer only values that have events', async ({ page, request }) => {
  const filters = await apiJson<EventFilters>(request, '/api/events/filters?period=all');
  // Every type of the demo catalogue, translated and sorted by name.
  const typeNames = filters.types
    .map((type) => msg('en', `types.${type.code}`))
    .sort((a, b) => a.localeCompare(b, 'en'));
  expect(typeNames).toEqual(
    expect.arrayContaining(['Cycling', 'Duathlon', 'Running', 'Swimming', 'Trail Running', 'Triathlon']),
  );
  await gotoHydrated(page, '/?period=all');
  await expect(page.getByLabel(msg('en', 'events.filters.type')).locator('option')).toHaveText([
    'All types',
    ...typeNames,
  ]);
  // Completed events only: no cycling race has happened yet.
  await gotoHydrated(page, '/?period=past');
  await expect(
    page.getByLabel(msg('en', 'events.filters.type')).locator('option', { hasText: 'Cycling' }),
  ).toHaveCount(0);
  await page.getByLabel(msg('en', 'events.filters.country')).selectOption('ES');
  await expect(page).toHaveURL('/?period=past&country=ES');
  await expect(page.getByLabel(msg('en', 'events.filters.city')).locator('option')).toHaveText([
    'All cities',
    'Barcelona',
  ]);
  await gotoHydrated(page, '/?period=all&country=ES');
  await expect(page.getByLabel(msg('en', 'events.filters.city')).locator('option')).toHaveText([
    'All cities',
    'Barcelona',
    'Sevilla',
  ]);
});

test('search and Clear filters', async ({ page, request }) => {
  await gotoHydrated(page, '/?period=all&type=running');
  await page.getByRole('searchbox', { name: msg('en', 'events.filters.search') }).fill('night');
  await page.getByRole('searchbox', { name: msg('en', 'events.filters.search') }).press('Enter');
  await expect(page).toHaveURL('/?period=all&type=running&q=night');
  await expect(cardNames(page)).toHaveText([LIVE_NAME]);

  await page.getByRole('link', { name: msg('en', 'events.filters.clear') }).click();
  await expect(page).toHaveURL('/?period=all');
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await expect(cards(page)).toHaveCount(await eventCount(request, 'period=all'));
});

test('an empty result says so, in the page language', async ({ page }) => {
  await gotoHydrated(page, '/fr?period=all&q=zzzz');
  await expect(page.getByText(msg('fr', 'events.empty.title'))).toBeVisible();
  await expect(page.getByText(/^Aucun événement$/)).toBeVisible();
});

test('a control character in the search or the city is dropped, not an error page', async ({
  page,
  request,
}) => {
  const response = await page.goto('/?period=upcoming&q=%01');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'events.heading'));
  await expect(page.getByRole('searchbox', { name: msg('en', 'events.filters.search') })).toHaveValue('');
  await expect(cards(page)).toHaveCount(Math.min(18, await eventCount(request, 'period=upcoming')));

  const city = await page.goto('/?period=all&city=Ly%00on&q=%1Fduathlon');
  expect(city?.status()).toBe(200);
  await expect(cardNames(page)).toHaveText([DUATHLON_NAME]);
});

test('a shared URL opens with its filters chosen', async ({ page, request }) => {
  // Completed Moroccan events, the latest first: the marathon (40 days ago) before the trail (75). The API
  // gives the full list, since tonight's Casablanca race joins it when Morocco passes midnight mid-run.
  const past = await apiJson<EventList>(request, '/api/events?period=past&country=MA&pageSize=50');
  const names = past.items.map((event) => event.name);
  expect(names.indexOf(EVENT_NAME)).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('Trail des Cèdres')).toBeGreaterThan(names.indexOf(EVENT_NAME));
  await gotoHydrated(page, '/ar?period=past&country=MA');
  await expect(page.getByLabel(msg('ar', 'events.filters.country'))).toHaveValue('MA');
  await expect(
    page
      .getByRole('navigation', { name: msg('ar', 'events.period.label') })
      .getByRole('link', { name: msg('ar', 'events.period.past') }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(cardNames(page)).toHaveText(names);
});

test('cards show type, dates, place and contests', async ({ page }) => {
  await gotoHydrated(page, '/?period=all&q=marrakech');
  await expect(cards(page)).toHaveCount(1);
  const card = cards(page).first();
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(EVENT_NAME);
  await expect(card).toContainText(msg('en', 'types.running'));
  await expect(card).toContainText('Marrakech, Morocco');
  await expect(card).toContainText('2 contests');
  await expect(card.getByRole('listitem')).toHaveText([
    /^Marathon · 42(\.2|\.195)? km$/,
    /^Half Marathon · 21/,
  ]);
  await expect(card.getByRole('definition').first()).toHaveText(/^\d{1,2} \w{3} \d{4}$/);
  // A contest whose name already says its distance shows it once, not "10 km · 10 km".
  await gotoHydrated(page, `/?period=all&q=${encodeURIComponent(UPCOMING_NAME)}`);
  await expect(cards(page).first().getByRole('listitem')).toHaveText(['10 km', "Women's 5 km"]);
  await gotoHydrated(page, '/?period=all&q=marrakech');
  await card.getByRole('link').click();
  await expect(page).toHaveURL(`/event/${EVENT_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENT_NAME);
});

test('the filter form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36',
  });
  const page = await context.newPage();
  await page.goto('/es?period=all');
  await page.getByLabel(msg('es', 'events.filters.type')).selectOption('triathlon');
  await page.getByRole('button', { name: msg('es', 'events.filters.submit') }).click();
  await expect(page).toHaveURL(/\/es\?period=all&q=&type=triathlon&country=&city=$/);
  await expect(cardNames(page)).toHaveText(['Triatló de Barcelona']);
  await context.close();
});

test('client navigations say "Loading results, please wait…"', async ({ page }) => {
  // Client navigations fetch the next page's data from the web server (`/fr/event/….data`): hold it back.
  await page.route(/\/event\/travessia-tejo\.data(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await gotoHydrated(page, '/fr?period=past');
  await cardNames(page).filter({ hasText: 'Travessia do Tejo' }).getByRole('link').click();
  await expect(page.getByRole('status')).toHaveText(msg('fr', 'common.loading'));
  await expect(page.getByRole('heading', { level: 1, name: 'Travessia do Tejo' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
});

test('pages of events', async ({ page }) => {
  await gotoHydrated(page, '/?period=all&page=2');
  await expect(page.getByText('Page 2 of 1')).toHaveCount(0);
  await expect(page.getByText(msg('en', 'events.empty.title'))).toBeVisible();
});

test('a card links to the event in the page language', async ({ page }) => {
  await gotoHydrated(page, '/es?period=all&type=duathlon');
  await cardNames(page).getByRole('link', { name: DUATHLON_NAME }).click();
  await expect(page).toHaveURL(`/es/event/${DUATHLON_ID}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
