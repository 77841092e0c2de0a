/** Row shapes and columns of the results list. */
import { type Checkpoint } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type PageOf } from './find-participants.js';
import { type Paging, type ParticipantFilter, type ParticipantRow } from './participant-filters.js';

export type ResultQuery = ParticipantFilter &
  Paging & {
    /** Rank everyone who reached this checkpoint by their time there, instead of the finish ranking. */
    checkpoint?: string | null;
  };

/**
 * A results-list row. `place`, `gapMs` and `diffMs` are within the requested list: the overall place
 * unfiltered, the gender place filtered by gender, the age-group place by age group, and for any other
 * filter (country, club…) or a checkpoint ranking the place among the listed rows (shared on equal times,
 * 1, 2, 2, 4). `timeMs` is the time the list is ranked by (official, or from the start at the checkpoint);
 * pace and speed go with it. The other columns are the participant's final result.
 */
export type ResultListRow = ParticipantRow & {
  place: number | null;
  gapMs: number | null;
  diffMs: number | null;
  timeMs: number | null;
  paceMsPerKm: number | null;
  speedKmh: number | null;
  overallPlace: number | null;
  genderPlace: number | null;
  ageGroupPlace: number | null;
  officialTimeMs: number | null;
  gunTimeMs: number | null;
  netTimeMs: number | null;
  lastCheckpointId: string | null;
  /** Position in the full results order. */
  rank: number;
};

/** A page of results, with the checkpoint ranked at (null: the finish ranking). */
export type ResultPage = PageOf<ResultListRow> & { checkpoint: Checkpoint | null };

/** The final-result columns of `r` every results row carries. */
export const RESULT_COLUMNS = sql`r.overall_place as "overallPlace", r.gender_place as "genderPlace",
  r.age_group_place as "ageGroupPlace", r.official_time_ms as "officialTimeMs", r.gun_time_ms as "gunTimeMs",
  r.net_time_ms as "netTimeMs", r.last_checkpoint_id as "lastCheckpointId", r.rank`;
