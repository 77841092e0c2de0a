/**
 * The reads check their own input with the contract's schemas, so that a caller in process (the site's loaders,
 * with values from a URL) meets the same rules as one over HTTP: an id that cannot exist is simply not found, and a
 * query that breaks its schema is a 400 naming the parameter. Over HTTP Fastify has already validated both, and
 * the compiled check costs microseconds.
 */
import { type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { ApiError, notFound } from './api-error.js';

/** The contract's id pattern (IdString): a URL-safe slug of at most 128 characters. */
const ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/;

/** The id, or a 404 naming `what` when no such id could exist. */
export function checkId(id: string, what: string): string {
  if (!ID.test(id)) throw notFound(what);
  return id;
}

/** A checker of one schema: returns the input as it is, or throws a 400 naming the first bad parameter. */
export function queryChecker<T extends TSchema>(
  schema: T,
  part: 'query parameter' | 'body field' = 'query parameter',
): (query: unknown) => Static<T> {
  const validator = Compile(schema);
  return (query) => {
    if (validator.Check(query)) return query as Static<T>;
    const [first] = validator.Errors(query);
    const path = first?.instancePath.split('/').filter(Boolean)[0];
    const params = (first?.params ?? {}) as Record<string, unknown>;
    const missing = typeof params.requiredProperties === 'object' ? undefined : params.missingProperty;
    const parameter = path ?? (typeof missing === 'string' ? missing : 'query');
    const message = `Invalid ${part} "${parameter}": ${first?.message ?? 'is invalid'}.`;
    throw new ApiError(400, 'invalid_parameter', message, parameter);
  };
}
