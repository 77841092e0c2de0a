/**
 * Free text from a URL query (search box, city, age group) as the API accepts it: no control
 * characters (the API answers 400 to them, which would become an error page), single-spaced,
 * trimmed, at most `max` characters; undefined when nothing is left.
 */
// Control characters that are not whitespace; tabs and line breaks become spaces below.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/g;

export function queryText(value: string | null | undefined, max: number): string | undefined {
  const cleaned = value?.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
  return cleaned ? cleaned.slice(0, max).trimEnd() : undefined;
}
