import { type ErrorCode } from '@finishline/contract';

/**
 * The one error type of the reads and the API: the API's error handler maps it to its status and
 * `{ error: { code, message } }`; the site's loaders to their 404 (or, for a list filter, the unfiltered list).
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly parameter?: string,
  ) {
    super(message);
  }
}

/** 404 for an id that does not exist, e.g. `notFound('Event')`. */
export function notFound(what: string): ApiError {
  return new ApiError(404, 'not_found', `${what} not found.`);
}

/** 400 naming the parameter. */
export function invalidParameter(parameter: string, message: string): ApiError {
  return new ApiError(
    400,
    'invalid_parameter',
    `Invalid query parameter "${parameter}": ${message}`,
    parameter,
  );
}
