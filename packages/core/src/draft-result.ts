import { computeFinishTimes, resolveOwnStart, timeOrigin, type FinishTimes } from './compute-times.js';
import { pickReads, type Course } from './pick-reads.js';
import { resolveStatus } from './resolve-status.js';
import { truncateToPrecision } from './truncate-to-precision.js';
import { type ContestSetup, type ParticipantEntry, type Status } from './types.js';

/** Everything computeResults knows about one participant before ranking them against the others. */
export type ResultDraft = {
  entry: ParticipantEntry;
  status: Status;
  /** Gun, net and official time: only for `finished` participants. */
  times: FinishTimes | null;
  /** The read that counts at each course checkpoint (same index as `course.checkpoints`), NaN if none. */
  picked: number[];
  /** Time from the start at each course checkpoint per the contest's basis, truncated; NaN if not reached. */
  fromStartMs: number[];
  /** Course index of the furthest checkpoint reached, -1 with no read. */
  lastIndex: number;
};

/**
 * One participant's reads turned into a status and times (docs/results.md §Reads, §Status, §Times).
 * Times from the start are measured from the gun, or from the own start on a net-basis contest.
 * DNF and DSQ participants with a finish read keep it as a split (a read is a fact) but get no gun, net or
 * official time, so no time is ever shown next to a missing place.
 */
export function draftResult(setup: ContestSetup, course: Course, entry: ParticipantEntry): ResultDraft {
  const picked = pickReads(course, setup.startTime, entry.reads);
  const ownStart = resolveOwnStart(course, setup.startTime, entry.waveStart, picked);
  const origin = timeOrigin(setup, ownStart);
  const fromStartMs = new Array<number>(picked.length).fill(NaN);
  let lastIndex = -1;
  for (let index = 0; index < picked.length; index++) {
    const at = picked[index] ?? NaN;
    if (Number.isNaN(at)) continue;
    fromStartMs[index] = truncateToPrecision(at - origin, setup.precisionMs);
    lastIndex = index;
  }
  const finishRead = picked[course.finishIndex] ?? NaN;
  const finishAt = Number.isNaN(finishRead) ? null : finishRead;
  const status = resolveStatus(entry.timerStatus, finishAt !== null, lastIndex >= 0);
  return {
    entry,
    status,
    times: status === 'finished' ? computeFinishTimes(setup, ownStart, finishAt) : null,
    picked,
    fromStartMs,
    lastIndex,
  };
}
