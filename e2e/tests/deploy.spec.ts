/** A new deployment or a missing page chunk: full page loads of the right URL, never a reload loop. */
import { expect, type Page, test } from '@playwright/test';
import { tabPath } from '../support/contest';
import { participantsPath } from '../support/participant';
import { EVENT_ID, EVENT_NAME, gotoHydrated, msg, UPCOMING_ID, UPCOMING_NAME } from '../support/site';

const RESULTS = tabPath('results');

/** The server now reports another build, and the page's periodic check (fast-forwarded) notices it. */
async function deployNewBuild(page: Page): Promise<void> {
  await page.route('**/build-id.json', (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  const noticed = page.waitForEvent('console', (message) => message.text().includes('[deploy] new build'));
  await page.clock.fastForward('05:01');
  await noticed;
}

/** Marks the current document; a full page load drops the mark, a client navigation keeps it. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => 'sameDocument' in window);

/** A client-side navigation made by code rather than a link (the router the framework exposes). */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    void router.navigate(to);
  }, path);
}

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

test('after a new deployment, paging and filters load the page they lead to, not another one', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, RESULTS);
  await deployNewBuild(page);
  await markDocument(page);
  // The pager's links are relative to the results route (`.?page=2`).
  const pager = page.getByRole('navigation', { name: msg('en', 'common.pagination.label') });
  await pager.getByRole('link', { name: msg('en', 'common.pagination.next') }).click();
  await expect(page).toHaveURL(`${RESULTS}?page=2`);
  await expect.poll(() => isSameDocument(page)).toBe(false);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  // A filter changes only the query (`navigate({ search })`); the page goes back to 1.
  await deployNewBuild(page);
  await markDocument(page);
  const filters = page.getByRole('search', { name: msg('en', 'contest.results.filters.label') });
  await filters.getByLabel(msg('en', 'contest.col.gender')).selectOption('f');
  await expect(page).toHaveURL(`${RESULTS}?gender=f`);
  await expect.poll(() => isSameDocument(page)).toBe(false);
  await expect(filters.getByLabel(msg('en', 'contest.col.gender'))).toHaveValue('f');
});

test('after a new deployment, a GET form loads its results page with the fields in the query', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, participantsPath);
  await deployNewBuild(page);
  await markDocument(page);
  await page.getByRole('searchbox', { name: msg('en', 'participants.search.label') }).fill('ben');
  await page.getByRole('button', { name: msg('en', 'participants.search.submit') }).click();
  await expect(page).toHaveURL(`${participantsPath}?q=ben`);
  await expect.poll(() => isSameDocument(page)).toBe(false);
});

test('after a new deployment, a form post still goes to the server as a post, not as a page load', async ({
  page,
}) => {
  await page.clock.install();
  await gotoHydrated(page, tabPath('contact'));
  await deployNewBuild(page);
  await markDocument(page);
  // The post itself is stopped on its way (no claim is stored): only how it is sent matters here.
  const posts: string[] = [];
  await page.route('**/*', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts.push(route.request().resourceType());
    return route.abort();
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.getByLabel(msg('en', 'contest.claim.bib')).fill('1234');
  await page.getByLabel(msg('en', 'contest.claim.name')).fill('Test Runner');
  await page.getByLabel(msg('en', 'contest.claim.time')).fill('3:41:07');
  await page.getByLabel(msg('en', 'contest.claim.problem')).selectOption('wrong_time');
  await page
    .getByLabel(msg('en', 'contest.claim.reason'))
    .fill('The 30 km mat missed me; my watch says 3:41:07.');
  await page.getByRole('button', { name: msg('en', 'contest.claim.submit') }).click();
  await expect.poll(() => posts).toEqual(['fetch']);
  expect(documents).toEqual([]);
  expect(await isSameDocument(page)).toBe(true);
});

test('every route is known from the first page: no manifest requests, and the chunk guard covers them all', async ({
  page,
}) => {
  const manifestRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/__manifest')) manifestRequests.push(request.url());
  });
  await page.clock.setFixedTime(new Date());
  await gotoHydrated(page, '/');
  await page.getByRole('link', { name: UPCOMING_NAME }).click();
  await expect(page.getByRole('heading', { level: 1, name: UPCOMING_NAME })).toBeVisible();
  const routeIds = await page.evaluate(() =>
    Object.keys(
      (window as unknown as { __reactRouterManifest: { routes: object } }).__reactRouterManifest.routes,
    ),
  );
  expect(routeIds).toContain('routes/participant');

  // A page no link on this one leads to, with code that fails to load: one full page load of it.
  await page.route('**/assets/participant-*.js', (route) => route.abort());
  const target = `${participantsPath}/nobody`;
  await navigateInApp(page, target);
  await expect(page).toHaveURL(target);
  const reloads = await page.evaluate(() => sessionStorage.getItem('fl-chunk-reloads'));
  expect(Object.keys(JSON.parse(reloads ?? '{}') as object)).toEqual([target]);
  expect(manifestRequests).toEqual([]);
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
  await markDocument(page);
  await page.getByRole('link', { name: UPCOMING_NAME }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
  expect(await isSameDocument(page)).toBe(true);

  // The guard counts by path: the same page with another query does not reload either.
  await gotoHydrated(page, '/?period=all');
  await markDocument(page);
  await navigateInApp(page, `/event/${UPCOMING_ID}?from=list`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Internal Server Error');
  await expect(page).toHaveURL(`/event/${UPCOMING_ID}?from=list`);
  expect(await isSameDocument(page)).toBe(true);

  // Other pages still work.
  await page.unroute('**/assets/event-detail-*.js');
  await gotoHydrated(page, `/event/${EVENT_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: EVENT_NAME })).toBeVisible();
});
