/**
 * The results widget (docs/embed.md) framed by a page of another origin, as an organiser's site frames it: only the
 * widget may be framed, it follows `top`, `theme` and the language of its URL, and it is accessible.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { axeViolations } from '../support/axe';
import { expect, type Page, test } from '@playwright/test';
import { LIVE_RACE } from '../support/live-race-ref';
import { CONTEST_ID, CONTEST_NAME, EVENT_ID, EVENT_NAME, msg, WEB_PORT } from '../support/site';

const SITE = `http://127.0.0.1:${WEB_PORT}`;
const WIDGET = `/embed/event/${EVENT_ID}/contest/${CONTEST_ID}`;

/** The organiser's site: another origin (another port), whose page frames `src` of the site under test. */
let organiser: Server;
let organiserOrigin: string;

test.beforeAll(async () => {
  organiser = createServer((req, res) => {
    const src = new URL(req.url ?? '/', 'http://organiser').searchParams.get('src') ?? '/';
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Our race</title></head><body>' +
        `<h1>Our race</h1><iframe src="${SITE}${src}" title="Results" width="100%" height="600" style="border:0"></iframe>` +
        '</body></html>',
    );
  });
  await new Promise<void>((resolve) => organiser.listen(0, '127.0.0.1', resolve));
  organiserOrigin = `http://127.0.0.1:${(organiser.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => organiser.close(resolve));
});

/** Opens the organiser's page framing `src`; the site's answer to the frame's request. */
async function openFramed(page: Page, src: string) {
  const answer = page.waitForResponse((response) => response.url() === `${SITE}${src}`);
  await page.goto(`${organiserOrigin}/?src=${encodeURIComponent(src)}`);
  return answer;
}

/** Relative luminance of a CSS rgb() colour, 0 (black) to 1 (white). */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

test('another site frames the widget: top 5, in French, in dark colours', async ({ page }) => {
  const src = `/fr${WIDGET}?top=5&theme=dark`;
  const answer = await openFramed(page, src);
  expect(answer.status()).toBe(200);
  const headers = answer.headers();
  expect(headers['content-security-policy']).toMatch(/(?:^|; )frame-ancestors \*(?:;|$)/);
  expect(headers['x-frame-options']).toBeUndefined();

  const frame = page.frameLocator('iframe');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(frame.getByRole('heading', { level: 1, name: CONTEST_NAME })).toBeVisible();
  await expect(frame.getByText(EVENT_NAME)).toBeVisible();
  await expect(frame.locator('tbody tr')).toHaveCount(5);
  await expect(frame.getByRole('columnheader', { name: msg('fr', 'embed.col.bib') })).toBeVisible();
  await expect(frame.getByRole('columnheader', { name: msg('fr', 'embed.col.time') })).toBeVisible();
  // The winner's place.
  await expect(frame.locator('tbody tr').first().locator('td').first()).toHaveText('1');

  // Dark colours: the `dark` class, light text on a dark ground.
  await expect(frame.locator('html')).toHaveClass(/\bdark\b/);
  const colours = await frame
    .locator('body')
    .evaluate((body) => [getComputedStyle(body).backgroundColor, getComputedStyle(body).color]);
  expect(luminance(colours[0] ?? '')).toBeLessThan(0.1);
  expect(luminance(colours[1] ?? '')).toBeGreaterThan(0.6);

  // No site header, footer or navigation: a bare widget.
  await expect(frame.locator('header nav, footer')).toHaveCount(0);
  await expect(frame.getByRole('link', { name: msg('fr', 'common.nav.events') })).toHaveCount(0);

  // The full results open on the site, in a new tab.
  const full = frame.getByRole('link', {
    name: new RegExp(msg('fr', 'embed.fullResults', { site: 'Finishline' })),
  });
  await expect(full).toHaveAttribute('href', `${SITE}/fr/event/${EVENT_ID}/contest/${CONTEST_ID}/results`);
  await expect(full).toHaveAttribute('target', '_blank');
  await expect(full).toHaveAttribute('rel', /\bnoopener\b/);
});

test('any other page refuses to be framed by another site', async ({ page }) => {
  const src = `/fr/event/${EVENT_ID}/contest/${CONTEST_ID}/results`;
  const answer = await openFramed(page, src);
  const headers = answer.headers();
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['content-security-policy']).toMatch(/(?:^|; )frame-ancestors 'none'(?:;|$)/);
  // The browser shows none of the site in the frame.
  const child = page.mainFrame().childFrames()[0];
  await expect.poll(() => child?.url() ?? '').not.toContain(SITE);
  await expect(page.frameLocator('iframe').getByRole('heading', { name: CONTEST_NAME })).toHaveCount(0);
  await expect(page.frameLocator('iframe').locator('html[data-hydrated]')).toHaveCount(0);
});

test('the widget in Arabic reads right to left', async ({ page }) => {
  await openFramed(page, `/ar${WIDGET}?top=3&theme=light`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ar-MA');
  await expect(frame.locator('tbody tr')).toHaveCount(3);
  await expect(frame.getByRole('columnheader', { name: msg('ar', 'embed.col.place') })).toBeVisible();
  await expect(frame.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('the theme of the URL wins over the visitor’s, with no script needed and no flash', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Without the app's scripts: only what the server rendered (and the inline theme script) sets the colours.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${WIDGET}?theme=light`);
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.goto(`${WIDGET}?theme=auto`);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('invalid parameters fall back to the defaults, and an unknown race is a bare 404', async ({
  request,
}) => {
  const fallback = await request.get(`${WIDGET}?top=5000&theme=purple`);
  expect(fallback.status()).toBe(200);
  const html = await fallback.text();
  expect(html.match(/<tr\b/g)).toHaveLength(11); // the head's row and the default 10
  const missing = await request.get(`/fr/embed/event/no-such-event/contest/${CONTEST_ID}`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-frame-options']).toBeUndefined();
  const body = await missing.text();
  expect(body).toContain(msg('fr', 'common.error.notFound.event.title'));
  expect(body).not.toContain('<footer');
});

test('the live widget follows a race under way', async ({ page }) => {
  test.setTimeout(45_000);
  const src = `/embed/event/${LIVE_RACE.eventId}/contest/${LIVE_RACE.contestId}?live=1`;
  await page.goto(src);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByText(msg('en', 'embed.live'), { exact: true })).toBeVisible();
  // Every 15 s it reads the standings again.
  const reload = await page.waitForRequest((request) => /\/embed\/.*\.data/.test(request.url()), {
    timeout: 25_000,
  });
  expect(reload.url()).toContain(`/embed/event/${LIVE_RACE.eventId}/contest/${LIVE_RACE.contestId}`);
});

for (const [locale, theme] of [
  ['fr', 'dark'],
  ['ar', 'light'],
  ['en', 'auto'],
] as const) {
  test(`no axe violations on the widget (${locale}, ${theme})`, async ({ page }) => {
    await page.goto(`${locale === 'en' ? '' : `/${locale}`}${WIDGET}?top=10&theme=${theme}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await axeViolations(page)).toEqual([]);
  });
}
