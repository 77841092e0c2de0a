/**
 * A rendered answer as the cache keeps it: status, the headers worth replaying, the body compressed once per
 * encoding a client asked for (gzip or brotli, made on first demand), its strong ETag and its freshness.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
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

export class CachedEntry {
  readonly etag: string;
  readonly headers: Record<string, string | string[]>;
  readonly storedAt: number;
  /** Set when a change notification named this entry's event: kept only to answer while the database is down. */
  isInvalid = false;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(
    readonly kind: CacheKind,
    readonly tag: string,
    readonly status: number,
    headers: Record<string, string | string[]>,
    identity: Buffer,
    readonly freshness: Freshness,
    now: number,
    etag: string | undefined,
  ) {
    this.headers = headers;
    this.storedAt = now;
    this.etag = etag ?? `"p${createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`;
    this.encoded.set('gzip', gzipSync(identity, { level: 6 }));
  }

  /** Bytes held: the compressed bodies (the uncompressed one is not kept). */
  get bytes(): number {
    let total = 512;
    for (const body of this.encoded.values()) total += body.length;
    return total;
  }

  isFresh(now: number): boolean {
    return !this.isInvalid && now - this.storedAt < this.freshness.freshMs;
  }

  /** Past fresh but within stale-while-revalidate: may be sent while one render refreshes it. */
  isServableStale(now: number): boolean {
    return !this.isInvalid && now - this.storedAt < this.freshness.freshMs + this.freshness.staleMs;
  }

  /** The body in `encoding`, compressed on first demand (brotli at a quality that costs about what gzip does). */
  body(encoding: Encoding): Buffer {
    const known = this.encoded.get(encoding);
    if (known) return known;
    const gzip = this.encoded.get('gzip') as Buffer;
    if (encoding === 'identity') return gunzipSync(gzip);
    const br = brotliCompressSync(gunzipSync(gzip), {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    this.encoded.set('br', br);
    return br;
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
export function entryOf(kind: CacheKind, tag: string, rendered: Rendered, now: number): CachedEntry | null {
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
  return new CachedEntry(kind, tag, 200, headers, body, freshness, now, header(rendered.headers, 'etag'));
}
