/** Error pages (spec §8): 404 with the path, 500 with a way home, and nothing but the status for crawlers. */
import { expect, test } from '@playwright/test';
import { gotoHydrated, localized, msg } from '../support/site';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

for (const path of [
  '/no/such/page',
  '/event/no-such-event',
  '/event/duathlon-lyon/contest/no-such-contest/results',
  '/xx/event/duathlon-lyon',
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
  const response = await page.goto(localized('es', '/event/broken-event'));
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es', 'common.error.server.title'));
  await page.getByRole('link', { name: msg('es', 'common.error.home') }).click();
  await expect(page).toHaveURL('/es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es', 'events.heading'));
});

test('crawlers get the status code and no error page', async ({ request }) => {
  for (const [path, status] of [
    ['/no/such/page', 404],
    ['/event/broken-event', 500],
  ] as const) {
    const bot = await request.get(path, { headers: { 'user-agent': GOOGLEBOT } });
    expect(bot.status()).toBe(status);
    expect(await bot.text()).toBe('');
    const person = await request.get(path);
    expect(person.status()).toBe(status);
    expect(await person.text()).toContain('<h1');
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
  await gotoHydrated(page, '/event/duathlon-lyon');
  await page.evaluate(async () => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
    ).__reactRouterDataRouter;
    await router.navigate('/event/duathlon-lyon/participants/nobody');
  });
  await expect(page.getByText('Page not found: /event/duathlon-lyon/participants/nobody')).toBeVisible();
});
