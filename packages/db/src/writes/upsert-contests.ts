/** Writes contests by (event, id) and replaces their checkpoints with the bundle's. */
import { type ContestRecord } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { DbError } from '../errors.js';
import { type Db } from '../handle.js';
import { columnList, columnTuple, fromEpochMs, jsonParam } from '../sql-fragments.js';

/** The columns a contest upsert writes (and compares, to tell whether anything changed). */
const CONTEST_COLUMNS = [
  'name',
  'start_time',
  'distance_m',
  'gender',
  'country',
  'city',
  'time_basis',
  'precision_ms',
  'time_limit_ms',
  'pace_unit',
  'speed_unit',
  'age_grading_official',
  'age_group_scheme',
  'contact_name',
  'contact_email',
  'contact_phone',
  'contact_website',
  'organizer_type',
  'organizer',
  'timing_company',
  'contact_country',
  'contact_city',
  'course_gpx',
] as const;

/**
 * Upserts the contests (their events must exist: in the bundle or already stored) and returns the keys of
 * those inserted or changed.
 */
export async function upsertContests(tx: Db, contests: readonly ContestRecord[]): Promise<number[]> {
  if (contests.length === 0) return [];
  const input = contests.map(({ checkpoints: _checkpoints, ...contest }) => contest);
  const missing = await tx.query<{ eventId: string }>(sql`
    select distinct x."eventId" from json_to_recordset(${jsonParam(input)}) as x("eventId" text)
    where not exists (select 1 from events e where e.id = x."eventId")`);
  if (missing.length > 0) {
    throw new DbError(
      'unknown_event',
      'Contests refer to unknown events',
      missing.map((row) => row.eventId),
    );
  }
  const rows = await tx.query<{ key: number }>(sql`
    insert into contests as c (event_id, id, ${columnList(CONTEST_COLUMNS)})
    select "eventId", id, name, ${fromEpochMs(sql`"startTime"`)}, "distanceM", gender, country, city,
      "timeBasis", "precisionMs", "timeLimitMs", "paceUnit", "speedUnit", coalesce("ageGradingOfficial", false),
      "ageGroupScheme"::jsonb, contact->>'name',
      contact->>'email', contact->>'phone', contact->>'website', contact->>'organizerType', contact->>'organizer',
      contact->>'timingCompany', contact->>'country', contact->>'city', "courseGpx"
    from json_to_recordset(${jsonParam(input)}) as x(
      "eventId" text, id text, name text, "startTime" bigint, "distanceM" float8, gender text, country text,
      city text, "timeBasis" text, "precisionMs" int, "timeLimitMs" int, "paceUnit" text, "speedUnit" text,
      "ageGradingOfficial" boolean, "ageGroupScheme" json,
      contact json, "courseGpx" text)
    on conflict (event_id, id) do update
      set ${columnTuple('', CONTEST_COLUMNS)} = ${columnTuple('excluded', CONTEST_COLUMNS)}
      where ${columnTuple('c', CONTEST_COLUMNS)} is distinct from ${columnTuple('excluded', CONTEST_COLUMNS)}
    returning key`);
  return rows.map((row) => row.key);
}

/**
 * Makes each bundle contest's checkpoints exactly the bundle's: upserts by (contest, id), deletes the others
 * and their reads. Returns the keys of contests whose checkpoints changed.
 */
export async function replaceCheckpoints(tx: Db, contests: readonly ContestRecord[]): Promise<number[]> {
  if (contests.length === 0) return [];
  const targets = jsonParam(contests.map((contest) => ({ eventId: contest.eventId, contestId: contest.id })));
  const input = jsonParam(
    contests.flatMap((contest) =>
      contest.checkpoints.map((checkpoint) => ({
        eventId: contest.eventId,
        contestId: contest.id,
        ...checkpoint,
      })),
    ),
  );
  const rows = await tx.query<{ key: number }>(sql`
    with input as (
      select c.key as contest_key, x.*
      from json_to_recordset(${input}) as x(
        "eventId" text, "contestId" text, id text, name text, "distanceM" float8, "order" int, kind text, leg text)
      join contests c on c.event_id = x."eventId" and c.id = x."contestId"),
    upserted as (
      insert into checkpoints as cp (contest_key, id, name, distance_m, "order", kind, leg)
      select contest_key, id, name, "distanceM", "order", kind, leg from input
      on conflict (contest_key, id) do update set
        name = excluded.name, distance_m = excluded.distance_m, "order" = excluded."order", kind = excluded.kind,
        leg = excluded.leg
      where (cp.name, cp.distance_m, cp."order", cp.kind, cp.leg)
        is distinct from (excluded.name, excluded.distance_m, excluded."order", excluded.kind, excluded.leg)
      returning contest_key),
    removed as (
      delete from checkpoints cp
      using contests c, json_to_recordset(${targets}) as t("eventId" text, "contestId" text)
      where c.event_id = t."eventId" and c.id = t."contestId" and cp.contest_key = c.key
        and not exists (select 1 from input i where i.contest_key = cp.contest_key and i.id = cp.id)
      returning cp.contest_key, cp.key),
    -- Reads have no foreign key (see the passings table): a removed checkpoint takes its reads along here.
    removed_reads as (delete from passings where checkpoint_key in (select key from removed))
    select contest_key as key from upserted union select contest_key from removed`);
  return rows.map((row) => row.key);
}
