/** axe: zero violations on every contest tab, in English and Arabic, light and dark, desktop and phone. */
import { expect, test } from '@playwright/test';
import {
  axeViolations,
  BIG,
  DESKTOP,
  expectScheme,
  newPage,
  PHONE,
  type Tab,
  TABS,
  tabPath,
} from '../support/contest';
import { LIVE_RACE } from '../support/live-race-ref';
import { gotoHydrated, msg } from '../support/site';

/** Each tab with content to check: followed runners on Tracking, a filtered ranking on Results. */
const QUERY: Partial<Record<Tab, string>> = { tracking: '?bibs=1,16,99999' };

for (const locale of ['en', 'ar'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${locale}, ${scheme}`, () => {
      test.use({ viewport: DESKTOP, colorScheme: scheme });
      for (const tab of TABS) {
        test(`no axe violations on the ${tab} tab`, async ({ page }) => {
          test.setTimeout(60_000);
          await page.goto(`${tabPath(tab, BIG, locale)}${QUERY[tab] ?? ''}`);
          await expectScheme(page, scheme);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test(`no axe violations on a phone (ar, ${scheme}): results with a row open, the contest area, claim errors`, async ({
    browser,
  }) => {
    test.setTimeout(60_000);
    const page = await newPage(browser, { viewport: PHONE, colorScheme: scheme });
    await page.goto(tabPath('results', BIG, 'ar'));
    await expectScheme(page, scheme);
    await page.locator('table details summary').first().click();
    expect(await axeViolations(page), 'results').toEqual([]);
    await page.goto(`/ar/event/${BIG.eventId}/contest`);
    expect(await axeViolations(page), 'contest area').toEqual([]);
    await gotoHydrated(page, tabPath('contact', BIG, 'ar'));
    await page.getByRole('button', { name: msg('ar', 'contest.claim.submit') }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await axeViolations(page), 'claim errors').toEqual([]);
    await page.context().close();
  });
}

for (const locale of ['en', 'ar'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`no axe violations on a race under way (${locale}, ${scheme}): live tab streaming, runners moving on the course`, async ({
      browser,
    }) => {
      test.setTimeout(60_000);
      const page = await newPage(browser, { viewport: PHONE, colorScheme: scheme });
      await gotoHydrated(page, tabPath('live', LIVE_RACE, locale));
      await expect(page.getByText(msg(locale, 'contest.live.stream.on'))).toBeVisible();
      expect(await axeViolations(page), 'live').toEqual([]);
      await gotoHydrated(page, `${tabPath('tracking', LIVE_RACE, locale)}?bibs=1,2`);
      await expect(page.locator('svg [data-marker]').first()).toBeVisible();
      expect(await axeViolations(page), 'tracking').toEqual([]);
      await page.context().close();
    });
  }
}
