import { type TLocalizedValidationError } from 'typebox/error';
import { previewValue } from './json-path.js';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

/**
 * Turns TypeBox errors about one value into one readable reason, e.g.
 * `must be one of m, f, x (got "q")` or `must be a whole number or null (got "12a")`.
 * A constraint (range, length, allowed values) wins over the list of accepted types.
 */
export function describeSchemaErrors(errors: readonly TLocalizedValidationError[], value: unknown): string {
  const refined = errors.find((error) => error.keyword === '~refine');
  if (refined !== undefined && refined.keyword === '~refine') return refined.params.message;
  const got = ` (got ${previewValue(value)})`;
  const allowed = errors.flatMap((error) => {
    if (error.keyword === 'enum') return error.params.allowedValues;
    if (error.keyword === 'const') return [error.params.allowedValue];
    return [];
  });
  if (allowed.length > 0) return `must be one of ${allowed.map(showAllowed).join(', ')}${got}`;
  const constraint = errors.find((error) => !['type', 'anyOf', 'oneOf', 'boolean'].includes(error.keyword));
  if (constraint !== undefined) return `${describeConstraint(constraint)}${got}`;
  const types = [
    ...new Set(errors.flatMap((error) => (error.keyword === 'type' ? [error.params.type].flat() : []))),
  ];
  if (types.length > 0) return `must be ${types.map((type) => TYPE_NAMES[type] ?? type).join(' or ')}${got}`;
  return `${errors[0]?.message ?? 'is not valid'}${got}`;
}

function describeConstraint(error: TLocalizedValidationError): string {
  switch (error.keyword) {
    case 'minimum':
      return `must be at least ${error.params.limit}`;
    case 'maximum':
      return `must be at most ${error.params.limit}`;
    case 'exclusiveMinimum':
      return `must be more than ${error.params.limit}`;
    case 'exclusiveMaximum':
      return `must be less than ${error.params.limit}`;
    case 'minLength':
      return error.params.limit === 1
        ? 'must not be empty'
        : `must have at least ${error.params.limit} characters`;
    case 'maxLength':
      return `must have at most ${error.params.limit} characters`;
    case 'minItems':
      return `must have at least ${error.params.limit} item(s)`;
    case 'pattern':
      return `does not have the expected form (${error.params.pattern})`;
    default:
      return error.message;
  }
}

/** Plain words as they are (`m`, `trail_running`), anything else quoted (`","`, `"\t"`). */
function showAllowed(value: unknown): string {
  const text = String(value);
  return typeof value === 'string' && !/^[\w-]+$/.test(text) ? JSON.stringify(text) : text;
}
