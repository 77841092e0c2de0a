/** A map over a list with a bounded number of calls in flight: the Tracking tab's lookups of many bibs. */

/**
 * Runs `work` on every item, at most `limit` at a time, and resolves with the results in the items' order.
 * The first failure rejects and no further item starts (the ones in flight are left to finish or abort).
 */
export async function mapPooled<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  async function worker(): Promise<void> {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, () => worker());
  await Promise.all(workers);
  return results;
}
