/**
 * A contest's field as the reads keep it in memory (@finishline/reads' field store): every entrant with a results
 * row — who they are, their result, every split — and the contest's version, read in one snapshot. Or only the
 * rows written since a version the caller holds (row versions, migration 0012), with the number of entrants now:
 * a row deleted since leaves the caller with one too many, and it loads the whole field instead. Rows come as JSON
 * arrays (FIELD_COLUMNS' order), packed by the database: one parse instead of a row object per entrant.
 */
import { type CheckpointKind, type Leg, type TimeBasis } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { type SplitArrays } from './get-participant.js';
import { type ParticipantRow } from './list-filters.js';

/** A row as the database packs it: ROW's values in order. */
type PackedRow = [
  number,
  string,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  ParticipantRow['gender'],
  string | null,
  ParticipantRow['status'],
  number,
  number,
  string,
  string,
  ...(number | null)[],
];

/**
 * One entrant of a contest's field: who they are (the list columns, the bib and name orders, the folded search text),
 * their stored result, and their splits aligned with the contest's checkpoints by course order (null where none).
 */
export type ContestFieldRow = ParticipantRow & {
  key: number;
  rank: number;
  bibRank: number;
  /** search_fold(last name, first name): the start list's `name` order (byte order, collate "C"). */
  sortName: string;
  /** search_fold() of names and club: what a text filter's words must start a word of. */
  search: string;
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
  /** The furthest checkpoint's order and the time from the start there: how a non-finisher is ranked. */
  lastCheckpointOrder: number | null;
  lastFromStartMs: number | null;
  ageGradedMs: number | null;
  ageGradePct: number | null;
  ageGradeRank: number | null;
  splits: SplitArrays;
};

/** A checkpoint of the course, by order: what the field's lists and analysis need of it. */
export type CourseCheckpoint = {
  id: string;
  name: string;
  kind: CheckpointKind;
  distanceM: number;
  leg: Leg | null;
};

/** The contest as its field needs it, read in the same snapshot as the rows. */
export type FieldContest = {
  eventId: string;
  id: string;
  distanceM: number;
  timeBasis: TimeBasis;
  checkpoints: CourseCheckpoint[];
};

export type LoadedContestField = {
  /** The contest's data version in the snapshot the rows were read in. */
  version: number;
  contest: FieldContest;
  /** Rows of the entrants (all, or those written since the version asked about). */
  rows: ContestFieldRow[];
  /** Entrants with a results row now. */
  count: number;
};

const ROW = sql.raw(`json_build_array(p.key, p.id, p.bib, p.first_name, p.last_name, p.display_name, p.club,
  p.country, p.nation, p.gender, p.age_group, r.status, r.rank, r.bib_rank, p.sort_name, p.search, r.overall_place, r.gender_place, r.age_group_place, r.official_time_ms, r.gun_time_ms,
  r.net_time_ms, r.pace_ms_per_km, r.speed_kmh, r.gap_ms, r.gender_gap_ms, r.age_group_gap_ms, r.diff_ms,
  r.last_checkpoint_id, r.age_graded_ms, r.age_grade_pct, r.age_grade_rank, r.split_at, r.split_from_start_ms,
  r.split_from_previous_ms, r.split_segment_m, r.split_place, r.split_gender_place, r.last_checkpoint_order,
  r.last_from_start_ms)`);

/**
 * The field of the contest with this key, or (with `since`) what changed since that version; null when there is no
 * such contest. One statement, so the rows and the version agree.
 */
export async function loadContestField(
  db: Db,
  contestKey: number,
  since: number | null = null,
): Promise<LoadedContestField | null> {
  const changed =
    since === null
      ? sql`select r.participant_key as key from results r where r.contest_key = ${contestKey}`
      : sql`select r.participant_key as key from results r
              where r.contest_key = ${contestKey} and r.data_version > ${since}
            union
            select p.key from participants p where p.contest_key = ${contestKey} and p.data_version > ${since}`;
  const [row] = await db.query<{
    version: number | null;
    contest: FieldContest | null;
    rows: unknown[][] | null;
    count: number;
  }>(
    sql`with changed as (${changed})
        select c.data_version as version,
          json_build_object('eventId', c.event_id, 'id', c.id, 'distanceM', c.distance_m, 'timeBasis', c.time_basis, 'checkpoints',
            (select coalesce(json_agg(json_build_object('id', cp.id, 'name', cp.name, 'kind', cp.kind,
                'distanceM', cp.distance_m, 'leg', cp.leg) order by cp."order", cp.key), '[]')
              from checkpoints cp where cp.contest_key = c.key)) as contest,
          (select json_agg(${ROW}) from changed x join results r on r.participant_key = x.key
             join participants p on p.key = r.participant_key) as rows,
          (select count(*) from results r where r.contest_key = c.key)::int as count
        from contests c where c.key = ${contestKey}`,
  );
  if (row?.version == null || row.contest === null) return null;
  const contest = row.contest;
  return {
    version: Number(row.version),
    contest,
    rows: (row.rows ?? []).map((packed) => unpack(packed, contest.id)),
    count: row.count,
  };
}

type Nullable = number | null;
type Splits = readonly Nullable[];

/** A packed row as an object (ROW's order). */
function unpack(packed: unknown[], contestId: string): ContestFieldRow {
  const [
    key,
    id,
    bib,
    firstName,
    lastName,
    displayName,
    club,
    country,
    nation,
    gender,
    ageGroup,
    status,
    rank,
  ] = packed as PackedRow;
  const n = (index: number): Nullable => (packed[index] as Nullable) ?? null;
  const splits = (index: number): Splits => (packed[index] as Splits | null) ?? [];
  return {
    key,
    id,
    contestId,
    bib,
    firstName,
    lastName,
    displayName,
    club,
    country,
    nation,
    gender,
    ageGroup,
    status,
    rank,
    bibRank: packed[13] as number,
    sortName: packed[14] as string,
    search: packed[15] as string,
    overallPlace: n(16),
    genderPlace: n(17),
    ageGroupPlace: n(18),
    officialTimeMs: n(19),
    gunTimeMs: n(20),
    netTimeMs: n(21),
    paceMsPerKm: n(22),
    speedKmh: n(23),
    gapMs: n(24),
    genderGapMs: n(25),
    ageGroupGapMs: n(26),
    diffMs: n(27),
    lastCheckpointId: (packed[28] as string | null) ?? null,
    lastCheckpointOrder: n(38),
    lastFromStartMs: n(39),
    ageGradedMs: n(29),
    ageGradePct: n(30),
    ageGradeRank: n(31),
    splits: {
      at: splits(32),
      fromStart: splits(33),
      fromPrevious: splits(34),
      segment: splits(35),
      place: splits(36),
      genderPlace: splits(37),
    },
  };
}
