/**
 * Page weight budgets (bench/README.md, "First load of /"): the HTML of the marathon's results page (its first page
 * and a deep one, in English and Arabic) and of the events page, and the gzipped JavaScript a first visit to `/`
 * downloads, counted as bench/lighthouse/first-load-js.mjs counts it. These are sizes, not timings: a build serves
 * the same bytes every time. Asked as a desktop Chrome asks, since crawlers get another render.
 */
import { gzipSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { CONTEST_ID, EVENT_ID, localized, type Locale } from '../support/site';

/** HTML budgets in kB of 1,000 bytes; the JavaScript's, as the bench script prints it, in kB of 1,024. */
const HTML_KB = 1000;
const JS_KB = 1024;

const DESKTOP_CHROME = {
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  'accept-language': 'en',
};

const RESULTS = `/event/${EVENT_ID}/contest/${CONTEST_ID}/results`;

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: DESKTOP_CHROME, maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return (await response.body()).toString('utf8');
}

function recordSize(name: string, bytes: number): void {
  test.info().annotations.push({ type: 'size', description: `${name}: ${bytes} bytes` });
}

for (const locale of ['en', 'ar'] as const satisfies readonly Locale[]) {
  for (const page of [1, 40]) {
    const path = `${localized(locale, RESULTS)}${page > 1 ? `?page=${page}` : ''}`;
    test(`the results page ${path} is at most 150 kB of HTML`, async ({ request }) => {
      const body = await html(request, path);
      // A real page of results, not an error page that happens to be small.
      expect(body.match(/<tr id="p-/g)).toHaveLength(100);
      const bytes = Buffer.byteLength(body);
      recordSize(path, bytes);
      expect(bytes).toBeLessThanOrEqual(150 * HTML_KB);
    });
  }

  const events = localized(locale, '/');
  test(`the events page ${events} is at most 55 kB of HTML`, async ({ request }) => {
    const body = await html(request, events);
    expect(body.match(/<article\b/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
    const bytes = Buffer.byteLength(body);
    recordSize(events, bytes);
    expect(bytes).toBeLessThanOrEqual(55 * HTML_KB);
  });
}

test('a first visit to / downloads at most 124 kB of gzipped JavaScript', async ({ request }) => {
  const body = await html(request, '/');
  // What the page loads before it runs: its module preloads, its scripts and the modules its inline scripts import.
  const sources = new Set<string>();
  for (const [, href] of body.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    sources.add(href ?? '');
  for (const [, src] of body.matchAll(/<script[^>]+src="([^"]+)"/g)) sources.add(src ?? '');
  for (const [, module] of body.matchAll(/import[^"]*"([^"]+\.js)"/g)) sources.add(module ?? '');
  sources.delete('');
  expect([...sources].some((source) => source.includes('entry.client'))).toBe(true);
  let gzipped = 0;
  for (const source of sources) {
    const response = await request.get(source);
    expect(response.status(), source).toBe(200);
    gzipped += gzipSync(await response.body(), { level: 9 }).length;
  }
  recordSize(`JavaScript of / in ${sources.size} files, gzipped`, gzipped);
  // 124 kB: bench/README.md says what the last 4 kB are and where to cut them.
  expect(gzipped).toBeLessThanOrEqual(124 * JS_KB);
});
