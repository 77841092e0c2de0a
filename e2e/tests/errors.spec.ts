/**
 * Error pages (spec §8): 404 with the path, 503 "try again in a moment" with a way home, and nothing but the status
 * for crawlers. The 503s come from a real outage: the second site's PostgreSQL server is stopped
 * (support/outage-server.mjs), and started again after each test.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  EVENT_ID,
  EVENT_NAME,
  gotoHydrated,
  localized,
  msg,
  OUTAGE_CONTROL_URL,
  OUTAGE_URL,
} from '../support/site';
import { HAS_POSTGRES_BIN } from '../support/postgres-bin';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const NOT_FOUND: [path: string, words: string, message: string][] = [
  ['/no/such/page', 'common.error.notFound', 'Page not found: /no/such/page'],
  ['/event/no-such-event', 'common.error.notFound.event', 'No event is published at /event/no-such-event.'],
  [
    `/event/${EVENT_ID}/contest/no-such-contest/results`,
    'common.error.notFound.contest',
    `This event has no race at /event/${EVENT_ID}/contest/no-such-contest/results.`,
  ],
  [
    `/event/${EVENT_ID}/participants/no-such-runner`,
    'common.error.notFound.participant',
    `This event has no participant at /event/${EVENT_ID}/participants/no-such-runner.`,
  ],
  [`/xx/event/${EVENT_ID}`, 'common.error.notFound', `Page not found: /xx/event/${EVENT_ID}`],
];

for (const [path, words, message] of NOT_FOUND) {
  test(`${path} is a 404 page naming what was not found`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const title = msg('en', `${words}.title`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${title} · Finishline$`));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
}

test('an unknown event says so in Arabic too', async ({ page }) => {
  const response = await page.goto('/ar/event/no-such-event');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    msg('ar', 'common.error.notFound.event.title'),
  );
});

test('the 404 page speaks the language of its prefix', async ({ page }) => {
  const response = await page.goto('/ar/nothing-here');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('ar', 'common.error.notFound.title'));
  await expect(page.getByText('/ar/nothing-here')).toBeVisible();
});

/** Stops (or starts) the outage site's PostgreSQL server. */
async function database(request: APIRequestContext, action: 'stop' | 'start'): Promise<void> {
  const response = await request.post(`${OUTAGE_CONTROL_URL}/db/${action}`, { timeout: 60_000 });
  expect(response.status(), await response.text()).toBe(204);
}

test.describe('while the database is away', () => {
  // One PostgreSQL server for these tests: one at a time, each leaving it running.
  test.describe.configure({ mode: 'serial' });
  test.skip(
    !HAS_POSTGRES_BIN && !process.env.CI,
    'the outage server needs PostgreSQL’s binaries (apt-get install postgresql)',
  );
  test.afterEach(async ({ request }) => database(request, 'start'));

  test('a page not served before is a translated 503 with Retry-After and a way home', async ({
    page,
    request,
  }) => {
    await database(request, 'stop');
    const response = await page.goto(`${OUTAGE_URL}${localized('es', `/event/${EVENT_ID}`)}`);
    expect(response?.status()).toBe(503);
    expect(response?.headers()['retry-after']).toBe('5');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      msg('es', 'common.error.unavailable.title'),
    );
    await expect(page.getByText(msg('es', 'common.error.unavailable.message'))).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByText(EVENT_NAME)).toHaveCount(0);
    const home = page.getByRole('link', { name: msg('es', 'common.error.home') });
    await expect(home).toHaveAttribute('href', '/es');
    // Home is the events list in the same language (itself away for as long as the database is).
    await home.click();
    await expect(page).toHaveURL(`${OUTAGE_URL}/es`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      msg('es', 'common.error.unavailable.title'),
    );
  });

  test('a page served before is still served from the cache', async ({ page, request }) => {
    const results = `${OUTAGE_URL}${localized('fr', `/event/${EVENT_ID}/contest/marathon/results`)}`;
    // The first requests after the database came back may still meet a connection it cut: until it answers.
    await expect.poll(async () => (await request.get(results)).status(), { timeout: 20_000 }).toBe(200);
    await database(request, 'stop');
    const response = await page.goto(results);
    expect(response?.status()).toBe(200);
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    // A runner's page nobody asked for yet cannot be made without the database (the contest's field is in memory,
    // but not which contest the runner is in, nor whether they are still entered).
    const runner = await page
      .locator('table tbody tr a[href*="/participants/"]')
      .first()
      .getAttribute('href');
    expect(runner).toBeTruthy();
    expect((await request.get(`${OUTAGE_URL}${runner}`)).status()).toBe(503);
  });

  test('crawlers get the 503 status and no error page', async ({ request }) => {
    await database(request, 'stop');
    const bot = await request.get(`${OUTAGE_URL}/fr`, { headers: { 'user-agent': GOOGLEBOT } });
    expect(bot.status()).toBe(503);
    expect(await bot.text()).toBe('');
  });

  test('the API says 503 with Retry-After too', async ({ request }) => {
    await database(request, 'stop');
    // A participant nobody asked for: which contest they are in is the database's to say.
    const response = await request.get(`${OUTAGE_URL}/api/events/${EVENT_ID}/participants/nobody-asked`);
    expect(response.status()).toBe(503);
    expect(response.headers()['retry-after']).toBe('5');
    expect(await response.json()).toMatchObject({ error: { code: 'unavailable' } });
  });
});

test('the same pages work when the database answers', async ({ page }) => {
  await page.goto(localized('es', `/event/${EVENT_ID}`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EVENT_NAME);
  await page.goto('/es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('es', 'events.heading'));
});

test('crawlers get the status code and no error page', async ({ request }) => {
  for (const [url, status] of [['/no/such/page', 404]] as const) {
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
  await expect(
    page.getByText(`This event has no participant at /event/${EVENT_ID}/participants/nobody.`),
  ).toBeVisible();
});
