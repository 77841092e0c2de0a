/** axe: zero violations on the events list and an event page, en and ar, light and dark, phone and desktop. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { EVENT_ID, gotoHydrated, HTML_LANG, localized } from '../support/site';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

for (const locale of ['en', 'ar'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      test.describe(`${locale}, ${scheme}, ${device}`, () => {
        test.use({ viewport, colorScheme: scheme });

        test('no axe violations on the events list and an event page', async ({ page }) => {
          for (const path of ['/', '/?period=all', `/event/${EVENT_ID}`]) {
            await gotoHydrated(page, localized(locale, path));
            await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
            await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
            await expect(page.locator('html')).toHaveClass(
              scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
            );
            const results = await new AxeBuilder({ page })
              .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
              .analyze();
            const summary = results.violations.map(
              (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
            expect(summary, `${locale} ${scheme} ${device} ${path}`).toEqual([]);
          }
        });
      });
    }
  }
}
