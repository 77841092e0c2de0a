/**
 * A small in-process cache of serialised answers, keyed by their strong ETag. An ETag already names the data
 * version, the validated query and the clock bucket, so a hit is exactly what the handler would produce again: the
 * cache is derived, never a source of truth, and needs no invalidation — new data means new ETags, and old entries
 * age out. Bounded by total size (least recently used entries go first).
 */
export type ResponseCache = {
  get(etag: string): string | undefined;
  set(etag: string, body: string): void;
  readonly size: number;
};

export function createResponseCache(maxBytes: number): ResponseCache {
  const entries = new Map<string, string>();
  let bytes = 0;
  return {
    get(etag) {
      const body = entries.get(etag);
      if (body === undefined) return undefined;
      entries.delete(etag);
      entries.set(etag, body);
      return body;
    },
    set(etag, body) {
      if (body.length > maxBytes / 4 || entries.has(etag)) return;
      entries.set(etag, body);
      bytes += body.length;
      for (const [oldest, oldBody] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= oldBody.length;
      }
    },
    get size() {
      return entries.size;
    },
  };
}
