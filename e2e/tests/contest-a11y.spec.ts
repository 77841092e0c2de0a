/**
 * axe: zero violations on every contest tab, each in two opposite looks (English, light, desktop and Arabic, dark,
 * phone, and so on, tab by tab), so each tab is seen in both languages, both schemes and both layouts, and across the
 * tabs all eight looks are used; then the phone's results with a row open, the contest area and the claim errors,
 * and a race under way.
 */
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
import { type Look } from '../support/axe';
import { LIVE_RACE } from '../support/live-race-ref';
import { gotoHydrated, msg } from '../support/site';

/** Each tab with content to check: followed runners on Tracking, a filtered ranking on Results. */
const QUERY: Partial<Record<Tab, string>> = { tracking: '?bibs=1,16,99999' };

/** The opposite of a look: the other language, scheme and device. */
const opposite = ({ locale, scheme, device }: Look): Look => ({
  locale: locale === 'en' ? 'ar' : 'en',
  scheme: scheme === 'light' ? 'dark' : 'light',
  device: device === 'phone' ? 'desktop' : 'phone',
});
/** The four English looks: with their opposites, all eight looks of the 2 × 2 × 2 matrix. */
const ENGLISH_LOOKS: Look[] = [
  { locale: 'en', scheme: 'light', device: 'desktop' },
  { locale: 'en', scheme: 'dark', device: 'phone' },
  { locale: 'en', scheme: 'light', device: 'phone' },
  { locale: 'en', scheme: 'dark', device: 'desktop' },
];

TABS.forEach((tab, index) => {
  const look = ENGLISH_LOOKS[index % ENGLISH_LOOKS.length] as Look;
  for (const { locale, scheme, device } of [look, opposite(look)]) {
    test.describe(`${locale}, ${scheme}, ${device}`, () => {
      test.use({ viewport: device === 'phone' ? PHONE : DESKTOP, colorScheme: scheme });
      test(`no axe violations on the ${tab} tab`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.goto(`${tabPath(tab, BIG, locale)}${QUERY[tab] ?? ''}`);
        await expectScheme(page, scheme);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});

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
