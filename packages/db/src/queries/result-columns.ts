/** What the results lists (the official ranking, a checkpoint's, the age-graded one) share: filter, row, columns. */
import { computePacePerMile, computeSpeedMph } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type ListFilter, type ParticipantRow } from './list-filters.js';

export type ResultFilter = ListFilter & {
  checkpoint: string | null;
  /** `ageGrade`: the age-graded ranking (find-age-grade-ranking.ts); default the official one. */
  ranking?: 'official' | 'ageGrade';
  /** With the age-graded ranking: only runners graded at least this percent. */
  ageGradeMin?: number | null;
  page: number;
  pageSize: number;
};

/** The contest, from getContestVersion: its internal key, entrant count and checkpoint ids by course order. */
export type ResultContest = { contestKey: number; participantCount: number; checkpointIds: string[] };

/**
 * A results-list row. `place`, `gapMs` and `diffMs` are within the requested list: the overall place unfiltered,
 * the gender place filtered by gender, the age-group place by age group, and for any other filter (country,
 * club…) or a checkpoint ranking the place among the listed rows (shared on equal times, 1, 2, 2, 4). `timeMs` is
 * the time the list is ranked by (official, or from the start at the checkpoint); pace and speed go with it. The
 * other columns are the participant's final result.
 */
export type ResultListRow = ParticipantRow & {
  place: number | null;
  gapMs: number | null;
  diffMs: number | null;
  timeMs: number | null;
  paceMsPerKm: number | null;
  speedKmh: number | null;
  paceMsPerMile: number | null;
  speedMph: number | null;
  overallPlace: number | null;
  genderPlace: number | null;
  ageGroupPlace: number | null;
  officialTimeMs: number | null;
  gunTimeMs: number | null;
  netTimeMs: number | null;
  lastCheckpointId: string | null;
  /** Position in the full results order. */
  rank: number;
  /** WMA age-graded official time and its percent (docs/age-grading.md); null when not graded. */
  ageGradedMs: number | null;
  ageGradePct: number | null;
  /**
   * Multisport: the time of each leg of the course (core's courseLegs, legTimes), in course order; absent on a
   * single-sport contest.
   */
  legTimesMs?: (number | null)[];
};

export const FINAL_COLUMNS =
  sql.raw(`r.rank, r.overall_place as "overallPlace", r.gender_place as "genderPlace",
  r.age_group_place as "ageGroupPlace", r.official_time_ms as "officialTimeMs", r.gun_time_ms as "gunTimeMs",
  r.net_time_ms as "netTimeMs", r.last_checkpoint_id as "lastCheckpointId", r.age_graded_ms as "ageGradedMs",
  r.age_grade_pct as "ageGradePct"`);

export const FROM = sql.raw(
  'from results r join participants p on p.key = r.participant_key join contests c on c.key = r.contest_key',
);

/** Pace per mile and speed in mph over `timeMs`, computed as the stored pace per km is (core's rules). */
export function mileUnits(
  timeMs: number | null,
  distanceM: number,
): Pick<ResultListRow, 'paceMsPerMile' | 'speedMph'> {
  return {
    paceMsPerMile: timeMs === null ? null : computePacePerMile(timeMs, distanceM),
    speedMph: timeMs === null ? null : computeSpeedMph(timeMs, distanceM),
  };
}
