/**
 * A lost database is not a bug: while PostgreSQL restarts, fails over or is out of reach, every route answers
 * 503 `{ error: { code: "unavailable" } }` with Retry-After (which a CDN or nginx may answer from a stale copy,
 * and clients retry), instead of the 500 the error handler gives an unknown error. The reads say so themselves
 * (@finishline/reads' 503); the routes that query the database directly (exports, card, ingest…) are wrapped as
 * they are registered, so the error is recognised where it happens. The pool reconnects by itself on the next query.
 */
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteHandlerMethod,
} from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '@finishline/db';
import { ApiError, RETRY_AFTER_SECONDS } from '@finishline/reads';

function unavailable(request: FastifyRequest, reply: FastifyReply, error: unknown): ApiError {
  request.log.warn({ err: error }, 'database unavailable');
  reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  return new ApiError(503, 'unavailable', 'The database is unavailable; retry in a few seconds.');
}

async function dbUnavailable(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (routeOptions) => {
    const handler = routeOptions.handler;
    // Synchronous handlers stay synchronous; a promise is watched for the connection errors only.
    routeOptions.handler = function (this: FastifyInstance, request, reply) {
      const result: unknown = handler.call(this, request, reply);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        throw isDatabaseUnavailable(error) && !reply.sent ? unavailable(request, reply, error) : error;
      });
    } as RouteHandlerMethod;
  });
}

export const dbUnavailablePlugin = fp(dbUnavailable, { name: 'db-unavailable' });
