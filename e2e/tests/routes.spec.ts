/** Every route of spec §2 answers in the four languages, with lang/dir and a translated title. */
import { expect, test } from '@playwright/test';
import {
  aFinisher,
  CONTEST_ID,
  CONTEST_NAME,
  EVENT_ID,
  EVENT_NAME,
  HTML_LANG,
  LOCALES,
  localized,
  msg,
  type Locale,
} from '../support/site';

const contest = `/event/${EVENT_ID}/contest/${CONTEST_ID}`;

/** Path, and the translated text the page title must contain. */
function routes(participant: { id: string; name: string }): Array<{
  path: string;
  title: (locale: Locale) => string;
  /** The results widget: framed by other sites, without the site's navigation. */
  isBare?: boolean;
}> {
  return [
    { path: '/', title: (l) => msg(l, 'events.meta.title') },
    { path: `/event/${EVENT_ID}`, title: () => EVENT_NAME },
    { path: `/event/${EVENT_ID}/contest`, title: (l) => `${msg(l, 'contest.area.title')} · ${EVENT_NAME}` },
    ...(['live', 'contact', 'results', 'tracking', 'startlist', 'information'] as const).map((tab) => ({
      path: `${contest}/${tab}`,
      title: (l: Locale) => `${msg(l, `contest.tab.${tab}`)} · ${CONTEST_NAME} · ${EVENT_NAME}`,
    })),
    // Not in spec §2: the compare page of issue 15.
    {
      path: `${contest}/compare`,
      title: (l) => `${msg(l, 'compare.title')} · ${CONTEST_NAME} · ${EVENT_NAME}`,
    },
    {
      path: `/event/${EVENT_ID}/participants`,
      title: (l) => `${msg(l, 'participants.list.title')} · ${EVENT_NAME}`,
    },
    {
      path: `/event/${EVENT_ID}/participants/${participant.id}`,
      title: () => `${participant.name} · ${CONTEST_NAME} · ${EVENT_NAME}`,
    },
    // Not in spec §2 either: the developers page and the results widget (docs/embed.md).
    { path: '/developers', title: (l) => msg(l, 'developers.meta.title') },
    {
      path: `/embed/event/${EVENT_ID}/contest/${CONTEST_ID}`,
      title: (l) => msg(l, 'embed.meta.title', { contest: CONTEST_NAME, event: EVENT_NAME }),
      isBare: true,
    },
  ];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity, name: string) => ENTITIES[name] ?? entity);
}

test('the specification has 11 routes; compare, developers and the widget make 14', () => {
  expect(routes({ id: '1', name: 'x' })).toHaveLength(14);
});

for (const locale of LOCALES) {
  test(`all 14 routes answer in ${locale}`, async ({ request }) => {
    // A real participant of the demo data (names are generated): the contest's winner.
    for (const route of routes(await aFinisher(request))) {
      const path = localized(locale, route.path);
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(
        `<html lang="${HTML_LANG[locale]}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`,
      );
      const title = unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      expect(title, path).toContain(route.title(locale));
      expect(title, path).toMatch(/· Finishline$/);
      // The site name and the breadcrumb home link are in the page's language.
      if (route.path !== '/' && !route.isBare)
        expect(html, path).toContain(`>${msg(locale, 'common.nav.events')}<`);
    }
  });
}

test('pages render in the browser with hydration and no console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const locale of LOCALES) {
    await page.goto(localized(locale, `/event/${EVENT_ID}`));
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    await expect(page.getByRole('heading', { level: 1, name: EVENT_NAME })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the contest area links reach every tab with its breadcrumbs', async ({ page }) => {
  await page.goto(`/fr${contest}/results`);
  const tabs = page.getByRole('navigation', { name: msg('fr', 'contest.tabs.label') });
  await tabs.getByRole('link', { name: msg('fr', 'contest.tab.live') }).click();
  await expect(page).toHaveURL(`/fr${contest}/live`);
  await expect(page).toHaveTitle(new RegExp(`^${msg('fr', 'contest.tab.live')} · ${CONTEST_NAME} · `));
  const crumbs = page.getByRole('navigation', { name: msg('fr', 'common.breadcrumb.label') });
  await expect(crumbs.getByRole('link')).toHaveText([
    msg('fr', 'common.nav.events'),
    EVENT_NAME,
    msg('fr', 'contest.area.title'),
    CONTEST_NAME,
  ]);
  await expect(page.getByRole('heading', { name: msg('fr', 'contest.other') })).toBeVisible();
});

test('a contest without a tab opens its results', async ({ page }) => {
  await page.goto(contest);
  await expect(page).toHaveURL(`${contest}/results`);
});
