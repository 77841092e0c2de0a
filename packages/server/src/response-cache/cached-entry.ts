/**
 * A rendered answer as the cache keeps it: status, the headers worth replaying, the body compressed once per
 * encoding a client asked for (gzip or brotli, made on first demand), its strong ETag and its freshness.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import { type CacheKind } from './cache-key.js';
import { nonceToHashes } from './script-hashes.js';

export type Encoding = 'br' | 'gzip' | 'identity';

/** What a render produced: status, headers and the whole body, uncompressed. */
export type Rendered = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** Headers that describe one transfer, not the resource: never replayed from the cache. */
const HOP_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
  'etag',
]);

/** Freshness from Cache-Control, as a shared cache reads it (s-maxage before max-age). */
export type Freshness = { freshMs: number; staleMs: number };

export function freshnessOf(cacheControl: string | undefined): Freshness | null {
  const directives = new Map(
    (cacheControl ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split('=') as [string, string | undefined]),
  );
  if (['no-store', 'private', 'no-cache'].some((name) => directives.has(name))) return null;
  const seconds = (name: string) => {
    const value = Number(directives.get(name));
    return Number.isFinite(value) && value >= 0 ? value : null;
  };
  const fresh = seconds('s-maxage') ?? seconds('max-age');
  if (fresh === null || fresh === 0) return null;
  return { freshMs: fresh * 1000, staleMs: (seconds('stale-while-revalidate') ?? 0) * 1000 };
}

// zlib's callback forms run on libuv's thread pool: a miss never compresses on the thread that serves the hits.
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);
const brotliAsync = promisify(brotliCompress);
const unbrotliAsync = promisify(brotliDecompress);

const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

function encode(identity: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') return brotliAsync(identity, BROTLI_OPTIONS);
  if (encoding === 'gzip') return gzipAsync(identity, { level: 6 });
  return Promise.resolve(identity);
}

export class CachedEntry {
  readonly headers: Record<string, string | string[]>;
  readonly storedAt: number;
  /** Set when a change notification named this entry's event: kept only to answer while the database is down. */
  isInvalid = false;
  /**
   * Set when a change moved what the entry shows by a little (a live contest's lists and places, ADR 032): no longer
   * fresh, but still sent while one render refreshes it, within its stale-while-revalidate.
   */
  isExpired = false;
  /** The answer's cache tags (its Surrogate-Key) and the key's own: what a change notification names. */
  readonly tags: ReadonlySet<string>;
  private readonly encoded = new Map<Encoding, Buffer>();
  private readonly encoding = new Map<Encoding, Promise<Buffer>>();

  private constructor(
    readonly kind: CacheKind,
    readonly tag: string,
    readonly status: number,
    headers: Record<string, string | string[]>,
    readonly freshness: Freshness,
    now: number,
    readonly etag: string,
  ) {
    this.headers = headers;
    this.storedAt = now;
    const keys = headers['surrogate-key'];
    const named = (Array.isArray(keys) ? keys.join(' ') : (keys ?? '')).split(' ').filter(Boolean);
    this.tags = new Set([tag, ...named]);
  }

  /** Whether the entry's answer carries any of `tags`. */
  hasAnyTag(tags: ReadonlySet<string>): boolean {
    for (const tag of tags) if (this.tags.has(tag)) return true;
    return false;
  }

  /**
   * The entry, its body compressed once in the encoding its first client asked for (brotli or gzip; gzip for one
   * that asked none). API answers also keep their plain JSON, which the site's own loaders read.
   */
  static async create(
    kind: CacheKind,
    tag: string,
    headers: Record<string, string | string[]>,
    identity: Buffer,
    freshness: Freshness,
    now: number,
    etag: string | undefined,
    first: Encoding,
  ): Promise<CachedEntry> {
    const strong = etag ?? `"p${createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`;
    const entry = new CachedEntry(kind, tag, 200, headers, freshness, now, strong);
    const stored: Encoding = first === 'identity' ? 'gzip' : first;
    entry.encoded.set(stored, await encode(identity, stored));
    if (kind === 'api') entry.encoded.set('identity', identity);
    return entry;
  }

  /** Bytes held: the bodies kept (pages keep no uncompressed copy). */
  get bytes(): number {
    let total = 512;
    for (const body of this.encoded.values()) total += body.length;
    return total;
  }

  isFresh(now: number): boolean {
    return !this.isInvalid && !this.isExpired && now - this.storedAt < this.freshness.freshMs;
  }

  /** Past fresh but within stale-while-revalidate: may be sent while one render refreshes it. */
  isServableStale(now: number): boolean {
    return !this.isInvalid && now - this.storedAt < this.freshness.freshMs + this.freshness.staleMs;
  }

  /** The body in `encoding`, made from a kept one on first demand (off the serving thread) and kept. */
  body(encoding: Encoding): Promise<Buffer> {
    const known = this.encoded.get(encoding);
    if (known) return Promise.resolve(known);
    let pending = this.encoding.get(encoding);
    if (!pending) {
      pending = (async () => {
        const identity = await this.identity();
        const body = encoding === 'identity' ? identity : await encode(identity, encoding);
        if (encoding !== 'identity') this.encoded.set(encoding, body);
        return body;
      })().finally(() => this.encoding.delete(encoding));
      this.encoding.set(encoding, pending);
    }
    return pending;
  }

  private identity(): Promise<Buffer> {
    const identity = this.encoded.get('identity');
    if (identity) return Promise.resolve(identity);
    const gzipped = this.encoded.get('gzip');
    if (gzipped) return gunzipAsync(gzipped);
    return unbrotliAsync(this.encoded.get('br') as Buffer);
  }
}

/** Replayable headers of a render (lower-case names), without hop-by-hop ones and cookies. */
function replayable(headers: Rendered['headers']): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_HEADERS.has(lower)) continue;
    kept[lower] = value;
  }
  return kept;
}

function header(headers: Rendered['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The entry for a render, or null when it must not be shared: not a 200, sets a cookie, or says no-store,
 * private, no-cache or no freshness. A page's inline scripts are allowed by hash instead of the render's nonce.
 */
export async function entryOf(
  kind: CacheKind,
  tag: string,
  rendered: Rendered,
  now: number,
  first: Encoding,
): Promise<CachedEntry | null> {
  if (rendered.status !== 200 || rendered.headers['set-cookie'] !== undefined) return null;
  const freshness = freshnessOf(header(rendered.headers, 'cache-control'));
  if (freshness === null) return null;
  const headers = replayable(rendered.headers);
  let body = rendered.body;
  const policy = header(rendered.headers, 'content-security-policy');
  if (kind === 'page' && policy && /^text\/html/.test(header(rendered.headers, 'content-type') ?? '')) {
    const hashed = nonceToHashes(body.toString('utf8'), policy);
    body = Buffer.from(hashed.html, 'utf8');
    headers['content-security-policy'] = hashed.policy;
  }
  return CachedEntry.create(
    kind,
    tag,
    headers,
    body,
    freshness,
    now,
    header(rendered.headers, 'etag'),
    first,
  );
}
