/** Computed results: one row per participant, rewritten by recomputeContest. */
import { bigint, doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/**
 * Splits live in this row as arrays aligned with the contest's checkpoints by course position (element k is
 * the k-th checkpoint by `order`, 1-based; null where not reached), rather than in a splits table:
 * - a recompute writes one row per participant (50 000) instead of one per split (500 000 more), which is
 *   what keeps recomputing 50 000 × 10 within a second;
 * - "ranked at checkpoint k" reads element k of each row of the contest (`split_from_start_ms[k]`), and a
 *   participant's page reads one row with every split;
 * - segment pace and speed are not stored: core's computePace/computeSpeed derive them from
 *   split_from_previous_ms and split_segment_m when read.
 * `gender`, `age_group` and `status` repeat the participant's so the filtered rankings page on one index.
 * Derived data, rewritten only by recompute: no foreign keys (their per-row checks would double the cost of
 * a 50 000-row rewrite); recompute deletes the rows of its contest and of its participants before writing.
 */
export const results = pgTable(
  'results',
  {
    participantKey: integer('participant_key').primaryKey(),
    contestKey: integer('contest_key').notNull(),
    gender: text('gender').notNull(),
    ageGroup: text('age_group'),
    status: text('status').notNull(),
    gunTimeMs: integer('gun_time_ms'),
    netTimeMs: integer('net_time_ms'),
    officialTimeMs: integer('official_time_ms'),
    overallPlace: integer('overall_place'),
    genderPlace: integer('gender_place'),
    ageGroupPlace: integer('age_group_place'),
    gapMs: integer('gap_ms'),
    genderGapMs: integer('gender_gap_ms'),
    ageGroupGapMs: integer('age_group_gap_ms'),
    diffMs: integer('diff_ms'),
    paceMsPerKm: integer('pace_ms_per_km'),
    speedKmh: doublePrecision('speed_kmh'),
    lastCheckpointId: text('last_checkpoint_id'),
    lastCheckpointOrder: integer('last_checkpoint_order'),
    lastFromStartMs: integer('last_from_start_ms'),
    /** WMA road age grading of the official time (docs/age-grading.md); null when it does not apply. */
    ageGradedMs: integer('age_graded_ms'),
    ageGradePct: doublePrecision('age_grade_pct'),
    /** 1-based position by age grade among the graded finishers (best percent first): the age-graded ranking. */
    ageGradeRank: integer('age_grade_rank'),
    /** 1-based position in the full results order (finishers, then non-finishers). */
    rank: integer('rank').notNull(),
    /** 1-based position in bib order (core's compareBibs: numbers as numbers): the start list's `bib` sort. */
    bibRank: integer('bib_rank').notNull(),
    /** Read instants, epoch ms. */
    splitAt: bigint('split_at', { mode: 'number' }).array(),
    splitFromStartMs: integer('split_from_start_ms').array(),
    splitFromPreviousMs: integer('split_from_previous_ms').array(),
    splitSegmentM: doublePrecision('split_segment_m').array(),
    splitPlace: integer('split_place').array(),
    splitGenderPlace: integer('split_gender_place').array(),
    /** Fingerprint of the row as computed: a recompute rewrites only the rows whose fingerprint changed. */
    rowHash: bigint('row_hash', { mode: 'number' }).notNull(),
    /**
     * Fingerprint of the runner's own columns only (status, times, splits, pace, age grade, bib order: not the places,
     * gaps and ranks others move): a row rewritten with the same keeps its data_version (ADR 032), so the fields,
     * which work the places out themselves, do not load it again. 0: unknown (a live step wrote the row).
     */
    ownHash: bigint('own_hash', { mode: 'number' }).notNull().default(0),
    /**
     * From data_version_seq, taken by the recompute that wrote the row (below the contest's version it then sets):
     * an instance holding the contest's field in memory loads only the rows written since its version.
     */
    dataVersion: bigint('data_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // Paging the full list is a range scan: rank is dense, so page p is `rank between a and b`.
    unique('results_contest_rank_key').on(t.contestKey, t.rank),
    // Within a gender or age group, rank orders finishers exactly as gender_place / age_group_place do and
    // also orders the non-finishers after them, so (contest, gender, rank) serves what an index on
    // (contest, gender, gender_place) would (top N of a gender) and also pages the whole filtered list.
    // The same for a status (`?status=dnf`, the start list's registered): a rare status in a large contest
    // would otherwise walk the contest's whole rank index (migration 0004).
    index('results_gender_rank_idx').on(t.contestKey, t.gender, t.rank),
    index('results_age_group_rank_idx').on(t.contestKey, t.ageGroup, t.rank),
    index('results_status_rank_idx').on(t.contestKey, t.status, t.rank),
    index('results_bib_rank_idx').on(t.contestKey, t.bibRank),
    index('results_age_grade_rank_idx').on(t.contestKey, t.ageGradeRank),
    index('results_version_idx').on(t.contestKey, t.dataVersion),
  ],
);
