/** Canonical URLs, hreflang alternates, Open Graph, JSON-LD, sitemap.xml and robots.txt. */
import { get as httpGet } from 'node:http';
import { expect, test } from '@playwright/test';
import type { EventDetail } from '@finishline/contract';
import { aFinisher, apiJson, CONTEST_ID, EVENT_ID, EVENT_NAME, msg } from '../support/site';

test('every page has a canonical URL and hreflang alternates', async ({ page, baseURL }) => {
  await page.goto(`/fr/event/${EVENT_ID}?utm=x`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/fr/event/${EVENT_ID}`,
  );
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
    );
  expect(alternates).toEqual([
    `en ${baseURL}/event/${EVENT_ID}`,
    `es ${baseURL}/es/event/${EVENT_ID}`,
    `fr ${baseURL}/fr/event/${EVENT_ID}`,
    `ar-MA ${baseURL}/ar/event/${EVENT_ID}`,
    `x-default ${baseURL}/event/${EVENT_ID}`,
  ]);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', EVENT_NAME);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^${msg('fr', 'types.running')} à Marrakech, Maroc`),
  );
});

test('event pages describe a SportsEvent in JSON-LD', async ({ page, request }) => {
  const event = await apiJson<EventDetail>(request, `/api/events/${EVENT_ID}`);
  await page.goto(`/event/${EVENT_ID}`);
  const json = await page.locator('script[type="application/ld+json"]').textContent();
  const data: unknown = JSON.parse(json ?? '{}');
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: EVENT_NAME,
    sport: msg('en', 'types.running'),
    startDate: event.dateFrom,
    endDate: event.dateTo,
    location: { '@type': 'Place', address: { addressLocality: 'Marrakech', addressCountry: 'MA' } },
    subEvent: event.contests.map((contest) => ({
      '@type': 'SportsEvent',
      name: `${EVENT_NAME} — ${contest.name}`,
      startDate: contest.startTime,
    })),
  });
  expect(data).toHaveProperty('subEvent.length', 2);
});

test('sitemap.xml lists the pages in four languages and robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/ar/event/${EVENT_ID}</loc>`);
  expect(xml).toContain(`<loc>${baseURL}/es/event/${EVENT_ID}/contest/${CONTEST_ID}/results</loc>`);
  expect(xml).toContain(`hreflang="x-default" href="${baseURL}/"`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('absolute URLs come from PUBLIC_URL, never from a hostile Host or X-Forwarded-Host', async ({
  baseURL,
  request: api,
}) => {
  const { id } = await aFinisher(api);
  const paths = [
    '/',
    `/event/${EVENT_ID}`,
    `/fr/event/${EVENT_ID}/contest/${CONTEST_ID}/results`,
    `/ar/event/${EVENT_ID}/participants/${encodeURIComponent(id)}`,
    `/developers?event=${EVENT_ID}`,
    `/embed/event/${EVENT_ID}/contest/${CONTEST_ID}`,
    '/sitemap.xml',
    '/robots.txt',
    `/api/events/${EVENT_ID}/calendar.ics`,
    `/api/events/${EVENT_ID}/contests/${CONTEST_ID}/calendar.ics`,
  ];
  const origin = new URL(baseURL ?? '');
  for (const path of paths) {
    // Node's own request: a browser may not set Host.
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpGet(
        {
          host: origin.hostname,
          port: origin.port,
          path,
          headers: {
            host: 'evil.example',
            'x-forwarded-host': 'evil.example',
            'x-forwarded-proto': 'https',
            'accept-encoding': 'identity',
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on('error', reject);
    });
    expect(status, path).toBe(200);
    expect(body, path).not.toContain('evil.example');
    // Every absolute URL the site builds: canonical, hreflang, Open Graph, sitemap, robots, calendar, widget.
    const built = [
      ...body.matchAll(/<link[^>]*rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g),
      ...body.matchAll(/<meta[^>]*property="og:(?:url|image)"[^>]*content="([^"]+)"/g),
      ...body.matchAll(/<loc>([^<]+)<\/loc>/g),
      ...body.matchAll(/xhtml:link[^>]*href="([^"]+)"/g),
      ...body.matchAll(/^Sitemap: (\S+)/gm),
      ...body.matchAll(/^URL:(\S+)/gm),
    ].map(([, url]) => url ?? '');
    if (!/^\/(developers|embed)/.test(path)) expect(built.length, path).toBeGreaterThan(0);
    for (const url of built) expect(url.startsWith(`${baseURL}/`), `${path}: ${url}`).toBe(true);
    if (path.startsWith('/developers') || path.startsWith('/embed')) {
      expect(body, path).toContain(`${baseURL}/`);
    }
  }
});

test('pages carry the cache tags of the answers they show (Surrogate-Key, Cache-Tag)', async ({
  request,
}) => {
  const { id } = await aFinisher(request);
  const keysOf = async (path: string) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['cache-tag'], path).toBe(headers['surrogate-key']?.split(' ').join(','));
    return (headers['surrogate-key'] ?? '').split(' ');
  };
  expect(await keysOf('/fr/')).toEqual(expect.arrayContaining(['site', 'catalog']));
  expect(await keysOf(`/event/${EVENT_ID}`)).toEqual(
    expect.arrayContaining(['site', `event:${EVENT_ID}`, `overview:${EVENT_ID}`]),
  );
  expect(await keysOf(`/ar/event/${EVENT_ID}/contest/${CONTEST_ID}/results?page=3`)).toEqual(
    expect.arrayContaining([`event:${EVENT_ID}`, `contest:${EVENT_ID}/${CONTEST_ID}`]),
  );
  expect(await keysOf(`/es/event/${EVENT_ID}/participants/${encodeURIComponent(id)}`)).toEqual(
    expect.arrayContaining([`contest:${EVENT_ID}/${CONTEST_ID}`, `participant:${EVENT_ID}/${id}`]),
  );
});
