/**
 * The versioned public API for third parties (docs/api.md "Public API v1"): every read of the API is also served
 * at `/api/v1/…` — the same routes, schemas, ETags and CORS — with a promise the unversioned paths (the site's own,
 * as the specification names them) do not make: fields are only ever added under v1, never renamed or removed.
 * What v1 adds is a per-client rate limit, counted by client address (an IPv6 /64 as one client) and announced
 * on every answer with the IETF draft's `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`
 * headers; over it, 429 `rate_limited` with `Retry-After`. The count lives in this process, like the other limits.
 *
 * The paths are mapped by Fastify's `rewriteUrl` (before routing, so one route serves both doors); writes and the
 * timing ingest stay off v1. `/api/v1/openapi.json` is the description of v1: the reads of the whole description
 * at their v1 paths.
 */
import { type IncomingMessage } from 'node:http';
import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFixedWindowLimiter, type RateLimit } from '../../lib/fixed-window-limiter.js';
import { ApiError, clientAddress } from '@finishline/reads';

export const PUBLIC_API_PREFIX = '/api/v1';
export const PUBLIC_API_DESCRIPTION_PATH = `${PUBLIC_API_PREFIX}/openapi.json`;
/** Default: 600 requests a minute per client — ten a second, far above what a page of results needs. */
export const PUBLIC_API_RATE_LIMIT: RateLimit = { max: 600, windowMs: 60_000 };

/** Paths of the unversioned API that v1 does not serve: the ingest (a timing system's write) and the docs UI. */
const NOT_PUBLIC = /^\/api\/(ingest|docs)(\/|$)/;

/** Whether a request came through the v1 door (its URL as sent, before `rewriteUrl`). */
export function isPublicApiRequest(originalUrl: string): boolean {
  return originalUrl.startsWith(`${PUBLIC_API_PREFIX}/`);
}

/**
 * Fastify's `rewriteUrl`: a read under `/api/v1/` goes to the route of the same path under `/api/`. Anything
 * else is left as sent (a write under v1 answers 404, as any unknown path).
 */
export function rewritePublicApiUrl(req: IncomingMessage): string {
  const url = req.url ?? '/';
  if (!isPublicApiRequest(url) || url.startsWith(PUBLIC_API_DESCRIPTION_PATH)) return url;
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') return url;
  const rewritten = `/api${url.slice(PUBLIC_API_PREFIX.length)}`;
  return NOT_PUBLIC.test(rewritten) ? url : rewritten;
}

type OpenApiDocument = {
  info: Record<string, unknown>;
  paths: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
};

/** The description of v1: the reads of the API's description, at their v1 paths. */
export function publicApiDocument(full: OpenApiDocument): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const [path, methods] of Object.entries(full.paths)) {
    if (!path.startsWith('/api/') || NOT_PUBLIC.test(path)) continue;
    const reads = Object.fromEntries(
      Object.entries(methods).filter(([method]) => method === 'get' || method === 'head'),
    );
    if (Object.keys(reads).length > 0) paths[`${PUBLIC_API_PREFIX}${path.slice('/api'.length)}`] = reads;
  }
  return {
    ...full,
    info: {
      ...full.info,
      title: 'Finishline public API v1',
      version: '1',
      description:
        `${String(full.info.description ?? '')}\n\nVersion 1, for third parties: every path above under ` +
        '`/api/v1`. Fields are only added within v1, never renamed or removed. Each client (by address) may ' +
        'send a limited number of requests a minute, announced by `RateLimit-Limit`, `RateLimit-Remaining` and ' +
        '`RateLimit-Reset` (seconds); over it the answer is 429 `rate_limited` with `Retry-After`.',
    },
    paths,
  };
}

export type PublicApiOptions = { rateLimit?: RateLimit };

async function publicApi(app: FastifyInstance, options: PublicApiOptions): Promise<void> {
  const limit = options.rateLimit ?? PUBLIC_API_RATE_LIMIT;
  const limiter = createFixedWindowLimiter(limit, () => app.deps.now());

  app.addHook('onRequest', async (request, reply) => {
    if (!isPublicApiRequest(request.originalUrl) || request.method === 'OPTIONS') return;
    const verdict = limiter.hit(clientAddress(request.clientIp));
    reply.header('ratelimit-limit', String(limit.max));
    reply.header('ratelimit-remaining', String(Math.max(0, limit.max - verdict.count)));
    reply.header('ratelimit-reset', String(verdict.retryAfterSeconds));
    if (verdict.isAllowed) return;
    reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new ApiError(
      429,
      'rate_limited',
      `More than ${limit.max} requests in ${limit.windowMs / 1000} s from this client; retry after ` +
        `${verdict.retryAfterSeconds} s.`,
    );
  });

  app.get(PUBLIC_API_DESCRIPTION_PATH, { schema: { hide: true } }, async (_request, reply) => {
    // Without the description (docs: false) there is nothing to describe v1 with.
    if (typeof app.swagger !== 'function')
      throw new ApiError(404, 'not_found', 'API description not served.');
    const full = app.swagger() as unknown as OpenApiDocument;
    reply.header('cache-control', 'public, max-age=300');
    return publicApiDocument(full);
  });
}

export const publicApiPlugin = fp(publicApi, { name: 'public-api', dependencies: ['client-address'] });
