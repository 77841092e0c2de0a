/**
 * axe on the participants list, a search, a finisher's page with its charts and a DNF's page: en and
 * ar, light and dark, phone and desktop.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { aFinisher, aNonFinisher, participantPath, participantsPath } from '../support/participant';
import { gotoHydrated, localized, msg } from '../support/site';

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

const PAGES: Record<string, { path: (request: APIRequestContext) => Promise<string>; hasCharts?: boolean }> =
  {
    'the participants list': { path: async () => participantsPath },
    'a name search': {
      path: async (request) =>
        `${participantsPath}?q=${encodeURIComponent((await aFinisher(request)).participant.lastName)}`,
    },
    "a finisher's page with its charts": {
      path: async (request) => participantPath((await aFinisher(request)).participant.id),
      hasCharts: true,
    },
    "a DNF's page": {
      path: async (request) => participantPath((await aNonFinisher(request)).participant.id),
    },
  };

for (const locale of ['en', 'ar'] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [device, viewport] of Object.entries(VIEWPORTS)) {
      test.describe(`${locale}, ${scheme}, ${device}`, () => {
        test.use({ viewport, colorScheme: scheme });

        for (const [name, { path, hasCharts }] of Object.entries(PAGES)) {
          test(`no axe violations on ${name}`, async ({ page, request }) => {
            await gotoHydrated(page, localized(locale, await path(request)));
            await expect(page.locator('html')).toHaveClass(
              scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
            );
            if (hasCharts) {
              await page
                .getByRole('heading', { name: msg(locale, 'participants.charts.heading') })
                .scrollIntoViewIfNeeded();
              await expect(
                page.getByRole('img', { name: msg(locale, 'participants.charts.pace.title') }),
              ).toBeVisible();
              await expect(page.locator('[role="status"][aria-busy]')).toHaveCount(0);
            }
            const results = await new AxeBuilder({ page })
              .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
              .analyze();
            const summary = results.violations.map(
              (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
            );
            expect(summary).toEqual([]);
          });
        }
      });
    }
  }
}
