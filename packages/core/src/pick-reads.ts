import { type Checkpoint, type ContestSetup, type Read } from './types.js';

/** The course prepared once per contest, so per-participant work is array indexing, not lookups. */
export type Course = {
  /** Checkpoints sorted by order (a copy; the setup is never mutated). */
  checkpoints: Checkpoint[];
  indexById: Map<string, number>;
  /** Index of the finish line: the last checkpoint of kind `finish`, or -1 when the course has none. */
  finishIndex: number;
};

/**
 * Sorts the checkpoints by order and finds the finish line (docs/results.md §Checkpoints).
 * A course without a `finish` checkpoint has no finishers: everyone with reads is `started`.
 */
export function indexCourse(setup: ContestSetup): Course {
  const checkpoints = [...setup.checkpoints].sort((a, b) => a.order - b.order);
  const indexById = new Map<string, number>();
  let finishIndex = -1;
  checkpoints.forEach((checkpoint, index) => {
    indexById.set(checkpoint.id, index);
    if (checkpoint.kind === 'finish') finishIndex = index;
  });
  return { checkpoints, indexById, finishIndex };
}

/**
 * How long before the gun a start-mat read still counts (docs/results.md §Reads). Runners standing on
 * the mat and small clock skew between the gun and the mat produce reads a few seconds early; such a
 * read is taken as a start at the gun. Earlier start reads (warm-up, testing the mat) are ignored.
 */
export const START_READ_TOLERANCE_MS = 10_000;

/**
 * Picks the read that counts at each checkpoint: the earliest one at or after the gun
 * (docs/results.md §Reads, "the earliest read after the gun counts").
 * - Reads for checkpoints not on the course are ignored.
 * - Split and finish reads before the gun are ignored (nobody passes km 10 before the start).
 * - Start-mat reads are accepted from START_READ_TOLERANCE_MS before the gun and clamped to the gun.
 * Returns one instant per course checkpoint (same index as `course.checkpoints`), NaN when none: a NaN
 * sentinel keeps the array unboxed doubles, which matters at 50 000 participants.
 */
export function pickReads(course: Course, gunTime: number, reads: readonly Read[]): number[] {
  const picked = new Array<number>(course.checkpoints.length).fill(NaN);
  for (const read of reads) {
    const index = course.indexById.get(read.checkpointId);
    if (index === undefined || !Number.isFinite(read.at)) continue;
    const isStart = course.checkpoints[index]?.kind === 'start';
    if (read.at < (isStart ? gunTime - START_READ_TOLERANCE_MS : gunTime)) continue;
    const at = isStart ? Math.max(read.at, gunTime) : read.at;
    const current = picked[index];
    if (current === undefined || Number.isNaN(current) || at < current) picked[index] = at;
  }
  return picked;
}
