/**
 * Logger options with credentials redacted: the ingest bearer token (and any cookie) must never reach a log,
 * whatever serialisers a later change adds.
 */
import { type FastifyServerOptions } from 'fastify';

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'request.headers.authorization',
];

/** Adds pino redaction to logger options (true or an options object); false stays false. */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  const options = logger === true ? {} : logger;
  return { ...options, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}
