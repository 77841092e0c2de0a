/** A place in a ranking, with the gap to the first and the diff to the one placed just ahead. */
export type Placing = {
  /** Shared by equal times; the next place skips (1, 2, 2, 4). */
  place: number;
  /** Time minus the first's time in this ranking (0 for the first). */
  gapMs: number;
  /** Time minus the time of the row just ahead: 0 within a shared place, null for the first row. */
  diffMs: number | null;
};

export type Placer = {
  /** Counts a time (ascending order required) and returns its placing. */
  add(timeMs: number): Placing;
  /** add() without building the placing: the place only. */
  addPlace(timeMs: number): number;
  /** The place a time would take without being counted (1 + the number of counted strictly faster times). */
  placeOf(timeMs: number): number;
};

/**
 * Assigns shared places over times fed in ascending order (docs/results.md §Places, "equal official times
 * share a place and the next place skips"; §Gap and diff). Streaming lets one sorted pass fill the overall,
 * gender and age-group rankings at once. Throws on a time smaller than the previous one.
 */
export function createPlacer(): Placer {
  let count = 0;
  let place = 0;
  let firstTime = 0;
  let lastTime = 0;
  function addPlace(timeMs: number): number {
    if (count > 0 && timeMs < lastTime) {
      throw new RangeError(`Times must be ranked in ascending order: ${timeMs} after ${lastTime}`);
    }
    count += 1;
    if (count === 1) firstTime = timeMs;
    if (count === 1 || timeMs > lastTime) place = count;
    lastTime = timeMs;
    return place;
  }
  return {
    add(timeMs) {
      const diffMs = count === 0 ? null : timeMs - lastTime;
      const placeNow = addPlace(timeMs);
      return { place: placeNow, gapMs: timeMs - firstTime, diffMs };
    },
    addPlace,
    placeOf(timeMs) {
      if (count === 0 || timeMs > lastTime) return count + 1;
      if (timeMs === lastTime) return place;
      throw new RangeError(`Times must be ranked in ascending order: ${timeMs} after ${lastTime}`);
    },
  };
}

export type Ranked<T> = Placing & { item: T };

/**
 * Ranks any list by time (docs/results.md §Places): sorted by time, equal times ordered by `compareTies`
 * (default: input order), sharing a place; each with its gap to the first and diff to the one ahead.
 * The API reuses it for lists filtered by club, country or any other criterion.
 */
export function rankFinishers<T>(
  items: readonly T[],
  timeOf: (item: T) => number,
  compareTies: (a: T, b: T) => number = () => 0,
): Ranked<T>[] {
  const sorted = [...items].sort((a, b) => timeOf(a) - timeOf(b) || compareTies(a, b));
  const placer = createPlacer();
  return sorted.map((item) => ({ item, ...placer.add(timeOf(item)) }));
}
