/** Language: URL prefix, else cookie, else Accept-Language; the switch keeps the page and stores the cookie. */
import { expect, test } from '@playwright/test';
import { CONTEST_ID, EVENT_ID, gotoHydrated, msg } from '../support/site';

test('the locale cookie drives the unprefixed URL', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL ?? '' }]);
  await gotoHydrated(page, `/event/${EVENT_ID}?x=1`);
  await expect(page).toHaveURL(`/ar/event/${EVENT_ID}?x=1`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-MA');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('an English cookie keeps English even for a French browser', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }]);
  const page = await context.newPage();
  await gotoHydrated(page, '/');
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('without a cookie the browser language decides, and is remembered', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await gotoHydrated(page, '/');
  await expect(page).toHaveURL('/es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es', 'events.heading'));
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('es');
  await context.close();
});

test('a malformed locale cookie counts as absent and is replaced', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'fr-FR' });
  await context.addCookies([{ name: 'locale', value: '%E0', url: baseURL ?? '' }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The browser language decides, as with no cookie; the page hydrates and remembers French.
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/fr');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('fr');
  expect(errors).toEqual([]);
  await context.close();
});

test('the prefix wins over the cookie and the browser', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'ar', url: baseURL ?? '' }]);
  await gotoHydrated(page, '/fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('switching language keeps the page and stores the cookie for a year', async ({ page, context }) => {
  await gotoHydrated(page, `/event/${EVENT_ID}/contest/${CONTEST_ID}/results`);
  await page.getByText('English', { exact: true }).first().click();
  await page.getByRole('link', { name: 'Français' }).first().click();
  await expect(page).toHaveURL(`/fr/event/${EVENT_ID}/contest/${CONTEST_ID}/results`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation', { name: msg('fr', 'contest.tabs.label') })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('fr');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365.01);

  // The unprefixed URL now opens in French…
  await gotoHydrated(page, '/');
  await expect(page).toHaveURL('/fr');
  // …until English is chosen again.
  await page.getByText('Français', { exact: true }).first().click();
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page).toHaveURL('/');
});

test('French has a Home entry in the menu, the others only Events', async ({ page }) => {
  await gotoHydrated(page, '/fr');
  const nav = page.getByRole('navigation', { name: msg('fr', 'common.nav.label') }).first();
  await expect(nav.getByRole('link')).toHaveText([
    msg('fr', 'common.nav.home'),
    msg('fr', 'common.nav.events'),
  ]);
  await gotoHydrated(page, '/es');
  await expect(
    page
      .getByRole('navigation', { name: msg('es', 'common.nav.label') })
      .first()
      .getByRole('link'),
  ).toHaveText([msg('es', 'common.nav.events')]);
});
