/** Everything a participant's page shows: who, their contest and event, their result and every split. */
import {
  type CheckpointKind,
  type Leg,
  computePace,
  computePacePerMile,
  computeSpeed,
  computeSpeedMph,
  type Status,
} from '@finishline/core';
import { type SQL, sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { textArrayLiteral } from '../pg-array.js';
import { type ContestDetailRow, findRecordings, getContest, type RecordingRow } from './find-contests.js';
import { type EventRow, getEvent } from './find-events.js';
import { PARTICIPANT_COLUMNS, type ParticipantRow } from './list-filters.js';

export type ParticipantResultRow = {
  status: Status;
  overallPlace: number | null;
  genderPlace: number | null;
  ageGroupPlace: number | null;
  officialTimeMs: number | null;
  gunTimeMs: number | null;
  netTimeMs: number | null;
  paceMsPerKm: number | null;
  speedKmh: number | null;
  /** From the official time and the contest's distance, like paceMsPerKm and speedKmh. */
  paceMsPerMile: number | null;
  speedMph: number | null;
  gapMs: number | null;
  genderGapMs: number | null;
  ageGroupGapMs: number | null;
  diffMs: number | null;
  lastCheckpointId: string | null;
  rank: number;
};

/** One checkpoint of the course for this participant; the time fields are null where not reached. */
export type SplitRow = {
  checkpointId: string;
  name: string;
  distanceM: number;
  order: number;
  kind: CheckpointKind;
  leg: Leg | null;
  isReached: boolean;
  at: number | null;
  fromStartMs: number | null;
  fromPreviousMs: number | null;
  segmentDistanceM: number | null;
  segmentPaceMsPerKm: number | null;
  segmentSpeedKmh: number | null;
  segmentPaceMsPerMile: number | null;
  segmentSpeedMph: number | null;
  overallPlace: number | null;
  genderPlace: number | null;
};

export type ParticipantDetailRow = {
  participant: ParticipantRow;
  /** Row keys: the race analysis finds the participant in their contest's field by them. */
  participantKey: number;
  contestKey: number;
  /** The contest's data version: keys what is derived from its whole field. */
  contestVersion: string;
  event: EventRow;
  contest: ContestDetailRow;
  /** null until the contest is first computed. */
  result: ParticipantResultRow | null;
  /** Every checkpoint of the contest, by order (the start mat is never "reached": it is not a split). */
  splits: SplitRow[];
  /** The finish read instant, when finished. */
  finishAt: number | null;
  recordings: RecordingRow[];
  /** The recording whose time span covers the finish read, if any (the video clip's source). */
  recordingAtFinish: RecordingRow | null;
};

/** A participant's split arrays as stored (aligned with the contest's checkpoints by course order). */
export type SplitArrays = {
  at: readonly (number | null)[];
  fromStart: readonly (number | null)[];
  fromPrevious: readonly (number | null)[];
  segment: readonly (number | null)[];
  place: readonly (number | null)[];
  genderPlace: readonly (number | null)[];
};

/** The stored result columns a detail shows (pace per mile and speed in mph are derived). */
export type StoredResult = Omit<ParticipantResultRow, 'paceMsPerMile' | 'speedMph'>;

/** What a detail is made of besides its event and contest: the participant, their stored result and splits. */
export type ParticipantDetailParts = ParticipantRow & {
  participantKey: number;
  contestKey: number;
  contestVersion: string;
  result: StoredResult | null;
  arrays: SplitArrays | null;
};

/** The participant's columns, result and split arrays, of the participants `where` selects (`join` may narrow them). */
function selectDetailRows(
  db: Db,
  { where, join = sql``, orderBy = sql`p.key` }: { where: SQL; join?: SQL; orderBy?: SQL },
): Promise<ParticipantDetailParts[]> {
  return db.query<ParticipantDetailParts>(sql`
    select ${PARTICIPANT_COLUMNS}, p.key as "participantKey", c.key as "contestKey",
      c.data_version::text as "contestVersion",
      case when r.participant_key is null then null else json_build_object('status', r.status,
        'overallPlace', r.overall_place, 'genderPlace', r.gender_place, 'ageGroupPlace', r.age_group_place,
        'officialTimeMs', r.official_time_ms, 'gunTimeMs', r.gun_time_ms, 'netTimeMs', r.net_time_ms,
        'paceMsPerKm', r.pace_ms_per_km, 'speedKmh', r.speed_kmh, 'gapMs', r.gap_ms,
        'genderGapMs', r.gender_gap_ms, 'ageGroupGapMs', r.age_group_gap_ms, 'diffMs', r.diff_ms,
        'lastCheckpointId', r.last_checkpoint_id, 'rank', r.rank) end as result,
      case when r.participant_key is null then null else json_build_object('at', to_json(r.split_at),
        'fromStart', to_json(r.split_from_start_ms), 'fromPrevious', to_json(r.split_from_previous_ms),
        'segment', to_json(r.split_segment_m), 'place', to_json(r.split_place),
        'genderPlace', to_json(r.split_gender_place)) end as arrays
    from participants p join contests c on c.key = p.contest_key ${join}
    left join results r on r.participant_key = p.key
    where ${where}
    order by ${orderBy}`);
}

/** A participant of an event by id, with everything above; null if unknown. */
export async function getParticipantDetail(
  db: Db,
  eventId: string,
  participantId: string,
): Promise<ParticipantDetailRow | null> {
  const [row] = await selectDetailRows(db, {
    where: sql`p.event_id = ${eventId} and p.id = ${participantId}`,
  });
  if (row === undefined) return null;
  const [event, contest, recordings] = await Promise.all([
    getEvent(db, eventId),
    getContest(db, eventId, row.contestId),
    findRecordings(db, eventId, row.contestId),
  ]);
  if (event === null || contest === null) return null;
  return toParticipantDetail(row, event, contest, recordings);
}

/**
 * The participants of a contest with these bibs, each with everything above, in the order of `bibs` (unknown bibs
 * are left out, a repeated one comes once): the Tracking tab's followed runners in one query rather than two calls
 * each. null if the contest is unknown.
 */
export async function getParticipantDetailsByBibs(
  db: Db,
  eventId: string,
  contestId: string,
  bibs: readonly string[],
): Promise<ParticipantDetailRow[] | null> {
  const [event, contest, recordings] = await Promise.all([
    getEvent(db, eventId),
    getContest(db, eventId, contestId),
    findRecordings(db, eventId, contestId),
  ]);
  if (event === null || contest === null) return null;
  const unique = [...new Set(bibs)];
  if (unique.length === 0) return [];
  const rows = await selectDetailRows(db, {
    join: sql`join unnest(${textArrayLiteral(unique)}::text::text[]) with ordinality as wanted(bib, n)
      on wanted.bib = p.bib`,
    where: sql`c.event_id = ${eventId} and c.id = ${contestId}`,
    orderBy: sql`wanted.n`,
  });
  return rows.map((row) => toParticipantDetail(row, event, contest, recordings));
}

/**
 * A participant's detail from its parts: the splits by checkpoint with segment pace and speed, the finish read, the
 * recording covering it. The reads build details from their in-memory field with it too.
 */
export function toParticipantDetail(
  { result, arrays, participantKey, contestKey, contestVersion, ...participant }: ParticipantDetailParts,
  event: EventRow,
  contest: ContestDetailRow,
  recordings: RecordingRow[],
): ParticipantDetailRow {
  const splits = contest.checkpoints.map((checkpoint, index): SplitRow => {
    const pick = (values: readonly (number | null)[] | undefined): number | null => values?.[index] ?? null;
    const fromPreviousMs = pick(arrays?.fromPrevious);
    const segmentDistanceM = pick(arrays?.segment);
    const at = pick(arrays?.at);
    const canPace = fromPreviousMs !== null && segmentDistanceM !== null;
    return {
      checkpointId: checkpoint.id,
      name: checkpoint.name,
      distanceM: checkpoint.distanceM,
      order: checkpoint.order,
      kind: checkpoint.kind,
      leg: checkpoint.leg ?? null,
      isReached: at !== null,
      at,
      fromStartMs: pick(arrays?.fromStart),
      fromPreviousMs,
      segmentDistanceM,
      segmentPaceMsPerKm: canPace ? computePace(fromPreviousMs, segmentDistanceM) : null,
      segmentSpeedKmh: canPace ? computeSpeed(fromPreviousMs, segmentDistanceM) : null,
      segmentPaceMsPerMile: canPace ? computePacePerMile(fromPreviousMs, segmentDistanceM) : null,
      segmentSpeedMph: canPace ? computeSpeedMph(fromPreviousMs, segmentDistanceM) : null,
      overallPlace: pick(arrays?.place),
      genderPlace: pick(arrays?.genderPlace),
    };
  });
  const finishAt =
    result?.status === 'finished' ? (splits.findLast((split) => split.kind === 'finish')?.at ?? null) : null;
  const recordingAtFinish =
    finishAt === null
      ? null
      : (recordings.find((rec) => rec.startsAt <= finishAt && finishAt <= rec.startsAt + rec.durationMs) ??
        null);
  return {
    participant,
    participantKey,
    contestKey,
    contestVersion,
    event,
    contest,
    result: result && withMileUnits(result, contest.distanceM),
    splits,
    finishAt,
    recordingAtFinish,
    recordings,
  };
}

/** The stored result with its pace per mile and speed in mph, from the official time (null when it has none). */
function withMileUnits(result: StoredResult, distanceM: number): ParticipantResultRow {
  const time = result.officialTimeMs;
  return {
    ...result,
    paceMsPerMile: time === null ? null : computePacePerMile(time, distanceM),
    speedMph: time === null ? null : computeSpeedMph(time, distanceM),
  };
}
