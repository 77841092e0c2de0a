/**
 * Small schema builders. Nullable primitives use JSON Schema type arrays (`["string", "null"]`, valid in
 * OpenAPI 3.1) rather than `anyOf`, which keeps the response serialiser on its fast path.
 */
import { Type, type TSchema, type TUnsafe } from 'typebox';

type Annotations = { description?: string; examples?: unknown[] };

/** A string that is one of `values`. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: Annotations & { default?: T[number] } = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** One of `values`, or null. */
export function NullableStringEnum<const T extends readonly string[]>(
  values: T,
  options: Annotations = {},
): TUnsafe<T[number] | null> {
  return Type.Unsafe<T[number] | null>({ type: ['string', 'null'], enum: [...values, null], ...options });
}

/** A string or null. */
export function NullableString(
  options: Annotations & { format?: string; maxLength?: number } = {},
): TUnsafe<string | null> {
  return Type.Unsafe<string | null>({ type: ['string', 'null'], ...options });
}

/** An integer or null. */
export function NullableInteger(options: Annotations & { minimum?: number } = {}): TUnsafe<number | null> {
  return Type.Unsafe<number | null>({ type: ['integer', 'null'], ...options });
}

/** A number or null. */
export function NullableNumber(options: Annotations & { minimum?: number } = {}): TUnsafe<number | null> {
  return Type.Unsafe<number | null>({ type: ['number', 'null'], ...options });
}

/** A paged list: `{ items, total, page, pageSize }` (design §4). */
export function Page<T extends TSchema>(item: T, description: string) {
  return Type.Object(
    {
      items: Type.Array(item, { description: 'The rows of this page, in a stable order.' }),
      total: Type.Integer({
        minimum: 0,
        description: 'Number of rows matching the filters, over all pages.',
      }),
      page: Type.Integer({ minimum: 1, description: 'This page number, 1-based.' }),
      pageSize: Type.Integer({
        minimum: 1,
        maximum: 500,
        description: 'Rows per page as requested (≤ 500).',
      }),
    },
    { description, additionalProperties: false },
  );
}
