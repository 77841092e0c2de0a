import { computePace, computeSpeed } from './compute-pace.js';
import { type Course } from './pick-reads.js';
import { type CheckpointPlaces } from './place-checkpoints.js';
import { type Split } from './types.js';

/**
 * A participant's splits (docs/results.md §Splits): one per split or finish checkpoint reached, in course
 * order; the start mat is not a split. fromStartMs comes per the contest's basis, already truncated;
 * fromPreviousMs runs from the previous checkpoint reached, or from the start for the first one. A missing
 * read leaves a gap, never a guessed time: the next segment spans it, with its distance, so the segment
 * times always add up to the time at the last split. Places come from placeCheckpoints (0 = none).
 */
export function computeSplits(
  course: Course,
  picked: readonly number[],
  fromStart: readonly number[],
  places: CheckpointPlaces,
  runnerIndex: number,
): Split[] {
  const splits: Split[] = [];
  let previousFromStartMs = 0;
  let previousDistanceM = 0;
  for (let index = 0; index < course.checkpoints.length; index++) {
    const checkpoint = course.checkpoints[index];
    const at = picked[index] ?? NaN;
    const fromStartMs = fromStart[index] ?? NaN;
    if (
      checkpoint === undefined ||
      Number.isNaN(at) ||
      Number.isNaN(fromStartMs) ||
      checkpoint.kind === 'start'
    )
      continue;
    const fromPreviousMs = fromStartMs - previousFromStartMs;
    const segmentDistanceM = checkpoint.distanceM - previousDistanceM;
    const genderPlace = places.gender[index]?.[runnerIndex] ?? 0;
    splits.push({
      checkpointId: checkpoint.id,
      checkpointOrder: checkpoint.order,
      distanceM: checkpoint.distanceM,
      at,
      fromStartMs,
      fromPreviousMs,
      segmentDistanceM,
      segmentPaceMsPerKm: computePace(fromPreviousMs, segmentDistanceM),
      segmentSpeedKmh: computeSpeed(fromPreviousMs, segmentDistanceM),
      overallPlace: places.overall[index]?.[runnerIndex] ?? 0,
      genderPlace: genderPlace === 0 ? null : genderPlace,
    });
    previousFromStartMs = fromStartMs;
    previousDistanceM = checkpoint.distanceM;
  }
  return splits;
}
