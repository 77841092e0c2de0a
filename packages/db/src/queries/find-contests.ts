/** The contests of an event, and one contest in full. */
import {
  type AgeGroupScheme,
  type Checkpoint,
  type ContactInfo,
  type ContestGender,
  type PaceUnit,
  type PrecisionMs,
  type SpeedUnit,
  type TimeBasis,
} from '@finishline/core';
import { sql, type SQL } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { epochMs } from '../sql-fragments.js';

export type ContestRow = {
  eventId: string;
  id: string;
  name: string;
  /** Gun time, epoch ms. */
  startTime: number;
  distanceM: number;
  gender: ContestGender;
  country: string;
  city: string;
  timeBasis: TimeBasis;
  precisionMs: PrecisionMs;
  paceUnit: PaceUnit;
  speedUnit: SpeedUnit;
  participantCount: number;
  finisherCount: number;
  /** Runners on the course; with the gun and the time limit, whether the contest is live (ContestClock). */
  onCourseCount: number;
  timeLimitMs: number | null;
  hasCourse: boolean;
  hasVideos: boolean;
  /** Bumped on every change to the contest, its entrants, reads or results (ETags). */
  dataVersion: number;
};

export type ContestDetailRow = ContestRow & {
  checkpoints: Checkpoint[];
  contact: ContactInfo;
  /** null: core's DEFAULT_AGE_GROUP_SCHEME. */
  ageGroupScheme: AgeGroupScheme | null;
  /** Age groups present among the entrants, sorted. */
  ageGroups: string[];
  /** Residence countries present among the entrants, sorted. */
  countries: string[];
  /**
   * The WMA road age grading (docs/age-grading.md): `official` when the organiser publishes it, `unofficial` for
   * any other road-running contest, null where the road tables do not apply (another sport).
   */
  ageGrading: 'official' | 'unofficial' | null;
};

const CONTEST_COLUMNS = sql`c.event_id as "eventId", c.id, c.name, ${epochMs(sql`c.start_time`)} as "startTime",
  c.distance_m as "distanceM", c.gender, c.country, c.city, c.time_basis as "timeBasis",
  c.precision_ms as "precisionMs", c.pace_unit as "paceUnit", c.speed_unit as "speedUnit",
  c.participant_count as "participantCount",
  c.finisher_count as "finisherCount", c.on_course_count as "onCourseCount", c.time_limit_ms as "timeLimitMs",
  c.course_gpx is not null as "hasCourse",
  exists (select 1 from recordings rec where rec.contest_key = c.key) as "hasVideos",
  c.data_version as "dataVersion"`;

async function selectContests<T>(db: Db, extra: SQL, where: SQL): Promise<T[]> {
  return db.query<T & object>(sql`select ${CONTEST_COLUMNS} ${extra} from contests c where ${where}
    order by c.start_time, c.id`);
}

/** The contests of an event, by start time (empty for an unknown event). */
export function findContests(db: Db, eventId: string): Promise<ContestRow[]> {
  return selectContests<ContestRow>(db, sql``, sql`c.event_id = ${eventId}`);
}

/**
 * The distinct values of an indexed participants column within the contest, sorted, as a JSON array. A loose index
 * scan (one index probe per value, on participants_<column>_idx) instead of reading every entrant: on the
 * 20,500-runner demo marathon on PGlite, 0.3 ms where `json_agg(distinct …)` took 9 ms on every contest detail.
 */
function distinctValues(column: 'age_group' | 'country'): SQL {
  const col = sql.raw(column);
  return sql`(with recursive found(v) as (
      (select p.${col} from participants p where p.contest_key = c.key and p.${col} is not null
        order by p.${col} limit 1)
      union all
      select (select p.${col} from participants p where p.contest_key = c.key and p.${col} > found.v
        order by p.${col} limit 1) from found where found.v is not null)
    select coalesce(json_agg(v order by v), '[]') from found where v is not null)`;
}

/** One contest with its checkpoints (by order), contact and entrant facets, or null. */
export async function getContest(
  db: Db,
  eventId: string,
  contestId: string,
): Promise<ContestDetailRow | null> {
  const [row] = await selectContests<ContestDetailRow>(
    db,
    sql`, c.age_group_scheme as "ageGroupScheme",
      case when (select e.type from events e where e.id = c.event_id) <> 'running' then null
        when c.age_grading_official then 'official' else 'unofficial' end as "ageGrading",
      (select coalesce(json_agg(json_build_object('id', cp.id, 'name', cp.name, 'distanceM', cp.distance_m,
          'order', cp."order", 'kind', cp.kind, 'leg', cp.leg) order by cp."order", cp.key), '[]')
        from checkpoints cp where cp.contest_key = c.key) as checkpoints,
      json_build_object('name', c.contact_name, 'email', c.contact_email, 'phone', c.contact_phone,
        'website', c.contact_website, 'organizerType', c.organizer_type, 'organizer', c.organizer,
        'timingCompany', c.timing_company, 'country', c.contact_country, 'city', c.contact_city) as contact,
      ${distinctValues('age_group')} as "ageGroups",
      ${distinctValues('country')} as countries`,
    sql`c.event_id = ${eventId} and c.id = ${contestId}`,
  );
  return row ?? null;
}

/**
 * The course of a contest as GPX text, apart from the contest detail (only the course map asks for it): '' when
 * the contest has none, null when there is no such contest.
 */
export async function getContestCourse(db: Db, eventId: string, contestId: string): Promise<string | null> {
  const [row] = await db.query<{ gpx: string | null }>(
    sql`select course_gpx as gpx from contests where event_id = ${eventId} and id = ${contestId}`,
  );
  return row === undefined ? null : (row.gpx ?? '');
}

export type RecordingRow = { id: string; src: string; startsAt: number; durationMs: number };

/** The finish-line recordings of a contest, by start. */
export function findRecordings(db: Db, eventId: string, contestId: string): Promise<RecordingRow[]> {
  return db.query<RecordingRow>(sql`
    select rec.id, rec.src, ${epochMs(sql`rec.starts_at`)} as "startsAt", rec.duration_ms as "durationMs"
    from recordings rec join contests c on c.key = rec.contest_key
    where c.event_id = ${eventId} and c.id = ${contestId}
    order by rec.starts_at, rec.id`);
}
