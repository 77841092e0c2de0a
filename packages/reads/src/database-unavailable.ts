/**
 * A lost database is not a bug: while PostgreSQL restarts, fails over or is out of reach, a read answers the one
 * error type with 503 `unavailable` (the API adds Retry-After; the site shows its "try again in a moment" page, or
 * the last good copy of the page from its cache) instead of the 500 of an unknown error.
 */
import { isDatabaseUnavailable } from '@finishline/db';
import { ApiError } from './api-error.js';

/** Seconds a client is asked to wait before retrying. */
export const RETRY_AFTER_SECONDS = 5;

function unavailable(cause: unknown): ApiError {
  const error = new ApiError(503, 'unavailable', 'The database is unavailable; retry in a few seconds.');
  error.cause = cause;
  return error;
}

type Functions = Record<string, (...args: never[]) => Promise<unknown>>;

function isAnswer(value: unknown): value is { value: () => Promise<unknown> } {
  return typeof value === 'object' && value !== null && 'etag' in value && 'value' in value;
}

/** `reads` with every function's (and every answer's value's) loss of the database turned into a 503. */
export function withUnavailable<T extends Functions>(reads: T): T {
  const guard = async <R>(run: () => Promise<R>): Promise<R> => {
    try {
      return await run();
    } catch (error) {
      throw isDatabaseUnavailable(error) ? unavailable(error) : error;
    }
  };
  const guarded = Object.entries(reads).map(([name, read]) => [
    name,
    async (...args: never[]) => {
      const result = await guard(() => read(...args));
      if (!isAnswer(result)) return result;
      const value = result.value;
      return { ...result, value: () => guard(value) };
    },
  ]);
  return Object.fromEntries(guarded) as T;
}
