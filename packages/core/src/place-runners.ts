import { compareNonFinishers, type NonFinisher } from './compare-non-finishers.js';
import { type Course } from './pick-reads.js';
import { type CheckpointPlaces, placeCheckpoints } from './place-checkpoints.js';
import { type FinisherPlacings, placeFinishers } from './place-finishers.js';
import { type Gender, type Status } from './types.js';

/**
 * One runner as the rankings see them: only what follows from their own reads and entry, so it can be kept per
 * runner and changed when that runner's reads change, with the places worked out over the whole field later.
 */
export type UnplacedRunner = {
  gender: Gender;
  ageGroup: string | null;
  status: Status;
  /** Only for `finished` runners: a runner with one is a finisher. */
  officialTimeMs: number | null;
  /** Time from the start at each course checkpoint (index as `course.checkpoints`), NaN where not reached. */
  fromStartMs: readonly number[];
  /** Order of the furthest checkpoint reached, and the time from the start there; null with no read. */
  lastCheckpointOrder: number | null;
  lastFromStartMs: number | null;
};

/** The places of a field, by runner index (the input's), and the results order. */
export type FieldPlacing = {
  /** Runner indexes in results order: rank = position + 1. */
  order: Int32Array;
  /** Places among the finishers (overall, gender, age group), null for the others. */
  finishers: (FinisherPlacings<number> | null)[];
  /** Places at each split and finish checkpoint. */
  checkpoints: CheckpointPlaces;
};

/**
 * Ranks a field (docs/results.md §Places, §Splits, §Order of non-finishers): finishers by official time with shared
 * places, then the non-finishers by furthest checkpoint, time there, status; every checkpoint's places. Runners come
 * in bib order (the tie-break: equal times are listed by bib). computeResults ranks with exactly this, so a field
 * kept runner by runner and placed here equals a recompute of the whole contest.
 * Cost: one sort per ranking (overall, each checkpoint, non-finishers), linear work otherwise.
 */
export function placeRunners(course: Course, runners: readonly UnplacedRunner[]): FieldPlacing {
  const checkpoints = placeCheckpoints(
    course,
    runners.map((runner) => ({
      fromStartMs: runner.fromStartMs,
      gender: runner.gender,
      isCounted: runner.status !== 'dsq' && runner.status !== 'dns',
    })),
  );
  const finishing: { officialTimeMs: number; gender: Gender; ageGroup: string | null; index: number }[] = [];
  const others: (NonFinisher & { index: number })[] = [];
  runners.forEach((runner, index) => {
    if (runner.officialTimeMs !== null) {
      const { officialTimeMs, gender, ageGroup } = runner;
      finishing.push({ officialTimeMs, gender, ageGroup, index });
    } else {
      const { lastCheckpointOrder, lastFromStartMs, status } = runner;
      others.push({ lastCheckpointOrder, lastFromStartMs, status, tie: index, index });
    }
  });
  others.sort(compareNonFinishers);
  const order = new Int32Array(runners.length);
  const finishers = new Array<FinisherPlacings<number> | null>(runners.length).fill(null);
  let rank = 0;
  for (const placing of placeFinishers(finishing)) {
    const index = placing.item.index;
    finishers[index] = { ...placing, item: index };
    order[rank++] = index;
  }
  for (const other of others) order[rank++] = other.index;
  return { order, finishers, checkpoints };
}

/** A finisher's placings as a results row's columns (null for a non-finisher): one home for the mapping. */
export function finisherColumns(placing: FinisherPlacings<unknown> | null) {
  return {
    overallPlace: placing?.overall.place ?? null,
    genderPlace: placing?.gender?.place ?? null,
    ageGroupPlace: placing?.ageGroup?.place ?? null,
    gapMs: placing?.overall.gapMs ?? null,
    genderGapMs: placing?.gender?.gapMs ?? null,
    ageGroupGapMs: placing?.ageGroup?.gapMs ?? null,
    diffMs: placing?.overall.diffMs ?? null,
  };
}
