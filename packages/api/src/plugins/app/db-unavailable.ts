/**
 * A lost database is not a bug: while PostgreSQL restarts, fails over or is out of reach, every route answers
 * 503 `{ error: { code: "unavailable" } }` with Retry-After (which a CDN or nginx may answer from a stale copy,
 * and clients retry), instead of the 500 the error handler gives an unknown error. Each handler is wrapped as it
 * is registered, so the error is recognised where it happens; the pool reconnects by itself on the next query.
 */
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteHandlerMethod,
} from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@finishline/reads';

/** Seconds a client is asked to wait before retrying. */
const RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that cannot be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server that is going away, starting, or out of connections (class 08: connection exception). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres' own messages for a connection that ended or never came (they carry no code). */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection ended unexpectedly/,
];

/** Whether `error` (or an error it wraps: `cause`, AggregateError) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

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
