/**
 * The origin's response cache over a real socket, with a stand-in renderer that counts its renders: hits, single
 * flight, validators, freshness, invalidation, stale-if-error, what is never shared, and the memory bound.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Rendered } from './cached-entry.js';
import { HttpCache, renderCacheMetrics } from './http-cache.js';
import { markStale } from './stale-notice.js';

const PAGE = '/event/city-10k/contest/10k/results';
const FINAL = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';
const LIVE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';

type Reply = { status?: number; cacheControl?: string; html?: string; headers?: Record<string, string> };

describe('HttpCache', () => {
  let server: Server;
  let origin: string;
  let cache: HttpCache;
  let clock = 0;
  let renders: string[] = [];
  let reply: (url: string) => Reply = () => ({});
  let gate: Promise<void> | null = null;

  async function render(req: IncomingMessage): Promise<Rendered> {
    renders.push(req.url ?? '');
    if (gate) await gate;
    const { status = 200, cacheControl = FINAL, html, headers = {} } = reply(req.url ?? '');
    const nonce = `n${renders.length}`;
    const body =
      html ??
      `<html><body><div id="stale-notice" hidden="" role="status">Out of date?</div><script nonce="${nonce}">render(${renders.length})</script>${'x'.repeat(2_000)}</body></html>`;
    return {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': cacheControl,
        'content-security-policy': `default-src 'self'; script-src 'self' 'nonce-${nonce}'`,
        ...headers,
      },
      body: Buffer.from(body),
    };
  }

  function start(maxBytes: number): void {
    cache = new HttpCache({ maxBytes, render, now: () => clock, markStale });
  }

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (!cache.handle(req, res)) res.writeHead(418).end('not cached');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    clock = 1_000_000;
    renders = [];
    reply = () => ({});
    gate = null;
    start(10_000_000);
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(origin + path, { headers: { 'accept-encoding': 'gzip', ...headers } });

  it('renders a page once, then answers from memory, compressed, with a strong ETag and 304s', async () => {
    const first = await get(PAGE);
    expect(first.headers.get('x-cache')).toBe('miss');
    const second = await get(PAGE, { 'accept-encoding': 'br, gzip' });
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(await second.text()).toContain('render(1)');
    expect(renders).toHaveLength(1);
    expect(renderCacheMetrics(cache)).toContain('origin_cache_responses_total{outcome="hit"} 1');
    const etag = second.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"p[\w-]+-br"$/);
    expect(second.headers.get('vary')).toContain('Accept-Encoding');
    const revalidated = await get(PAGE, { 'if-none-match': etag.replace('-br"', '-gzip"') });
    expect(revalidated.status).toBe(304);
    const head = await fetch(origin + PAGE, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(renders).toHaveLength(1);
  });

  it('allows a cached page’s inline scripts by hash: no nonce is shared between visitors', async () => {
    await get(PAGE);
    const cached = await get(PAGE);
    const policy = cached.headers.get('content-security-policy') ?? '';
    expect(policy).not.toContain('nonce-');
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(await cached.text()).not.toContain('nonce=');
  });

  it('renders once for a crowd arriving together', async () => {
    let open = () => {};
    gate = new Promise<void>((resolve) => (open = resolve));
    const crowd = Array.from({ length: 20 }, () => get(PAGE));
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    const answers = await Promise.all(crowd);
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(renders).toHaveLength(1);
  });

  it('serves a page past its freshness while one render refreshes it, then the fresh one', async () => {
    reply = () => ({ cacheControl: LIVE });
    await get(PAGE);
    clock += 6_000; // past s-maxage=5, within stale-while-revalidate=30
    const stale = await get(PAGE);
    expect(stale.headers.get('x-cache')).toBe('stale');
    expect(await stale.text()).toContain('render(1)');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toHaveLength(2);
    expect(await (await get(PAGE)).text()).toContain('render(2)');
    clock += 60_000; // past both: the next request waits for a render
    expect((await get(PAGE)).headers.get('x-cache')).toBe('miss');
  });

  it('after a change of its event, the next request gets a new render; other events keep theirs', async () => {
    await get(PAGE);
    await get('/event/other/contest/5k/results');
    await get('/');
    cache.invalidate('event:city-10k');
    const next = await get(PAGE);
    expect(next.headers.get('x-cache')).toBe('miss');
    expect(await next.text()).toContain('render(4)');
    expect((await get('/event/other/contest/5k/results')).headers.get('x-cache')).toBe('hit');
    expect((await get('/')).headers.get('x-cache')).toBe('miss'); // the catalogue lists every event
  });

  it('a live change: its runners’ answers render anew at once, the lists are sent stale while they refresh', async () => {
    const RUNNER = '/event/city-10k/participant/7';
    const OTHER = '/event/city-10k/participant/8';
    const tagsOf: Record<string, string> = {
      [PAGE]: 'site event:city-10k contest:city-10k/10k lists:city-10k/10k',
      [RUNNER]: 'site event:city-10k contest:city-10k/10k participant:city-10k/7',
      [OTHER]: 'site event:city-10k contest:city-10k/10k participant:city-10k/8',
    };
    reply = (url) => ({ cacheControl: LIVE, headers: { 'surrogate-key': tagsOf[url] ?? 'site' } });
    for (const path of [PAGE, RUNNER, OTHER]) await get(path);
    expect(renders).toHaveLength(3);
    cache.invalidateTags(new Set(['participant:city-10k/7']), new Set(['lists:city-10k/10k']));
    // The runner's own answer: a new render before it is sent.
    const runner = await get(RUNNER);
    expect(runner.headers.get('x-cache')).toBe('miss');
    expect(await runner.text()).toContain('render(4)');
    // The list: the copy it had, sent while one render refreshes it.
    const list = await get(PAGE);
    expect(list.headers.get('x-cache')).toBe('stale');
    expect(await list.text()).toContain('render(1)');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await (await get(PAGE)).text()).toContain('render(5)');
    // Another runner of the contest: untouched.
    expect((await get(OTHER)).headers.get('x-cache')).toBe('hit');
    expect(cache.counters).toMatchObject({ invalidated: 1, expired: 1 });
  });

  it('sends the last good answer, marked, when a render fails (stale-if-error), and recovers by itself', async () => {
    await get(PAGE);
    cache.invalidate('event:city-10k');
    reply = () => ({ status: 503, cacheControl: 'no-store' });
    const during = await get(PAGE);
    expect(during.status).toBe(200);
    expect(during.headers.get('x-cache')).toBe('stale-if-error');
    expect(during.headers.get('warning')).toContain('111');
    const stale = await during.text();
    expect(stale).toContain('render(1)');
    expect(stale).toContain('<div id="stale-notice" role="status">'); // the page's notice, shown
    expect(await (await get(PAGE, { 'accept-encoding': 'br' })).text()).toContain(
      '<div id="stale-notice" role="status">',
    );
    reply = () => ({});
    const after = await get(PAGE);
    expect(after.headers.get('x-cache')).toBe('miss');
    const fresh = await after.text();
    expect(fresh).toContain('render(4)');
    expect(fresh).toContain('<div id="stale-notice" hidden=""');
  });

  it('never stores errors, personal answers or no-store ones, and leaves junk URLs to the app', async () => {
    reply = (url) =>
      url.includes('missing')
        ? { status: 404, cacheControl: 'no-store' }
        : url.includes('cookie')
          ? { headers: { 'set-cookie': 'a=1' } }
          : { cacheControl: 'no-store' };
    for (const path of ['/missing', '/cookie', '/private']) {
      await get(path);
      expect((await get(path)).headers.get('x-cache')).toBe('pass');
    }
    expect(renders).toHaveLength(6);
    expect(cache.size).toBe(0);
    expect((await get(`${PAGE}?utm_source=x`)).status).toBe(418);
    expect((await get(`${PAGE}?page=1&page=2`)).status).toBe(418);
    expect((await get('/assets/app-123.js')).status).toBe(418);
    expect((await get('/api/events/city-10k/contests/10k/live')).status).toBe(418);
  });

  it('keys a page by its normalised query: order and empty values do not matter', async () => {
    await get(`${PAGE}?page=2&gender=f`);
    expect((await get(`${PAGE}?gender=f&club=&page=2`)).headers.get('x-cache')).toBe('hit');
    expect(renders).toHaveLength(1);
  });

  it('holds its memory bound through a flood of distinct URLs, and keeps the hot page', async () => {
    start(400_000);
    await get(PAGE);
    await get(PAGE); // a second use: protected
    for (let page = 1; page <= 600; page++) await get(`${PAGE}?page=${page}`);
    expect(cache.bytes).toBeLessThanOrEqual(400_000);
    expect((await get(PAGE)).headers.get('x-cache')).toBe('hit');
  });

  it('with no memory budget still answers with ETags and one-pass compression, storing nothing', async () => {
    start(0);
    const first = await get(PAGE);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(first.headers.get('etag')).toBeTruthy();
    expect((await get(PAGE)).headers.get('x-cache')).toBe('miss');
    expect(renders).toHaveLength(2);
    expect(cache.bytes).toBe(0);
  });
});
