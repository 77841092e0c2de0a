/**
 * Keeps ETags strong across compression: a gzip body and an identity body are different bytes, so the encoded
 * one gets `-gzip` (or `-br`, `-deflate`) appended; If-None-Match comparison strips it again (lib/cache.ts).
 * The hook is added to each route after @fastify/compress added its own, so it sees the final encoding.
 */
import { type FastifyInstance, type onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { suffixEtagWithEncoding } from '../../lib/cache.js';

const suffixHook: onSendHookHandler = (_request, reply, payload, done) => {
  suffixEtagWithEncoding(reply);
  done(null, payload);
};

async function etagEncoding(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (routeOptions) => {
    const existing = routeOptions.onSend;
    if (Array.isArray(existing)) routeOptions.onSend = [...existing, suffixHook];
    else if (existing) routeOptions.onSend = [existing, suffixHook];
    else routeOptions.onSend = [suffixHook];
  });
}

export const etagEncodingPlugin = fp(etagEncoding, { name: 'etag-encoding', dependencies: ['compression'] });
