/** Live rows of the database as the contract's JSON (instants as ISO 8601; `cursor` added by the sender). */
import { type LivePassing, type LiveRanking } from '@finishline/contract';
import { type LivePassingRow } from '@finishline/db';
import { type LiveRankingData } from '../field/field-live.js';
import { toIso } from './instant.js';

export function presentPassing(row: LivePassingRow): LivePassing {
  return {
    seq: row.seq,
    participantId: row.participantId,
    bib: row.bib,
    name: row.name,
    gender: row.gender,
    country: row.country,
    checkpointId: row.checkpointId,
    at: toIso(row.at),
    fromStartMs: row.fromStartMs,
    place: row.place,
    genderPlace: row.genderPlace,
    status: row.status,
  };
}

/** The `ranking` event's data but its `cursor`. */
export type RankingBody = Omit<LiveRanking, 'cursor'>;

export function presentRanking(
  ref: { eventId: string; contestId: string },
  data: LiveRankingData,
): RankingBody {
  return {
    eventId: ref.eventId,
    contestId: ref.contestId,
    version: data.version,
    startedCount: data.startedCount,
    finishedCount: data.finishedCount,
    ranking: data.ranking.map((row) => ({
      position: row.position,
      participantId: row.participantId,
      bib: row.bib,
      name: row.name,
      gender: row.gender,
      country: row.country,
      status: row.status,
      lastCheckpointId: row.lastCheckpointId,
      fromStartMs: row.fromStartMs,
    })),
    checkpoints: data.checkpoints.map((checkpoint) => ({
      checkpointId: checkpoint.checkpointId,
      name: checkpoint.name,
      distanceM: checkpoint.distanceM,
      kind: checkpoint.kind,
      leaders: checkpoint.leaders.map((leader) => ({
        place: leader.place,
        participantId: leader.participantId,
        bib: leader.bib,
        name: leader.name,
        gender: leader.gender,
        country: leader.country,
        fromStartMs: leader.fromStartMs,
        gapMs: leader.gapMs,
      })),
    })),
  };
}
