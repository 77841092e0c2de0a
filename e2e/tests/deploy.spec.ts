/** A new deployment or a missing page chunk: full page loads, never a reload loop. */
import { expect, test } from '@playwright/test';
import { EVENT_ID, EVENT_NAME, gotoHydrated, UPCOMING_ID, UPCOMING_NAME } from '../support/site';

test('after a new deployment the next navigation is a full page load', async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, '/');
  const serverBuild = (await (await page.request.get('/build-id.json')).json()) as { buildId: string };
  expect(serverBuild.buildId).toMatch(/\S/);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // Same build: client-side navigation keeps the document.
  await page.getByRole('link', { name: UPCOMING_NAME }).click();
  await expect(page).toHaveURL(`/event/${UPCOMING_ID}`);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // The server now reports another build; the periodic check notices it…
  await page.route('**/build-id.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  const checked = page.waitForResponse('**/build-id.json');
  await page.clock.fastForward('05:01');
  await checked;
  // …and the next navigation loads a fresh document.
  await page.getByRole('link', { name: 'Events', exact: true }).first().click();
  await expect(page).toHaveURL('/');
  await expect.poll(() => page.evaluate(() => 'sameDocument' in window)).toBe(false);
});

test('a failed build id check is logged', async ({ page }) => {
  await page.clock.install();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await gotoHydrated(page, '/');
  await page.route('**/build-id.json', (route) => route.fulfill({ status: 503, body: 'down' }));
  await page.clock.fastForward('05:01');
  await expect.poll(() => errors.some((text) => text.includes('/build-id.json'))).toBe(true);
});

test('a failed fetch of the route manifest is logged', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/__manifest*', (route) => route.abort());
  await gotoHydrated(page, '/?period=all');
  await expect.poll(() => errors.some((text) => /manifest/i.test(text))).toBe(true);
});

test('a page chunk that fails to load reloads the page once per path, then shows the error page', async ({
  page,
}) => {
  // Frozen clock: the whole test happens within the 10 s guard window, however slow the machine.
  await page.clock.setFixedTime(new Date());
  await gotoHydrated(page, '/?period=all');
  // The event page's code is gone (e.g. an old deployment was removed).
  await page.route('**/assets/event-detail-*.js', (route) => route.abort());

  await page.getByRole('link', { name: UPCOMING_NAME }).click();
  // First failure: a full page load of the target (server-rendered, readable even without its code).
  await expect(page).toHaveURL(`/event/${UPCOMING_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: UPCOMING_NAME })).toBeVisible();
  const reloads = await page.evaluate(() => sessionStorage.getItem('fl-chunk-reloads'));
  expect(Object.keys(JSON.parse(reloads ?? '{}') as object)).toEqual([`/event/${UPCOMING_ID}`]);

  // Within 10 s the same path fails again: no second reload, the error page instead.
  await gotoHydrated(page, '/?period=all');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('link', { name: UPCOMING_NAME }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

  // Other pages still work.
  await page.unroute('**/assets/event-detail-*.js');
  await gotoHydrated(page, `/event/${EVENT_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: EVENT_NAME })).toBeVisible();
});
