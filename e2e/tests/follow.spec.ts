/**
 * Follow my people, no account (issue 15): stars on the results, the start list, the participant pages and the
 * participants list, kept in localStorage as the Tracking tab's list; a whole club at once; the My runners page.
 */
import type { StartList } from '@finishline/contract';
import { expect, type Page, test } from '@playwright/test';
import {
  axeViolations,
  BIG,
  contestApi,
  expectScheme,
  getResults,
  newPage,
  PHONE,
  tabPath,
} from '../support/contest';
import { apiJson, EVENT_ID, gotoHydrated, type Locale, localized, msg } from '../support/site';

const myRunners = (locale: Locale, search = '') =>
  localized(locale, `/event/${EVENT_ID}/my-runners${search}`);

/** A row's star, found by its accessible name as people hear it. */
function star(page: Page, locale: Locale, name: string, isFollowed: boolean) {
  const key = isFollowed ? 'follow.star.unfollow' : 'follow.star.follow';
  return page.getByRole('button', { name: msg(locale, key, { name }), exact: true });
}

for (const locale of ['en', 'ar'] as const) {
  test(`${locale}: a starred runner is highlighted after a reload, in the start list, Tracking and My runners`, async ({
    page,
    request,
  }) => {
    const runner = (await getResults(request, 'pageSize=3')).items[1];
    if (!runner) throw new Error('no results');
    const results = tabPath('results', BIG, locale);

    // The server cannot see the device's list: every star comes unpressed, the same size as pressed.
    const html = await (await request.get(results)).text();
    const stars = html.match(/<button[^>]*class="star-toggle"[^>]*>/g) ?? [];
    expect(stars).toHaveLength(100);
    expect(stars.filter((tag) => tag.includes('aria-pressed="false"'))).toHaveLength(100);

    await gotoHydrated(page, results);
    const row = page.locator(`#p-${runner.id}`);
    await expect(row).not.toHaveClass(/bg-star-soft/);
    const size = async (isFollowed: boolean) => {
      const box = await star(page, locale, runner.name, isFollowed).boundingBox();
      return box && { width: box.width, height: box.height };
    };
    const before = await size(false);
    await star(page, locale, runner.name, false).click();
    await expect(star(page, locale, runner.name, true)).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toHaveClass(/bg-star-soft/);
    expect(await size(true)).toEqual(before);

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(star(page, locale, runner.name, true)).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toHaveClass(/bg-star-soft/);

    // The start list, narrowed to the bib.
    await gotoHydrated(page, `${tabPath('startlist', BIG, locale)}?q=${runner.bib}`);
    await expect(star(page, locale, runner.name, true)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('table tbody tr').first()).toHaveClass(/bg-star-soft/);

    // Tracking: the star is its list.
    await gotoHydrated(page, tabPath('tracking', BIG, locale));
    await expect(page).toHaveURL(new RegExp(`\\?bibs=${runner.bib}$`));
    const card = page.getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(runner.name);
    await expect(card).toContainText(msg(locale, 'follow.mark'));

    // My runners, from the event page's link with the count.
    await gotoHydrated(page, localized(locale, `/event/${EVENT_ID}`));
    const link = page.getByRole('link', { name: new RegExp(msg(locale, 'follow.title')) });
    await expect(link).toContainText('1');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/my-runners\\?runners=${BIG.contestId}:${runner.bib}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'follow.title'));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Marathon']);
    const item = page.locator(`li[data-bib="${runner.bib}"]`);
    await expect(item.getByRole('link', { name: runner.name })).toHaveAttribute(
      'href',
      localized(locale, `/event/${EVENT_ID}/participants/${runner.id}`),
    );
    await expect(item).toContainText(msg(locale, 'contest.checkpoint.finish'));
    await expect(item).toContainText(/\d:\d\d:\d\d/);
    await expect(page.getByRole('link', { name: msg(locale, 'follow.group.tracking') })).toHaveAttribute(
      'href',
      `${tabPath('tracking', BIG, locale)}?bibs=${runner.bib}`,
    );

    // Unstarred here, it stays until the list is shown again, which the page offers.
    await star(page, locale, runner.name, true).click();
    await expect(star(page, locale, runner.name, false)).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('link', { name: msg(locale, 'follow.changed.link') }).click();
    await expect(page).toHaveURL(new RegExp(`/my-runners\\?runners=$`));
    await expect(page.getByText(msg(locale, 'follow.empty.title'))).toBeVisible();
  });

  test(`${locale}: a whole club followed and unfollowed at once, race by race`, async ({ page, request }) => {
    const club = 'Correcaminos Madrid';
    const query = `?club=${encodeURIComponent(club)}&pageSize=200`;
    const [marathon, half] = await Promise.all(
      ['marathon', 'half'].map((contestId) =>
        apiJson<StartList>(request, contestApi({ eventId: EVENT_ID, contestId }, `/participants${query}`)),
      ),
    );
    if (!marathon || !half) throw new Error('no start lists');
    expect(marathon.total).toBeGreaterThan(1);
    expect(half.total).toBeGreaterThan(0);
    const clubList = (contestId: string) =>
      localized(
        locale,
        `/event/${EVENT_ID}/participants?contest=${contestId}&club=${encodeURIComponent(club)}`,
      );

    await gotoHydrated(page, clubList('marathon'));
    const rows = page.getByRole('list', { name: /·/ }).getByRole('listitem');
    await expect(rows.first()).toContainText(club);
    const panel = page.getByRole('region', { name: club });
    // The count is the race's, the one the list shows — not the whole event's.
    await expect(panel).toContainText('Marathon');
    const followAll = panel.getByRole('button').first();
    await expect(followAll).toContainText(String(marathon.total));
    await expect(followAll).not.toContainText(String(marathon.total + half.total));
    await expect(followAll).toContainText(club);
    // Nothing of the club followed: no "Unfollow", no limit to explain.
    await expect(panel.getByRole('button')).toHaveCount(1);
    await expect(panel.getByTestId('club-follow-limit')).toHaveCount(0);

    await followAll.click();
    await expect(followAll).toBeDisabled();
    await expect(followAll).toHaveText(msg(locale, 'follow.club.follow.done'));
    await expect(panel.getByRole('status')).toContainText(String(marathon.total));
    const unfollowAll = panel.getByRole('button').nth(1);
    await expect(unfollowAll).toContainText(String(marathon.total));
    const first = marathon.items[0];
    if (!first) throw new Error('no club runner');
    await expect(star(page, locale, first.name, true).first()).toHaveAttribute('aria-pressed', 'true');
    await expect(rows.first()).toHaveClass(/bg-star-soft/);

    // My runners: the device's list, this race's runners of the club.
    await panel.getByRole('link', { name: msg(locale, 'follow.title') }).click();
    // A page of 150 runners' passings: slow on a busy machine.
    await expect(page).toHaveURL(/\/my-runners\?runners=marathon:[^;]+$/, { timeout: 30_000 });
    await expect(page.locator('li[data-bib]')).toHaveCount(marathon.total, { timeout: 20_000 });

    // The club's other race is a link away, counted for itself.
    await gotoHydrated(page, clubList('marathon'));
    await panel.getByRole('link', { name: new RegExp(`\\(${half.total}\\)`) }).click();
    await expect(page).toHaveURL(/contest=half/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(panel.getByRole('button').first()).toContainText(String(half.total));
    await expect(panel.getByRole('button')).toHaveCount(1);

    await gotoHydrated(page, clubList('marathon'));
    await panel.getByRole('button').nth(1).click();
    await expect(star(page, locale, first.name, false).first()).toHaveAttribute('aria-pressed', 'false');
    await expect(panel.getByRole('button')).toHaveCount(1);
    await expect(panel.getByRole('button').first()).toBeEnabled();
  });

  test(`${locale}: a club larger than the room left says, before the click, what it follows`, async ({
    page,
    request,
  }) => {
    const club = 'Correcaminos Madrid';
    const marathon = await apiJson<StartList>(
      request,
      contestApi(BIG, `/participants?club=${encodeURIComponent(club)}&pageSize=200`),
    );
    expect(marathon.total).toBeGreaterThan(5);
    // 195 others already followed in the race: 5 places left of the 200 a list holds.
    const others = Array.from({ length: 195 }, (_, i) => `X${i + 1}`).join(',');
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      },
      [`finishline:tracking:${EVENT_ID}:marathon`, others] as const,
    );
    await gotoHydrated(
      page,
      localized(locale, `/event/${EVENT_ID}/participants?contest=marathon&club=${encodeURIComponent(club)}`),
    );
    const panel = page.getByRole('region', { name: club });
    const limit = panel.getByTestId('club-follow-limit');
    await expect(limit).toContainText('200');
    await expect(limit).toContainText(String(marathon.total - 5));
    const followAll = panel.getByRole('button').first();
    await expect(followAll).toContainText('5');
    await expect(followAll).not.toContainText(String(marathon.total));
    await followAll.click();
    await expect(panel.getByRole('status')).toContainText('5');
    await expect(followAll).toBeDisabled();
    await expect(followAll).toHaveText(msg(locale, 'follow.club.follow.full'));
    await expect(limit).toHaveText(msg(locale, 'follow.club.limit.full', { max: '200' }));
    const stored = await page.evaluate(() =>
      localStorage.getItem('finishline:tracking:marrakech-marathon:marathon'),
    );
    expect(stored?.split(',')).toHaveLength(200);
    // The first five of the club by bib.
    expect(stored?.split(',').slice(195)).toEqual(marathon.items.slice(0, 5).map((item) => item.bib));
  });

  test(`${locale}: My runners compares the runners ticked, the first four to start with`, async ({
    page,
    request,
  }) => {
    const runners = (await getResults(request, 'pageSize=6')).items;
    expect(runners).toHaveLength(6);
    await gotoHydrated(
      page,
      myRunners(locale, `?runners=${BIG.contestId}:${runners.map((r) => r.bib).join(',')}`),
    );
    const section = page.getByRole('region', { name: 'Marathon' });
    await expect(section.getByTestId('compare-limit')).toBeVisible();
    const box = (index: number) =>
      section.getByRole('checkbox', {
        name: msg(locale, 'follow.compare.pick', { name: runners[index]?.name ?? '' }),
      });
    for (const index of [0, 1, 2, 3]) await expect(box(index)).toBeChecked();
    for (const index of [4, 5]) {
      await expect(box(index)).not.toBeChecked();
      await expect(box(index)).toBeDisabled();
    }
    const compare = section.getByRole('button', { name: /4/ });
    await expect(compare).toBeEnabled();

    // Swap the second for the sixth.
    await box(1).uncheck();
    await expect(box(5)).toBeEnabled();
    await box(5).check();
    await compare.click();
    const picked = [0, 2, 3, 5].map((index) => runners[index]?.bib).join(',');
    await expect(page).toHaveURL(
      new RegExp(
        `${localized(locale, `/event/${EVENT_ID}/contest/${BIG.contestId}/compare`)}\\?bibs=${picked}$`,
      ),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'compare.title'));
    await expect(page.getByText(runners[5]?.name ?? '?').first()).toBeVisible();
  });
}

test('a star in one tab shows in another; a shared list says it is not mine', async ({
  browser,
  request,
}) => {
  const runner = (await getResults(request, 'pageSize=1')).items[0];
  if (!runner) throw new Error('no results');
  const first = await newPage(browser);
  const second = await first.context().newPage();
  await gotoHydrated(first, tabPath('results'));
  await gotoHydrated(second, tabPath('results'));
  await star(first, 'en', runner.name, false).click();
  await expect(star(second, 'en', runner.name, true)).toHaveAttribute('aria-pressed', 'true');

  await gotoHydrated(second, myRunners('en', `?runners=${BIG.otherId}:1`));
  await expect(second.getByText(msg('en', 'follow.changed'))).toBeVisible();
  await second.getByRole('link', { name: msg('en', 'follow.changed.link') }).click();
  await expect(second).toHaveURL(myRunners('en', `?runners=${BIG.contestId}:${runner.bib}`));
  await first.context().close();
});

test('My runners renders a shared list without JavaScript, and explains an empty one', async ({
  browser,
}) => {
  const page = await newPage(browser, { javaScriptEnabled: false });
  await page.goto(myRunners('en', `?runners=${BIG.contestId}:1,16;${BIG.otherId}:!!`));
  await expect(page.locator('li[data-bib]')).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Marathon']);
  await expect(page.getByRole('button', { name: /^Unfollow / }).first()).toBeHidden();
  await page.goto(myRunners('en'));
  await expect(page.getByText(msg('en', 'follow.empty.title'))).toBeVisible();
  await page.context().close();
});

for (const locale of ['en', 'ar'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`${locale}, ${scheme}: no axe violations on My runners (list, empty, phone)`, async ({
      browser,
    }) => {
      const page = await newPage(browser, { colorScheme: scheme });
      await page.context().addInitScript(() => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('finishline:tracking:marrakech-marathon:marathon', '1,16,99999');
      });
      await gotoHydrated(page, myRunners(locale));
      await expect(page).toHaveURL(/runners=marathon:1,16,99999/);
      await expect(page.locator('li[data-bib]')).toHaveCount(2);
      await expectScheme(page, scheme);
      expect(await axeViolations(page), `${locale} ${scheme} list`).toEqual([]);

      await page.setViewportSize(PHONE);
      expect(await axeViolations(page), `${locale} ${scheme} phone`).toEqual([]);

      await gotoHydrated(page, myRunners(locale, '?runners='));
      await expect(page.getByText(msg(locale, 'follow.empty.title'))).toBeVisible();
      expect(await axeViolations(page), `${locale} ${scheme} empty`).toEqual([]);
      await page.context().close();
    });
  }
}

test('a shared Tracking link or going back to an older list never replaces the stars of the device', async ({
  page,
  request,
}) => {
  const [first, second] = (await getResults(request, 'pageSize=2')).items;
  if (!first || !second) throw new Error('no results');
  const key = `finishline:tracking:${BIG.eventId}:${BIG.contestId}`;
  await gotoHydrated(page, tabPath('results', BIG));
  await star(page, 'en', first.name, false).click();
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBe(first.bib);

  // Someone's shared list: shown, not saved over the device's.
  await gotoHydrated(page, `${tabPath('tracking', BIG)}?bibs=${second.bib}`);
  await expect(page.getByText(second.name).first()).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(first.bib);

  // The device's own edits on the tab still save; going back to the older URL does not undo them.
  await gotoHydrated(page, tabPath('tracking', BIG));
  await expect(page).toHaveURL(new RegExp(`bibs=${first.bib}$`));
  await gotoHydrated(page, tabPath('results', BIG));
  await star(page, 'en', second.name, false).click();
  await expect
    .poll(() => page.evaluate((k) => localStorage.getItem(k), key))
    .toBe(`${first.bib},${second.bib}`);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/tracking/);
  expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(`${first.bib},${second.bib}`);
});

test('once a star is pressed, My runners (n) is on every contest tab and on the participant page', async ({
  page,
  request,
}) => {
  const runner = (await getResults(request, 'pageSize=3')).items[2];
  if (!runner) throw new Error('no results');
  await gotoHydrated(page, tabPath('results', BIG));
  await star(page, 'en', runner.name, false).click();
  const link = page.getByRole('link', { name: new RegExp(`^${msg('en', 'follow.title')}`) });
  for (const tab of ['information', 'startlist', 'tracking', 'results', 'live', 'contact'] as const) {
    await gotoHydrated(page, tabPath(tab, BIG));
    await expect(link.first(), tab).toContainText('1');
    await expect(link.first()).toHaveAttribute('href', /\/my-runners\?/);
  }
  await gotoHydrated(page, `/event/${EVENT_ID}/participants/${encodeURIComponent(runner.id)}`);
  await expect(link.first()).toContainText('1');
});
