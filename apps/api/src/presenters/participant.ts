import { type ParticipantDetail, type Split, type StartListEntry } from '@finishline/contract';
import { type ParticipantDetailRow, type ParticipantRow } from '@finishline/db';
import { addMonths, contestState, safeToday, VIDEO_OFFER_MONTHS } from '../lib/schedule.js';
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

/** Certificate for finishers; the clip while the offer runs (design §3 Video: 6 months after the last day). */
function presentMedia(row: ParticipantDetailRow, nowMs: number): ParticipantDetail['media'] {
  const isFinisher = row.participant.status === 'finished';
  if (!isFinisher || row.recordingAtFinish === null) {
    return { certificate: { isAvailable: isFinisher }, video: { status: 'unavailable', expiresAt: null } };
  }
  const expiresAt = addMonths(row.event.dateTo, VIDEO_OFFER_MONTHS);
  const isExpired = safeToday(nowMs, row.event.timeZone) > expiresAt;
  return {
    certificate: { isAvailable: true },
    video: { status: isExpired ? 'expired' : 'available', expiresAt },
  };
}

/**
 * One split per split and finish checkpoint, in course order (the start mat is not a split); a checkpoint
 * without a read keeps null times, never a guess.
 */
function presentSplits(row: ParticipantDetailRow): Split[] {
  return row.splits
    .filter((split) => split.kind !== 'start')
    .sort((a, b) => a.order - b.order)
    .map((split) => ({
      checkpointId: split.checkpointId,
      name: split.name,
      distanceM: split.distanceM,
      order: split.order,
      kind: split.kind,
      isReached: split.isReached,
      at: split.at === null ? null : toIso(split.at),
      fromStartMs: split.fromStartMs,
      fromPreviousMs: split.fromPreviousMs,
      segmentDistanceM: split.segmentDistanceM,
      segmentPaceMsPerKm: split.segmentPaceMsPerKm,
      segmentSpeedKmh: split.segmentSpeedKmh,
      overallPlace: split.overallPlace,
      genderPlace: split.genderPlace,
    }));
}

export function presentParticipantDetail(row: ParticipantDetailRow, nowMs: number): ParticipantDetail {
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
      state: contestState(contest.startTime, event, nowMs),
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
      diffMs: result?.diffMs ?? null,
      lastCheckpointId: result?.lastCheckpointId ?? null,
      gapMs: result?.gapMs ?? null,
      genderGapMs: result?.genderGapMs ?? null,
      ageGroupGapMs: result?.ageGroupGapMs ?? null,
    },
    splits: presentSplits(row),
    media: presentMedia(row, nowMs),
  };
}
