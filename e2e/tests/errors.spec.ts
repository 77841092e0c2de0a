/**
 * Error pages (spec §8): 404 with the path, 500 with a way home, and nothing but the status for crawlers.
 * The 500s come from a real outage: the second web server's API is unreachable.
 */
import { expect, test } from '@playwright/test';
import { EVENT_ID, EVENT_NAME, gotoHydrated, localized, msg, OUTAGE_URL } from '../support/site';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

for (const path of [
  '/no/such/page',
  '/event/no-such-event',
  `/event/${EVENT_ID}/contest/no-such-contest/results`,
  `/xx/event/${EVENT_ID}`,
]) {
  test(`${path} is a 404 page naming the path`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      msg('en', 'common.error.notFound.title'),
    );
    await expect(page.getByText(`Page not found: ${path}`)).toBeVisible();
    await expect(page).toHaveTitle(/^Page Not Found · Finishline$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
}

test('the 404 page speaks the language of its prefix', async ({ page }) => {
  const response = await page.goto('/ar/nothing-here');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('ar', 'common.error.notFound.title'));
  await expect(page.getByText('/ar/nothing-here')).toBeVisible();
});

test('a failing API gives a 500 page with a way home', async ({ page }) => {
  const response = await page.goto(`${OUTAGE_URL}${localized('es', `/event/${EVENT_ID}`)}`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es', 'common.error.server.title'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByText(EVENT_NAME)).toHaveCount(0);
  const home = page.getByRole('link', { name: msg('es', 'common.error.home') });
  await expect(home).toHaveAttribute('href', '/es');
  // Home is the events list in the same language (itself down for as long as the API is).
  await home.click();
  await expect(page).toHaveURL(`${OUTAGE_URL}/es`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es', 'common.error.server.title'));
});

test('the same pages work when the API answers', async ({ page }) => {
  await page.goto(localized('es', `/event/${EVENT_ID}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENT_NAME);
  await page.goto('/es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es', 'events.heading'));
});

test('crawlers get the status code and no error page', async ({ request }) => {
  for (const [url, status] of [
    ['/no/such/page', 404],
    [`${OUTAGE_URL}/event/${EVENT_ID}`, 500],
    [`${OUTAGE_URL}/fr`, 500],
  ] as const) {
    const bot = await request.get(url, { headers: { 'user-agent': GOOGLEBOT } });
    expect(bot.status(), url).toBe(status);
    expect(await bot.text(), url).toBe('');
    const person = await request.get(url);
    expect(person.status(), url).toBe(status);
    expect(await person.text(), url).toContain('<h1');
  }
});

test('crawlers still get full pages where there is no error', async ({ request }) => {
  const response = await request.get('/fr', {
    headers: { 'user-agent': GOOGLEBOT, 'accept-language': 'ar' },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(msg('fr', 'events.heading'));
});

test('an unknown participant reached by a client navigation shows the 404 page', async ({ page }) => {
  await gotoHydrated(page, `/event/${EVENT_ID}`);
  await page.evaluate(async (to) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter;
    await router.navigate(to);
  }, `/event/${EVENT_ID}/participants/nobody`);
  await expect(page.getByText(`Page not found: /event/${EVENT_ID}/participants/nobody`)).toBeVisible();
});
