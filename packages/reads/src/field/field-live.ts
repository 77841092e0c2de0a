/**
 * The live tab's ranking and leaders, from a contest's field in memory (ADR 032): core's liveRanking and
 * leadersAtCheckpoints over the rows as the field placed them, worked out once per placing (at most every few seconds
 * while live) and shared by the snapshot and every stream of the instance. No query: the database is read only to
 * bring the field forward.
 */
import {
  type Checkpoint,
  type Gender,
  leadersAtCheckpoints,
  type LeaderSource,
  liveRanking,
} from '@finishline/core';
import { type ContestFieldRow } from '@finishline/db';
import { type ContestField } from './contest-field.js';

/** Who a ranking or leader row is. */
export type LivePerson = {
  participantId: string;
  bib: string;
  name: string;
  gender: Gender;
  country: string | null;
};

export type LiveRankingEntry = LivePerson & {
  position: number;
  status: 'started' | 'finished';
  lastCheckpointId: string;
  fromStartMs: number;
};

export type LiveLeaderEntry = LivePerson & { place: number; fromStartMs: number; gapMs: number };

export type LiveCheckpointEntry = Pick<Checkpoint, 'name' | 'distanceM' | 'kind'> & {
  checkpointId: string;
  leaders: LiveLeaderEntry[];
};

export type LiveRankingData = {
  /** The version the field was placed at: the contest's lists' version. */
  version: number;
  startedCount: number;
  finishedCount: number;
  ranking: LiveRankingEntry[];
  checkpoints: LiveCheckpointEntry[];
};

export type LiveRankingSize = { size: number; leaders: number };

function personOf(row: ContestFieldRow): LivePerson {
  return {
    participantId: row.id,
    bib: row.bib,
    name: row.displayName,
    gender: row.gender,
    country: row.country,
  };
}

/** The course's checkpoints in core's shape: by order. */
function checkpointsOf(field: ContestField): Checkpoint[] {
  return field.contest.checkpoints.map(({ id, name, distanceM, kind }, order) => ({
    id,
    name,
    distanceM,
    order,
    kind,
  }));
}

/** A row placed within `limit` at some checkpoint, with its reached splits, in core's shape for the leaders. */
function leaderSourceOf(
  row: ContestFieldRow,
  checkpoints: readonly Checkpoint[],
  limit: number,
): LeaderSource | null {
  const { place, genderPlace, fromStart } = row.splits;
  if (!place.some((value) => value !== null && value <= limit)) return null;
  const splits = checkpoints.flatMap((checkpoint, index) => {
    const overallPlace = place[index] ?? null;
    const fromStartMs = fromStart[index] ?? null;
    if (overallPlace === null || fromStartMs === null) return [];
    return [
      { checkpointId: checkpoint.id, fromStartMs, overallPlace, genderPlace: genderPlace[index] ?? null },
    ];
  });
  return {
    participantId: row.id,
    bib: row.bib,
    gender: row.gender,
    status: row.status,
    rank: row.rank,
    splits,
  };
}

/** The first `size` of the live ranking, the first `leaders` at each checkpoint, and the counts. */
export function fieldLiveRanking(field: ContestField, { size, leaders }: LiveRankingSize): LiveRankingData {
  return field.derived(`live-ranking:${size}:${leaders}`, () => {
    let startedCount = 0;
    let finishedCount = 0;
    for (const row of field.rows) {
      if (row.status === 'started') startedCount++;
      else if (row.status === 'finished') finishedCount++;
    }
    const checkpoints = checkpointsOf(field);
    const ids = checkpoints.map((checkpoint) => checkpoint.id);
    const ranking = liveRanking(field.rows)
      .slice(0, size)
      .flatMap(({ position, row }): LiveRankingEntry[] => {
        const at = row.lastCheckpointOrder === null ? undefined : ids[row.lastCheckpointOrder];
        if (at === undefined || row.lastFromStartMs === null) return [];
        const status = row.status === 'finished' ? 'finished' : 'started';
        return [
          { ...personOf(row), position, status, lastCheckpointId: at, fromStartMs: row.lastFromStartMs },
        ];
      });
    const sources = new Map<string, ContestFieldRow>();
    const candidates: LeaderSource[] = [];
    for (const row of field.rows) {
      const source = leaderSourceOf(row, checkpoints, leaders);
      if (source === null) continue;
      sources.set(row.id, row);
      candidates.push(source);
    }
    const byId = new Map(checkpoints.map((checkpoint) => [checkpoint.id, checkpoint]));
    return {
      version: field.placedVersion,
      startedCount,
      finishedCount,
      ranking,
      checkpoints: leadersAtCheckpoints({ checkpoints }, candidates, { limit: leaders }).map((entry) => {
        const checkpoint = byId.get(entry.checkpointId);
        return {
          checkpointId: entry.checkpointId,
          name: checkpoint?.name ?? entry.checkpointId,
          distanceM: entry.distanceM,
          kind: checkpoint?.kind ?? 'split',
          leaders: entry.leaders.flatMap((leader) => {
            const row = sources.get(leader.participantId);
            if (row === undefined) return [];
            const { place, fromStartMs, gapMs } = leader;
            return [{ ...personOf(row), place, fromStartMs, gapMs }];
          }),
        };
      }),
    };
  });
}
