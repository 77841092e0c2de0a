/**
 * The live ranking and the leaders at each checkpoint of a running contest (docs/results.md §Live), with
 * core's liveRanking and leadersAtCheckpoints over the stored results. Only the rows that can appear are read:
 * the first N in live order (an index-friendly prefix: positions depend only on the rows ahead) and the rows
 * placed within the first N at some checkpoint.
 */
import {
  type Checkpoint,
  computePace,
  computeSpeed,
  type Gender,
  leadersAtCheckpoints,
  liveRanking,
  type ResultRow,
  type Split,
  type Status,
} from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { getContestSetup } from '../recompute/load-contest.js';
import { type LiveContestRef } from './find-live-passings.js';

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
  version: number;
  startedCount: number;
  finishedCount: number;
  ranking: LiveRankingEntry[];
  checkpoints: LiveCheckpointEntry[];
};

type StoredRow = LivePerson & {
  ageGroup: string | null;
  status: Status;
  rank: number;
  lastCheckpointId: string | null;
  lastCheckpointOrder: number | null;
  lastFromStartMs: number | null;
  splitAt: (number | null)[] | null;
  splitFromStartMs: (number | null)[] | null;
  splitFromPreviousMs: (number | null)[] | null;
  splitSegmentM: (number | null)[] | null;
  splitPlace: (number | null)[] | null;
  splitGenderPlace: (number | null)[] | null;
};

const ROW_COLUMNS = sql`pa.id as "participantId", pa.bib, pa.display_name as name, pa.gender, pa.country,
  r.age_group as "ageGroup", r.status, r.rank, r.last_checkpoint_id as "lastCheckpointId",
  r.last_checkpoint_order as "lastCheckpointOrder", r.last_from_start_ms as "lastFromStartMs"`;

const SPLIT_COLUMNS = sql`to_json(r.split_at) as "splitAt", to_json(r.split_from_start_ms) as "splitFromStartMs",
  to_json(r.split_from_previous_ms) as "splitFromPreviousMs", to_json(r.split_segment_m) as "splitSegmentM",
  to_json(r.split_place) as "splitPlace", to_json(r.split_gender_place) as "splitGenderPlace"`;

/** The splits of a stored row, for the engine's shape (only reached checkpoints). */
function splitsOf(row: StoredRow, checkpoints: readonly Checkpoint[]): Split[] {
  return checkpoints.flatMap((checkpoint, k): Split[] => {
    const at = row.splitAt?.[k] ?? null;
    const fromStartMs = row.splitFromStartMs?.[k] ?? null;
    const place = row.splitPlace?.[k] ?? null;
    if (at === null || fromStartMs === null || place === null) return [];
    const fromPreviousMs = row.splitFromPreviousMs?.[k] ?? 0;
    const segmentDistanceM = row.splitSegmentM?.[k] ?? 0;
    return [
      {
        checkpointId: checkpoint.id,
        checkpointOrder: checkpoint.order,
        distanceM: checkpoint.distanceM,
        at,
        fromStartMs,
        fromPreviousMs,
        segmentDistanceM,
        segmentPaceMsPerKm: computePace(fromPreviousMs, segmentDistanceM),
        segmentSpeedKmh: computeSpeed(fromPreviousMs, segmentDistanceM),
        overallPlace: place,
        genderPlace: row.splitGenderPlace?.[k] ?? null,
      },
    ];
  });
}

/** A stored row in the engine's shape; the final-result columns the live rules do not read stay null. */
function toResultRow(row: StoredRow, checkpoints: readonly Checkpoint[]): ResultRow {
  return {
    participantId: row.participantId,
    bib: row.bib,
    gender: row.gender,
    ageGroup: row.ageGroup,
    status: row.status,
    gunTimeMs: null,
    netTimeMs: null,
    officialTimeMs: null,
    overallPlace: null,
    genderPlace: null,
    ageGroupPlace: null,
    gapMs: null,
    genderGapMs: null,
    ageGroupGapMs: null,
    diffMs: null,
    paceMsPerKm: null,
    speedKmh: null,
    lastCheckpointId: row.lastCheckpointId,
    lastCheckpointOrder: row.lastCheckpointOrder,
    lastFromStartMs: row.lastFromStartMs,
    rank: row.rank,
    splits: splitsOf(row, checkpoints),
  };
}

function personOf(row: StoredRow): LivePerson {
  const { participantId, bib, name, gender, country } = row;
  return { participantId, bib, name, gender, country };
}

/**
 * The first `size` of the live ranking and the first `leaders` at each split and finish checkpoint, with the
 * number of participants on the course and finished. Null when the contest does not exist.
 */
export async function getLiveRanking(
  db: Db,
  contest: LiveContestRef,
  options: { size: number; leaders: number },
): Promise<LiveRankingData | null> {
  const setup = await getContestSetup(db, contest.eventId, contest.contestId);
  if (setup === null) return null;
  const checkpoints = [...setup.checkpoints].sort((a, b) => a.order - b.order);
  const [[version], [counts], front, placed] = await Promise.all([
    db.query<{ version: number }>(
      sql`select data_version as version from contests where key = ${contest.key}`,
    ),
    db.query<{ started: number; finished: number }>(sql`
      select count(*) filter (where status = 'started')::int as started,
        count(*) filter (where status = 'finished')::int as finished
      from results where contest_key = ${contest.key}`),
    db.query<StoredRow>(sql`
      select ${ROW_COLUMNS}, null as "splitAt"
      from results r join participants pa on pa.key = r.participant_key
      where r.contest_key = ${contest.key} and r.status in ('started', 'finished')
        and r.last_checkpoint_order is not null and r.last_from_start_ms is not null
      order by r.last_checkpoint_order desc, r.last_from_start_ms, r.rank
      limit ${options.size}`),
    db.query<StoredRow>(sql`
      select ${ROW_COLUMNS}, ${SPLIT_COLUMNS}
      from results r join participants pa on pa.key = r.participant_key
      where r.contest_key = ${contest.key} and r.status not in ('dsq', 'dns')
        and exists (select 1 from unnest(r.split_place) as place where place <= ${options.leaders})`),
  ]);
  const people = new Map([...placed, ...front].map((row) => [row.participantId, personOf(row)]));
  const ranking = liveRanking(front.map((row) => toResultRow(row, checkpoints))).flatMap(
    ({ position, row }): LiveRankingEntry[] => {
      const person = people.get(row.participantId);
      if (person === undefined || row.lastCheckpointId === null || row.lastFromStartMs === null) return [];
      const status = row.status === 'finished' ? 'finished' : 'started';
      return [
        {
          ...person,
          position,
          status,
          lastCheckpointId: row.lastCheckpointId,
          fromStartMs: row.lastFromStartMs,
        },
      ];
    },
  );
  const leaders = leadersAtCheckpoints(
    { ...setup, checkpoints },
    placed.map((row) => toResultRow(row, checkpoints)),
    { limit: options.leaders },
  );
  const byId = new Map(checkpoints.map((checkpoint) => [checkpoint.id, checkpoint]));
  return {
    version: version?.version ?? contest.version,
    startedCount: counts?.started ?? 0,
    finishedCount: counts?.finished ?? 0,
    ranking,
    checkpoints: leaders.map((entry) => {
      const checkpoint = byId.get(entry.checkpointId);
      return {
        checkpointId: entry.checkpointId,
        name: checkpoint?.name ?? entry.checkpointId,
        distanceM: entry.distanceM,
        kind: checkpoint?.kind ?? 'split',
        leaders: entry.leaders.flatMap((leader) => {
          const person = people.get(leader.participantId);
          return person === undefined
            ? []
            : [{ ...person, place: leader.place, fromStartMs: leader.fromStartMs, gapMs: leader.gapMs }];
        }),
      };
    }),
  };
}
