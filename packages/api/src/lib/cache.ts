/**
 * HTTP caching of public reads (design §4): a strong ETag derived from the data version — never from hashing
 * the payload — and Cache-Control by how fast the data can change. Handlers check If-None-Match before running
 * the expensive query, so a revalidation costs one small version lookup.
 */
import { createHash } from 'node:crypto';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type ScheduleStateCode } from '@finishline/contract';

/** Bump when the API's output changes for the same data (a presenter or a rule changed). */
export const ETAG_REVISION = 1;

export type CachePolicy = { maxAge: number; staleWhileRevalidate: number };

/** Cache lifetimes in seconds. */
export const CACHE_POLICIES = {
  /** Code lists that change only with a deployment. */
  reference: { maxAge: 86_400, staleWhileRevalidate: 604_800 },
  /** Event lists and filters: new events appear now and then. */
  catalog: { maxAge: 60, staleWhileRevalidate: 600 },
  /** A contest or event on today: results change by the second. */
  live: { maxAge: 5, staleWhileRevalidate: 30 },
  /** Before race day: start lists change now and then. */
  upcoming: { maxAge: 60, staleWhileRevalidate: 600 },
  /** After the last day: results change only when the timer corrects them. */
  completed: { maxAge: 3_600, staleWhileRevalidate: 86_400 },
} as const satisfies Record<string, CachePolicy>;

/** The policy for data of an event or contest in this schedule state. */
export function policyForState(state: ScheduleStateCode): CachePolicy {
  if (state === 'ongoing') return CACHE_POLICIES.live;
  return state === 'completed' ? CACHE_POLICIES.completed : CACHE_POLICIES.upcoming;
}

/**
 * Local calendar dates change only on quarter-hour UTC boundaries (every zone offset is a multiple of 15 min),
 * so this bucket in an ETag keeps clock-dependent answers (periods, states, video expiry) correct and stable.
 */
export function clockBucket(nowMs: number): number {
  return Math.floor(nowMs / 900_000);
}

/** A strong ETag over everything the bytes depend on: route, validated inputs, data version, clock bucket. */
export function makeEtag(parts: readonly unknown[]): string {
  const hash = createHash('sha1')
    .update(JSON.stringify([ETAG_REVISION, ...parts]))
    .digest('hex');
  return `"${hash.slice(0, 32)}"`;
}

/** Encodings @fastify/compress may add; the ETag of an encoded body gets the encoding as a suffix. */
const ENCODING_SUFFIX = /-(?:gzip|br|deflate)"$/;

/** Whether If-None-Match matches `etag` (weak comparison, as RFC 9110 requires for If-None-Match). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  for (const raw of header.split(',')) {
    const tag = raw.trim().replace(/^W\//, '').replace(ENCODING_SUFFIX, '"');
    if (tag === etag) return true;
  }
  return false;
}

/**
 * Sets ETag and Cache-Control, then answers without running the handler's query when it can: 304 when the client
 * already holds this version, or the serialised body of an earlier identical answer from the response cache. Returns
 * true when it answered — the handler then returns `reply`.
 */
export function answerEarly(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  policy: CachePolicy,
): boolean {
  reply.header('etag', etag);
  reply.header(
    'cache-control',
    `public, max-age=${policy.maxAge}, stale-while-revalidate=${policy.staleWhileRevalidate}`,
  );
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    void reply.code(304).send();
    return true;
  }
  return reply.fromCache(etag);
}

/** Appends the content encoding to a strong ETag once compression has run (different bytes, different tag). */
export function suffixEtagWithEncoding(reply: FastifyReply): void {
  const etag = reply.getHeader('etag');
  const encoding = reply.getHeader('content-encoding');
  if (typeof etag !== 'string' || typeof encoding !== 'string' || !etag.endsWith('"')) return;
  if (ENCODING_SUFFIX.test(etag)) return;
  reply.header('etag', `${etag.slice(0, -1)}-${encoding}"`);
}
