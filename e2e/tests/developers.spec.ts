/**
 * The developers page: the widget's snippet (built by a form that works with and without scripts, copied to the
 * clipboard), a preview, the public API's examples; linked from every page's footer, in the sitemap, accessible.
 */
import { axeViolations } from '../support/axe';
import { expect, test } from '@playwright/test';
import { CONTEST_ID, EVENT_ID, gotoHydrated, localized, msg, WEB_PORT } from '../support/site';

const SITE = `http://127.0.0.1:${WEB_PORT}`;

test('the snippet frames the widget, follows the form, and copies', async ({ browser }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await gotoHydrated(page, '/developers');
  await expect(page.getByRole('heading', { level: 1, name: msg('en', 'developers.title') })).toBeVisible();
  const snippet = page.locator('#widget-snippet');
  await expect(snippet).toContainText(`<iframe src="${SITE}/embed/event/`);
  await expect(snippet).toContainText('loading="lazy"');

  // Choose a race, the language, the number of runners and the colours: the snippet and the preview follow.
  await page
    .getByLabel(msg('en', 'developers.form.race'), { exact: true })
    .selectOption(`${EVENT_ID}/${CONTEST_ID}`);
  await page.getByLabel(msg('en', 'developers.form.lang'), { exact: true }).selectOption('fr');
  await page.getByLabel(msg('en', 'developers.form.top'), { exact: true }).fill('5');
  await page.getByLabel(msg('en', 'developers.form.theme'), { exact: true }).selectOption('dark');
  const src = `/fr/embed/event/${EVENT_ID}/contest/${CONTEST_ID}?top=5&theme=dark`;
  await expect(snippet).toContainText(`<iframe src="${SITE}${src}"`);
  await expect(page.getByTestId('widget-preview')).toHaveAttribute('src', src);
  await page.getByTestId('widget-preview').scrollIntoViewIfNeeded();
  await expect(page.frameLocator('[data-testid="widget-preview"]').locator('tbody tr')).toHaveCount(5);

  await page.getByRole('button', { name: msg('en', 'developers.copy'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: msg('en', 'developers.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.textContent());
  await context.close();
});

test('without scripts the form is a GET the server answers with the snippet', async ({ request }) => {
  const query = new URLSearchParams({
    race: `${EVENT_ID}/${CONTEST_ID}`,
    top: '7',
    theme: 'light',
    lang: 'ar',
  });
  const response = await request.get(`/fr/developers?${query.toString()}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(
    `&lt;iframe src=&quot;${SITE}/ar/embed/event/${EVENT_ID}/contest/${CONTEST_ID}?top=7&amp;theme=light&quot;`,
  );
  expect(html).toContain(`src="/ar/embed/event/${EVENT_ID}/contest/${CONTEST_ID}?top=7&amp;theme=light"`);
});

test('the public API section shows versioned examples with real ids', async ({ page }) => {
  await gotoHydrated(page, '/fr/developers');
  await expect(
    page.getByRole('heading', { level: 2, name: msg('fr', 'developers.api.title') }),
  ).toBeVisible();
  const api = page.locator('#api');
  await expect(api).toContainText(`curl "${SITE}/api/v1/events?`);
  await expect(api).toContainText('If-None-Match');
  await expect(api).toContainText('Retry-After');
  await expect(api.getByRole('link', { name: 'openapi.json' })).toHaveAttribute(
    'href',
    `${SITE}/api/v1/openapi.json`,
  );
  await expect(api.getByRole('link', { name: /results\.csv$/ })).toBeVisible();
  await expect(api.getByRole('link', { name: /calendar\.ics$/ })).toBeVisible();
  // Every link of the section answers, under v1, with the rate-limit headers: the examples really work.
  const hrefs = await api
    .locator('a[href^="http"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  expect(hrefs.filter((href) => /\.(csv|json|xml|png|ics)$/.test(href))).toHaveLength(6);
  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    if (href.includes('/api/v1/')) expect(response.headers()['ratelimit-limit'], href).toBeDefined();
  }
  // Code is never translated and reads left to right, on Arabic pages too.
  await gotoHydrated(page, '/ar/developers');
  await expect(page.locator('#api pre').first()).toHaveAttribute('dir', 'ltr');
});

test('every page’s footer links to it, and the sitemap lists it in four languages', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, localized('es', '/'));
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: msg('es', 'developers.footer.link') })
    .click();
  await expect(page).toHaveURL(/\/es\/developers$/);
  await expect(page).toHaveTitle(new RegExp(`^${msg('es', 'developers.meta.title')} · Finishline$`));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/developers', '/es/developers', '/fr/developers', '/ar/developers'])
    expect(sitemap).toContain(`<loc>${SITE}${path}</loc>`);
  expect(sitemap).not.toContain('/embed/');
});

// Both languages and both themes, in two runs: the page's colours do not depend on its language.
for (const [locale, scheme] of [
  ['en', 'light'],
  ['ar', 'dark'],
] as const) {
  test(`no axe violations on the developers page (${locale}, ${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await gotoHydrated(page, localized(locale, '/developers'));
    expect(await axeViolations(page)).toEqual([]);
  });
}
