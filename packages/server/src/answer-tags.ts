/**
 * The cache tags of a page (docs/operations.md §Cache tags): a page is made of the answers its loaders read, so its
 * tags are theirs. Each render gets the reads wrapped to note the tags of every answer they give; the page's
 * Surrogate-Key and Cache-Tag headers are set from them once it is rendered.
 */
import { edgeMaxAge, type Reads, SITE_TAG, tagHeaders } from '@finishline/reads';

export type TaggedReads = { reads: Reads; tags: Set<string> };

/** `reads` for one render, noting the tags of the answers they give. */
export function taggingReads(reads: Reads): TaggedReads {
  const tags = new Set<string>([SITE_TAG]);
  const note = (answer: unknown) => {
    const answerTags = (answer as { tags?: unknown } | null)?.tags;
    if (Array.isArray(answerTags)) for (const tag of answerTags) tags.add(String(tag));
  };
  const wrapped = new Proxy(reads, {
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
  return { reads: wrapped, tags };
}

/**
 * The edge's headers of a page a shared cache may keep (public, status 200): its tags, and — when that cache is
 * purged on change — the longer `s-maxage` of a final page (`edgeMaxAge`, as the API's answers).
 */
export function setEdgeHeaders(
  headers: Headers,
  status: number,
  tags: Iterable<string>,
  edgePurged: boolean,
): void {
  const cacheControl = headers.get('cache-control') ?? '';
  if (status !== 200 || !/\bpublic\b/.test(cacheControl)) return;
  for (const [name, value] of Object.entries(tagHeaders([...tags]))) headers.set(name, value);
  const kept = /\bs-maxage=(\d+)/.exec(cacheControl);
  if (edgePurged && kept) {
    const seconds = edgeMaxAge(Number(kept[1]), true);
    headers.set('cache-control', cacheControl.replace(kept[0], `s-maxage=${seconds}`));
  }
}
