/** Canonical URLs, hreflang alternates, Open Graph, JSON-LD, sitemap.xml and robots.txt. */
import { expect, test } from '@playwright/test';
import type { EventDetail } from '@finishline/contract';
import { apiJson, CONTEST_ID, EVENT_ID, EVENT_NAME, msg } from '../support/site';

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
