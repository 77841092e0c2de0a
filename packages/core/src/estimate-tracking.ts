import { type ContestSetup, type ResultRow } from './types.js';

/** An estimate never reaches the finish line: only a finish read does (docs/results.md §Tracking). */
export const ESTIMATE_STOP_BEFORE_FINISH_M = 10;

export type PositionInput = {
  /** Distance from the start of the last checkpoint passed. */
  lastCheckpointDistanceM: number;
  /** When it was passed (epoch ms). */
  lastAtMs: number;
  paceMsPerKm: number | null;
  nowMs: number;
  /** The contest distance. */
  distanceM: number;
};

/**
 * Estimated distance from the start at `nowMs` (docs/results.md §Tracking): the last checkpoint plus the
 * distance the pace covers since then, held ESTIMATE_STOP_BEFORE_FINISH_M before the finish; never
 * behind the last checkpoint. Without a usable pace, the last checkpoint.
 */
export function estimatePosition(input: PositionInput): number {
  const { lastCheckpointDistanceM: last, lastAtMs, paceMsPerKm, nowMs, distanceM } = input;
  if (paceMsPerKm === null || !(paceMsPerKm > 0) || nowMs <= lastAtMs) return last;
  const travelled = last + ((nowMs - lastAtMs) * 1000) / paceMsPerKm;
  return Math.max(last, Math.min(travelled, distanceM - ESTIMATE_STOP_BEFORE_FINISH_M));
}

/**
 * Predicted finish instant (epoch ms) at the given pace from the last checkpoint (docs/results.md
 * §Tracking); null without a usable pace.
 */
export function predictFinish(input: Omit<PositionInput, 'nowMs'>): number | null {
  const { lastCheckpointDistanceM, lastAtMs, paceMsPerKm, distanceM } = input;
  if (paceMsPerKm === null || !(paceMsPerKm > 0)) return null;
  const remainingM = Math.max(0, distanceM - lastCheckpointDistanceM);
  return lastAtMs + Math.round((remainingM * paceMsPerKm) / 1000);
}

export type TrackingEstimate = {
  estimatedDistanceM: number;
  predictedFinishAt: number;
  paceMsPerKm: number;
  /** The predicted finish has passed without a finish read. */
  isOverdue: boolean;
};

/**
 * Tracking estimate of a participant still on course (docs/results.md §Tracking): from their last split
 * at the pace of its segment (the average pace from the start when that segment has none). Null for
 * anyone not `started` or without a split yet: a start read alone gives no pace.
 */
export function estimateTracking(
  setup: ContestSetup,
  row: ResultRow,
  nowMs: number,
): TrackingEstimate | null {
  const last = row.splits.at(-1);
  if (row.status !== 'started' || last === undefined) return null;
  const averagePace = last.distanceM > 0 ? (last.fromStartMs * 1000) / last.distanceM : null;
  const paceMsPerKm = last.segmentPaceMsPerKm ?? averagePace;
  if (paceMsPerKm === null || !(paceMsPerKm > 0)) return null;
  const input = {
    lastCheckpointDistanceM: last.distanceM,
    lastAtMs: last.at,
    paceMsPerKm,
    distanceM: setup.distanceM,
  };
  const predictedFinishAt = predictFinish(input) ?? last.at;
  return {
    estimatedDistanceM: estimatePosition({ ...input, nowMs }),
    predictedFinishAt,
    paceMsPerKm,
    isOverdue: nowMs > predictedFinishAt,
  };
}
