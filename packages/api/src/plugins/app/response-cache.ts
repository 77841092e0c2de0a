/**
 * Serves repeated reads from the in-process response cache (lib/response-cache.ts): a handler that computed its
 * ETag calls `reply.fromCache(etag)`; on a miss the serialised 200 body is kept under that ETag as it is sent.
 */
import { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { createResponseCache } from '../../lib/response-cache.js';

declare module 'fastify' {
  interface FastifyReply {
    /** Sends the cached body for this ETag and returns true, or remembers to cache this answer and returns false. */
    fromCache(etag: string): boolean;
    cacheKey: string | null;
  }
}

export type ResponseCacheOptions = { maxBytes: number };

async function responseCache(app: FastifyInstance, options: ResponseCacheOptions): Promise<void> {
  const cache = options.maxBytes > 0 ? createResponseCache(options.maxBytes) : null;
  app.decorateReply('cacheKey', null);
  app.decorateReply('fromCache', function (this: FastifyReply, etag: string): boolean {
    if (cache === null) return false;
    const body = cache.get(etag);
    if (body === undefined) {
      this.cacheKey = etag;
      return false;
    }
    void this.type('application/json; charset=utf-8').send(body);
    return true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (
      cache !== null &&
      reply.cacheKey !== null &&
      reply.statusCode === 200 &&
      typeof payload === 'string'
    ) {
      cache.set(reply.cacheKey, payload);
    }
    return payload;
  });
}

export const responseCachePlugin = fp(responseCache, { name: 'response-cache' });
