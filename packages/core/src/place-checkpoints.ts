import { type Course } from './pick-reads.js';
import { orderByTime } from './order-by-time.js';
import { createPlacer } from './rank-finishers.js';
import { type Gender } from './types.js';

/** A participant as the checkpoint rankings see them. */
export type CheckpointRunner = {
  /** Time from the start at each course checkpoint, NaN where not reached. */
  fromStartMs: readonly number[];
  gender: Gender;
  /** False for DSQ and DNS: they take a place without pushing anyone down (docs/results.md §Splits). */
  isCounted: boolean;
};

/** Places at each course checkpoint (index as `course.checkpoints`), by runner index; 0 where none. */
export type CheckpointPlaces = { overall: Int32Array[]; gender: Int32Array[] };

const GENDER_CODE: Readonly<Record<Gender, number>> = { m: 0, f: 1, x: 2 };

/**
 * Places at every split and finish checkpoint (docs/results.md §Splits, "place at a checkpoint"): everyone
 * who reached it is ranked by time from the start with shared places (1, 2, 2, 4); the gender place ranks
 * within `m` or `f` and is 0 (none) for `x`. Disqualified and DNS participants keep their splits, but their
 * reads are disputed, so they get the place they would have had (1 + the number of counted runners
 * strictly faster) and nobody else moves down for them.
 * Runners come in tie-break (bib) order; equal times keep it. Flat typed columns keep 50 000 participants
 * × 10 checkpoints fast: the ranking visits runners in time order, i.e. in random memory order.
 */
export function placeCheckpoints(course: Course, runners: readonly CheckpointRunner[]): CheckpointPlaces {
  const count = runners.length;
  const genders = new Uint8Array(count);
  const isCounted = new Uint8Array(count);
  runners.forEach((runner, index) => {
    genders[index] = GENDER_CODE[runner.gender] ?? GENDER_CODE.x;
    isCounted[index] = runner.isCounted ? 1 : 0;
  });
  const who = new Int32Array(count);
  const times = new Float64Array(count);
  const places: CheckpointPlaces = { overall: [], gender: [] };
  course.checkpoints.forEach((checkpoint, checkpointIndex) => {
    const overallPlaces = new Int32Array(count);
    const genderPlaces = new Int32Array(count);
    places.overall.push(overallPlaces);
    places.gender.push(genderPlaces);
    if (checkpoint.kind === 'start') return;
    let reached = 0;
    for (let index = 0; index < count; index++) {
      const time = runners[index]?.fromStartMs[checkpointIndex] ?? NaN;
      if (Number.isNaN(time)) continue;
      who[reached] = index;
      times[reached] = time;
      reached++;
    }
    const overall = createPlacer();
    const byGender = [createPlacer(), createPlacer()];
    for (const position of orderByTime(times.subarray(0, reached))) {
      const index = who[position] ?? 0;
      const time = times[position] ?? 0;
      const counted = isCounted[index] === 1;
      overallPlaces[index] = counted ? overall.addPlace(time) : overall.placeOf(time);
      const genderPlacer = byGender[genders[index] ?? 2];
      if (genderPlacer === undefined) continue;
      genderPlaces[index] = counted ? genderPlacer.addPlace(time) : genderPlacer.placeOf(time);
    }
  });
  return places;
}
