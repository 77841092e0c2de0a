/** The events list: period, filters and search live in the URL; Back restores; works without JavaScript. */
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, msg, setApiDelay } from '../support/site';

const cards = (page: Page) => page.getByRole('article');
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });

test('the period toggle switches between upcoming, all and completed events', async ({ page }) => {
  await gotoHydrated(page, '/');
  const periods = page.getByRole('navigation', { name: msg('en', 'events.period.label') });
  await expect(periods.getByRole('link', { name: msg('en', 'events.period.upcoming') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cardNames(page)).toContainText(['Casablanca Night Run']);
  await expect(cardNames(page).filter({ hasText: 'Marrakech International Marathon' })).toHaveCount(0);

  await periods.getByRole('link', { name: msg('en', 'events.period.past') }).click();
  await expect(page).toHaveURL('/?period=past');
  await expect(cardNames(page).filter({ hasText: 'Marrakech International Marathon' })).toHaveCount(1);
  await expect(cardNames(page).filter({ hasText: 'Rabat 10K' })).toHaveCount(0);

  await periods.getByRole('link', { name: msg('en', 'events.period.all') }).click();
  await expect(page).toHaveURL('/?period=all');
  await expect(page.getByText(/^12 events$/)).toBeVisible();
});

test('filters change the URL and the list, and Back restores them', async ({ page }) => {
  await gotoHydrated(page, '/?period=all');
  await page.getByLabel(msg('en', 'events.filters.country')).selectOption({ label: 'France' });
  await expect(page).toHaveURL('/?period=all&country=FR');
  await expect(cards(page)).toHaveCount(3);
  for (const card of await cards(page).all()) await expect(card).toContainText('France');

  await page.getByLabel(msg('en', 'events.filters.type')).selectOption({ label: 'Duathlon' });
  await expect(page).toHaveURL('/?period=all&type=duathlon&country=FR');
  await expect(cardNames(page)).toHaveText(['Duathlon de Lyon']);

  await page.getByLabel(msg('en', 'events.filters.city')).selectOption('Lyon');
  await expect(page).toHaveURL('/?period=all&type=duathlon&country=FR&city=Lyon');

  await page.goBack();
  await expect(page).toHaveURL('/?period=all&type=duathlon&country=FR');
  await page.goBack();
  await expect(page).toHaveURL('/?period=all&country=FR');
  await expect(page.getByLabel(msg('en', 'events.filters.type'))).toHaveValue('');
  await expect(page.getByLabel(msg('en', 'events.filters.country'))).toHaveValue('FR');
  await expect(cards(page)).toHaveCount(3);
  await page.goForward();
  await expect(page.getByLabel(msg('en', 'events.filters.type'))).toHaveValue('duathlon');
  await expect(cards(page)).toHaveCount(1);
});

test('filter menus offer only values that have events', async ({ page }) => {
  await gotoHydrated(page, '/?period=all');
  const types = await page.getByLabel(msg('en', 'events.filters.type')).locator('option').allTextContents();
  expect(types).toEqual([
    'All types',
    'Cycling',
    'Duathlon',
    'Running',
    'Standup Paddleboarding',
    'Swimming',
    'Trail Running',
    'Triathlon',
    'Walking',
  ]);
  await page.getByLabel(msg('en', 'events.filters.country')).selectOption('ES');
  await expect(page.getByLabel(msg('en', 'events.filters.city')).locator('option')).toHaveText([
    'All cities',
    'Barcelona',
    'Sevilla',
  ]);
});

test('search and Clear filters', async ({ page }) => {
  await gotoHydrated(page, '/?period=all&type=running');
  await page.getByRole('searchbox', { name: msg('en', 'events.filters.search') }).fill('night');
  await page.getByRole('searchbox', { name: msg('en', 'events.filters.search') }).press('Enter');
  await expect(page).toHaveURL('/?period=all&type=running&q=night');
  await expect(cardNames(page)).toHaveText(['Casablanca Night Run']);

  await page.getByRole('link', { name: msg('en', 'events.filters.clear') }).click();
  await expect(page).toHaveURL('/?period=all');
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await expect(cards(page)).toHaveCount(12);
});

test('an empty result says so, in the page language', async ({ page }) => {
  await gotoHydrated(page, '/fr?period=all&q=zzzz');
  await expect(page.getByText(msg('fr', 'events.empty.title'))).toBeVisible();
  await expect(page.getByText(/^Aucun événement$/)).toBeVisible();
});

test('a shared URL opens with its filters chosen', async ({ page }) => {
  await gotoHydrated(page, '/ar?period=past&country=MA');
  await expect(page.getByLabel(msg('ar', 'events.filters.country'))).toHaveValue('MA');
  await expect(
    page
      .getByRole('navigation', { name: msg('ar', 'events.period.label') })
      .getByRole('link', { name: msg('ar', 'events.period.past') }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(cardNames(page)).toHaveText(['Marrakech International Marathon', 'Trail des Cèdres']);
});

test('cards show type, dates, place and contests', async ({ page }) => {
  await gotoHydrated(page, '/?period=all&q=duathlon');
  const card = cards(page).first();
  await expect(card).toContainText('Duathlon');
  await expect(card).toContainText('Lyon, France');
  await expect(card).toContainText('3 contests');
  await expect(card).toContainText('Sprint · 27.5 km');
  await expect(card.getByRole('definition').first()).toHaveText(/\d{1,2}\s?–\s?\d{1,2} \w{3} \d{4}/);
  await card.getByRole('link').click();
  await expect(page).toHaveURL('/event/duathlon-lyon');
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
  await setApiDelay(1500, '/api/events/travessia-tejo');
  try {
    await gotoHydrated(page, '/fr?period=past');
    await cardNames(page).filter({ hasText: 'Travessia do Tejo' }).getByRole('link').click();
    await expect(page.getByRole('status')).toHaveText(msg('fr', 'common.loading'));
    await expect(page.getByRole('heading', { level: 1, name: 'Travessia do Tejo' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  } finally {
    await setApiDelay(0);
  }
});

test('pages of events', async ({ page }) => {
  await gotoHydrated(page, '/?period=all&page=2');
  await expect(page.getByText('Page 2 of 1')).toHaveCount(0);
  await expect(page.getByText(msg('en', 'events.empty.title'))).toBeVisible();
});
