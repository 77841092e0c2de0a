/**
 * Which requests the origin's response cache may answer, and under which key. A key names everything a cached
 * answer depends on: the host (absolute links in pages), the path, the query normalised (known names only, empty
 * values dropped, sorted) and, for pages, what the site says the page varies on besides its URL (the locale an
 * unprefixed URL resolves to). Anything else — unknown or oversized query parameters, live streams, writes, files
 * — is not cached, so junk URLs cannot fill the cache with copies of one page.
 */
import { type IncomingMessage } from 'node:http';

export type CacheKind = 'page' | 'api';

export type CacheKey = {
  key: string;
  kind: CacheKind;
  /** `event:<id>` for anything of one event, `catalog` for the rest: what a change notification invalidates. */
  tag: string;
};

/** The site's own answer to "what else does this page vary on" (the web build's `cacheVariant`). */
export type VariantOf = (path: string, headers: IncomingMessage['headers']) => string;

/** Query parameters of the site's pages and of the API's GET routes; any other makes a request uncacheable. */
const KNOWN_PARAMS = new Set([
  '_routes',
  'add',
  'after',
  'ageGroup',
  'bib',
  'bibs',
  'checkpoint',
  'city',
  'club',
  'contest',
  'contestId',
  'country',
  'gender',
  'index',
  'live',
  'locale',
  'many',
  'nation',
  'page',
  'pageSize',
  'period',
  'q',
  'ranking',
  'sort',
  'status',
  'text',
  // The results widget's (docs/embed.md): its pages are cached with their own headers (they may be framed).
  'theme',
  'top',
  'type',
  'when',
]);

const MAX_URL_LENGTH = 1_024;
const MAX_VALUE_LENGTH = 200;
const MAX_HOST_LENGTH = 100;

/**
 * API reads that are not cached: streams, binaries (the certificate and the share card, kept by the API by ETag),
 * per-request answers.
 */
const API_UNCACHED =
  /\/(live|claims|certificate\.pdf|card\.png|recordings\/[^/]+|results\.(?:csv|json|xml))$|^\/api\/(ingest|docs)(\/|$)/;
/**
 * The versioned public API (docs/api.md): every request goes through the API's own per-client rate limit, which a
 * cached answer here would skip. The API still answers it from its in-memory cache by ETag.
 */
const PUBLIC_API = /^\/api\/v\d+\//;
/** Page paths: no file extension, except the data requests of client navigations and two documents. */
const PAGE_PATH = /^\/(?:[^.]*|.*\.data|robots\.txt|sitemap\.xml)$/;
const EVENT_OF_PAGE = /^(?:\/[a-z]{2})?\/event\/([^/.]+)/;
const EVENT_OF_API = /^\/api\/events\/([^/]+)/;

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** `name=value&…` of the known parameters, sorted; null when any is unknown, repeated or too long. */
function normaliseQuery(params: URLSearchParams): string | null {
  const kept: [string, string][] = [];
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (!KNOWN_PARAMS.has(name) || seen.has(name) || value.length > MAX_VALUE_LENGTH) return null;
    seen.add(name);
    if (value !== '') kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The cache key of a GET or HEAD request, or null when the cache must not answer it. */
export function cacheKeyOf(req: IncomingMessage, variantOf: VariantOf | null): CacheKey | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const raw = req.url ?? '/';
  if (raw.length > MAX_URL_LENGTH || !raw.startsWith('/')) return null;
  // Appended, never resolved against a base: `//` or `//host/path` is a path here, as the handlers read it (a
  // base would make it a host, or throw, and a throw here would end the process).
  const url = URL.parse(`http://origin${raw}`);
  if (url === null) return null;
  const path = url.pathname;
  if (decoded(path) === null) return null;
  const query = normaliseQuery(url.searchParams);
  if (query === null) return null;
  const host = [req.headers.host, req.headers['x-forwarded-host'], req.headers['x-forwarded-proto']]
    .map((value) => single(value).slice(0, MAX_HOST_LENGTH).toLowerCase())
    .join(',');
  const isApi = path === '/api' || path.startsWith('/api/');
  if (isApi) {
    if (API_UNCACHED.test(path) || PUBLIC_API.test(path)) return null;
    const eventId = EVENT_OF_API.exec(path)?.[1];
    // The API's answers name no host: one entry serves the public door and the site's own loaders.
    return {
      key: `api ${path}?${query}`,
      kind: 'api',
      tag: eventId ? `event:${decoded(eventId)}` : 'catalog',
    };
  }
  if (!PAGE_PATH.test(path) || /^\/(healthz|readyz|metrics|assets)(\/|$)/.test(path)) return null;
  const variant = variantOf ? variantOf(path, req.headers) : '';
  const eventId = EVENT_OF_PAGE.exec(path)?.[1];
  return {
    key: `page ${host} ${variant} ${path}?${query}`,
    kind: 'page',
    tag: eventId ? `event:${decoded(eventId)}` : 'catalog',
  };
}
