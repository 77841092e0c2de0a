/**
 * A followed participant on the Tracking tab: where they were last seen, at what time and pace,
 * and — while they are on course — an estimate of where they are now and when they will finish
 * (design §3 Tracking: from the last checkpoint at the pace of its segment, marked as an estimate).
 */
import type {
  CheckpointKindCode,
  GenderCode,
  PaceUnitCode,
  ParticipantDetail,
  StatusCode,
} from '@finishline/contract';
import { computePace, computePacePerMile, estimatePosition, predictFinish } from '@finishline/core';
import { paceInUnit } from '../../shared/contest-units';

export type TrackedSighting = {
  checkpointId: string;
  kind: CheckpointKindCode;
  name: string;
  distanceM: number;
  fromStartMs: number | null;
  at: string | null;
};

export type TrackedParticipant =
  | { bib: string; isFound: false }
  | {
      bib: string;
      isFound: true;
      id: string;
      name: string;
      club: string | null;
      nation: string | null;
      gender: GenderCode;
      ageGroup: string | null;
      status: StatusCode;
      last: TrackedSighting | null;
      /** The final pace, else that of the last segment, else the average from the start: in `paceUnit`. */
      pace: number | null;
      /** The contest's. */
      paceUnit: PaceUnitCode;
      officialTimeMs: number | null;
      overallPlace: number | null;
      estimate: TrackingEstimate | null;
    };

/**
 * Where a participant is estimated to be, with what the browser needs to move the estimate on between reads:
 * the last read's instant and distance, the pace, and the course length.
 */
export type TrackingEstimate = {
  distanceM: number;
  finishFromStartMs: number;
  /**
   * The API's forecast of the finish (docs/results.md §Forecasts: from how runners with similar times covered the
   * rest), when it has one: its range, and the late end's instant, past which the runner is overdue.
   */
  finishRange: { earliestFromStartMs: number; latestFromStartMs: number; latestAtMs: number } | null;
  isOverdue: boolean;
  lastAtMs: number;
  lastDistanceM: number;
  paceMsPerKm: number;
  courseDistanceM: number;
};

/** The tracking card of a participant from their detail, at `nowMs` (the server's clock). */
export function trackParticipant(bib: string, detail: ParticipantDetail, nowMs: number): TrackedParticipant {
  const { participant, result, contest, splits } = detail;
  const reached = splits.filter((split) => split.isReached);
  const last = reached.at(-1) ?? null;
  const unit = contest.paceUnit;
  const averageTo = unit === 'min_per_mile' ? computePacePerMile : computePace;
  const shown =
    paceInUnit(unit, result.paceMsPerKm, result.paceMsPerMile) ??
    (last && paceInUnit(unit, last.segmentPaceMsPerKm, last.segmentPaceMsPerMile)) ??
    (last && last.fromStartMs !== null ? averageTo(last.fromStartMs, last.distanceM) : null);
  // The estimate moves in metres: it keeps the pace per km whatever the contest shows.
  const pace =
    last?.segmentPaceMsPerKm ??
    (last && last.fromStartMs !== null && last.distanceM > 0
      ? (last.fromStartMs * 1000) / last.distanceM
      : null);
  return {
    bib,
    isFound: true,
    id: participant.id,
    name: participant.name,
    club: participant.club,
    nation: participant.nation,
    gender: participant.gender,
    ageGroup: participant.ageGroup,
    status: participant.status,
    last: last
      ? {
          checkpointId: last.checkpointId,
          kind: last.kind,
          name: last.name,
          distanceM: last.distanceM,
          fromStartMs: last.fromStartMs,
          at: last.at,
        }
      : null,
    pace: shown,
    paceUnit: unit,
    officialTimeMs: result.officialTimeMs,
    overallPlace: result.overallPlace,
    estimate:
      participant.status === 'started' && contest.state === 'ongoing' && last
        ? withForecast(estimate(last, pace, contest.distanceM, nowMs), detail.forecasts, nowMs)
        : null,
  };
}

/** The estimate with the API's finish forecast, which knows how the field fades, in place of the pace alone. */
function withForecast(
  estimate: TrackingEstimate | null,
  forecasts: ParticipantDetail['forecasts'],
  nowMs: number,
): TrackingEstimate | null {
  const finish = forecasts.find((forecast) => forecast.kind === 'finish');
  if (estimate === null || finish === undefined) return estimate;
  const finishRange = {
    earliestFromStartMs: finish.earliestFromStartMs,
    latestFromStartMs: finish.latestFromStartMs,
    latestAtMs: Date.parse(finish.latestAt),
  };
  return {
    ...estimate,
    finishFromStartMs: finish.fromStartMs,
    finishRange,
    isOverdue: nowMs > finishRange.latestAtMs,
  };
}

function estimate(
  last: { distanceM: number; fromStartMs: number | null; at: string | null },
  paceMsPerKm: number | null,
  distanceM: number,
  nowMs: number,
): TrackingEstimate | null {
  const lastAtMs = last.at ? Date.parse(last.at) : Number.NaN;
  if (paceMsPerKm === null || last.fromStartMs === null || !Number.isFinite(lastAtMs)) return null;
  const input = { lastCheckpointDistanceM: last.distanceM, lastAtMs, paceMsPerKm, distanceM };
  const finishAt = predictFinish(input);
  if (finishAt === null) return null;
  return {
    ...estimateAt(
      { lastAtMs, lastDistanceM: last.distanceM, paceMsPerKm, courseDistanceM: distanceM, finishRange: null },
      nowMs,
    ),
    finishFromStartMs: last.fromStartMs + (finishAt - lastAtMs),
    finishRange: null,
    lastAtMs,
    lastDistanceM: last.distanceM,
    paceMsPerKm,
    courseDistanceM: distanceM,
  };
}

/** The estimate moved on to `nowMs` (the browser's clock, every second): distance from the start, and overdue. */
export function estimateAt(
  estimate: Pick<
    TrackingEstimate,
    'lastAtMs' | 'lastDistanceM' | 'paceMsPerKm' | 'courseDistanceM' | 'finishRange'
  >,
  nowMs: number,
): { distanceM: number; isOverdue: boolean } {
  const input = {
    lastCheckpointDistanceM: estimate.lastDistanceM,
    lastAtMs: estimate.lastAtMs,
    paceMsPerKm: estimate.paceMsPerKm,
    distanceM: estimate.courseDistanceM,
  };
  const finishAt = predictFinish(input);
  // With the API's forecast, overdue once its range has passed; else once the pace's finish has.
  const dueBy = estimate.finishRange?.latestAtMs ?? finishAt;
  return {
    distanceM: Math.round(estimatePosition({ ...input, nowMs })),
    isOverdue: dueBy !== null && nowMs > dueBy,
  };
}
