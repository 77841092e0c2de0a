/**
 * Every failure answers `{ error: { code, message } }` (design §4): schema violations are 400 naming the
 * parameter, unknown paths and ids 404, and nothing a client sends can produce a 500. 5xx bodies never carry
 * internals; the details go to the log.
 */
import {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { type ErrorCode, type ErrorResponse } from '@finishline/contract';
import { ApiError, RETRY_AFTER_SECONDS } from '@finishline/reads';

type SchemaPart = 'body' | 'headers' | 'params' | 'querystring';

const PART_NAMES: Record<SchemaPart, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  headers: 'header',
  body: 'body field',
};

/** Turns schema validation errors into a 400 naming the first offending parameter (Fastify `schemaErrorFormatter`). */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], part: SchemaPart): ApiError {
  const first = errors[0];
  const params = (first?.params ?? {}) as Record<string, unknown>;
  const fromPath = first?.instancePath.split('/').filter(Boolean)[0];
  const parameter =
    fromPath ?? stringParam(params.missingProperty) ?? stringParam(params.additionalProperty) ?? part;
  let detail = first?.message ?? 'is invalid';
  if (Array.isArray(params.allowedValues)) detail += `: ${params.allowedValues.map(String).join(', ')}`;
  return new ApiError(
    400,
    'invalid_parameter',
    `Invalid ${PART_NAMES[part]} "${parameter}": ${detail}.`,
    parameter,
  );
}

function stringParam(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'payload_too_large',
  429: 'rate_limited',
  503: 'unavailable',
};

function errorBody(code: ErrorCode, message: string, parameter?: string): ErrorResponse {
  return { error: parameter === undefined ? { code, message } : { code, message, parameter } };
}

/** Sends an error; errors are never cached. */
export function sendError(reply: FastifyReply, status: number, body: ErrorResponse): FastifyReply {
  reply.removeHeader('etag');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

function toResponse(error: unknown): { status: number; body: ErrorResponse; isServerError: boolean } {
  if (error instanceof ApiError) {
    return {
      status: error.statusCode,
      body: errorBody(error.code, error.message, error.parameter),
      isServerError: false,
    };
  }
  const status = (error as Partial<FastifyError>).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'invalid_parameter';
    const message =
      status === 404 ? 'Not found.' : `Bad request (${(error as Partial<FastifyError>).code ?? status}).`;
    return { status: status === 414 ? 400 : status, body: errorBody(code, message), isServerError: false };
  }
  return { status: 500, body: errorBody('internal_error', 'Internal server error.'), isServerError: true };
}

/** Fastify `frameworkErrors`: malformed percent-encoding or over-long path segments are the client's fault. */
export function handleFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'Malformed URL: invalid percent-encoding.'
      : 'Malformed URL: a path segment is too long.';
  request.log.info({ code: error.code }, 'rejected malformed URL');
  void sendError(reply, 400, errorBody('invalid_parameter', message, 'path'));
}

async function errorHandling(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, isServerError } = toResponse(error);
    if (isServerError) request.log.error({ err: error }, 'request failed');
    if (status === 503 && !reply.hasHeader('retry-after')) {
      request.log.warn({ err: error instanceof Error ? (error.cause ?? error) : error }, 'unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    }
    return sendError(reply, status, body);
  });

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const message = isApi ? 'No such endpoint; the API is described at /api/docs.' : 'Not found.';
    return sendError(reply, 404, errorBody('not_found', message));
  });
}

export const errorHandlingPlugin = fp(errorHandling, { name: 'error-handling' });
