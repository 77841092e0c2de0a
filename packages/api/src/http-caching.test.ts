/** ETags, 304s, Cache-Control, compression, security headers and CORS, on every endpoint. */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from './testing/endpoints.js';
import { createFixtureBundle } from './testing/fixture-bundle.js';
import { buildAppWithDb, openTestApp, testDbKinds, type TestApp } from './testing/test-app.js';
import { upsertBundle } from '@finishline/db';

describe.each(testDbKinds())('HTTP caching and headers on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(ENDPOINTS.map((endpoint) => [endpoint.path, endpoint.url]))(
    '%s has a strong ETag, answers 304 to If-None-Match and says how long to cache',
    async (_path, url) => {
      const first = await t.app.inject({ url });
      expect(first.statusCode).toBe(200);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
      const again = await t.app.inject({ url });
      expect(again.headers.etag).toBe(etag);
      const revalidated = await t.app.inject({ url, headers: { 'if-none-match': String(etag) } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
      const stale = await t.app.inject({
        url,
        headers: { 'if-none-match': '"0123456789abcdef0123456789abcdef"' },
      });
      expect(stale.statusCode).toBe(200);
    },
  );

  it('caches completed contests long, live ones briefly, code lists for a day, and errors not at all', async () => {
    const maxAge = async (url: string) => (await t.app.inject({ url })).headers['cache-control'];
    expect(await maxAge('/api/events/casablanca-marathon-2026/contests/marathon/results')).toBe(
      'public, max-age=3600, stale-while-revalidate=86400',
    );
    expect(await maxAge('/api/events/paris-10k-2026/contests/10k/results')).toBe(
      'public, max-age=5, stale-while-revalidate=5',
    );
    expect(await maxAge('/api/events/sevilla-triathlon-2026/contests/olympic/participants')).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    expect(await maxAge('/api/events')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(await maxAge('/api/event-types')).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(await maxAge('/api/events/nope')).toBe('no-store');
    expect(await maxAge('/api/events?pageSize=0')).toBe('no-store');
  });

  it('keys the ETag on the validated query: unknown parameters do not change it, filters do', async () => {
    const etag = async (url: string) => (await t.app.inject({ url })).headers.etag;
    const base = '/api/events/casablanca-marathon-2026/contests/marathon/results';
    expect(await etag(`${base}?_=123`)).toBe(await etag(base));
    expect(await etag(`${base}?page=1&pageSize=100`)).toBe(await etag(base));
    expect(await etag(`${base}?gender=f`)).not.toBe(await etag(base));
  });

  it('changes the ETag when the data changes', async () => {
    const url = '/api/events/casablanca-marathon-2026/contests/marathon/results';
    const eventsUrl = '/api/events';
    const before = (await t.app.inject({ url })).headers.etag;
    const eventsBefore = (await t.app.inject({ url: eventsUrl })).headers.etag;
    const otherContest = (await t.app.inject({ url: '/api/events/paris-10k-2026/contests/10k/results' }))
      .headers.etag;
    const bundle = createFixtureBundle();
    const renamed = {
      ...bundle,
      participants: bundle.participants.map((p) =>
        p.eventId === 'casablanca-marathon-2026' && p.id === '12' ? { ...p, club: 'New Club' } : p,
      ),
    };
    await upsertBundle(t.db, renamed);
    const after = await t.app.inject({ url, headers: { 'if-none-match': String(before) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.json()).toMatchObject({
      items: expect.arrayContaining([expect.objectContaining({ bib: '12', club: 'New Club' })]),
    });
    expect((await t.app.inject({ url: eventsUrl })).headers.etag).not.toBe(eventsBefore);
    expect(
      (await t.app.inject({ url: '/api/events/paris-10k-2026/contests/10k/results' })).headers.etag,
    ).toBe(otherContest);
    await upsertBundle(t.db, bundle);
  });

  it('compresses large answers and marks the encoded ETag', async () => {
    const url = '/api/countries';
    const plain = await t.app.inject({ url });
    const gzipped = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(gzipped.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-gzip"`);
    const revalidated = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(gzipped.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const brotli = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('sends security headers and allows cross-origin GETs', async () => {
    const response = await t.app.inject({ url: '/api/events', headers: { origin: 'https://example.com' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-expose-headers']).toMatch(/ETag/);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/events',
      headers: { origin: 'https://example.com', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD');
  });

  it('serves a repeated read from the response cache without querying the list again', async () => {
    let queries = 0;
    const counting = await buildAppWithDb({
      ...t.db,
      query: (...args: Parameters<typeof t.db.query>) => {
        queries += 1;
        return t.db.query(...args);
      },
    });
    const url = '/api/events/casablanca-marathon-2026/contests/marathon/results?country=MA';
    const first = await counting.inject({ url });
    const afterFirst = queries;
    const second = await counting.inject({ url });
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    // Only the version lookup ran.
    expect(queries - afterFirst).toBe(1);
    await counting.close();
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/events' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers.etag).toBeDefined();
  });
});

describe.each(testDbKinds())('freshness on the eve of a gun on %s', (kind) => {
  // 30 seconds before the Sevilla triathlon's gun: no answer about it may be kept past the gun.
  const gun = Date.UTC(2026, 8, 20, 7, 0, 0);
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, () => gun - 30_000);
  });
  afterAll(() => t.close());

  it.each([
    '/api/events/sevilla-triathlon-2026/contests/olympic',
    '/api/events/sevilla-triathlon-2026/contests/olympic/participants',
    '/api/events/sevilla-triathlon-2026/contests/olympic/results',
    '/api/events/sevilla-triathlon-2026/contests/olympic/calendar.ics',
    '/api/events/sevilla-triathlon-2026/contests/olympic/results.csv',
    '/api/events/sevilla-triathlon-2026/contests/olympic/results.xml',
  ])('%s is kept 30 s, until the gun', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=600');
  });

  it.each([
    '/api/events/sevilla-triathlon-2026',
    '/api/events/sevilla-triathlon-2026/contests',
    '/api/events/sevilla-triathlon-2026/calendar.ics',
  ])('%s, on its event day, is kept no longer', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(30);
  });
});
