/**
 * What the Live tab shows (design §3 Live): the newest passings, the leaders at each checkpoint and
 * the live ranking (furthest checkpoint, then time there). Built on the server from the live snapshot; in
 * the browser the live stream (features/shared/use-live-stream.ts, use-live-view) keeps the same shape current.
 */
import type { LiveSnapshot, ScheduleStateCode, StatusCode } from '@finishline/contract';

export type LiveRankingEntry = {
  position: number | null;
  participantId: string | null;
  bib: string;
  name: string;
  checkpointId: string | null;
  fromStartMs: number | null;
  status: StatusCode;
};

export type LiveLeaderEntry = {
  place: number;
  participantId: string;
  bib: string;
  name: string;
  fromStartMs: number;
  gapMs: number;
};

export type LiveCheckpoint = {
  checkpointId: string;
  leaders: LiveLeaderEntry[];
  reachedCount: number | null;
};

export type LivePassingEntry = {
  key: string;
  participantId: string | null;
  bib: string;
  name: string | null;
  checkpointId: string;
  fromStartMs: number | null;
  /** The read's instant when known exactly (the snapshot), ISO 8601 UTC. */
  at: string | null;
};

export type LiveView = {
  startedCount: number;
  finishedCount: number;
  ranking: LiveRankingEntry[];
  checkpoints: LiveCheckpoint[];
  /** Newest first. */
  passings: LivePassingEntry[];
};

/** Passings shown at once. */
export const LIVE_PASSINGS_SHOWN = 12;
/** Rows of the live ranking. */
export const LIVE_RANKING_SHOWN = 20;
/** Leaders per checkpoint. */
export const LIVE_LEADERS_SHOWN = 3;

/** The API's snapshot as the tab shows it. */
export function liveViewFromSnapshot(snapshot: LiveSnapshot): LiveView {
  return {
    startedCount: snapshot.startedCount,
    finishedCount: snapshot.finishedCount,
    ranking: snapshot.ranking.slice(0, LIVE_RANKING_SHOWN).map((row) => ({
      position: row.position,
      participantId: row.participantId,
      bib: row.bib,
      name: row.name,
      checkpointId: row.lastCheckpointId,
      fromStartMs: row.fromStartMs,
      status: row.status,
    })),
    checkpoints: snapshot.checkpoints.map((checkpoint) => ({
      checkpointId: checkpoint.checkpointId,
      reachedCount: null,
      leaders: checkpoint.leaders.slice(0, LIVE_LEADERS_SHOWN).map((leader) => ({
        place: leader.place,
        participantId: leader.participantId,
        bib: leader.bib,
        name: leader.name,
        fromStartMs: leader.fromStartMs,
        gapMs: leader.gapMs,
      })),
    })),
    passings: [...snapshot.passings]
      .reverse()
      .slice(0, LIVE_PASSINGS_SHOWN)
      .map((passing) => ({
        // Stable across updates: a read keeps its row as newer ones arrive above it.
        key: `${passing.seq}-${passing.bib}-${passing.checkpointId}-${passing.at}`,
        participantId: passing.participantId,
        bib: passing.bib,
        name: passing.name,
        checkpointId: passing.checkpointId,
        fromStartMs: passing.fromStartMs,
        at: passing.at,
      })),
  };
}

/**
 * What the Live tab says before any read: `waiting` once the gun has gone on the race day (the race is under way,
 * the mats have read no one yet), else `notStarted`. The contest is `ongoing` for the whole of its day, gun or not.
 */
export function liveEmptyState(
  state: ScheduleStateCode,
  startTime: string,
  nowMs: number,
): 'waiting' | 'notStarted' {
  return state === 'ongoing' && nowMs >= Date.parse(startTime) ? 'waiting' : 'notStarted';
}
