/** The versioned public API: the same reads at /api/v1, its own description, CORS, ETags and per-client limits. */
import { type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ENDPOINTS } from '../../testing/endpoints.js';
import { FIXTURE_NOW } from '../../testing/fixture-bundle.js';
import { openTestApp, testDbKinds, type TestApp } from '../../testing/test-app.js';
import { publicApiDocument, rewritePublicApiUrl } from './public-api.js';

const v1 = (url: string) => `/api/v1${url.slice('/api'.length)}`;
const raw = (method: string, url: string) => ({ method, url }) as IncomingMessage;

describe('rewritePublicApiUrl', () => {
  it('maps reads under /api/v1 to the routes of /api, and leaves the rest', () => {
    expect(rewritePublicApiUrl(raw('GET', '/api/v1/events?page=2'))).toBe('/api/events?page=2');
    expect(rewritePublicApiUrl(raw('HEAD', '/api/v1/countries'))).toBe('/api/countries');
    expect(rewritePublicApiUrl(raw('OPTIONS', '/api/v1/events'))).toBe('/api/events');
    expect(rewritePublicApiUrl(raw('GET', '/api/events'))).toBe('/api/events');
    expect(rewritePublicApiUrl(raw('GET', '/api/v1/openapi.json'))).toBe('/api/v1/openapi.json');
    // No writes and no ingest through v1; the docs UI lives at /api/docs only.
    expect(rewritePublicApiUrl(raw('POST', '/api/v1/events/e/contests/c/claims'))).toBe(
      '/api/v1/events/e/contests/c/claims',
    );
    expect(rewritePublicApiUrl(raw('GET', '/api/v1/ingest/passings'))).toBe('/api/v1/ingest/passings');
    expect(rewritePublicApiUrl(raw('GET', '/api/v1/docs'))).toBe('/api/v1/docs');
    expect(rewritePublicApiUrl(raw('GET', '/api/v10/events'))).toBe('/api/v10/events');
  });

  it('describes only the reads, at their v1 paths', () => {
    const doc = publicApiDocument({
      info: { title: 'x', version: '1.0.0', description: 'd' },
      paths: {
        '/api/events': { get: {}, head: {} },
        '/api/events/{eventId}/contests/{contestId}/claims': { post: {} },
        '/api/ingest/passings': { post: {} },
        '/healthz': { get: {} },
      },
    });
    expect(Object.keys(doc.paths)).toEqual(['/api/v1/events']);
    expect(doc.info.version).toBe('1');
  });
});

describe.each(testDbKinds())('public API v1 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers every endpoint of the specification as /api does: same body, same ETag, rate-limit headers', async () => {
    for (const endpoint of ENDPOINTS) {
      const plain = await t.app.inject({ url: endpoint.url });
      const versioned = await t.app.inject({ url: v1(endpoint.url) });
      expect(versioned.statusCode, endpoint.url).toBe(200);
      expect(versioned.body, endpoint.url).toBe(plain.body);
      expect(versioned.headers.etag, endpoint.url).toBe(plain.headers.etag);
      expect(versioned.headers['ratelimit-limit']).toBe('600');
      expect(Number(versioned.headers['ratelimit-remaining'])).toBeLessThan(600);
      // The site's own door is not limited.
      expect(plain.headers['ratelimit-limit']).toBeUndefined();
    }
  });

  it('revalidates with If-None-Match, allows any origin and exposes its headers', async () => {
    const url = '/api/v1/events/casablanca-marathon-2026/contests/marathon/results';
    const first = await t.app.inject({ url, headers: { origin: 'https://club.example' } });
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(String(first.headers['access-control-expose-headers'])).toMatch(/ETag.*RateLimit-Remaining/);
    const etag = String(first.headers.etag);
    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url,
      headers: { origin: 'https://club.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
  });

  it('keeps writes, the ingest and unknown versions off v1, and errors keep their shape', async () => {
    const claim = await t.app.inject({
      method: 'POST',
      url: '/api/v1/events/casablanca-marathon-2026/contests/marathon/claims',
      payload: { bib: '1', name: 'x', problem: 'other', reason: 'a reason' },
    });
    expect(claim.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/ingest/passings' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v2/events' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/v1/events?pageSize=9999' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'invalid_parameter', parameter: 'pageSize' } });
    expect((await t.app.inject({ url: '/api/v1/events/nope' })).json()).toMatchObject({
      error: { code: 'not_found' },
    });
  });

  it('describes v1 in OpenAPI 3.1: every read at its v1 path, and each answers', async () => {
    const response = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      info: { version: string };
      paths: Record<string, object>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1');
    const paths = Object.keys(doc.paths);
    expect(paths.every((path) => path.startsWith('/api/v1/'))).toBe(true);
    for (const endpoint of ENDPOINTS) expect(paths).toContain(v1(endpoint.path));
    expect(paths.some((path) => path.includes('ingest'))).toBe(false);
    for (const methods of Object.values(doc.paths))
      expect(Object.keys(methods).every((method) => method === 'get' || method === 'head')).toBe(true);
    const params: Record<string, string> = {
      eventId: 'casablanca-marathon-2026',
      contestId: 'marathon',
      participantId: '1',
      recordingId: 'finish-cam',
    };
    for (const path of paths) {
      if (path.endsWith('/live')) continue; // a stream: it never ends under inject
      const required =
        { '/tracking': '?bibs=1', '/coming-next': '?checkpoint=half', '/participants': '?text=1' }[
          /\/[a-z-]+$/.exec(path)?.[0] ?? ''
        ] ?? '';
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? name) + required;
      const answer = await t.app.inject({ url, headers: { range: 'bytes=0-15' } });
      // The test app has no video files (recordings.test.ts serves its own): that path may only say so.
      if (path.includes('/recordings/'))
        expect(answer.json(), url).toMatchObject({ error: { code: 'not_found' } });
      else expect(answer.statusCode, url).toBeLessThan(400);
    }
  });
});

describe('the per-client limit of v1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers 429 rate_limited with Retry-After past the limit, per client, and leaves /api alone', async () => {
    const app = await buildApp({
      db: t.db,
      now: () => FIXTURE_NOW,
      publicApiRateLimit: { max: 3, windowMs: 60_000 },
      trustProxy: ['127.0.0.1'],
    });
    try {
      const from = (ip: string) => ({ 'x-forwarded-for': ip });
      const remaining: string[] = [];
      for (let i = 0; i < 3; i++) {
        const ok = await app.inject({ url: '/api/v1/countries', headers: from('203.0.113.7') });
        expect(ok.statusCode).toBe(200);
        remaining.push(String(ok.headers['ratelimit-remaining']));
      }
      expect(remaining).toEqual(['2', '1', '0']);
      const refused = await app.inject({ url: '/api/v1/countries', headers: from('203.0.113.7') });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.headers['ratelimit-remaining']).toBe('0');
      // Another client, and the unversioned door, still go through.
      expect((await app.inject({ url: '/api/v1/countries', headers: from('198.51.100.9') })).statusCode).toBe(
        200,
      );
      expect((await app.inject({ url: '/api/countries', headers: from('203.0.113.7') })).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });
});
