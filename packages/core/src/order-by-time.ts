const INDEX_FACTOR = 2 ** 21;
const PACKABLE_TIME = 2 ** 32;

/**
 * Positions 0..n-1 ordered by time, equal times keeping their input order (a stable sort).
 * Callers feed items in tie-break order (bib order), so one sort gives the full ranking order.
 * When every time is a whole number of ms below 2^32 (49 days) and there are fewer than 2^21 items,
 * time and position are packed into one double and sorted natively — about ten times faster than a
 * comparator, which matters at 50 000 participants × 10 checkpoints. Otherwise a comparator sorts.
 */
export function orderByTime(times: ArrayLike<number>): number[] {
  const count = times.length;
  let isPackable = count < INDEX_FACTOR;
  for (let index = 0; index < count && isPackable; index++) {
    const time = times[index] ?? NaN;
    isPackable = Number.isInteger(time) && time >= 0 && time < PACKABLE_TIME;
  }
  const order = new Array<number>(count);
  if (!isPackable) {
    for (let index = 0; index < count; index++) order[index] = index;
    return order.sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0) || a - b);
  }
  const keys = new Float64Array(count);
  for (let index = 0; index < count; index++) keys[index] = (times[index] ?? 0) * INDEX_FACTOR + index;
  keys.sort();
  for (let position = 0; position < count; position++) {
    const key = keys[position] ?? 0;
    // Exact (powers of two) and much cheaper than `%` on doubles.
    order[position] = key - Math.floor(key / INDEX_FACTOR) * INDEX_FACTOR;
  }
  return order;
}
