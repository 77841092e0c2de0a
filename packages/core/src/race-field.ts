/**
 * The field of a contest as the race analysis sees it (docs/results.md §Race analysis): every entrant's crossing
 * instants and times from the start at each checkpoint, in flat typed columns, and the figures about the whole
 * field that a runner's analysis compares against — leaders at each checkpoint (overall, by gender, by age group),
 * the field's median time on each segment, and the passings on each segment.
 *
 * Worked out when a page asks, from the stored results, not stored by a recompute: a runner's "passed" count
 * moves whenever anyone they overtook crosses the next mat, so storing it would turn each live read into a
 * rewrite of dozens of rows. Building the stats is O(n log n) a checkpoint (20,000 runners × 8 checkpoints in
 * tens of milliseconds), once per data version.
 */
import { type CheckpointKind, type Gender, type Status, type TimeBasis } from './types.js';

export const GENDER_CODES: Readonly<Record<Gender, number>> = { m: 0, f: 1, x: 2 };

/** One checkpoint of the course as the field needs it. */
export type FieldCheckpoint = { kind: CheckpointKind; distanceM: number };

export type RaceField = {
  /** Every checkpoint of the course by order (a start mat included: it has no split, so no values). */
  checkpoints: readonly FieldCheckpoint[];
  timeBasis: TimeBasis;
  count: number;
  /** GENDER_CODES, by runner. */
  gender: Uint8Array;
  /** Index into ageGroupNames, -1 for none. */
  ageGroup: Int32Array;
  ageGroupNames: readonly string[];
  /** 0 for DSQ and DNS: their times are disputed, so they push nobody down (as placeCheckpoints). */
  counted: Uint8Array;
  /** 1 while the runner is on the course (status `started`): the only ones a forecast is for. */
  onCourse: Uint8Array;
  /** Crossing instants (epoch ms), `count × checkpoints.length`, row after row; NaN where not read. */
  at: Float64Array;
  /** Time from the start per the contest's basis, same layout. */
  fromStart: Float64Array;
};

/** What one runner of the field brings: their status, and their splits by checkpoint index (NaN: none). */
export type FieldRunner = {
  gender: Gender;
  ageGroup: string | null;
  status: Status;
  at: readonly number[];
  fromStart: readonly number[];
};

/** A field from its runners (tests and small contests; the database layer fills the columns directly). */
export function makeRaceField(
  checkpoints: readonly FieldCheckpoint[],
  timeBasis: TimeBasis,
  runners: readonly FieldRunner[],
): RaceField {
  const width = checkpoints.length;
  const names = [...new Set(runners.flatMap((runner) => (runner.ageGroup ? [runner.ageGroup] : [])))];
  const nameIndex = new Map(names.map((name, index) => [name, index]));
  const field: RaceField = {
    checkpoints,
    timeBasis,
    count: runners.length,
    gender: new Uint8Array(runners.length),
    ageGroup: new Int32Array(runners.length),
    ageGroupNames: names,
    counted: new Uint8Array(runners.length),
    onCourse: new Uint8Array(runners.length),
    at: new Float64Array(runners.length * width).fill(Number.NaN),
    fromStart: new Float64Array(runners.length * width).fill(Number.NaN),
  };
  runners.forEach((runner, index) => {
    field.gender[index] = GENDER_CODES[runner.gender];
    field.ageGroup[index] = runner.ageGroup === null ? -1 : (nameIndex.get(runner.ageGroup) ?? -1);
    field.counted[index] = runner.status === 'dsq' || runner.status === 'dns' ? 0 : 1;
    field.onCourse[index] = runner.status === 'started' ? 1 : 0;
    for (let k = 0; k < width; k++) {
      field.at[index * width + k] = runner.at[k] ?? Number.NaN;
      field.fromStart[index * width + k] = runner.fromStart[k] ?? Number.NaN;
    }
  });
  return field;
}

/** Figures about the whole field, by checkpoint index (NaN where nobody qualifies). */
export type FieldStats = {
  /** Fastest time from the start at each checkpoint among counted runners. */
  leaderMs: Float64Array;
  /** The same within `m` and `f` (GENDER_CODES 0 and 1). */
  genderLeaderMs: [Float64Array, Float64Array];
  /** The same within each age group (by ageGroupNames index). */
  ageGroupLeaderMs: Float64Array[];
  /**
   * The field's median time on the segment ending at each checkpoint, over the runners timed at both of its
   * ends (the previous split or the start and this checkpoint): a runner's segment beside it says faster or
   * slower than most.
   */
  medianSegmentMs: Float64Array;
  /** Runners timed at both ends of that segment. */
  segmentRunners: Int32Array;
  /** The instant each runner crossed the start line: known on a net basis only (NaN otherwise). */
  startAt: Float64Array;
};

/** Index of the split or finish checkpoint before `k` (the start line: -1). */
export function previousSplitIndex(checkpoints: readonly FieldCheckpoint[], k: number): number {
  for (let p = k - 1; p >= 0; p--) if (checkpoints[p]?.kind !== 'start') return p;
  return -1;
}

/** Instant the runner crossed the start line: known on a net basis only (the net clock starts there). */
function startCrossing(field: RaceField, runner: number): number {
  if (field.timeBasis !== 'net') return Number.NaN;
  const width = field.checkpoints.length;
  for (let k = 0; k < width; k++) {
    const at = field.at[runner * width + k] ?? Number.NaN;
    const fromStart = field.fromStart[runner * width + k] ?? Number.NaN;
    if (!Number.isNaN(at) && !Number.isNaN(fromStart)) return at - fromStart;
  }
  return Number.NaN;
}

function median(values: Float64Array): number {
  if (values.length === 0) return Number.NaN;
  values.sort();
  const middle = values.length >> 1;
  return values.length % 2 === 1
    ? (values[middle] ?? Number.NaN)
    : Math.round(((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2);
}

/** The field's figures (see FieldStats). */
export function analyseField(field: RaceField): FieldStats {
  const width = field.checkpoints.length;
  const stats: FieldStats = {
    leaderMs: new Float64Array(width).fill(Number.NaN),
    genderLeaderMs: [new Float64Array(width).fill(Number.NaN), new Float64Array(width).fill(Number.NaN)],
    ageGroupLeaderMs: field.ageGroupNames.map(() => new Float64Array(width).fill(Number.NaN)),
    medianSegmentMs: new Float64Array(width).fill(Number.NaN),
    segmentRunners: new Int32Array(width),
    startAt: new Float64Array(field.count).fill(Number.NaN),
  };
  const keepMin = (target: Float64Array | undefined, k: number, value: number): void => {
    if (target && !(value >= (target[k] ?? Number.NaN))) target[k] = value;
  };
  for (let runner = 0; runner < field.count; runner++) {
    if (field.counted[runner] !== 1) continue;
    const gender = field.gender[runner] ?? 2;
    const group = field.ageGroup[runner] ?? -1;
    for (let k = 0; k < width; k++) {
      const time = field.fromStart[runner * width + k] ?? Number.NaN;
      if (Number.isNaN(time)) continue;
      keepMin(stats.leaderMs, k, time);
      if (gender < 2) keepMin(stats.genderLeaderMs[gender === 0 ? 0 : 1], k, time);
      if (group >= 0) keepMin(stats.ageGroupLeaderMs[group], k, time);
    }
  }
  for (let runner = 0; runner < field.count; runner++) stats.startAt[runner] = startCrossing(field, runner);
  field.checkpoints.forEach((checkpoint, k) => {
    if (checkpoint.kind === 'start') return;
    const previous = previousSplitIndex(field.checkpoints, k);
    const times = new Float64Array(field.count);
    let count = 0;
    for (let runner = 0; runner < field.count; runner++) {
      const to = field.fromStart[runner * width + k] ?? Number.NaN;
      const from = previous < 0 ? 0 : (field.fromStart[runner * width + previous] ?? Number.NaN);
      if (to >= from) times[count++] = to - from;
    }
    stats.segmentRunners[k] = count;
    stats.medianSegmentMs[k] = median(times.subarray(0, count));
  });
  return stats;
}
