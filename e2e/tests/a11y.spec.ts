/** axe: zero violations on the events list and an event page, en and ar, light and dark, phone and desktop. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { EVENT_ID, localized } from '../support/site';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

for (const locale of ['en', 'ar'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      test(`no axe violations: ${locale}, ${scheme}, ${device}`, async ({ browser }) => {
        const context = await browser.newContext({
          viewport,
          colorScheme: scheme,
          userAgent:
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
        });
        const page = await context.newPage();
        for (const path of ['/?period=all', `/event/${EVENT_ID}`]) {
          await page.goto(localized(locale, path).replace(/^\/(es|fr|ar)\/\?/, '/$1?'));
          await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
            .analyze();
          const summary = results.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
          expect(summary, `${locale} ${scheme} ${device} ${path}`).toEqual([]);
        }
        await context.close();
      });
    }
  }
}
