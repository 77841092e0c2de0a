/** Everything a participant's page shows: who, their contest and event, their result and every split. */
import { type CheckpointKind, computePace, computeSpeed, type Status } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { type ContestDetailRow, findRecordings, getContest, type RecordingRow } from './find-contests.js';
import { type EventRow, getEvent } from './find-events.js';
import { PARTICIPANT_COLUMNS, type ParticipantRow } from './participant-filters.js';

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
  isReached: boolean;
  at: number | null;
  fromStartMs: number | null;
  fromPreviousMs: number | null;
  segmentDistanceM: number | null;
  segmentPaceMsPerKm: number | null;
  segmentSpeedKmh: number | null;
  overallPlace: number | null;
  genderPlace: number | null;
};

export type ParticipantDetailRow = {
  participant: ParticipantRow;
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

type Arrays = {
  at: (number | null)[];
  fromStart: (number | null)[];
  fromPrevious: (number | null)[];
  segment: (number | null)[];
  place: (number | null)[];
  genderPlace: (number | null)[];
};

/** A participant of an event by id, with everything above; null if unknown. */
export async function getParticipantDetail(
  db: Db,
  eventId: string,
  participantId: string,
): Promise<ParticipantDetailRow | null> {
  const [row] = await db.query<
    ParticipantRow & { result: ParticipantResultRow | null; arrays: Arrays | null }
  >(sql`
    select ${PARTICIPANT_COLUMNS},
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
    from participants p join contests c on c.key = p.contest_key
    left join results r on r.participant_key = p.key
    where p.event_id = ${eventId} and p.id = ${participantId}`);
  if (row === undefined) return null;
  const { result, arrays, ...participant } = row;
  const [event, contest, recordings] = await Promise.all([
    getEvent(db, eventId),
    getContest(db, eventId, participant.contestId),
    findRecordings(db, eventId, participant.contestId),
  ]);
  if (event === null || contest === null) return null;
  const splits = contest.checkpoints.map((checkpoint, index): SplitRow => {
    const pick = (values: (number | null)[] | undefined): number | null => values?.[index] ?? null;
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
      isReached: at !== null,
      at,
      fromStartMs: pick(arrays?.fromStart),
      fromPreviousMs,
      segmentDistanceM,
      segmentPaceMsPerKm: canPace ? computePace(fromPreviousMs, segmentDistanceM) : null,
      segmentSpeedKmh: canPace ? computeSpeed(fromPreviousMs, segmentDistanceM) : null,
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
  return { participant, event, contest, result, splits, finishAt, recordingAtFinish, recordings };
}
