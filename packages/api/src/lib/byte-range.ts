/**
 * HTTP range requests (RFC 9110 §14) for the recordings: one byte range is served as 206 Partial Content, so a
 * `<video>` seeks to a clip's media fragment without downloading the file. Several ranges are rare for media and
 * may be ignored (answered with the whole file), as the RFC allows.
 */

/** Inclusive byte positions. */
export type ByteRange = { start: number; end: number };

/**
 * The range a `Range` header asks of a file of `size` bytes: a ByteRange; `'unsatisfiable'` (416) when it starts
 * at or past the end; or null to serve the whole file (no header, another unit, several ranges, or malformed).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** Whether an `If-Range` validator still matches (only strong ETags count; a date never does here). */
export function isIfRangeFresh(header: string | undefined, etag: string): boolean {
  return header === undefined || header.trim() === etag;
}
