/** Writes participants by (event, id), deriving missing age groups with the contest's scheme. */
import { type AgeGroupScheme, deriveAgeGroup, type ParticipantRecord, todayInZone } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { DbError, isUniqueViolation } from '../errors.js';
import { type Db } from '../handle.js';
import {
  chunk,
  columnList,
  columnTuple,
  epochMs,
  fromEpochMs,
  jsonInts,
  jsonParam,
} from '../sql-fragments.js';

const CHUNK = 5_000;

const COLUMNS = [
  'contest_key',
  'bib',
  'chip',
  'first_name',
  'last_name',
  'display_name',
  'club',
  'country',
  'nation',
  'gender',
  'birth_year',
  'age',
  'age_group',
  'age_group_derived',
  'wave_start',
  'timer_status',
  'name_hidden',
] as const;

type ContestInfo = { key: number; scheme: AgeGroupScheme | null; raceDate: string };

/** The stored contests the participants enter, by `eventId/contestId`; unknown ones are an error. */
async function findContests(
  tx: Db,
  entries: readonly ParticipantRecord[],
): Promise<Map<string, ContestInfo>> {
  const wanted = new Map(
    entries.map((e) => [`${e.eventId}/${e.contestId}`, { eventId: e.eventId, contestId: e.contestId }]),
  );
  const rows = await tx.query<{
    ref: string;
    key: number;
    scheme: AgeGroupScheme | null;
    startTime: number;
    timeZone: string;
  }>(sql`
    select c.event_id || '/' || c.id as ref, c.key, c.age_group_scheme as scheme,
      ${epochMs(sql`c.start_time`)} as "startTime", e.time_zone as "timeZone"
    from json_to_recordset(${jsonParam([...wanted.values()])}) as t("eventId" text, "contestId" text)
    join contests c on c.event_id = t."eventId" and c.id = t."contestId"
    join events e on e.id = c.event_id`);
  const found = new Map(
    rows.map((row) => [
      row.ref,
      { key: row.key, scheme: row.scheme, raceDate: todayInZone(row.startTime, row.timeZone) },
    ]),
  );
  const missing = [...wanted.keys()].filter((ref) => !found.has(ref));
  if (missing.length > 0)
    throw new DbError('unknown_contest', 'Participants enter unknown contests', missing.slice(0, 5));
  return found;
}

/**
 * Upserts participants (their contests must exist). Bibs stay unique per contest, checked once all chunks
 * are written, so a re-import may swap bibs. Returns the keys of contests whose entrants changed —
 * including contests a participant moved away from.
 */
export async function upsertParticipants(tx: Db, entries: readonly ParticipantRecord[]): Promise<number[]> {
  if (entries.length === 0) return [];
  const contests = await findContests(tx, entries);
  const changed = new Set<number>();
  await tx.query(sql`set constraints participants_contest_key_bib_key deferred`);
  // Rows a chunk at a time: a copy of every entry at once was 80 MB of heap for 100,000 runners.
  for (const entriesPart of chunk(entries, CHUNK)) {
    const part = entriesPart.map((entry) => {
      const contest = contests.get(`${entry.eventId}/${entry.contestId}`);
      if (contest === undefined) throw new Error('unreachable: contest checked above');
      const { contestId: _contestId, ...fields } = entry;
      const ageGroupDerived = entry.ageGroup === null;
      const ageGroup =
        entry.ageGroup ?? deriveAgeGroup({ ...entry, raceDate: contest.raceDate, scheme: contest.scheme });
      return {
        ...fields,
        nameHidden: entry.nameHidden ?? null,
        contestKey: contest.key,
        ageGroup,
        ageGroupDerived,
      };
    });
    const keys = await tx.query<{ key: number }>(sql`
      with input as (
        select * from json_to_recordset(${jsonParam(part)}) as x(
          "eventId" text, id text, "contestKey" int, bib text, chip text, "firstName" text, "lastName" text,
          "displayName" text, club text, country text, nation text, gender text, "birthYear" int, age int,
          "ageGroup" text, "ageGroupDerived" boolean, "waveStart" bigint, "timerStatus" text, "nameHidden" boolean)),
      -- A name hidden before stays hidden unless the file says otherwise; a hidden name is stored empty.
      resolved as (
        select i.*, coalesce(i."nameHidden", p.name_hidden, false) as hidden
        from input i left join participants p on p.event_id = i."eventId" and p.id = i.id),
      moved as (
        select p.contest_key from participants p
        join input i on p.event_id = i."eventId" and p.id = i.id and p.contest_key <> i."contestKey"),
      upserted as (
        insert into participants as p (event_id, id, ${columnList(COLUMNS)})
        select "eventId", id, "contestKey", bib, chip,
          case when hidden then '' else "firstName" end, case when hidden then '' else "lastName" end,
          case when hidden then '' else "displayName" end, club, country, nation, gender, "birthYear", age,
          "ageGroup", "ageGroupDerived", ${fromEpochMs(sql`"waveStart"`)}, "timerStatus", hidden
        from resolved
        on conflict (event_id, id) do update set ${columnTuple('', COLUMNS)} = ${columnTuple('excluded', COLUMNS)}
          where ${columnTuple('p', COLUMNS)} is distinct from ${columnTuple('excluded', COLUMNS)}
        returning contest_key)
      select contest_key as key from upserted union select contest_key from moved`);
    for (const { key } of keys) changed.add(key);
  }
  try {
    await tx.query(sql`set constraints participants_contest_key_bib_key immediate`);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const detail =
      error instanceof Error && 'detail' in error && typeof error.detail === 'string' ? [error.detail] : [];
    throw new DbError(
      'duplicate_bib',
      'A bib of the bundle already belongs to another participant of its contest',
      detail,
    );
  }
  return [...changed];
}

type DerivedRow = {
  key: number;
  contestKey: number;
  gender: ParticipantRecord['gender'];
  birthYear: number | null;
  age: number | null;
  ageGroup: string | null;
  scheme: AgeGroupScheme | null;
  startTime: number;
  timeZone: string;
};

/**
 * Derives again the derived age groups (`age_group_derived`) of every stored participant of these contests and
 * of every contest of these events, with the contest's scheme and race date as stored now. An import that
 * changes a contest (its scheme, its start) or its event (the time zone that dates the race) calls it: the
 * participants absent from the import would keep labels of the old scheme otherwise. Imported labels are left alone. Returns the keys of contests where a label
 * changed (recompute them: the results rows repeat the age group).
 */
export async function rederiveAgeGroups(
  tx: Db,
  changed: { contestKeys: readonly number[]; eventIds: readonly string[] },
): Promise<number[]> {
  const { contestKeys, eventIds } = changed;
  if (contestKeys.length === 0 && eventIds.length === 0) return [];
  const rows = await tx.query<DerivedRow>(sql`
    select p.key, p.contest_key as "contestKey", p.gender, p.birth_year as "birthYear", p.age,
      p.age_group as "ageGroup", c.age_group_scheme as scheme, ${epochMs(sql`c.start_time`)} as "startTime",
      e.time_zone as "timeZone"
    from participants p join contests c on c.key = p.contest_key join events e on e.id = c.event_id
    where (p.contest_key in ${jsonInts(contestKeys)}
        or c.event_id in (select value from json_array_elements_text(${jsonParam(eventIds)})))
      and p.age_group_derived`);
  const raceDates = new Map<number, string>();
  const updates: { k: number; g: string | null }[] = [];
  for (const row of rows) {
    let raceDate = raceDates.get(row.contestKey);
    if (raceDate === undefined) {
      raceDate = todayInZone(row.startTime, row.timeZone);
      raceDates.set(row.contestKey, raceDate);
    }
    const ageGroup = deriveAgeGroup({ ...row, raceDate, scheme: row.scheme });
    if (ageGroup !== row.ageGroup) updates.push({ k: row.key, g: ageGroup });
  }
  const rederived = new Set<number>();
  for (const part of chunk(updates, CHUNK)) {
    const keys = await tx.query<{ key: number }>(sql`
      update participants p set age_group = x.g
      from json_to_recordset(${jsonParam(part)}) as x(k int, g text)
      where p.key = x.k
      returning p.contest_key as key`);
    for (const { key } of keys) rederived.add(key);
  }
  return [...rederived];
}
