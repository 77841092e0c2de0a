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
