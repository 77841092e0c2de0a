/**
 * An `application/x-www-form-urlencoded` body (an HTML form posted without JavaScript) as a plain record for the
 * route's schema to validate. A field sent twice becomes an array, which a string field refuses as a 400 naming
 * it, as repeated query parameters are. The record has no prototype: `__proto__` is just an unknown field.
 */
export function parseFormBody(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(body)) {
    const existing = fields[name];
    if (existing === undefined) fields[name] = value;
    else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return fields;
}
