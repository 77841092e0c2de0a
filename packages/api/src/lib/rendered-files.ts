/**
 * Rendered documents (the certificate PDF, the share card PNG): a rendering costs tens of milliseconds, so the bytes
 * are kept in memory by ETag, and a revalidation answers 304 before anything is read or drawn. They are Buffers,
 * which the JSON response cache behind `answerEarly` never holds; this cache keeps them as Latin-1 strings, whose
 * length the shared cache bounds, so its budget is a byte count.
 */
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { type Freshness } from '@finishline/reads';
import { answerEarly } from './cache.js';
import { createResponseCache } from './response-cache.js';

export type RenderedFile = {
  etag: string;
  policy: Freshness;
  /** Its cache tags (the participant's: a correction or privacy change purges it). */
  tags: readonly string[];
  /** Content type, e.g. `image/png`. */
  type: string;
  /** Its `Content-Disposition`, e.g. `inline; filename="result-3-en.png"`. */
  disposition: string;
  /** Draws the file; throws (e.g. a 404 ApiError) when there is nothing to draw. Called on a cache miss only. */
  render: () => Promise<Buffer>;
};

/** A cache of rendered files of at most `maxBytes`, and how to answer with one. */
export function createRenderedFiles(maxBytes: number) {
  const rendered = createResponseCache(maxBytes);
  return {
    async send(request: FastifyRequest, reply: FastifyReply, file: RenderedFile): Promise<FastifyReply> {
      if (answerEarly(request, reply, file.etag, file.policy, file.tags)) return reply;
      reply.cacheKey = null;
      const cached = rendered.get(file.etag);
      let bytes: Buffer;
      if (cached === undefined) {
        bytes = await file.render();
        rendered.set(file.etag, bytes.toString('latin1'));
      } else bytes = Buffer.from(cached, 'latin1');
      return reply.type(file.type).header('content-disposition', file.disposition).send(bytes);
    },
  };
}
