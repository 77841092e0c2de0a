/**
 * axe: zero violations on the events list and an event page, in the four looks that pair en and ar, light and dark,
 * phone and desktop (support/axe.ts PAIRWISE_LOOKS).
 */
import { expect, test } from '@playwright/test';
import { axeViolations, PAIRWISE_LOOKS, VIEWPORTS } from '../support/axe';
import { EVENT_ID, gotoHydrated, HTML_LANG, localized, msg } from '../support/site';

for (const { locale, scheme, device } of PAIRWISE_LOOKS) {
  test.describe(`${locale}, ${scheme}, ${device}`, () => {
    test.use({ viewport: VIEWPORTS[device], colorScheme: scheme });

    test('no axe violations on the events list and an event page', async ({ page }) => {
      for (const path of ['/', '/?period=all', `/event/${EVENT_ID}`]) {
        await gotoHydrated(page, localized(locale, path));
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        expect(await axeViolations(page), `${locale} ${scheme} ${device} ${path}`).toEqual([]);
      }
    });
  });
}

test('"Skip to content" moves focus to the content, with no new history entry and no warning', async ({
  page,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') messages.push(message.text());
  });
  await gotoHydrated(page, '/');
  const before = await page.evaluate(() => window.history.length);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: msg('en', 'common.skip') });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  expect(await page.evaluate(() => window.history.length)).toBe(before);
  expect(messages.filter((text) => /blocker/i.test(text))).toEqual([]);
});
