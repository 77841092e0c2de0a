/** The site menu: its entries and which one is the current page, on wide screens and in the phone menu. */
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated, msg, UPCOMING_ID } from '../support/site';

const nav = (page: Page, name: string) => page.getByRole('navigation', { name }).first();

test('on the French home page only Events is the current page, not Home too', async ({ page }) => {
  await gotoHydrated(page, '/fr');
  const menu = nav(page, msg('fr', 'common.nav.label'));
  const home = menu.getByRole('link', { name: msg('fr', 'common.nav.home'), exact: true });
  const events = menu.getByRole('link', { name: msg('fr', 'common.nav.events'), exact: true });
  await expect(home).toHaveAttribute('href', '/fr');
  await expect(events).toHaveAttribute('aria-current', 'page');
  await expect(home).not.toHaveAttribute('aria-current');
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);

  // Elsewhere neither is current.
  await gotoHydrated(page, `/fr/event/${UPCOMING_ID}`);
  await expect(nav(page, msg('fr', 'common.nav.label')).locator('[aria-current]')).toHaveCount(0);
});

test('the phone menu marks the current page the same way', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/fr');
  await page.getByText(msg('fr', 'common.nav.menu')).click();
  const menu = page.getByRole('navigation', { name: msg('fr', 'common.nav.label') }).last();
  await expect(menu.getByRole('link', { name: msg('fr', 'common.nav.events'), exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
});

test('English has no Home entry; Events is current on the list', async ({ page }) => {
  await gotoHydrated(page, '/');
  const menu = nav(page, msg('en', 'common.nav.label'));
  await expect(menu.getByRole('link')).toHaveText([msg('en', 'common.nav.events')]);
  await expect(menu.getByRole('link')).toHaveAttribute('aria-current', 'page');
});
