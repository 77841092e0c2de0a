/**
 * What is stored for the contests an import touches, read without writing anything (not even a sequence): the
 * dry run of `finishline import` applies the bundle to it in memory (preview/apply-bundle-in-memory.ts).
 */
import {
  type AgeGroupScheme,
  type Checkpoint,
  type ContestSetup,
  type Gender,
  type ImportBundle,
  type PrecisionMs,
  type TimeBasis,
  type TimerStatus,
} from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { limited, packedTexts } from '../recompute/packed-texts.js';
import { FIELD, RECORD } from '../recompute/plan-results.js';
import { epochMs, jsonInts, jsonParam } from '../sql-fragments.js';

/** A stored participant, with the overall place its stored results row gives (null: none, or no row). */
export type StoredEntrant = {
  id: string;
  bib: string;
  chip: string | null;
  firstName: string;
  lastName: string;
  displayName: string;
  club: string | null;
  country: string | null;
  nation: string | null;
  gender: Gender;
  birthYear: number | null;
  age: number | null;
  ageGroup: string | null;
  ageGroupDerived: boolean;
  waveStart: number | null;
  timerStatus: TimerStatus | null;
  nameHidden: boolean;
  overallPlace: number | null;
};

/** A stored read; `isSource`: of the import's source (the reads a results export may replace). */
export type StoredRead = { bib: string; checkpointId: string; at: number; isSource: boolean };

export type StoredContest = {
  eventId: string;
  contestId: string;
  setup: ContestSetup;
  scheme: AgeGroupScheme | null;
  timeZone: string;
  entrants: StoredEntrant[];
  reads: StoredRead[];
};

/** Stored participants of the event by id, with the contest they are in: where a file's runners come from. */
export type StoredWhereabouts = Map<string, { eventId: string; contestId: string }>;

export type ImportBaseline = {
  /** By `eventId/contestId`. */
  contests: Map<string, StoredContest>;
  /** Stored participants the bundle lists, by `eventId/id`: in which contest they are now. */
  whereabouts: StoredWhereabouts;
};

type ContestRow = {
  key: number;
  eventId: string;
  contestId: string;
  startTime: number;
  distanceM: number;
  timeBasis: TimeBasis;
  precisionMs: PrecisionMs;
  gunTimePublished: boolean;
  scheme: AgeGroupScheme | null;
  timeZone: string;
  checkpoints: (Checkpoint & { key: number })[] | null;
};

type EntrantTuple = [
  string,
  string,
  string | null,
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
  Gender,
  number | null,
  number | null,
  string | null,
  boolean,
  number | null,
  TimerStatus | null,
  boolean,
  number | null,
];

/**
 * Loads, read-only, every contest the bundle names (its contests, its participants' and reads' contests) or that
 * one of its participants is stored in now: the setup, the entrants with their stored overall places, every read
 * (each marked whether it is of `source`). Contests not stored yet are simply absent.
 */
export async function loadImportBaseline(
  db: Db,
  bundle: ImportBundle,
  { source }: { source: string },
): Promise<ImportBaseline> {
  const named = new Map<string, { e: string; c: string }>();
  const name = (e: string, c: string): void => void named.set(`${e}/${c}`, { e, c });
  for (const contest of bundle.contests) name(contest.eventId, contest.id);
  for (const entry of bundle.participants) name(entry.eventId, entry.contestId);
  for (const read of bundle.passings) name(read.eventId, read.contestId);

  const whereabouts: StoredWhereabouts = new Map();
  if (bundle.participants.length > 0) {
    const ids = bundle.participants.map((entry) => ({ e: entry.eventId, i: entry.id }));
    const rows = await db.query<{ e: string; i: string; c: string }>(sql`
      select p.event_id as e, p.id as i, c.id as c
      from json_to_recordset(${jsonParam(ids)}) as x(e text, i text)
      join participants p on p.event_id = x.e and p.id = x.i
      join contests c on c.key = p.contest_key`);
    for (const row of rows) {
      whereabouts.set(`${row.e}/${row.i}`, { eventId: row.e, contestId: row.c });
      name(row.e, row.c);
    }
  }
  const rows = await db.query<ContestRow>(sql`
    select c.key, c.event_id as "eventId", c.id as "contestId", ${epochMs(sql`c.start_time`)} as "startTime",
      c.distance_m as "distanceM", c.time_basis as "timeBasis", c.precision_ms as "precisionMs",
      c.gun_time_published as "gunTimePublished", c.age_group_scheme as scheme, e.time_zone as "timeZone",
      (select json_agg(json_build_object('key', cp.key, 'id', cp.id, 'name', cp.name, 'distanceM', cp.distance_m,
          'order', cp."order", 'kind', cp.kind, 'leg', cp.leg) order by cp."order", cp.key)
        from checkpoints cp where cp.contest_key = c.key) as checkpoints
    from json_to_recordset(${jsonParam([...named.values()])}) as x(e text, c text)
    join contests c on c.event_id = x.e and c.id = x.c
    join events e on e.id = c.event_id`);
  const contests = new Map<string, StoredContest>();
  for (const row of rows) {
    const checkpointIds = new Map((row.checkpoints ?? []).map((cp) => [cp.key, cp.id]));
    contests.set(`${row.eventId}/${row.contestId}`, {
      eventId: row.eventId,
      contestId: row.contestId,
      setup: {
        startTime: row.startTime,
        distanceM: row.distanceM,
        timeBasis: row.timeBasis,
        precisionMs: row.precisionMs,
        gunTimePublished: row.gunTimePublished,
        checkpoints: (row.checkpoints ?? []).map(({ key: _key, ...checkpoint }) => checkpoint),
      },
      scheme: row.scheme,
      timeZone: row.timeZone,
      entrants: await loadEntrants(db, row.key),
      reads: await loadReads(db, row.key, checkpointIds, source),
    });
  }
  return { contests, whereabouts };
}

async function loadEntrants(db: Db, contestKey: number): Promise<StoredEntrant[]> {
  const texts = await packedTexts(
    db,
    (after, limit) => sql`
      select json_agg(json_build_array(p.id, p.bib, p.chip, p.first_name, p.last_name, p.display_name, p.club,
          p.country, p.nation, p.gender, p.birth_year, p.age, p.age_group, p.age_group_derived,
          ${epochMs(sql`p.wave_start`)}, p.timer_status, p.name_hidden, r.overall_place))::text as text,
        max(p.key) as last
      from (select * from participants where contest_key = ${contestKey} and key > ${after}
        ${limited(sql`key`, limit)}) p
      left join results r on r.participant_key = p.key`,
  );
  const entrants: StoredEntrant[] = [];
  for (const text of texts) {
    for (const t of JSON.parse(text) as EntrantTuple[]) {
      entrants.push({
        id: t[0],
        bib: t[1],
        chip: t[2],
        firstName: t[3],
        lastName: t[4],
        displayName: t[5],
        club: t[6],
        country: t[7],
        nation: t[8],
        gender: t[9],
        birthYear: t[10],
        age: t[11],
        ageGroup: t[12],
        ageGroupDerived: t[13],
        waveStart: t[14],
        timerStatus: t[15],
        nameHidden: t[16],
        overallPlace: t[17],
      });
    }
  }
  return entrants;
}

/** The contest's reads packed as recompute loads them (load-contest.ts), with the source as a fourth field. */
async function loadReads(
  db: Db,
  contestKey: number,
  checkpointIds: ReadonlyMap<number, string>,
  source: string,
): Promise<StoredRead[]> {
  const checkpoints =
    db.kind === 'pglite' ? [...checkpointIds.keys()].map((key) => [key]) : [[...checkpointIds.keys()]];
  const reads: StoredRead[] = [];
  for (const keys of checkpoints) {
    const [row] = await db.query<{ text: string | null }>(sql`
      select string_agg(bib || ${FIELD} || checkpoint_key || ${FIELD} || ${epochMs(sql`at`)}::int8 || ${FIELD}
          || case when source = ${source} then '1' else '0' end, ${RECORD}) as text
      from passings where contest_key = ${contestKey} and checkpoint_key in ${jsonInts(keys)}`);
    const text = row?.text;
    if (text == null) continue;
    for (const record of text.split(RECORD)) {
      const [bib = '', key = '', at = '', isSource = ''] = record.split(FIELD);
      const checkpointId = checkpointIds.get(Number(key));
      if (checkpointId !== undefined)
        reads.push({ bib, checkpointId, at: Number(at), isSource: isSource === '1' });
    }
  }
  return reads;
}
