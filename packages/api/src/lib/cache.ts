/**
 * HTTP caching of public reads (design §4): the answer's strong ETag (from the data version, never a hash of the
 * payload), Cache-Control by how fast the data can change, and cache tags. Handlers check If-None-Match before the
 * read computes its value, so a revalidation costs one small version lookup.
 */
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type Answer, edgeMaxAge, type Freshness, tagHeaders } from '@finishline/reads';

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
 * Cache-Control of a public answer: browsers keep it `max-age`; a shared cache purged on change (EDGE_PURGE: the
 * origin purges it by tag) may keep final answers a day (`s-maxage`), since a correction purges them at once.
 */
export function cacheControlOf(freshness: Freshness, edgePurged: boolean): string {
  const edge = edgeMaxAge(freshness.maxAge, edgePurged);
  return (
    `public, max-age=${freshness.maxAge}` +
    (edge === freshness.maxAge ? '' : `, s-maxage=${edge}`) +
    `, stale-while-revalidate=${freshness.staleWhileRevalidate}`
  );
}

/**
 * Sets ETag, Cache-Control and the cache tags, then answers without running the handler's query when it can: 304
 * when the client already holds this version, or the serialised body of an earlier identical answer from the
 * response cache. Returns true when it answered — the handler then returns `reply`.
 */
export function answerEarly(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  freshness: Freshness,
  tags: readonly string[],
): boolean {
  reply.header('etag', etag);
  reply.header('cache-control', cacheControlOf(freshness, request.server.deps.edgePurged));
  reply.headers(tagHeaders(tags));
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    void reply.code(304).send();
    return true;
  }
  return reply.fromCache(etag);
}

/**
 * A read's answer over HTTP: its headers, then 304, the cached body, or the value the read computes (serialised
 * by the route's response schema). The route returns what this returns.
 */
export async function sendAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  pending: Promise<Answer<T>>,
): Promise<T | undefined> {
  const answer = await pending;
  // Answered (sent) already: nothing more to return.
  if (answerEarly(request, reply, answer.etag, answer.freshness, answer.tags)) return undefined;
  return answer.value();
}

/** Appends the content encoding to a strong ETag once compression has run (different bytes, different tag). */
export function suffixEtagWithEncoding(reply: FastifyReply): void {
  const etag = reply.getHeader('etag');
  const encoding = reply.getHeader('content-encoding');
  if (typeof etag !== 'string' || typeof encoding !== 'string' || !etag.endsWith('"')) return;
  if (ENCODING_SUFFIX.test(etag)) return;
  reply.header('etag', `${etag.slice(0, -1)}-${encoding}"`);
}
