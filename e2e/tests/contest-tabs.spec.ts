/** The contest area: the event's contests, the six tabs with their own URLs, and the other contests beside them. */
import { expect, test } from '@playwright/test';
import { BIG, LIVE, newPage, PHONE, TABS, tabPath } from '../support/contest';
import { EVENT_ID, EVENT_NAME, gotoHydrated, HTML_LANG, localized, msg } from '../support/site';

test('the contest area lists the event’s contests with links into each', async ({ page }) => {
  await page.goto(`/event/${EVENT_ID}/contest`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'contest.area.title'));
  await expect(page.getByRole('article')).toHaveCount(2);
  await page
    .getByRole('article')
    .filter({ hasText: BIG.otherName })
    .getByRole('link', { name: msg('en', 'event.contest.startlist') })
    .click();
  await expect(page).toHaveURL(tabPath('startlist', { eventId: EVENT_ID, contestId: BIG.otherId }));
});

test('an event with a single contest opens that contest', async ({ page }) => {
  await page.goto(`/ar/event/${LIVE.eventId}/contest`);
  await expect(page).toHaveURL(tabPath('results', LIVE, 'ar'));
});

for (const locale of ['en', 'ar'] as const) {
  test(`every tab has its URL, its heading and the other contests (${locale})`, async ({ page }) => {
    // Seven tabs and two other pages, one after another.
    test.setTimeout(60_000);
    await gotoHydrated(page, tabPath('results', BIG, locale));
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const nav = page.getByRole('navigation', { name: msg(locale, 'contest.tabs.label') });
    await expect(nav.getByRole('link')).toHaveText(TABS.map((tab) => msg(locale, `contest.tab.${tab}`)));
    for (const tab of TABS) {
      await nav.getByRole('link', { name: msg(locale, `contest.tab.${tab}`), exact: true }).click();
      await expect(page).toHaveURL(tabPath(tab, BIG, locale));
      await expect(
        page.getByRole('heading', { level: 2, name: msg(locale, `contest.tab.${tab}`) }),
      ).toBeVisible();
      await expect(
        nav.getByRole('link', { name: msg(locale, `contest.tab.${tab}`), exact: true }),
      ).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle(
        new RegExp(`^${msg(locale, `contest.tab.${tab}`)} · Marathon · ${EVENT_NAME}`),
      );
    }
    const others = page.getByRole('region', { name: msg(locale, 'contest.other') });
    await others.getByRole('link', { name: new RegExp(BIG.otherName) }).click();
    await expect(page).toHaveURL(tabPath('contact', { eventId: EVENT_ID, contestId: BIG.otherId }, locale));
    await others.getByRole('link', { name: msg(locale, 'contest.other.all') }).click();
    await expect(page).toHaveURL(localized(locale, `/event/${EVENT_ID}/contest`));
  });

  test(`each tab renders on the server, without JavaScript (${locale})`, async ({ browser }) => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    for (const tab of TABS) {
      const response = await page.goto(tabPath(tab, BIG, locale));
      expect(response?.status(), tab).toBe(200);
      await expect(
        page.getByRole('heading', { level: 2, name: msg(locale, `contest.tab.${tab}`) }),
      ).toBeVisible();
    }
    await page.context().close();
  });
}

test('phones see all six tabs at once, and the other contests below the tab', async ({ browser }) => {
  const page = await newPage(browser, { viewport: PHONE });
  await page.goto(tabPath('information'));
  const nav = page.getByRole('navigation', { name: msg('en', 'contest.tabs.label') });
  for (const tab of TABS)
    await expect(nav.getByRole('link', { name: msg('en', `contest.tab.${tab}`) })).toBeInViewport();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  const tabBox = await page
    .getByRole('heading', { level: 2, name: msg('en', 'contest.tab.information') })
    .boundingBox();
  const otherBox = await page.getByRole('heading', { name: msg('en', 'contest.other') }).boundingBox();
  expect(otherBox?.y ?? 0).toBeGreaterThan(tabBox?.y ?? 0);
  await page.context().close();
});
