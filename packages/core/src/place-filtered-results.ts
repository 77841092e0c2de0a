import { createPlacer, type Placing } from './rank-finishers.js';
import { type ResultRow } from './types.js';

export type FilteredResult = {
  row: ResultRow;
  /** Place, gap and diff within the filtered list; null for non-finishers. */
  place: number | null;
  gapMs: number | null;
  diffMs: number | null;
};

/**
 * Places within a filtered results list (docs/results.md §Places, "a filtered list shows the place within
 * the filter"): the rows — any subset of computeResults' output, e.g. one club or one country — are put in
 * results order (by rank) and the finishers among them get shared places, gaps and diffs as in the full
 * list. "Overall" stays `row.overallPlace`. For gender and age-group filters this equals genderPlace and
 * ageGroupPlace.
 */
export function placeFilteredResults(rows: readonly ResultRow[]): FilteredResult[] {
  const placer = createPlacer();
  return [...rows]
    .sort((a, b) => a.rank - b.rank)
    .map((row) => {
      if (row.status !== 'finished' || row.officialTimeMs === null) {
        return { row, place: null, gapMs: null, diffMs: null };
      }
      const placing: Placing = placer.add(row.officialTimeMs);
      return { row, ...placing };
    });
}
