/** The Live and Tracking tabs, rendered on the server from the API's current state. */
import { expect, test } from '@playwright/test';
import { BIG, getResults, LIVE, newPage, tabPath, UPCOMING } from '../support/contest';
import { gotoHydrated, msg } from '../support/site';

test('live tab of a finished contest: newest passings, leaders at each checkpoint, ranking', async ({
  page,
  request,
}) => {
  const [winner, second] = (await getResults(request, 'pageSize=2')).items;
  if (!winner || !second) throw new Error('no results');
  await page.goto(tabPath('live'));
  await expect(page.getByText(msg('en', 'contest.live.completed'))).toBeVisible();
  await expect(page.getByRole('link', { name: msg('en', 'contest.live.completed.link') })).toHaveAttribute(
    'href',
    tabPath('results'),
  );
  const passings = page.getByRole('region', { name: msg('en', 'contest.live.passings') });
  await expect(passings.getByRole('listitem')).not.toHaveCount(0);
  await expect(passings.getByRole('listitem').first()).toContainText(/\d:\d\d:\d\d/);

  const leaders = page.getByRole('region', { name: msg('en', 'contest.live.leaders') });
  for (const name of ['10 km', 'Half marathon', '30 km', '40 km', msg('en', 'contest.checkpoint.finish')])
    await expect(leaders.getByRole('heading', { name })).toBeVisible();
  const atFinish = leaders
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: msg('en', 'contest.checkpoint.finish') }) });
  await expect(atFinish.getByRole('listitem')).toHaveCount(3);
  await expect(atFinish.getByRole('listitem').first()).toContainText(winner.name);

  const ranking = page.getByRole('region', { name: msg('en', 'contest.live.ranking') });
  await expect(ranking.locator('tbody tr')).toHaveCount(20);
  await expect(ranking.locator('tbody tr').first()).toContainText(winner.name);
  await expect(ranking.locator('tbody tr').nth(1)).toContainText(second.name);
  await expect(ranking.locator('tbody tr').first()).toContainText(msg('en', 'contest.checkpoint.finish'));
});

test('live tab before the first read says so: not started, or past the gun and waiting for the mats', async ({
  page,
  request,
}) => {
  // The demo's race of today starts in the evening: it is `ongoing` all day, but only past its gun is it under
  // way (waiting for the first read); earlier that day, and for a coming contest, it has not started.
  for (const ref of [LIVE, UPCOMING]) {
    const contest = await request.get(`/api/events/${ref.eventId}/contests/${ref.contestId}`);
    const { state, startTime } = (await contest.json()) as { state: string; startTime: string };
    await page.goto(tabPath('live', ref));
    const isPastGun = state === 'ongoing' && Date.now() >= Date.parse(startTime);
    const key = isPastGun ? 'contest.live.waiting' : 'contest.live.notStarted';
    await expect(page.getByText(msg('en', key))).toBeVisible();
    // "Happening now" only once the gun has gone: never beside "The race has not started yet".
    const happening = page.getByText(msg('en', 'events.state.ongoing'), { exact: true });
    if (isPastGun) await expect(happening.first()).toBeVisible();
    else {
      await expect(happening).toHaveCount(0);
      // Nor "Updating live", once the page's scripts have opened the stream.
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      await page.waitForTimeout(1_000);
      await expect(page.getByText(msg('en', 'contest.live.stream.on'))).toHaveCount(0);
    }
    if (state === 'ongoing' && !isPastGun) {
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/Starts at \d\d:\d\d/);
    }
  }
});

test('live tab in Arabic', async ({ page }) => {
  await page.goto(tabPath('live', BIG, 'ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: msg('ar', 'contest.live.ranking') })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: msg('ar', 'contest.checkpoint.finish') }).first(),
  ).toBeVisible();
});

test('tracking: follow bibs, kept in this browser and in a shareable URL', async ({ page }) => {
  const tracking = tabPath('tracking');
  await gotoHydrated(page, tracking);
  await expect(page.getByText(msg('en', 'contest.tracking.empty'))).toBeVisible();
  await page.getByLabel(msg('en', 'contest.tracking.add')).fill('1, 16 99999');
  await page.getByRole('button', { name: msg('en', 'contest.tracking.follow') }).click();
  await expect(page).toHaveURL(`${tracking}?bibs=1,16,99999`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText(msg('en', 'contest.checkpoint.finish'));
  await expect(cards.nth(0)).toContainText(/2:\d\d:\d\d/);
  await expect(cards.nth(0)).toContainText(msg('en', 'contest.results.col.pace.min_per_km'));
  await expect(cards.nth(2)).toContainText('No participant with bib 99999 in this contest.');

  await cards
    .nth(2)
    .getByRole('link', { name: /Stop following/ })
    .click();
  await expect(page).toHaveURL(`${tracking}?bibs=1,16`);
  // The URL moves before the page renders its list and saves it (an effect): leave only once it is saved, or the
  // next visit finds the old list (the first attempt failed that way on a loaded machine).
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect
    .poll(() => page.evaluate(() => Object.values(window.localStorage).includes('1,16')))
    .toBe(true);

  // Back later without the query: the list comes back from localStorage.
  await page.goto(tracking);
  await expect(page).toHaveURL(`${tracking}?bibs=1,16`);
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('tracking: a whole club pasted at once, beyond the old limit of ten', async ({ page, request }) => {
  const tracking = tabPath('tracking');
  const bibs = (await getResults(request, 'pageSize=30')).items.map((row) => row.bib);
  expect(bibs).toHaveLength(30);
  await gotoHydrated(page, `${tracking}?bibs=`);
  const field = page.getByLabel(msg('en', 'contest.tracking.add'));
  await field.fill(bibs.slice(0, 25).join(' '));
  await page.getByRole('button', { name: msg('en', 'contest.tracking.follow') }).click();
  await expect(page).toHaveURL(`${tracking}?bibs=${bibs.slice(0, 25).join(',')}`);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(25);
  await expect(cards.nth(24)).toContainText(msg('en', 'codes.status.finished'));
  await field.fill(bibs.slice(20).join(','));
  await page.getByRole('button', { name: msg('en', 'contest.tracking.follow') }).click();
  await expect(page).toHaveURL(`${tracking}?bibs=${bibs.join(',')}`);
  await expect(cards).toHaveCount(30);
  await expect(field).toBeEnabled();
});

test('tracking works without JavaScript and from a shared link', async ({ browser }) => {
  const page = await newPage(browser, { javaScriptEnabled: false });
  const tracking = tabPath('tracking');
  await page.goto(`${tracking}?bibs=1`);
  await page.getByLabel(msg('en', 'contest.tracking.add')).fill('16');
  await page.getByRole('button', { name: msg('en', 'contest.tracking.follow') }).click();
  await expect(page).toHaveURL(`${tracking}?bibs=1,16`);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article').first()).toContainText(msg('en', 'codes.status.finished'));
  await page.context().close();
});
