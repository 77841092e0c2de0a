/**
 * The cache tags of a page (docs/operations.md §Cache tags): a page is made of the answers its loaders read, so its
 * tags are theirs. Each render gets the reads wrapped to note the tags of every answer they give; the page's
 * Surrogate-Key and Cache-Tag headers are set from them once it is rendered.
 */
import { edgeMaxAge, type Freshness, type Reads, SITE_TAG, tagHeaders } from '@finishline/reads';

export type TaggedReads = {
  reads: Reads;
  tags: Set<string>;
  /** The shortest freshness among the answers read (null: none said any): the page's own. */
  freshness: Freshness | null;
};

/** `reads` for one render, noting the tags and the freshness of the answers they give. */
export function taggingReads(reads: Reads): TaggedReads {
  const tagged: TaggedReads = { reads, tags: new Set<string>([SITE_TAG]), freshness: null };
  const note = (answer: unknown) => {
    const { tags, freshness } = (answer ?? {}) as { tags?: unknown; freshness?: Partial<Freshness> };
    if (Array.isArray(tags)) for (const tag of tags) tagged.tags.add(String(tag));
    if (typeof freshness?.maxAge === 'number' && typeof freshness.staleWhileRevalidate === 'number') {
      const kept = tagged.freshness;
      tagged.freshness = {
        maxAge: Math.min(kept?.maxAge ?? Infinity, freshness.maxAge),
        staleWhileRevalidate: Math.min(
          kept?.staleWhileRevalidate ?? Infinity,
          freshness.staleWhileRevalidate,
        ),
      };
    }
  };
  tagged.reads = new Proxy(reads, {
    get(target, name, receiver) {
      const value: unknown = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        // A failed read is the page's to handle: here it only adds no tags.
        if (result instanceof Promise) result.then(note, () => undefined);
        return result;
      };
    },
  });
  return tagged;
}

/**
 * The edge's headers of a page a shared cache may keep (public, status 200): its tags, and how long it stays fresh —
 * the shortest freshness of the answers it was made of (ADR 032: one policy, derived from the reads), with the longer
 * `s-maxage` of a final page when that cache is purged on change (`edgeMaxAge`, as the API's answers). A page that
 * read nothing keeps what the site set.
 */
export function setEdgeHeaders(
  headers: Headers,
  status: number,
  page: Pick<TaggedReads, 'tags' | 'freshness'>,
  edgePurged: boolean,
): void {
  const cacheControl = headers.get('cache-control') ?? '';
  if (status !== 200 || !/\bpublic\b/.test(cacheControl)) return;
  for (const [name, value] of Object.entries(tagHeaders([...page.tags]))) headers.set(name, value);
  const { freshness } = page;
  if (freshness === null) return;
  const sMaxAge = edgeMaxAge(freshness.maxAge, edgePurged);
  headers.set(
    'cache-control',
    `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${freshness.staleWhileRevalidate}`,
  );
}
