/**
 * The rows of the "race against the field" table (docs/results.md §Race analysis), from the participant's splits:
 * places gained or lost on each segment, and the segment time against the field's median. Pure, for the table
 * and its tests.
 */
import type { Split } from '@finishline/contract';

export type RaceAnalysisRow = {
  split: Split;
  /** Overall places gained on the segment ending here (negative: lost); null at the first checkpoint reached. */
  placesGained: number | null;
  /** Segment time minus the field's median on it (negative: faster); null without both. */
  versusMedianMs: number | null;
};

/** One row per checkpoint reached (a missed one has nothing to compare). */
export function raceAnalysisRows(splits: readonly Split[]): RaceAnalysisRow[] {
  const rows: RaceAnalysisRow[] = [];
  let previousPlace: number | null = null;
  for (const split of splits) {
    if (!split.isReached) continue;
    const place = split.overallPlace;
    rows.push({
      split,
      placesGained: previousPlace !== null && place !== null ? previousPlace - place : null,
      versusMedianMs:
        split.fromPreviousMs !== null && split.fieldMedianSegmentMs !== null
          ? split.fromPreviousMs - split.fieldMedianSegmentMs
          : null,
    });
    previousPlace = place;
  }
  return rows;
}

/** Whether the analysis has anything to say: a runner with at least one reached checkpoint analysed. */
export function hasRaceAnalysis(splits: readonly Split[]): boolean {
  return splits.some((split) => split.isReached && (split.gapMs !== null || split.passed !== null));
}
