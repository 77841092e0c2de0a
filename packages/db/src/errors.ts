/** The database layer's one error type: a code for callers to branch on, and a message for people. */
export const DB_ERROR_CODES = [
  'invalid_bundle',
  'unknown_event',
  'unknown_contest',
  'unknown_checkpoint',
  'unknown_bib',
  'duplicate_bib',
  'invalid_argument',
] as const;
export type DbErrorCode = (typeof DB_ERROR_CODES)[number];

/**
 * Thrown for data the database refuses for a reason a caller can explain (an import naming an unknown bib,
 * two participants with one bib); anything else (connection lost, bugs) stays a plain driver error.
 * `details` lists the first offending records, for an import report.
 */
export class DbError extends Error {
  override name = 'DbError';
  readonly code: DbErrorCode;
  readonly details: readonly string[];

  constructor(code: DbErrorCode, message: string, details: readonly string[] = []) {
    super(details.length > 0 ? `${message}: ${details.join('; ')}` : message);
    this.code = code;
    this.details = details;
  }
}

/** Whether an error is PostgreSQL's unique violation (SQLSTATE 23505), on either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

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
