import { type ErrorCode } from '@finishline/contract';

/** The one error type of the API: the error handler maps it to its status and `{ error: { code, message } }`. */
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
