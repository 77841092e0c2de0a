/**
 * A small per-client request limiter (fixed one-minute-style windows) for the write endpoints: the counts live in
 * this process, so N instances allow N times the limit — enough to stop a runaway client, not an accounting tool.
 */
export type RateLimit = { max: number; windowMs: number };

/** `count`: the client's requests in the window, this one included. */
export type Verdict = { isAllowed: boolean; retryAfterSeconds: number; count: number };

export function createFixedWindowLimiter(limit: RateLimit, now: () => number = Date.now) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return {
    /** Counts one request of `client` and says whether it may go on. */
    hit(client: string): Verdict {
      const time = now();
      if (time - windowStart >= limit.windowMs) {
        windowStart = time - ((time - windowStart) % limit.windowMs);
        counts = new Map();
      }
      const count = (counts.get(client) ?? 0) + 1;
      counts.set(client, count);
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + limit.windowMs - time) / 1000));
      return { isAllowed: count <= limit.max, retryAfterSeconds, count };
    },
  };
}
