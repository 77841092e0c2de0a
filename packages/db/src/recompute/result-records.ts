/**
 * Computed results as columns ready to write (one array per column, splits flattened row after row), each
 * row with a fingerprint so a recompute can rewrite only the rows that changed.
 */
import {
  bibKey,
  compareBibKeys,
  type Checkpoint,
  type Gender,
  rankAgeGrades,
  type ResultRow,
} from '@finishline/core';
import { type ParticipantEntry } from '@finishline/core';
import { RowHasher } from './row-hasher.js';

/** An entry as the engine takes it, plus its row key. */
type KeyedEntry = ParticipantEntry & { key: number };

/**
 * Computed rows as columns, ready to write: one array per scalar column, one flat array per split column
 * (row after row, `width` values each, NaN for "not reached"), and a fingerprint per row so a recompute
 * rewrites only the rows that changed. Columns, not row objects: 50 000 rows × 10 checkpoints would
 * otherwise be 350 000 small arrays for the garbage collector.
 */
export type ResultColumns = {
  count: number;
  /** Checkpoints per row in the split columns. */
  width: number;
  keys: Int32Array;
  /** 53-bit fingerprints. */
  hashes: Float64Array;
  /** 53-bit fingerprints of the own columns only (OWN_SCALARS, OWN_SPLITS): what the fields load a row again for. */
  ownHashes: Float64Array;
  /** As SCALAR_COLUMNS, each `count` long. */
  scalars: (string | number | null)[][];
  /** As SPLIT_COLUMNS, each `count × width` long. */
  splits: Float64Array[];
};

/** Column order of `scalars`. */
export const SCALAR_COLUMNS = [
  'gender',
  'age_group',
  'status',
  'gun_time_ms',
  'net_time_ms',
  'official_time_ms',
  'overall_place',
  'gender_place',
  'age_group_place',
  'gap_ms',
  'gender_gap_ms',
  'age_group_gap_ms',
  'diff_ms',
  'pace_ms_per_km',
  'speed_kmh',
  'last_checkpoint_id',
  'last_checkpoint_order',
  'last_from_start_ms',
  'rank',
  'bib_rank',
  'age_graded_ms',
  'age_grade_pct',
  'age_grade_rank',
] as const;
export const TEXT_SCALARS = new Set<string>(['gender', 'age_group', 'status', 'last_checkpoint_id']);
export const SPLIT_COLUMNS = [
  'split_at',
  'split_from_start_ms',
  'split_from_previous_ms',
  'split_segment_m',
  'split_place',
  'split_gender_place',
] as const;

/** Bib order positions (core's compareBibs: numbers as numbers), 1-based, by participant id. */
function bibRanks(entries: readonly KeyedEntry[]): Map<string, number> {
  const keyed = entries.map((entry) => ({ id: entry.id, key: bibKey(entry.bib) }));
  keyed.sort((a, b) => compareBibKeys(a.key, b.key));
  return new Map(keyed.map((entry, index) => [entry.id, index + 1]));
}

/** What the columns need to grade ages (docs/age-grading.md): the distance, and each entrant's age on race day. */
export type AgeGradeInput<E extends KeyedEntry = KeyedEntry> = {
  distanceM: number;
  ageOf: (entry: E) => number | null;
};

/** The columns of computed rows, in rank order. Plain loops: this runs over every row of every recompute. */
export function toResultColumns<E extends KeyedEntry>(
  results: Iterable<ResultRow>,
  entries: readonly E[],
  checkpoints: readonly Checkpoint[],
  grading: AgeGradeInput<E> | null = null,
): ResultColumns {
  const steps = resultColumnSteps(results, entries, checkpoints, Number.POSITIVE_INFINITY, grading);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * toResultColumns with a `yield` every `rowsPerStep` rows (see plan-results.ts). The rows are taken one at a time
 * (core's eachResult builds each as it is asked for) and only their columns kept; the age grades are ranked from
 * the columns, then every row's fingerprint is taken.
 */
export function* resultColumnSteps<E extends KeyedEntry>(
  results: Iterable<ResultRow>,
  entries: readonly E[],
  checkpoints: readonly Checkpoint[],
  rowsPerStep: number,
  grading: AgeGradeInput<E> | null = null,
): Generator<void, ResultColumns> {
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const ranks = bibRanks(entries);
  const position = new Map(checkpoints.map((checkpoint, index) => [checkpoint.id, index]));
  const count = entries.length;
  const width = checkpoints.length;
  const columns: ResultColumns = {
    count,
    width,
    keys: new Int32Array(count),
    hashes: new Float64Array(count),
    ownHashes: new Float64Array(count),
    scalars: SCALAR_COLUMNS.map(() => new Array<string | number | null>(count).fill(null)),
    splits: SPLIT_COLUMNS.map(() => new Float64Array(count * width).fill(Number.NaN)),
  };
  const [at, fromStart, fromPrevious, segment, place, genderPlace] = columns.splits;
  if (!at || !fromStart || !fromPrevious || !segment || !place || !genderPlace)
    throw new Error('unreachable');
  const ages: (number | null)[] = grading ? new Array<number | null>(count).fill(null) : [];
  yield;
  let row = 0;
  for (const result of results) {
    if (row >= count) break;
    if (row > 0 && row % rowsPerStep === 0) yield;
    for (const split of result.splits) {
      const index = position.get(split.checkpointId);
      if (index === undefined) continue;
      const cell = row * width + index;
      at[cell] = split.at;
      fromStart[cell] = split.fromStartMs;
      fromPrevious[cell] = split.fromPreviousMs;
      segment[cell] = split.segmentDistanceM;
      place[cell] = split.overallPlace;
      genderPlace[cell] = split.genderPlace ?? Number.NaN;
    }
    const put = (column: number, value: string | number | null): void => {
      const target = columns.scalars[column];
      if (target) target[row] = value;
    };
    put(0, result.gender);
    put(1, result.ageGroup);
    put(2, result.status);
    put(3, result.gunTimeMs);
    put(4, result.netTimeMs);
    put(5, result.officialTimeMs);
    put(6, result.overallPlace);
    put(7, result.genderPlace);
    put(8, result.ageGroupPlace);
    put(9, result.gapMs);
    put(10, result.genderGapMs);
    put(11, result.ageGroupGapMs);
    put(12, result.diffMs);
    put(13, result.paceMsPerKm);
    put(14, result.speedKmh);
    put(15, result.lastCheckpointId);
    put(16, result.lastCheckpointOrder);
    put(17, result.lastFromStartMs);
    put(18, result.rank);
    put(19, ranks.get(result.participantId) ?? 0);
    const entry = byId.get(result.participantId);
    columns.keys[row] = entry?.key ?? 0;
    if (grading && entry) ages[row] = grading.ageOf(entry);
    row++;
  }
  yield;
  if (grading) gradeAges(columns, ages, grading.distanceM);
  yield;
  const hasher = new RowHasher();
  const ownScalars = OWN_HASHED_SCALARS.map((name) => columns.scalars[SCALAR_COLUMNS.indexOf(name)] ?? []);
  const ownSplits = OWN_SPLITS.map((name) => columns.splits[SPLIT_COLUMNS.indexOf(name)] ?? EMPTY_SPLITS);
  for (let row = 0; row < count; row++) {
    if (row > 0 && row % rowsPerStep === 0) yield;
    hasher.reset();
    for (const scalar of columns.scalars) hasher.add(scalar[row] ?? null);
    for (const split of columns.splits) {
      for (let cell = row * width; cell < (row + 1) * width; cell++) hasher.add(split[cell] ?? Number.NaN);
    }
    columns.hashes[row] = hasher.digest();
    hasher.reset();
    for (const scalar of ownScalars) hasher.add(scalar[row] ?? null);
    for (const split of ownSplits) {
      for (let cell = row * width; cell < (row + 1) * width; cell++) hasher.add(split[cell] ?? Number.NaN);
    }
    columns.ownHashes[row] = hasher.digest();
  }
  return columns;
}

const EMPTY_SPLITS = new Float64Array(0);

/** The columns others move — places, gaps, diff, ranks: the fields work them out themselves (ADR 032). */
const PLACING_SCALARS = new Set<string>([
  'overall_place',
  'gender_place',
  'age_group_place',
  'gap_ms',
  'gender_gap_ms',
  'age_group_gap_ms',
  'diff_ms',
  'rank',
  'age_grade_rank',
]);
/**
 * A runner's own columns: what ownResults computes from their entry and reads alone (the bib order aside, which
 * needs the whole field).
 */
export const OWN_SCALARS = SCALAR_COLUMNS.filter((name) => !PLACING_SCALARS.has(name) && name !== 'bib_rank');
/** Fingerprinted with the own columns: not a place, but the fields' tie order (it moves only with the entries). */
const OWN_HASHED_SCALARS = [...OWN_SCALARS, 'bib_rank'] as const;
export const OWN_SPLITS = [
  'split_at',
  'split_from_start_ms',
  'split_from_previous_ms',
  'split_segment_m',
] as const;

/** The age grade columns (age graded time, percent, rank) from the official times, statuses and genders. */
function gradeAges(columns: ResultColumns, ages: readonly (number | null)[], distanceM: number): void {
  const [gender, status, official, graded, percent, rank] = GRADING_COLUMNS.map(
    (name) => columns.scalars[SCALAR_COLUMNS.indexOf(name)],
  );
  if (!gender || !status || !official || !graded || !percent || !rank) throw new Error('unreachable');
  const ranked = rankAgeGrades(
    ages.map((age, row) => ({
      officialTimeMs: status[row] === 'finished' ? (official[row] as number | null) : null,
      gender: gender[row] as Gender,
      age,
    })),
    distanceM,
  );
  ranked.forEach((grade, row) => {
    if (grade === null) return;
    graded[row] = grade.ageGradedMs;
    percent[row] = grade.percent;
    rank[row] = grade.rank;
  });
}

/** The columns the age grades are ranked from, then the three they fill. */
const GRADING_COLUMNS = [
  'gender',
  'status',
  'official_time_ms',
  'age_graded_ms',
  'age_grade_pct',
  'age_grade_rank',
] as const;
