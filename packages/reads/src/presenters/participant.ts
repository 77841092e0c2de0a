import { type Forecast, type ParticipantDetail, type Split, type StartListEntry } from '@finishline/contract';
import { type Forecast as CoreForecast } from '@finishline/core';
import { type ParticipantDetailRow, type ParticipantRow } from '@finishline/db';
import { certificatePath } from '../certificate-path.js';
import { type RunnerAnalysis } from '../race-analysis.js';
import { contestState } from '../schedule.js';
import { clipWindow, mediaFragment, recordingUrl, videoContentType, videoOffer } from '../video-clip.js';
import { toIso } from './instant.js';

export function presentParticipant(row: ParticipantRow): StartListEntry {
  return {
    id: row.id,
    bib: row.bib,
    name: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    club: row.club,
    country: row.country,
    nation: row.nation,
    gender: row.gender,
    ageGroup: row.ageGroup,
    status: row.status,
  };
}

/**
 * Certificate for finishers; the clip while the offer runs (design §3 Video: 6 months after the last day): the
 * recording covering the finish read, with a media fragment around it (lib/video-clip.ts).
 */
function presentMedia(row: ParticipantDetailRow, nowMs: number): ParticipantDetail['media'] {
  const { participant, event, recordingAtFinish, finishAt } = row;
  const isFinisher = participant.status === 'finished';
  const certificate = {
    isAvailable: isFinisher,
    url: isFinisher ? certificatePath(event.id, participant.id) : null,
  };
  const noClip = { url: null, contentType: null, clipStartsAt: null, clipEndsAt: null };
  const window =
    isFinisher && recordingAtFinish !== null && finishAt !== null
      ? clipWindow(recordingAtFinish, finishAt)
      : null;
  if (recordingAtFinish === null || window === null) {
    return { certificate, video: { status: 'unavailable', expiresAt: null, ...noClip } };
  }
  const { expiresAt, isExpired } = videoOffer(event, nowMs);
  if (isExpired) return { certificate, video: { status: 'expired', expiresAt, ...noClip } };
  return {
    certificate,
    video: {
      status: 'available',
      expiresAt,
      url: recordingUrl(event.id, participant.contestId, recordingAtFinish) + mediaFragment(window),
      contentType: videoContentType(recordingAtFinish.src),
      clipStartsAt: toIso(recordingAtFinish.startsAt + window.startMs),
      clipEndsAt: toIso(recordingAtFinish.startsAt + window.endMs),
    },
  };
}

const NO_ANALYSIS = {
  ageGroupPlace: null,
  gapMs: null,
  genderGapMs: null,
  ageGroupGapMs: null,
  passed: null,
  passedBy: null,
  fieldMedianSegmentMs: null,
} as const;

/**
 * One split per split and finish checkpoint, in course order (the start mat is not a split); a checkpoint
 * without a read keeps null times, never a guess. The race analysis, when given, adds the places, gaps and
 * passings at each checkpoint (its entries follow the course order of row.splits).
 */
function presentSplits(
  row: ParticipantDetailRow,
  analysis: RunnerAnalysis | null,
  setAside: ReadonlySet<string>,
): Split[] {
  return row.splits
    .map((split, index) => ({ split, analysed: analysis?.checkpoints[index] ?? NO_ANALYSIS }))
    .filter(({ split }) => split.kind !== 'start')
    .sort((a, b) => a.split.order - b.split.order)
    .map(({ split, analysed }) => ({
      checkpointId: split.checkpointId,
      name: split.name,
      distanceM: split.distanceM,
      order: split.order,
      kind: split.kind,
      leg: split.leg,
      isReached: split.isReached,
      isSetAside: setAside.has(split.checkpointId),
      at: split.at === null ? null : toIso(split.at),
      fromStartMs: split.fromStartMs,
      fromPreviousMs: split.fromPreviousMs,
      segmentDistanceM: split.segmentDistanceM,
      segmentPaceMsPerKm: split.segmentPaceMsPerKm,
      segmentSpeedKmh: split.segmentSpeedKmh,
      segmentPaceMsPerMile: split.segmentPaceMsPerMile,
      segmentSpeedMph: split.segmentSpeedMph,
      overallPlace: split.overallPlace,
      genderPlace: split.genderPlace,
      ...analysed,
    }));
}

/** A forecast (core's) at a checkpoint of the course, as the API shows it. */
export function presentForecast(
  forecast: CoreForecast,
  checkpoint: { id: string; name: string; distanceM: number; kind: 'split' | 'finish' },
): Forecast {
  return {
    checkpointId: checkpoint.id,
    name: checkpoint.name,
    distanceM: checkpoint.distanceM,
    kind: checkpoint.kind,
    fromStartMs: forecast.fromStartMs,
    earliestFromStartMs: forecast.earliestFromStartMs,
    latestFromStartMs: forecast.latestFromStartMs,
    at: toIso(forecast.at),
    earliestAt: toIso(forecast.earliestAt),
    latestAt: toIso(forecast.latestAt),
    basis: forecast.basis,
  };
}

function presentForecasts(row: ParticipantDetailRow, analysis: RunnerAnalysis | null): Forecast[] {
  return (analysis?.forecasts ?? []).flatMap((forecast) => {
    const checkpoint = row.splits[forecast.checkpointIndex];
    if (checkpoint === undefined || checkpoint.kind === 'start') return [];
    return [presentForecast(forecast, { ...checkpoint, id: checkpoint.checkpointId, kind: checkpoint.kind })];
  });
}

export function presentParticipantDetail(
  row: ParticipantDetailRow,
  nowMs: number,
  analysis: RunnerAnalysis | null = null,
  /** The checkpoints where an import set a time of theirs aside as implausible (docs/import.md, "Set aside"). */
  setAside: ReadonlySet<string> = new Set(),
): ParticipantDetail {
  const { event, contest, result, participant } = row;
  return {
    participant: { ...presentParticipant(participant), contestId: participant.contestId },
    event: {
      id: event.id,
      name: event.name,
      dateFrom: event.dateFrom,
      dateTo: event.dateTo,
      timeZone: event.timeZone,
    },
    contest: {
      id: contest.id,
      name: contest.name,
      distanceM: contest.distanceM,
      startTime: toIso(contest.startTime),
      timeBasis: contest.timeBasis,
      precisionMs: contest.precisionMs,
      state: contestState(contest, nowMs),
      paceUnit: contest.paceUnit,
      speedUnit: contest.speedUnit,
    },
    result: {
      status: participant.status,
      overallPlace: result?.overallPlace ?? null,
      genderPlace: result?.genderPlace ?? null,
      ageGroupPlace: result?.ageGroupPlace ?? null,
      officialTimeMs: result?.officialTimeMs ?? null,
      gunTimeMs: result?.gunTimeMs ?? null,
      netTimeMs: result?.netTimeMs ?? null,
      paceMsPerKm: result?.paceMsPerKm ?? null,
      speedKmh: result?.speedKmh ?? null,
      paceMsPerMile: result?.paceMsPerMile ?? null,
      speedMph: result?.speedMph ?? null,
      diffMs: result?.diffMs ?? null,
      lastCheckpointId: result?.lastCheckpointId ?? null,
      gapMs: result?.gapMs ?? null,
      genderGapMs: result?.genderGapMs ?? null,
      ageGroupGapMs: result?.ageGroupGapMs ?? null,
      placesAsOf: null,
    },
    splits: presentSplits(row, analysis, setAside),
    forecasts: presentForecasts(row, analysis),
    media: presentMedia(row, nowMs),
  };
}
