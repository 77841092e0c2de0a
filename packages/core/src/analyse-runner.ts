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

/** The runner's analysis at every checkpoint of the course (index as field.checkpoints). */
export function analyseRunner(field: RaceField, stats: FieldStats, runner: number): CheckpointAnalysis[] {
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
      ageGroupPlace: reached && group >= 0 ? ageGroupPlaceAt(field, runner, k, time) : null,
      gapMs: gap(stats.leaderMs[k]),
      genderGapMs: gender < 2 ? gap(stats.genderLeaderMs[gender === 0 ? 0 : 1][k]) : null,
      ageGroupGapMs: group >= 0 ? gap(stats.ageGroupLeaderMs[group]?.[k]) : null,
      ...(reached ? passingsOn(field, stats, runner, k) : NO_PASSINGS),
      fieldMedianSegmentMs: reached ? orNull(stats.medianSegmentMs[k]) : null,
    };
  });
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
