/**
 * axe on the participants list, a search, a finisher's page with its charts and a DNF's page, each in the four looks
 * that pair en and ar, light and dark, phone and desktop (support/axe.ts PAIRWISE_LOOKS).
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { axeViolations, PAIRWISE_LOOKS, VIEWPORTS } from '../support/axe';
import { aFinisher, aNonFinisher, participantPath, participantsPath } from '../support/participant';
import { gotoHydrated, localized, msg } from '../support/site';

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

for (const { locale, scheme, device } of PAIRWISE_LOOKS) {
  test.describe(`${locale}, ${scheme}, ${device}`, () => {
    test.use({ viewport: VIEWPORTS[device], colorScheme: scheme });

    for (const [name, { path, hasCharts }] of Object.entries(PAGES)) {
      test(`no axe violations on ${name}`, async ({ page, request }) => {
        await gotoHydrated(page, localized(locale, await path(request)));
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        if (hasCharts) {
          await page
            .getByRole('heading', { name: msg(locale, 'participants.charts.heading') })
            .scrollIntoViewIfNeeded();
          await expect(
            page.getByRole('img', { name: msg(locale, 'participants.charts.pace.title') }),
          ).toBeVisible();
          await expect(page.locator('[role="status"][aria-busy]')).toHaveCount(0);
        }
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}
