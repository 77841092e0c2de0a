/**
 * The participants page: search (spec §5: digits search by bib, anything else by name), the search
 * results view, the start-list filters and paging, with and without JavaScript, in English and Arabic.
 */
import { expect, test } from '@playwright/test';
import {
  aFinisher,
  apiSearch,
  getJson,
  participantPath,
  participantsPath,
  stripIsolates,
} from '../support/participant';
import { gotoHydrated, localized, msg } from '../support/site';
import type { StartList } from '@finishline/contract';

test('a bib search goes straight to that participant', async ({ page, request }) => {
  const finisher = await aFinisher(request);
  const { bib, id, name } = finisher.participant;
  // The API's bib search finds exactly this participant: the site redirects only on such a bib= answer.
  const byBib = await apiSearch(request, { bib });
  expect(byBib.total).toBe(1);
  expect(byBib.items[0]?.id).toBe(id);

  await gotoHydrated(page, participantsPath);
  await page.getByRole('searchbox', { name: msg('en', 'participants.search.label') }).fill(` ${bib} `);
  await page.getByRole('button', { name: msg('en', 'participants.search.submit') }).click();
  await expect(page).toHaveURL(participantPath(id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText(msg('en', 'participants.bib', { bib }), { exact: true })).toBeVisible();
});

test('digits are always a bib: an unknown number shows an empty bib search, not a name search', async ({
  page,
  request,
}) => {
  const bib = '9876543';
  expect((await apiSearch(request, { bib })).total).toBe(0);
  await page.goto(`${participantsPath}?q=${bib}`);
  const results = page.locator('section[data-search]');
  await expect(results).toHaveAttribute('data-search', 'bib');
  await expect(results.getByRole('heading', { level: 2 })).toHaveText(
    msg('en', 'participants.search.heading.bib', { bib }),
  );
  await expect(page.getByText(msg('en', 'participants.search.empty.title'))).toBeVisible();
});

test('a name search lists the matches the API finds by text=', async ({ page, request }) => {
  const finisher = await aFinisher(request);
  const text = finisher.participant.lastName;
  const expected = await apiSearch(request, { text });
  expect(expected.total).toBeGreaterThan(0);

  await gotoHydrated(page, participantsPath);
  await page.getByRole('searchbox', { name: msg('en', 'participants.search.label') }).fill(text);
  await page.getByRole('searchbox', { name: msg('en', 'participants.search.label') }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
  const results = page.locator('section[data-search]');
  await expect(results).toHaveAttribute('data-search', 'text');
  await expect(results.getByRole('heading', { level: 2 })).toContainText(text);
  const rows = results.getByRole('list').last().getByRole('listitem');
  await expect(rows).toHaveCount(Math.min(20, expected.items.length));
  for (const [index, hit] of expected.items.slice(0, 5).entries()) {
    await expect(rows.nth(index)).toContainText(hit.name);
    await expect(rows.nth(index).getByRole('link')).toHaveAttribute('href', participantPath(hit.id));
  }
});

test('search works without JavaScript: a GET form, the redirect and the results come from the server', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const finisher = await aFinisher(request);
  await page.goto(participantsPath);
  await page
    .getByRole('searchbox', { name: msg('en', 'participants.search.label') })
    .fill(finisher.participant.bib);
  await page.getByRole('button', { name: msg('en', 'participants.search.submit') }).click();
  await expect(page).toHaveURL(participantPath(finisher.participant.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(finisher.participant.name);

  await page.goto(`${participantsPath}?q=${encodeURIComponent(finisher.participant.lastName)}`);
  await expect(page.locator('section[data-search="text"] ul[aria-label] > li').first()).toBeVisible();
  await context.close();
});

test('Arabic: a search in Arabic script lists Arabic names, right to left', async ({ page, request }) => {
  const text = 'محمد';
  const expected = await apiSearch(request, { text });
  expect(expected.total).toBeGreaterThan(0);
  await gotoHydrated(page, localized('ar', `${participantsPath}?q=${encodeURIComponent(text)}`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const heading = page.locator('section[data-search="text"] h2');
  expect(stripIsolates((await heading.textContent()) ?? '')).toBe(
    msg('ar', 'participants.search.heading.text', { text }),
  );
  const first = expected.items[0];
  if (!first) throw new Error('no hit');
  const hits = page.locator('section[data-search]').getByRole('list').last().getByRole('listitem');
  await expect(hits.first()).toContainText(first.name);
  await expect(hits.first().getByRole('link')).toHaveAttribute(
    'href',
    localized('ar', participantPath(first.id)),
  );
});

test('the list filters by status and pages, the state in the URL', async ({ page, request }) => {
  const dnf = await getJson<StartList>(
    request,
    '/api/events/marrakech-marathon/contests/marathon/participants?status=dnf&pageSize=1',
  );
  await gotoHydrated(page, participantsPath);
  await page.getByLabel(msg('en', 'participants.filters.status')).selectOption('dnf');
  await expect(page).toHaveURL(/status=dnf/);
  await expect(
    page.getByText(`${dnf.total.toLocaleString('en-GB')} participants`, { exact: true }),
  ).toBeVisible();
  const rows = page.getByRole('list', { name: /Marathon/ }).getByRole('listitem');
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText(msg('en', 'codes.status.short.dnf'));

  await page.getByRole('link', { name: msg('en', 'common.pagination.next') }).click();
  await expect(page).toHaveURL(/status=dnf.*page=2|page=2.*status=dnf/);
  await expect(
    page.getByText(
      msg('en', 'common.pagination.page', { page: '2', pages: String(Math.ceil(dnf.total / 50)) }),
    ),
  ).toBeVisible();

  await page.getByRole('link', { name: msg('en', 'participants.filters.clear') }).click();
  await expect(page).not.toHaveURL(/status=/);
});
