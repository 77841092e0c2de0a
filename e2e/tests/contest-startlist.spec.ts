/** The Start list tab: bib, name, club, nation, age group and gender; search, filters and paging in the URL. */
import type { StartList } from '@finishline/contract';
import { expect, test } from '@playwright/test';
import { contestApi, newPage, PHONE, resultRows, tabPath } from '../support/contest';
import { apiJson, gotoHydrated, msg } from '../support/site';

const START_LIST = tabPath('startlist');

test('lists entrants by bib with their nation as a name and a code', async ({ page }) => {
  await page.goto(START_LIST);
  await expect(page.locator('table thead th')).toHaveText([
    msg('en', 'contest.col.bib'),
    msg('en', 'contest.col.name'),
    msg('en', 'contest.col.club'),
    msg('en', 'contest.col.nation'),
    msg('en', 'contest.col.ageGroup'),
    msg('en', 'contest.col.gender'),
  ]);
  await expect(resultRows(page)).toHaveCount(100);
  await expect(resultRows(page).first().locator('td').first()).toHaveText('1');
  const nation = resultRows(page).first().locator('td').nth(3);
  await expect(nation.locator('[translate="no"]')).toHaveText(/^[A-Z]{2}$/);
  await expect(nation).toContainText(/France|Morocco|Spain|United Kingdom|Germany|Kenya|Belgium|Portugal/);
  await expect(page.getByText('Showing 1–100 of 20,500')).toBeVisible();
});

test('a number finds a bib, words find names; filters land in the URL', async ({ page, request }) => {
  await gotoHydrated(page, START_LIST);
  const search = page.getByRole('search', { name: msg('en', 'contest.startlist.filters.label') });
  await search.getByLabel(msg('en', 'contest.startlist.search')).fill('1234');
  await search.getByRole('button', { name: msg('en', 'contest.filters.apply') }).click();
  await expect(page).toHaveURL(`${START_LIST}?q=1234`);
  await expect(resultRows(page)).toHaveCount(1);
  await expect(resultRows(page).first().locator('td').first()).toHaveText('1234');

  const someone = (await apiJson<StartList>(request, contestApi(undefined, '/participants?bib=1234')))
    .items[0];
  if (!someone) throw new Error('no bib 1234');
  await search.getByLabel(msg('en', 'contest.startlist.search')).fill(someone.lastName);
  await search.getByLabel(msg('en', 'contest.col.gender')).selectOption(someone.gender);
  await expect(page).toHaveURL(
    new RegExp(
      `\\?q=${encodeURIComponent(someone.lastName).replace(/%20/g, '(\\+|%20)')}&gender=${someone.gender}$`,
    ),
  );
  const query = new URLSearchParams({ text: someone.lastName, gender: someone.gender, pageSize: '100' });
  const matches = await apiJson<StartList>(request, contestApi(undefined, `/participants?${query}`));
  await expect(resultRows(page)).toHaveCount(matches.items.length);
  await expect(resultRows(page).first()).toContainText(matches.items[0]?.name ?? '');

  await search.getByRole('link', { name: msg('en', 'contest.filters.clear') }).click();
  await expect(page).toHaveURL(START_LIST);
  await expect(search.getByLabel(msg('en', 'contest.startlist.search'))).toHaveValue('');
});

test('filters by nation and club, pages, and works without JavaScript', async ({ browser }) => {
  const page = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(START_LIST);
  const search = page.getByRole('search', { name: msg('en', 'contest.startlist.filters.label') });
  await search.getByLabel(msg('en', 'contest.col.nation')).selectOption('ES');
  await search.getByRole('button', { name: msg('en', 'contest.filters.apply') }).click();
  await expect(page).toHaveURL(/\/startlist\?q=&club=&gender=&ageGroup=&nation=ES$/);
  // The URL changes as the next document starts to load, before its rows are there: read them once they are.
  const nations = page.locator('table tbody td:nth-child(4) [translate="no"]');
  await expect.poll(async () => new Set(await nations.allTextContents())).toEqual(new Set(['ES']));
  await page
    .getByRole('navigation', { name: msg('en', 'common.pagination.label') })
    .getByRole('link', { name: msg('en', 'common.pagination.next') })
    .click();
  await expect(page).toHaveURL(/\?nation=ES&page=2$/);
  await expect(search.getByLabel(msg('en', 'contest.col.nation'))).toHaveValue('ES');

  await page.goto(`${START_LIST}?club=Correcaminos%20Madrid`);
  const clubs = await page.locator('table tbody td:nth-child(3)').allTextContents();
  expect(clubs.length).toBeGreaterThan(0);
  expect(new Set(clubs)).toEqual(new Set(['Correcaminos Madrid']));
  await page.goto(`${START_LIST}?q=zzzzqqq`);
  await expect(page.getByText(msg('en', 'contest.startlist.empty.filtered'))).toBeVisible();
  await page.context().close();
});

test('on a phone the list fits the screen', async ({ browser }) => {
  const page = await newPage(browser, { viewport: PHONE });
  await page.goto(START_LIST);
  await expect(resultRows(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.context().close();
});

test('Arabic start list: right to left with country names in Arabic', async ({ page }) => {
  await page.goto(tabPath('startlist', undefined, 'ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('table tbody')).toContainText(/المغرب|فرنسا|إسبانيا/);
  await expect(page.locator('table tbody')).not.toContainText(/[٠-٩]/);
});
