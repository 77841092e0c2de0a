/**
 * What every public read answers (design §1): the value, and what HTTP caching needs to know about it before it is
 * computed — a strong ETag from the data version (never a hash of the payload), how long it stays fresh, and the
 * cache tags naming what it depends on. A route answers a matching If-None-Match from `etag` alone and never calls
 * `value`; the site's loaders call `value` straight away.
 */
import { createHash } from 'node:crypto';

/** Seconds a cache may keep an answer, and serve it stale while it revalidates. */
export type Freshness = { maxAge: number; staleWhileRevalidate: number };

export type Answer<T> = {
  etag: string;
  freshness: Freshness;
  /** `site`, `event:<id>`, `contest:<event>/<contest>`, `participant:<event>/<participant>`: what a purge names. */
  tags: readonly string[];
  value(): Promise<T>;
};

/** Bump when the output changes for the same data (a presenter or a rule changed). */
export const ETAG_REVISION = 2;

/** Cache lifetimes in seconds. */
export const FRESHNESS = {
  /** Code lists that change only with a deployment. */
  reference: { maxAge: 86_400, staleWhileRevalidate: 604_800 },
  /** Event lists and filters: new events appear now and then. */
  catalog: { maxAge: 60, staleWhileRevalidate: 600 },
  /**
   * A contest under way: its lists move at most every 5 s (ADR 032), so a list is never more than 15 s old — 5 in
   * the field's placing, 5 fresh, 5 served stale while it is rendered again.
   */
  live: { maxAge: 5, staleWhileRevalidate: 5 },
  /**
   * A runner of a contest under way: their own change purges their answers at once (ADR 032); the places, which drift
   * as others pass, may be up to 15 s old.
   */
  liveRunner: { maxAge: 10, staleWhileRevalidate: 5 },
  /** Before the gun: start lists change now and then. */
  upcoming: { maxAge: 60, staleWhileRevalidate: 600 },
  /** After the last finisher: results change only when the timer corrects them. */
  completed: { maxAge: 3_600, staleWhileRevalidate: 86_400 },
} as const satisfies Record<string, Freshness>;

/** Seconds a shared cache that the origin purges on change may keep a final answer (docs/operations.md §CDN). */
export const PURGED_EDGE_MAX_AGE = 86_400;

/**
 * How long a shared cache may keep an answer browsers keep `maxAge` seconds: a final one (kept an hour or more) a
 * day when the origin purges that cache on change, else the same; live and upcoming answers change by the clock too,
 * which no purge announces.
 */
export function edgeMaxAge(maxAge: number, edgePurged: boolean): number {
  return edgePurged && maxAge >= FRESHNESS.completed.maxAge ? PURGED_EDGE_MAX_AGE : maxAge;
}

/**
 * Local calendar dates change only on quarter-hour UTC boundaries (every zone offset is a multiple of 15 min),
 * so this bucket in an ETag keeps clock-dependent answers (periods, states, video expiry) correct and stable.
 */
export function clockBucket(nowMs: number): number {
  return Math.floor(nowMs / 900_000);
}

/** A strong ETag over everything the bytes depend on: the read, its validated inputs, data version, clock bucket. */
export function makeEtag(parts: readonly unknown[]): string {
  const hash = createHash('sha1')
    .update(JSON.stringify([ETAG_REVISION, ...parts]))
    .digest('hex');
  return `"${hash.slice(0, 32)}"`;
}

/** An answer whose value is computed once, when first asked for. */
export function answer<T>(head: Omit<Answer<T>, 'value'>, compute: () => Promise<T> | T): Answer<T> {
  let computed: Promise<T> | undefined;
  return { ...head, value: () => (computed ??= Promise.resolve().then(compute)) };
}

/**
 * Values of answers by ETag, for the small reads every page of an event repeats (the event, a contest, the finisher
 * counts of the "n of N" places): worked out once per version, shared by the pages and the API. Values are the
 * contract's plain objects, never changed after they are made. The entries least recently used go first.
 */
export class KeptValues {
  private readonly values = new Map<string, Promise<unknown>>();

  constructor(private readonly maxEntries = 2_000) {}

  /** An answer whose value is kept by its ETag. */
  answer<T>(head: Omit<Answer<T>, 'value'>, compute: () => Promise<T> | T): Answer<T> {
    return {
      ...head,
      value: () => {
        const kept = this.values.get(head.etag) as Promise<T> | undefined;
        if (kept !== undefined) {
          this.values.delete(head.etag);
          this.values.set(head.etag, kept);
          return kept;
        }
        const value = Promise.resolve().then(compute);
        this.values.set(head.etag, value);
        value.catch(() => this.values.delete(head.etag));
        if (this.values.size > this.maxEntries) this.values.delete(this.values.keys().next().value as string);
        return value;
      },
    };
  }
}

/** The value of an answer still to come: what the site's loaders want. */
export async function valueOf<T>(pending: Promise<Answer<T>>): Promise<T> {
  return (await pending).value();
}
