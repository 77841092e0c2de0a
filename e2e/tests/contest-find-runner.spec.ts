/**
 * "Find a runner" on the Results tab: to the best match's page, its row highlighted; a miss says so, and offers
 * the names nearest to it ("did you mean").
 */
import { expect, test } from '@playwright/test';
import type { SearchResult } from '@finishline/contract';
import { axeViolations, BIG, getResults, newPage, PHONE, resultRows, tabPath } from '../support/contest';
import { apiJson, gotoHydrated, msg } from '../support/site';

const RESULTS = tabPath('results');

/** A runner on the third page of the results (100 a page). */
async function thirdPageRunner(request: Parameters<typeof getResults>[0]) {
  const page3 = await getResults(request, 'page=3&pageSize=100');
  const runner = page3.items[17];
  if (!runner) throw new Error('no third page');
  return runner;
}

test('a bib jumps to its page of the results with the row highlighted, and the row is in view', async ({
  page,
  request,
}) => {
  // Two renders of a 100-row results page of the 20,500-runner marathon and an axe scan of it (8 s alone on a loaded
  // machine, measured in a trace): past 30 s when the run's first workers start together.
  test.slow();
  const runner = await thirdPageRunner(request);
  await gotoHydrated(page, RESULTS);
  await page.getByRole('searchbox', { name: msg('en', 'contest.results.find.label') }).fill(runner.bib);
  await page.getByRole('button', { name: msg('en', 'contest.results.find.submit') }).click();
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);
  const row = page.locator('table tbody tr[aria-current="true"]');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').nth(1)).toHaveText(runner.bib);
  await expect(row).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: runner.bib })).toHaveCount(1);
  expect(await axeViolations(page)).toEqual([]);
});

test('a name finds the best match without JavaScript, in Arabic on a phone', async ({ browser, request }) => {
  const runner = await thirdPageRunner(request);
  const page = await newPage(browser, { viewport: PHONE, javaScriptEnabled: false });
  await page.goto(tabPath('results', undefined, 'ar'));
  await page.getByRole('searchbox', { name: msg('ar', 'contest.results.find.label') }).fill(runner.name);
  await page.getByRole('button', { name: msg('ar', 'contest.results.find.submit') }).click();
  const row = page.locator('table tbody tr[aria-current="true"]');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link').first()).toHaveText(runner.name);
  await expect(page).toHaveURL(/^[^#]*\/ar\/event\/.*highlight=/);
  await page.context().close();
});

test('namesakes: the best placed is found, and the others are one link away from its row', async ({
  page,
  request,
}) => {
  const name = 'Said Tazi';
  const search = await apiJson<SearchResult>(
    request,
    `/api/events/${BIG.eventId}/search/participants?text=${encodeURIComponent(name)}&contest=${BIG.contestId}&pageSize=100`,
  );
  const namesakes = search.items.filter((hit) => hit.name === name);
  expect(namesakes.length).toBeGreaterThan(1);
  const places = namesakes.map((hit) => hit.overallPlace ?? Infinity);
  // The search lists them best placed first…
  expect(places).toEqual([...places].sort((a, b) => a - b));
  const best = namesakes[0];
  if (!best) throw new Error('no namesake');
  // …and the results tab jumps to that one.
  await page.goto(`${RESULTS}?find=${encodeURIComponent(name)}`);
  const row = page.locator('table tbody tr[aria-current="true"]');
  await expect(row.locator('td').nth(1)).toHaveText(best.bib);
  await expect(row).toBeInViewport();
  const others = row.getByRole('link', {
    name: `See the ${search.total - 1} other runners who match, best placed first`,
  });
  await expect(others).toBeInViewport();
  await others.click();
  await expect(page).toHaveURL(/\/participants\?q=Said(\+|%20)Tazi&contest=marathon$/);
  await expect(page.getByRole('link', { name }).first()).toHaveAttribute(
    'href',
    new RegExp(`/participants/${best.id}$`),
  );
});

test('a search that finds nobody says so and offers every contest of the event', async ({ page }) => {
  await page.goto(`${RESULTS}?find=${encodeURIComponent('Zzyzx Qwv')}`);
  await expect(resultRows(page).first()).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Zzyzx Qwv');
  await expect(page.locator('table tbody tr[aria-current="true"]')).toHaveCount(0);
  const everywhere = page.getByRole('link', { name: msg('en', 'contest.results.find.everywhere') });
  await expect(everywhere).toHaveAttribute('href', /\/participants\?q=Zzyzx%20Qwv$/);
});

/** A typo of `word`: its third letter typed twice ("Alaoui" → "Alaaoui"). */
function typo(word: string): string {
  const letters = Array.from(word);
  return [...letters.slice(0, 3), ...letters.slice(2)].join('');
}

/** A runner on the third page whose last name is one word of five letters or more (a typo of it finds nobody). */
async function oneWordLastName(request: Parameters<typeof getResults>[0]) {
  const page3 = await getResults(request, 'page=3&pageSize=100');
  const runner = page3.items.find((item) => /^\p{L}{5,}$/u.test(item.lastName));
  if (!runner) throw new Error('no one-word last name on the third page');
  return runner;
}

const DID_YOU_MEAN = (locale: 'en' | 'ar') =>
  msg(locale, 'event.search.didYouMean').split('{names}')[0] ?? '';

test('a typo finds nobody and offers the names nearest to it, each a search of its own', async ({
  page,
  request,
}) => {
  // axe over a page of 100 result rows takes a while.
  test.slow();
  const runner = await oneWordLastName(request);
  const typed = typo(runner.lastName);
  // What the API suggests for it in this contest: the runner's own last name among them.
  const answer = await apiJson<SearchResult>(
    request,
    `/api/events/${BIG.eventId}/search/participants?text=${encodeURIComponent(typed)}&contest=${BIG.contestId}`,
  );
  expect(answer.total).toBe(0);
  expect(answer.suggestions).toContain(runner.lastName);

  await gotoHydrated(page, RESULTS);
  await page.getByRole('searchbox', { name: msg('en', 'contest.results.find.label') }).fill(typed);
  await page.getByRole('button', { name: msg('en', 'contest.results.find.submit') }).click();
  const status = page.getByRole('status');
  await expect(status).toContainText(typed);
  await expect(status).toContainText(DID_YOU_MEAN('en'));
  const offered = status
    .getByRole('link')
    .filter({ hasNotText: msg('en', 'contest.results.find.everywhere') });
  await expect(offered).toHaveText(answer.suggestions ?? []);
  expect(await axeViolations(page)).toEqual([]);

  await offered.filter({ hasText: runner.lastName }).first().click();
  await expect(page).toHaveURL(/[?&]highlight=/);
  await expect(page.locator('table tbody tr[aria-current="true"]')).toContainText(runner.lastName);
});

test('a typo without JavaScript, in Arabic, on a phone: the suggestions are links', async ({
  browser,
  request,
}) => {
  const runner = await oneWordLastName(request);
  const page = await newPage(browser, { viewport: PHONE, javaScriptEnabled: false, colorScheme: 'dark' });
  await page.goto(`${tabPath('results', undefined, 'ar')}?find=${encodeURIComponent(typo(runner.lastName))}`);
  await expect(page.getByRole('status')).toContainText(DID_YOU_MEAN('ar'));
  const suggestion = page.getByRole('status').getByRole('link', { name: runner.lastName, exact: true });
  await expect(suggestion).toHaveAttribute(
    'href',
    new RegExp(`\\?find=${encodeURIComponent(runner.lastName)}$`),
  );
  await suggestion.click();
  await expect(page).toHaveURL(/^[^#]*\/ar\/event\/.*highlight=/);
  await expect(page.locator('table tbody tr[aria-current="true"]')).toHaveCount(1);
  await page.context().close();
});

test('"did you mean" is clean for axe in Arabic, dark, on a phone', async ({ browser, request }) => {
  test.slow();
  const runner = await oneWordLastName(request);
  const page = await newPage(browser, { viewport: PHONE, colorScheme: 'dark' });
  await gotoHydrated(
    page,
    `${tabPath('results', undefined, 'ar')}?find=${encodeURIComponent(typo(runner.lastName))}`,
  );
  await expect(
    page.getByRole('status').getByRole('link', { name: runner.lastName, exact: true }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.context().close();
});

for (const tab of ['information', 'tracking', 'live', 'contact'] as const) {
  test(`the ${tab} tab finds a runner too: the search opens their row in the results`, async ({
    page,
    request,
  }) => {
    const runner = await thirdPageRunner(request);
    await gotoHydrated(page, tabPath(tab));
    const box = page.getByRole('search', { name: msg('en', 'contest.results.find.label') });
    await box.getByRole('searchbox').fill(runner.bib);
    await box.getByRole('button', { name: msg('en', 'contest.results.find.submit') }).click();
    await expect(page).toHaveURL(/\/results\?page=3(&|$)/);
    await expect(page.locator('table tbody tr[aria-current="true"] td').nth(1)).toHaveText(runner.bib);
  });
}
