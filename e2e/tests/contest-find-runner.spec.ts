/** "Find a runner" on the Results tab: to the best match's page, its row highlighted; a miss says so. */
import { expect, test } from '@playwright/test';
import { axeViolations, getResults, newPage, PHONE, resultRows, tabPath } from '../support/contest';
import { gotoHydrated, msg } from '../support/site';

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

test('a search that finds nobody says so and offers every contest of the event', async ({ page }) => {
  await page.goto(`${RESULTS}?find=${encodeURIComponent('Zzyzx Qwv')}`);
  await expect(resultRows(page).first()).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Zzyzx Qwv');
  await expect(page.locator('table tbody tr[aria-current="true"]')).toHaveCount(0);
  const everywhere = page.getByRole('link', { name: msg('en', 'contest.results.find.everywhere') });
  await expect(everywhere).toHaveAttribute('href', /\/participants\?q=Zzyzx%20Qwv$/);
});
