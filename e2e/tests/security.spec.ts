/**
 * Security of the rendered site: the headers every page carries (and every static file and resource route), a
 * Content-Security-Policy that the pages themselves never violate (inline scripts only by nonce or hash), and
 * hostile names shown as text. The hostile event comes from support/announced-event.json, imported through the
 * real `finishline import bundle`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { EventDetail, StartList } from '@finishline/contract';
import { expect, type Page, test } from '@playwright/test';
import { aFinisher, apiJson, CONTEST_ID, EVENT_ID, gotoHydrated } from '../support/site';

type BundlePerson = { bib: string; firstName: string; lastName: string; club: string };
type Bundle = {
  events: { id: string; name: string; description: string | null }[];
  contests: { eventId: string; id: string; name: string }[];
  participants: BundlePerson[];
};

const bundle = JSON.parse(
  readFileSync(new URL('../support/announced-event.json', import.meta.url), 'utf8'),
) as Bundle;
const HOSTILE = bundle.events.find((event) => event.id === 'hostile-input-5k');
if (!HOSTILE) throw new Error('support/announced-event.json lacks the event hostile-input-5k');
const HOSTILE_CONTEST = bundle.contests.find((contest) => contest.eventId === HOSTILE.id);
if (!HOSTILE_CONTEST) throw new Error('the hostile event has no contest');
const PEOPLE = bundle.participants;
const HOSTILE_STRINGS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\u202Eevil',
  "'; drop table participants; --",
];

const CONTEST_PATH = `/event/${HOSTILE.id}/contest/${HOSTILE_CONTEST.id}`;

/** Headers of every page (events list, detail pages, error pages, every locale). */
function expectSecurityHeaders(headers: Record<string, string>): void {
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  // A fresh nonce for a page rendered for this response alone, hashes for one shared from the cache; the theme
  // script's hash either way.
  const isShared = ['hit', 'miss', 'stale', 'stale-if-error'].includes(headers['x-cache'] ?? '');
  if (isShared) expect(scriptSrc, csp).not.toContain("'nonce-");
  else expect(scriptSrc, csp).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(scriptSrc, csp).toMatch(/'sha256-[A-Za-z0-9+/=]{43}='/);
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toContain('unsafe-eval');
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toMatch(/frame-ancestors [^;]+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
}

/**
 * Records every CSP violation (console message and `securitypolicyviolation` event), script error and dialog
 * of a page. The listener is installed by the browser before any page script runs.
 */
async function watch(page: Page) {
  const problems: string[] = [];
  const dialogs: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect|frame)/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return {
    dialogs,
    async violations(): Promise<string[]> {
      const fromPage = await page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      );
      return [...problems, ...fromPage];
    },
  };
}

/** Nothing hostile became markup: no injected image, no script that is just the payload, no dialog. */
async function expectNothingInjected(page: Page, dialogs: string[]): Promise<void> {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('[onerror]')).toHaveCount(0);
  const payloadScripts = await page
    .locator('script')
    .evaluateAll(
      (scripts) => scripts.filter((script) => /^\s*alert\(\d\)\s*$/.test(script.textContent ?? '')).length,
    );
  expect(payloadScripts).toBe(0);
  expect(await page.evaluate(() => document.querySelectorAll('a[href^="javascript:" i]').length)).toBe(0);
  expect(dialogs).toEqual([]);
}

/** The inline scripts of a page that the CSP must allow (JSON-LD is data, not script). */
function inlineScripts(html: string): { attributes: string; body: string }[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .map(([, attributes = '', body = '']) => ({ attributes, body }))
    .filter(({ attributes }) => !/type="application\/ld\+json"/.test(attributes));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test('every page’s policy allows exactly its own inline scripts: by hash when cached, by a fresh nonce when not', async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (const path of [
    '/',
    '/fr?period=all',
    `/event/${EVENT_ID}`,
    `/ar/event/${EVENT_ID}/contest/${CONTEST_ID}/results`,
    `${CONTEST_PATH}/startlist`,
    '/no/such/page',
  ]) {
    for (const visit of [1, 2]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([200, 404], path).toContain(response.status());
      const headers = response.headers();
      expectSecurityHeaders(headers);
      const policy = headers['content-security-policy'] ?? '';
      const html = await response.text();
      const inline = inlineScripts(html);
      expect(inline.length, path).toBeGreaterThan(1);
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      if (headers['x-cache'] === 'pass') {
        // Rendered for this response alone (an error page): a fresh nonce on every inline script but the theme's.
        expect(nonce, path).toBeTruthy();
        nonces.add(nonce ?? '');
        const withoutNonce = inline.filter(({ attributes }) => !attributes.includes(`nonce="${nonce}"`));
        expect(
          withoutNonce.map(({ body }) => body.slice(0, 27)),
          path,
        ).toEqual(['(function(){var d=document.']);
      } else {
        // Shared from the cache (the second visit at the latest): no nonce at all, every inline script by hash. A
        // stored answer may have gone stale in between (other tests write data): it is still the shared one.
        if (visit === 2) expect(['hit', 'stale'], path).toContain(headers['x-cache']);
        expect(nonce, path).toBeUndefined();
        expect(html, path).not.toContain('nonce=');
        for (const { body } of inline)
          expect(policy, `${path}: ${body.slice(0, 40)}`).toContain(sha256(body));
      }
    }
  }
  expect(nonces.size).toBe(2); // the error page, twice: a new nonce each time
});

test('a page holding hostile strings, cached and sent to a second visitor, is still inert', async ({
  page,
  request,
}) => {
  const path = `${CONTEST_PATH}/results`;
  await request.get(path);
  expect((await request.get(path)).headers()['x-cache']).toBe('hit');
  const { violations, dialogs } = await watch(page);
  await gotoHydrated(page, path);
  await expectNothingInjected(page, dialogs);
  for (const hostile of HOSTILE_STRINGS) {
    await expect(page.getByRole('main').getByText(hostile).filter({ visible: true }).first()).toBeVisible();
  }
  expect(await violations()).toEqual([]);
});

/** Headers of everything else the site serves (static files, resource routes): the same, with a CSP for non-documents. */
function expectNonDocumentHeaders(headers: Record<string, string>, path: string): void {
  // One value each: a second copy of a header would mean two policies (or a malformed one).
  expect(headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], path).toBe('DENY');
  expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d+$/);
}

test('everything else the site serves carries the security headers, with a CSP for non-documents', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
  const stylesheet = /\/assets\/[\w.-]+\.css/.exec(html)?.[0];
  expect(script, 'a script of the page').toBeTruthy();
  expect(stylesheet, 'a stylesheet of the page').toBeTruthy();
  for (const path of [
    script ?? '',
    stylesheet ?? '',
    '/favicon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/build-id.json',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expectNonDocumentHeaders(response.headers(), path);
  }
  // React Router's route manifest: with `initial` discovery (react-router.config.ts) there is none, so the path is
  // unknown: the 404 page, with the page's headers.
  const manifest = await request.get('/__manifest?paths=%2Fevent%2Fx&version=x', { maxRedirects: 0 });
  expect(manifest.status()).toBe(404);
  expectSecurityHeaders(manifest.headers());
});

test('the API answers with helmet’s headers', async ({ request }) => {
  const response = await request.get('/api/events?pageSize=1');
  const headers = response.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  expect(headers['referrer-policy']).toBe('no-referrer');
});

const POLICY_PAGES = [
  '/',
  '/?period=all',
  `/event/${EVENT_ID}`,
  `/event/${EVENT_ID}/contest/${CONTEST_ID}/results`,
  `/event/${EVENT_ID}/contest/${CONTEST_ID}/results?gender=f&page=2`,
  `/ar/event/${EVENT_ID}/contest/${CONTEST_ID}/startlist`,
  'participant',
  '/no/such/page',
];

for (const target of POLICY_PAGES) {
  test(`${target} runs under its policy without a single violation`, async ({ page, request }) => {
    const { violations, dialogs } = await watch(page);
    const path =
      target === 'participant' ? `/event/${EVENT_ID}/participants/${(await aFinisher(request)).id}` : target;
    // Error pages render the error boundary, not App, so they never mark the document hydrated.
    if (path.startsWith('/no/')) await page.goto(path);
    else await gotoHydrated(page, path);
    // Give lazy chunks (the charts) and late inline scripts their chance to be refused.
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(dialogs).toEqual([]);
  });
}

test('a client-side navigation stays within the policy', async ({ page }) => {
  const { violations, dialogs } = await watch(page);
  await gotoHydrated(page, '/?period=all');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/event\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations()).toEqual([]);
  expect(dialogs).toEqual([]);
});

test('the theme script still runs before the app’s scripts (allowed by its hash)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('the API returns hostile names verbatim', async ({ request }) => {
  const list = await apiJson<StartList>(
    request,
    `/api/events/${HOSTILE.id}/contests/${HOSTILE_CONTEST.id}/participants?pageSize=100`,
  );
  const byBib = new Map(list.items.map((item) => [item.bib, item]));
  for (const person of PEOPLE) {
    expect(byBib.get(person.bib)).toMatchObject({
      firstName: person.firstName,
      lastName: person.lastName,
      club: person.club,
    });
  }
  for (const hostile of HOSTILE_STRINGS) {
    expect(PEOPLE.some((person) => person.firstName === hostile)).toBe(true);
    expect(PEOPLE.some((person) => person.club === hostile)).toBe(true);
  }
  const event = await apiJson<EventDetail>(request, `/api/events/${HOSTILE.id}`);
  expect(event.name).toBe(HOSTILE.name);
  expect(event.description).toBe(HOSTILE.description);
});

test('hostile names show as text on the start list and the results', async ({ page }) => {
  const { violations, dialogs } = await watch(page);
  for (const tab of ['startlist', 'results']) {
    await gotoHydrated(page, `${CONTEST_PATH}/${tab}`);
    const main = page.getByRole('main');
    for (const hostile of HOSTILE_STRINGS) {
      // Once as a first name, once as a club: both literally.
      await expect(
        main.getByText(hostile).filter({ visible: true }).first(),
        `${tab}: ${hostile}`,
      ).toBeVisible();
      expect(await main.getByText(hostile).count(), `${tab}: ${hostile}`).toBeGreaterThanOrEqual(2);
    }
    await expectNothingInjected(page, dialogs);
  }
  expect(await violations()).toEqual([]);
});

test('hostile names show as text on participant pages', async ({ page }) => {
  const { violations, dialogs } = await watch(page);
  for (const person of PEOPLE) {
    await gotoHydrated(page, `/event/${HOSTILE.id}/participants/${person.bib}`);
    const main = page.getByRole('main');
    await expect(main.getByText(person.firstName).filter({ visible: true }).first()).toBeVisible();
    await expect(main.getByText(person.club).filter({ visible: true }).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(person.firstName)}`));
    await expectNothingInjected(page, dialogs);
  }
  expect(await violations()).toEqual([]);
});

test('a hostile event name and description stay text, in the page and its JSON-LD', async ({ page }) => {
  const { violations, dialogs } = await watch(page);
  await gotoHydrated(page, '/?period=all');
  await expect(page.getByRole('heading', { level: 2, name: HOSTILE.name })).toBeVisible();
  await gotoHydrated(page, `/event/${HOSTILE.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE.name);
  await expect(page.getByText(HOSTILE.description ?? '')).toBeVisible();
  await expect(page.getByRole('main').locator('b')).toHaveCount(0);
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(json ?? '{}')).toMatchObject({ name: HOSTILE.name, description: HOSTILE.description });
  await gotoHydrated(page, `${CONTEST_PATH}/contact`);
  await expectNothingInjected(page, dialogs);
  expect(await violations()).toEqual([]);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
