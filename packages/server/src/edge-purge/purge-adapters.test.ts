/**
 * The Fastly and Cloudflare adapters against a local HTTP server that checks the requests as their API references
 * describe them (Fastly: POST /service/{id}/purge, Fastly-Key, Surrogate-Key, Fastly-Soft-Purge; Cloudflare: POST
 * /client/v4/zones/{zone}/purge_cache, bearer token, {"tags": [...]}, answer `success`), and the purger's batching,
 * retries and backoff.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudflarePurge } from './cloudflare-purge.js';
import { createEdgePurger, renderPurgeMetrics } from './edge-purger.js';
import { fastlyPurge } from './fastly-purge.js';
import { type PurgeAdapter, PurgeFailed } from './purge-adapter.js';
import { purgeAdapterFromEnv, PurgeEnvError } from './purge-env.js';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

describe('Fastly and Cloudflare purge adapters', () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];
  /** What the next answers are: status and body. */
  let answers: { status: number; body: string }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        const answer = answers.shift() ?? { status: 200, body: '{"status":"ok"}' };
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('Fastly: one batch request with the keys in Surrogate-Key, soft', async () => {
    seen.length = 0;
    answers = [
      { status: 200, body: '{"event:a":"108-1391560174-974124","contest:a/b":"108-1391560174-974125"}' },
    ];
    const adapter = fastlyPurge({ serviceId: 'SU1Z0isxPaozGVKXdv0eY', token: 'fastly-token', apiUrl: base });
    await adapter.purge(['event:a', 'contest:a/b'], AbortSignal.timeout(5_000));
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/service/SU1Z0isxPaozGVKXdv0eY/purge');
    expect(request?.headers['fastly-key']).toBe('fastly-token');
    expect(request?.headers['surrogate-key']).toBe('event:a contest:a/b');
    expect(request?.headers['fastly-soft-purge']).toBe('1');
    expect(adapter.maxTags).toBe(256);
  });

  it('Fastly: a refusal is a PurgeFailed naming the status', async () => {
    answers = [{ status: 401, body: '{"msg":"Provided credentials are missing or invalid"}' }];
    const adapter = fastlyPurge({ serviceId: 'svc', token: 'bad', apiUrl: base });
    await expect(adapter.purge(['site'], AbortSignal.timeout(5_000))).rejects.toThrow(
      /fastly purge failed: HTTP 401/,
    );
  });

  it('Cloudflare: purge_cache with the tags as JSON and a bearer token; success false is a failure', async () => {
    seen.length = 0;
    answers = [
      {
        status: 200,
        body: '{"success":true,"errors":[],"messages":[],"result":{"id":"9a7806061c88ada191ed06f989cc3dac"}}',
      },
      {
        status: 200,
        body: '{"success":false,"errors":[{"code":1134,"message":"Purge by tag is not allowed"}]}',
      },
    ];
    const adapter = cloudflarePurge({
      zoneId: '023e105f4ecef8ad9ca31a8372d0c353',
      token: 'cf-token',
      apiUrl: base,
    });
    await adapter.purge(['site', 'overview:e'], AbortSignal.timeout(5_000));
    const [request] = seen;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache');
    expect(request?.headers.authorization).toBe('Bearer cf-token');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ tags: ['site', 'overview:e'] });
    await expect(adapter.purge(['site'], AbortSignal.timeout(5_000))).rejects.toThrow(/1134/);
    expect(adapter.maxTags).toBe(30);
  });

  it('the purger splits by the adapter’s limit and retries a failed batch with backoff', async () => {
    seen.length = 0;
    answers = [
      { status: 503, body: '{"success":false}' },
      { status: 200, body: '{"success":true}' },
      { status: 200, body: '{"success":true}' },
    ];
    const adapter = cloudflarePurge({ zoneId: 'zone', token: 't', apiUrl: base });
    const purger = createEdgePurger(adapter, { backoffMs: 20 });
    const tags = Array.from({ length: 45 }, (_, i) => `participant:e/${i}`);
    const started = Date.now();
    purger.purge(tags);
    // Queued, not sent: the caller (an ingest) never waits for the CDN.
    expect(Date.now() - started).toBeLessThan(20);
    await purger.flush();
    const batches = seen.map((request) => (JSON.parse(request.body) as { tags: string[] }).tags);
    expect(batches.map((batch) => batch.length)).toEqual([30, 30, 15]);
    expect(new Set(batches.flat())).toEqual(new Set(tags));
    expect(purger.stats()).toMatchObject({
      requests: 3,
      failures: 1,
      retries: 1,
      tagsPurged: 45,
      dropped: 0,
    });
    expect(renderPurgeMetrics(purger)).toContain('edge_purge_tags_total{adapter="cloudflare"} 45');
    await purger.close();
  });
});

describe('the purger', () => {
  it('drops a batch after its last attempt and goes on with the next', async () => {
    const calls: string[][] = [];
    const adapter: PurgeAdapter = {
      name: 'flaky',
      maxTags: 1,
      async purge(tags) {
        calls.push([...tags]);
        if (tags[0] === 'bad') throw new PurgeFailed('flaky', 'HTTP 500');
      },
    };
    const errors: object[] = [];
    const purger = createEdgePurger(adapter, {
      attempts: 3,
      backoffMs: 1,
      log: { info: () => undefined, error: (fields) => errors.push(fields) },
    });
    purger.purge(['bad', 'good']);
    await purger.flush();
    expect(calls).toEqual([['bad'], ['bad'], ['bad'], ['good']]);
    expect(purger.stats()).toMatchObject({ dropped: 1, tagsPurged: 1, failures: 3, retries: 2 });
    expect(errors).toHaveLength(1);
    await purger.close();
  });

  it('sends a tag queued twice once', async () => {
    const calls: string[][] = [];
    const purger = createEdgePurger({
      name: 'once',
      maxTags: 10,
      async purge(tags) {
        calls.push([...tags]);
      },
    });
    purger.purge(['a', 'b']);
    purger.purge(['b', 'a']);
    await purger.flush();
    expect(calls.flat().sort()).toEqual(['a', 'b']);
    await purger.close();
  });
});

describe('EDGE_PURGE', () => {
  it('is off unless set, and names what an engine is missing', () => {
    expect(purgeAdapterFromEnv({})).toBeNull();
    expect(purgeAdapterFromEnv({ EDGE_PURGE: 'off' })).toBeNull();
    expect(
      purgeAdapterFromEnv({ EDGE_PURGE: 'varnish', VARNISH_PURGE_URLS: 'http://a:80, http://b:80' })?.name,
    ).toBe('varnish');
    expect(() => purgeAdapterFromEnv({ EDGE_PURGE: 'fastly', FASTLY_SERVICE_ID: 'x' })).toThrow(
      /FASTLY_API_TOKEN/,
    );
    expect(() => purgeAdapterFromEnv({ EDGE_PURGE: 'cloudflare' })).toThrow(PurgeEnvError);
    expect(() => purgeAdapterFromEnv({ EDGE_PURGE: 'varnish', VARNISH_PURGE_URLS: 'ftp://x' })).toThrow(
      /http\(s\) URL/,
    );
    expect(() => purgeAdapterFromEnv({ EDGE_PURGE: 'akamai' })).toThrow(/varnish, fastly, cloudflare or off/);
  });
});
