/**
 * Bearer-token checks in constant time: both sides are hashed to 32 bytes first, so timingSafeEqual compares
 * equal lengths and the time taken reveals neither the token nor its length.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function readBearerToken(header: string | undefined): string | null {
  if (header === undefined || header.length > 1024) return null;
  const match = /^Bearer +([^\s]+) *$/i.exec(header);
  return match?.[1] ?? null;
}

/** A checker of Authorization headers against `expected`. */
export function createBearerCheck(expected: string): (header: string | undefined) => boolean {
  const expectedHash = sha256(expected);
  return (header) => {
    const token = readBearerToken(header);
    // Compare even without a token, so a missing header costs the same as a wrong one.
    const isEqual = timingSafeEqual(sha256(token ?? ''), expectedHash);
    return token !== null && isEqual;
  };
}
