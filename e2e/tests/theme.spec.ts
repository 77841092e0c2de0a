/** Theme: Light / Dark / System in localStorage, applied before first paint, System follows the OS live. */
import { expect, test } from '@playwright/test';
import { gotoHydrated, msg } from '../support/site';

const background = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('a chosen theme survives a reload with no flash', async ({ page }) => {
  await gotoHydrated(page, '/');
  const themes = page.getByRole('group', { name: msg('en', 'common.theme.label') }).first();
  await themes.getByRole('button', { name: msg('en', 'common.theme.dark') }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  const dark = await background(page);

  // Reload without any of the app's scripts: only the inline head script can set the theme, so it
  // is in place when the page is first painted, before hydration.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await background(page)).toBe(dark);
  await page.unroute('**/assets/*.js');

  await page.reload();
  await expect(themes.getByRole('button', { name: msg('en', 'common.theme.dark') })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('the stored choice is the pressed button from the first paint, before the app’s code runs', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const themes = page.getByRole('group', { name: msg('en', 'common.theme.label') }).first();
  const button = (theme: 'light' | 'dark' | 'system') =>
    themes.getByRole('button', { name: msg('en', `common.theme.${theme}`) });
  await button('dark').click();
  await expect(button('dark')).toHaveAttribute('aria-pressed', 'true');
  // The buttons fade between looks (transition-colors): read the pressed one once the fade is over.
  const settledBackground = (theme: 'dark' | 'system') =>
    button(theme).evaluate(async (el) => {
      await Promise.all(el.getAnimations().map((animation) => animation.finished));
      return getComputedStyle(el).backgroundColor;
    });
  const pressedBackground = await settledBackground('dark');

  // The server marks System pressed (it cannot know); with no app code at all, only the inline head
  // script can press Dark (it does so as the parser adds the buttons, before they are painted).
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(button('dark')).toHaveAttribute('aria-pressed', 'true');
  await expect(button('system')).toHaveAttribute('aria-pressed', 'false');
  expect(await settledBackground('dark')).toBe(pressedBackground);
  expect(await settledBackground('system')).not.toBe(pressedBackground);
  await page.unroute('**/assets/*.js');

  // Hydrated, React keeps the same state.
  await gotoHydrated(page, '/');
  await expect(button('dark')).toHaveAttribute('aria-pressed', 'true');
  await expect(button('system')).toHaveAttribute('aria-pressed', 'false');
});

test('light wins over a dark OS, and System follows the OS live', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const themes = page.getByRole('group', { name: msg('en', 'common.theme.label') }).first();
  await themes.getByRole('button', { name: msg('en', 'common.theme.light') }).click();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

  await themes.getByRole('button', { name: msg('en', 'common.theme.system') }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('the theme choice is in the phone menu too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/fr');
  await page.getByText(msg('fr', 'common.nav.menu')).click();
  const menuThemes = page.getByRole('group', { name: msg('fr', 'common.theme.label') }).last();
  await menuThemes.getByRole('button', { name: msg('fr', 'common.theme.dark') }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});
