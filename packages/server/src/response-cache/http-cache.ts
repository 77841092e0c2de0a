/**
 * The origin's response cache (ADR 017): each page's HTML and each API JSON answer rendered once per data version,
 * kept compressed in memory and served before the site's Express chain and the API's router. A change notification
 * marks the entries of its event (and the catalogue's) invalid, so the next request renders afresh; a hit costs no
 * database round trip. One render runs per key at a time (no thundering herd); an entry past its freshness but
 * within stale-while-revalidate is sent while one render refreshes it; when a render fails (the database is down),
 * the last good answer is sent, marked as possibly out of date (stale-if-error) instead of an error.
 */
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type CacheKey, cacheKeyOf, type CacheKind, type VariantOf } from './cache-key.js';
import { type CachedEntry, type Encoding, entryOf, type Rendered } from './cached-entry.js';
import { type CacheOutcome, matchesEtag, negotiateEncoding, sendEntry, sendRendered } from './send-entry.js';
import { SegmentedLru } from './slru.js';

export type Render = (req: IncomingMessage, kind: CacheKind) => Promise<Rendered>;

export type HttpCacheOptions = {
  /** The memory budget; 0 keeps nothing (every request renders, still with ETags, 304s and one-pass compression). */
  maxBytes: number;
  render: Render;
  variantOf?: VariantOf | null;
  /** The body of a stale-if-error answer: the stored one with the page's out-of-date notice shown. */
  markStale?: (entry: CachedEntry, encoding: Encoding) => Promise<Buffer>;
  now?: () => number;
};

type Flight = Promise<{ rendered: Rendered; entry: CachedEntry | null }>;

type Resolution =
  | { entry: CachedEntry; outcome: Exclude<CacheOutcome, 'pass'>; rendered?: undefined }
  | { entry?: undefined; rendered: Rendered };

export type CacheCounters = Record<CacheOutcome | 'invalidated' | 'expired', number>;

export class HttpCache {
  readonly counters: CacheCounters = {
    hit: 0,
    miss: 0,
    stale: 0,
    'stale-if-error': 0,
    pass: 0,
    invalidated: 0,
    expired: 0,
  };
  private readonly store: SegmentedLru<CachedEntry>;
  private readonly flights = new Map<string, Flight>();
  private readonly now: () => number;

  constructor(private readonly options: HttpCacheOptions) {
    this.store = new SegmentedLru(options.maxBytes);
    this.now = options.now ?? Date.now;
  }

  get bytes(): number {
    return this.store.bytes;
  }

  get size(): number {
    return this.store.size;
  }

  /** Takes the request when the cache may answer it (resolving once answered); false leaves it to the caller. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const key = cacheKeyOf(req, this.options.variantOf ?? null);
    if (key === null) return false;
    this.answer(key, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' }).end('Internal Server Error');
      else res.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return true;
  }

  /** Marks the entries of `tag` and of the catalogue invalid (a change notification of that event). */
  invalidate(tag: string): void {
    for (const [, entry] of this.store.entries()) {
      if ((entry.tag === tag || entry.tag === 'catalog') && !entry.isInvalid) {
        entry.isInvalid = true;
        this.counters.invalidated += 1;
      }
    }
  }

  /**
   * A live contest's change (ADR 032): entries carrying a `hard` tag (the runners whose own data changed) are invalid
   * at once; those carrying a `soft` one (the contest's lists) are no longer fresh, and are sent stale while one
   * render refreshes each. Everything else stays as it is.
   */
  invalidateTags(hard: ReadonlySet<string>, soft: ReadonlySet<string>): void {
    for (const [, entry] of this.store.entries()) {
      if (entry.isInvalid) continue;
      if (entry.hasAnyTag(hard)) {
        entry.isInvalid = true;
        this.counters.invalidated += 1;
      } else if (!entry.isExpired && entry.hasAnyTag(soft)) {
        entry.isExpired = true;
        this.counters.expired += 1;
      }
    }
  }

  /** Marks every entry invalid (a notification was missed: the listener reconnected). */
  invalidateAll(): void {
    for (const [, entry] of this.store.entries()) entry.isInvalid = true;
  }

  private async answer(key: CacheKey, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const resolved = await this.resolve(key, req);
    if (resolved.entry) return await this.send(req, res, resolved.entry, resolved.outcome);
    this.counters.pass += 1;
    sendRendered(req, res, resolved.rendered);
  }

  /** A stored entry (fresh, stale while refreshing, freshly rendered, or stale-if-error) or an unshareable render. */
  private async resolve(key: CacheKey, req: IncomingMessage): Promise<Resolution> {
    const now = this.now();
    const stored = this.store.get(key.key);
    if (stored?.isFresh(now)) return { entry: stored, outcome: 'hit' };
    if (stored?.isServableStale(now)) {
      this.flight(key, req).promise.catch(() => undefined);
      return { entry: stored, outcome: 'stale' };
    }
    const flight = this.flight(key, req);
    let result: Awaited<Flight> | null = null;
    try {
      result = await flight.promise;
    } catch (error) {
      if (stored === undefined) throw error;
    }
    if (result?.entry) return { entry: result.entry, outcome: 'miss' };
    if (stored !== undefined && (result === null || result.rendered.status >= 500)) {
      return { entry: stored, outcome: 'stale-if-error' };
    }
    if (result === null) throw new Error('render failed');
    // Not shareable (an error page, a redirect, a cookie): a request that joined someone else's render of an
    // answer that sets a cookie renders its own, so nothing personal ever crosses between visitors.
    if (!flight.isOwner && result.rendered.headers['set-cookie'] !== undefined) {
      return { rendered: await this.options.render(req, key.kind) };
    }
    return { rendered: result.rendered };
  }

  /** The one render in flight for `key`, started by this request if there is none; stores a shareable result. */
  private flight(key: CacheKey, req: IncomingMessage): { promise: Flight; isOwner: boolean } {
    const running = this.flights.get(key.key);
    if (running) return { promise: running, isOwner: false };
    const flight = (async () => {
      try {
        const rendered = await this.options.render(req, key.kind);
        const first = negotiateEncoding(req.headers['accept-encoding']);
        const entry = await entryOf(key.kind, key.tag, rendered, this.now(), first);
        if (entry !== null && this.options.maxBytes > 0) this.store.set(key.key, entry);
        return { rendered, entry };
      } finally {
        this.flights.delete(key.key);
      }
    })();
    this.flights.set(key.key, flight);
    return { promise: flight, isOwner: true };
  }

  private async send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: CachedEntry,
    outcome: CacheOutcome,
  ): Promise<void> {
    this.counters[outcome] += 1;
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    const markStale = this.options.markStale;
    const payload = matchesEtag(req.headers['if-none-match'], entry.etag)
      ? null
      : outcome === 'stale-if-error' && markStale
        ? await markStale(entry, encoding)
        : await entry.body(encoding);
    sendEntry(req, res, entry, outcome, this.now(), encoding, payload);
  }
}

/** The cache's figures in Prometheus text format, for /metrics. */
export function renderCacheMetrics(cache: HttpCache): string {
  const lines = [
    '# HELP origin_cache_responses_total Answers of the origin response cache, by outcome.',
    '# TYPE origin_cache_responses_total counter',
  ];
  for (const [outcome, count] of Object.entries(cache.counters)) {
    if (outcome !== 'invalidated' && outcome !== 'expired')
      lines.push(`origin_cache_responses_total{outcome="${outcome}"} ${count}`);
  }
  lines.push(
    '# HELP origin_cache_invalidations_total Entries marked out of date by change notifications.',
    '# TYPE origin_cache_invalidations_total counter',
    `origin_cache_invalidations_total ${cache.counters.invalidated}`,
    '# HELP origin_cache_expirations_total Entries a live change made stale, sent while they are rendered again.',
    '# TYPE origin_cache_expirations_total counter',
    `origin_cache_expirations_total ${cache.counters.expired}`,
    '# HELP origin_cache_bytes Bytes the origin response cache holds (compressed bodies).',
    '# TYPE origin_cache_bytes gauge',
    `origin_cache_bytes ${cache.bytes}`,
    '# HELP origin_cache_entries Entries the origin response cache holds.',
    '# TYPE origin_cache_entries gauge',
    `origin_cache_entries ${cache.size}`,
  );
  return `${lines.join('\n')}\n`;
}
