/**
 * The event page's search box (`?find=`, every contest of the event): one runner → their row, highlighted, on
 * their page of the results; several → the participant search; nobody → said on the page, with "did you mean".
 * In English and Arabic, with and without JavaScript, and clean for axe.
 */
import type { ResultRow, SearchResult } from '@finishline/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeViolations, getResults, newPage, PHONE } from '../support/contest';
import { ANNOUNCED_ID, apiJson, EVENT_ID, gotoHydrated, localized, msg } from '../support/site';

const EVENT = `/event/${EVENT_ID}`;

function search(request: APIRequestContext, query: string): Promise<SearchResult> {
  return apiJson<SearchResult>(request, `/api/events/${EVENT_ID}/search/participants?${query}`);
}

/** A marathon runner on the third page of the results whose bib no other contest of the event uses. */
async function runnerWithOwnBib(request: APIRequestContext): Promise<ResultRow> {
  const page3 = await getResults(request, 'page=3&pageSize=100');
  for (const runner of page3.items.slice(17)) {
    if ((await search(request, `bib=${runner.bib}`)).total === 1) return runner;
  }
  throw new Error('no bib of the third page is unique in the event');
}

/** A runner whose last name is one word of five letters or more, which several runners of the event share. */
async function sharedLastName(request: APIRequestContext): Promise<string> {
  const page3 = await getResults(request, 'page=3&pageSize=100');
  for (const runner of page3.items) {
    if (!/^\p{L}{5,}$/u.test(runner.lastName)) continue;
    if ((await search(request, `text=${encodeURIComponent(runner.lastName)}&pageSize=2`)).total > 1)
      return runner.lastName;
  }
  throw new Error('no shared one-word last name on the third page');
}

/** A typo of `word`: its third letter typed twice ("Alaoui" → "Alaaoui"). */
function typo(word: string): string {
  const letters = Array.from(word);
  return [...letters.slice(0, 3), ...letters.slice(2)].join('');
}

async function find(page: Page, locale: 'en' | 'ar', text: string): Promise<void> {
  await page.getByRole('searchbox', { name: msg(locale, 'event.search.label') }).fill(text);
  await page.getByRole('button', { name: msg(locale, 'event.search.submit') }).click();
}

const highlighted = (page: Page) => page.locator('table tbody tr[aria-current="true"]');

test('a bib found in one contest opens its row in that contest’s results, highlighted and in view', async ({
  page,
  request,
}) => {
  const runner = await runnerWithOwnBib(request);
  await gotoHydrated(page, EVENT);
  expect(await axeViolations(page)).toEqual([]);
  await find(page, 'en', runner.bib);
  await expect(page).toHaveURL(
    new RegExp(
      `/event/${EVENT_ID}/contest/marathon/results\\?page=3&highlight=${runner.id}&for=${runner.bib}#p-`,
    ),
  );
  await expect(highlighted(page)).toHaveCount(1);
  await expect(highlighted(page).locator('td').nth(1)).toHaveText(runner.bib);
  await expect(highlighted(page)).toBeInViewport();
});

test('a name several runners share opens the participant search for it', async ({ page, request }) => {
  const name = await sharedLastName(request);
  await gotoHydrated(page, EVENT);
  await find(page, 'en', name);
  await expect(page).toHaveURL(`${EVENT}/participants?q=${encodeURIComponent(name)}`);
  await expect(page.locator('section[data-search]')).toHaveAttribute('data-search', 'text');
});

test('a typo finds nobody: the page says so and offers the nearest names', async ({ page, request }) => {
  const name = await sharedLastName(request);
  const typed = typo(name);
  const answer = await search(request, `text=${encodeURIComponent(typed)}`);
  expect(answer.total).toBe(0);
  expect(answer.suggestions).toContain(name);

  await gotoHydrated(page, EVENT);
  await find(page, 'en', typed);
  await expect(page).toHaveURL(`${EVENT}?find=${encodeURIComponent(typed)}`);
  const status = page.getByRole('status');
  await expect(status).toContainText(msg('en', 'event.search.none').split('{typed}')[0] ?? '');
  await expect(status).toContainText(typed);
  await expect(status.getByRole('link')).toHaveText(answer.suggestions ?? []);
  await expect(page.getByRole('searchbox', { name: msg('en', 'event.search.label') })).toHaveValue(typed);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  expect(await axeViolations(page)).toEqual([]);

  // The suggestion is a search of its own: a shared name goes on to the participant search.
  await status.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(`${EVENT}/participants?q=${encodeURIComponent(name)}`);
});

test('in Arabic on a phone without JavaScript: a bib opens its row, a typo offers names', async ({
  browser,
  request,
}) => {
  const runner = await runnerWithOwnBib(request);
  const name = await sharedLastName(request);
  const page = await newPage(browser, { viewport: PHONE, javaScriptEnabled: false, colorScheme: 'dark' });
  await page.goto(localized('ar', EVENT));
  await find(page, 'ar', runner.bib);
  await expect(page).toHaveURL(new RegExp(`^[^#]*/ar/event/${EVENT_ID}/contest/marathon/results\\?page=3&`));
  await expect(highlighted(page)).toHaveCount(1);

  await page.goto(localized('ar', EVENT));
  await find(page, 'ar', typo(name));
  await expect(page.getByRole('status')).toContainText(
    msg('ar', 'event.search.didYouMean').split('{names}')[0] ?? '',
  );
  const suggestion = page.getByRole('status').getByRole('link', { name, exact: true });
  await expect(suggestion).toHaveAttribute('href', `/ar${EVENT}?find=${encodeURIComponent(name)}`);
  await suggestion.click();
  await expect(page).toHaveURL(`/ar${EVENT}/participants?q=${encodeURIComponent(name)}`);
  await page.context().close();
});

test('the box and "did you mean" are clean for axe in Arabic, dark, on a phone', async ({
  browser,
  request,
}) => {
  const name = await sharedLastName(request);
  const page = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' });
  await gotoHydrated(page, `${localized('ar', EVENT)}?find=${encodeURIComponent(typo(name))}`);
  await expect(page.getByRole('status').getByRole('link', { name, exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});

test('an event without contests has no search box', async ({ page }) => {
  await page.goto(`/event/${ANNOUNCED_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
});
