/**
 * One runner's race, checkpoint by checkpoint, against the field (docs/results.md §Race analysis): the place in
 * their age group there (overall and gender places are stored with the splits), the gaps to the leaders, the
 * runners passed and passed by on the segment, and the field's median time on it.
 */
import { type FieldStats, previousSplitIndex, type RaceField } from './race-field.js';

export type CheckpointAnalysis = {
  /** Place within the age group at this checkpoint (shared places 1, 2, 2, 4); null without one or a time. */
  ageGroupPlace: number | null;
  /** Behind the leader there: overall, within the gender, within the age group (ms; 0 for the leader). */
  gapMs: number | null;
  genderGapMs: number | null;
  ageGroupGapMs: number | null;
  /** On the segment ending here; null when the runner was not timed at both of its ends. */
  passed: number | null;
  passedBy: number | null;
  /** The field's median time on that segment. */
  fieldMedianSegmentMs: number | null;
};

const NO_PASSINGS = { passed: null, passedBy: null } as const;

const orNull = (value: number | undefined): number | null =>
  value === undefined || Number.isNaN(value) ? null : value;

/** How the age-group place and the passings of a runner at a checkpoint are found: by definition, or looked up. */
type Counts = {
  ageGroupPlace(runner: number, k: number, time: number): number;
  passings(runner: number, k: number): { passed: number | null; passedBy: number | null };
};

function analyse(field: RaceField, stats: FieldStats, runner: number, counts: Counts): CheckpointAnalysis[] {
  const width = field.checkpoints.length;
  const gender = field.gender[runner] ?? 2;
  const group = field.ageGroup[runner] ?? -1;
  return field.checkpoints.map((checkpoint, k): CheckpointAnalysis => {
    const time = field.fromStart[runner * width + k] ?? Number.NaN;
    const reached = checkpoint.kind !== 'start' && !Number.isNaN(time);
    const gap = (leader: number | undefined): number | null => {
      const value = orNull(leader);
      return reached && value !== null ? Math.max(0, time - value) : null;
    };
    return {
      ageGroupPlace: reached && group >= 0 ? counts.ageGroupPlace(runner, k, time) : null,
      gapMs: gap(stats.leaderMs[k]),
      genderGapMs: gender < 2 ? gap(stats.genderLeaderMs[gender === 0 ? 0 : 1][k]) : null,
      ageGroupGapMs: group >= 0 ? gap(stats.ageGroupLeaderMs[group]?.[k]) : null,
      ...(reached ? counts.passings(runner, k) : NO_PASSINGS),
      fieldMedianSegmentMs: reached ? orNull(stats.medianSegmentMs[k]) : null,
    };
  });
}

/**
 * The runner's analysis at every checkpoint of the course (index as field.checkpoints), by definition: a pass over
 * the field for each age-group place and each segment's passings (~0.8 ms a runner of 20,000). The pages use the
 * same figures from a RunnerIndex (indexRunners), built once per field.
 */
export function analyseRunner(field: RaceField, stats: FieldStats, runner: number): CheckpointAnalysis[] {
  return analyse(field, stats, runner, {
    ageGroupPlace: (who, k, time) => ageGroupPlaceAt(field, who, k, time),
    passings: (who, k) => passingsOn(field, stats, who, k),
  });
}

/**
 * What every runner's analysis looks up, worked out once for the whole field in O(n log n) a checkpoint: the
 * counted runners' times by age group (sorted), and each runner's passings on each segment.
 */
export type RunnerIndex = {
  /** By checkpoint index, then age group: the counted runners' times there, ascending. */
  groupTimes: Float64Array[][];
  /** `count × checkpoints`, row after row: runners passed on the segment ending there; -1 where not timed. */
  passed: Int32Array;
  passedBy: Int32Array;
};

export function indexRunners(field: RaceField, stats: FieldStats): RunnerIndex {
  const width = field.checkpoints.length;
  const groups = field.ageGroupNames.length;
  const index: RunnerIndex = {
    groupTimes: [],
    passed: new Int32Array(field.count * width).fill(-1),
    passedBy: new Int32Array(field.count * width).fill(-1),
  };
  for (let k = 0; k < width; k++) {
    const buckets: number[][] = Array.from({ length: groups }, () => []);
    for (let runner = 0; runner < field.count; runner++) {
      const group = field.ageGroup[runner] ?? -1;
      const time = field.fromStart[runner * width + k] ?? Number.NaN;
      if (group >= 0 && field.counted[runner] === 1 && !Number.isNaN(time)) buckets[group]?.push(time);
    }
    index.groupTimes.push(buckets.map((times) => Float64Array.from(times).sort()));
    if (field.checkpoints[k]?.kind !== 'start') countPassings(field, stats, k, index);
  }
  return index;
}

/** The runner's analysis from the field's RunnerIndex: the same figures as analyseRunner, in O(checkpoints × log n). */
export function analyseIndexedRunner(
  field: RaceField,
  stats: FieldStats,
  index: RunnerIndex,
  runner: number,
): CheckpointAnalysis[] {
  const width = field.checkpoints.length;
  return analyse(field, stats, runner, {
    ageGroupPlace: (who, k, time) =>
      countBelow(index.groupTimes[k]?.[field.ageGroup[who] ?? -1] ?? EMPTY, time) + 1,
    passings: (who, k) => {
      const passed = index.passed[who * width + k] ?? -1;
      const passedBy = index.passedBy[who * width + k] ?? -1;
      return passed < 0 || passedBy < 0 ? NO_PASSINGS : { passed, passedBy };
    },
  });
}

const EMPTY = new Float64Array(0);

/** How many values of the ascending `sorted` are strictly below `value`. */
function countBelow(sorted: Float64Array, value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Passings on the segment ending at `k` for every runner timed at both of its ends, as passingsOn defines them:
 * passed = others who started the segment strictly earlier and ended it strictly later, passed by = the other way
 * round. Two sweeps over the runners by segment start (equal starts together), counting ends with a Fenwick tree.
 */
function countPassings(field: RaceField, stats: FieldStats, k: number, index: RunnerIndex): void {
  const width = field.checkpoints.length;
  const previous = previousSplitIndex(field.checkpoints, k);
  const timed: number[] = [];
  const starts = new Float64Array(field.count);
  const ends = new Float64Array(field.count);
  for (let runner = 0; runner < field.count; runner++) {
    const start =
      previous < 0
        ? (stats.startAt[runner] ?? Number.NaN)
        : (field.at[runner * width + previous] ?? Number.NaN);
    const end = field.at[runner * width + k] ?? Number.NaN;
    starts[runner] = start;
    ends[runner] = end;
    if (!Number.isNaN(start) && !Number.isNaN(end)) timed.push(runner);
  }
  const distinctEnds = Float64Array.from(new Set(timed.map((runner) => ends[runner] ?? 0))).sort();
  const endRank = (runner: number) => countBelow(distinctEnds, ends[runner] ?? 0) + 1;
  timed.sort((a, b) => (starts[a] ?? 0) - (starts[b] ?? 0));
  const sweep = (order: number[], count: (tree: Fenwick, runner: number) => number, into: Int32Array) => {
    const tree = new Fenwick(distinctEnds.length);
    for (let first = 0; first < order.length;) {
      let last = first;
      while (last + 1 < order.length && starts[order[last + 1] ?? 0] === starts[order[first] ?? 0]) last++;
      for (let i = first; i <= last; i++) {
        const runner = order[i] ?? 0;
        into[runner * width + k] = count(tree, runner);
      }
      for (let i = first; i <= last; i++) tree.add(endRank(order[i] ?? 0));
      first = last + 1;
    }
  };
  // Earlier starters that end later; later starters that end earlier.
  sweep(timed, (tree, runner) => tree.total - tree.upTo(endRank(runner)), index.passed);
  sweep([...timed].reverse(), (tree, runner) => tree.upTo(endRank(runner) - 1), index.passedBy);
}

/** Counts of values 1…size: add one, count those up to a bound. */
class Fenwick {
  private readonly tree: Int32Array;
  total = 0;

  constructor(size: number) {
    this.tree = new Int32Array(size + 1);
  }

  add(position: number): void {
    this.total++;
    for (let i = position; i < this.tree.length; i += i & -i) this.tree[i] = (this.tree[i] ?? 0) + 1;
  }

  upTo(position: number): number {
    let sum = 0;
    for (let i = position; i > 0; i -= i & -i) sum += this.tree[i] ?? 0;
    return sum;
  }
}

/**
 * 1 + the counted runners of the same age group strictly faster there: shared places, and a disqualified runner
 * gets the place they would have had without pushing anyone down (as placeCheckpoints). One pass over the field.
 */
function ageGroupPlaceAt(field: RaceField, runner: number, k: number, time: number): number {
  const width = field.checkpoints.length;
  const group = field.ageGroup[runner];
  let ahead = 0;
  for (let other = 0; other < field.count; other++) {
    if (field.ageGroup[other] !== group || field.counted[other] !== 1) continue;
    if ((field.fromStart[other * width + k] ?? Number.NaN) < time) ahead++;
  }
  return ahead + 1;
}

/**
 * Who overtook whom on the segment ending at `k` (from the previous split, or the start line on a net basis), from
 * the crossing instants: the runner passed X when X crossed the segment's start before them and its end after
 * them; was passed by X the other way round. Only runners timed at both ends count; equal instants are neither.
 */
function passingsOn(
  field: RaceField,
  stats: FieldStats,
  runner: number,
  k: number,
): { passed: number | null; passedBy: number | null } {
  const width = field.checkpoints.length;
  const previous = previousSplitIndex(field.checkpoints, k);
  const startOf = (who: number): number =>
    previous < 0 ? (stats.startAt[who] ?? Number.NaN) : (field.at[who * width + previous] ?? Number.NaN);
  const myStart = startOf(runner);
  const myEnd = field.at[runner * width + k] ?? Number.NaN;
  if (Number.isNaN(myStart) || Number.isNaN(myEnd)) return NO_PASSINGS;
  let passed = 0;
  let passedBy = 0;
  for (let other = 0; other < field.count; other++) {
    const end = field.at[other * width + k] ?? Number.NaN;
    if (Number.isNaN(end) || end === myEnd) continue;
    const start = startOf(other);
    if (start < myStart && end > myEnd) passed++;
    else if (start > myStart && end < myEnd) passedBy++;
  }
  return { passed, passedBy };
}
