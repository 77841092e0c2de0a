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
  type ParticipantRecord,
  type PassingRecord,
  type PrecisionMs,
  type TimeBasis,
  type TimerStatus,
} from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { limited, packedTexts } from '../recompute/packed-texts.js';
import { FIELD, RECORD } from '../recompute/plan-results.js';
import { epochMs, jsonParam } from '../sql-fragments.js';
import {
  contestKeysOf,
  entrantsByContestAndId,
  type FileReads,
  readsByContestAndBib,
} from './group-file-records.js';

/**
 * A stored participant as the bundle's records describe one (without its contest, which holds it), with whether its
 * age group was derived and the overall place of its stored results row (null: none, or no row).
 */
export type StoredEntrant = Omit<ParticipantRecord, 'eventId' | 'contestId' | 'nameHidden'> & {
  ageGroupDerived: boolean;
  nameHidden: boolean;
  overallPlace: number | null;
};

/**
 * A stored read (of a bib); `isOtherSource`: of another source than the import's (a live read), which a results
 * export never replaces. The file's own reads are its PassingRecords themselves (no copy of each).
 */
export type StoredRead = { checkpointId: string; at: number; isOtherSource?: true };

/** A contest's stored reads by bib. */
export type ReadsByBib = Map<string, StoredRead[]>;

export type StoredContest = {
  eventId: string;
  contestId: string;
  setup: ContestSetup;
  scheme: AgeGroupScheme | null;
  timeZone: string;
  entrants: StoredEntrant[];
  reads: ReadsByBib;
};

/** A stored contest, as the place a participant is in. */
export type ContestRef = { eventId: string; contestId: string };

/**
 * Stored participants by event, then id, with the contest they are in: where a file's runners come from. Keyed by
 * the entrants' own id strings, and one ContestRef per contest (a re-import of 100,000 runners would otherwise
 * hold a key and an object per runner).
 */
export type StoredWhereabouts = Map<string, Map<string, ContestRef>>;

/** The contest a stored participant is in (undefined: not stored). */
export function whereIs(whereabouts: StoredWhereabouts, eventId: string, id: string): ContestRef | undefined {
  return whereabouts.get(eventId)?.get(id);
}

function setWhere(whereabouts: StoredWhereabouts, id: string, where: ContestRef): void {
  let byId = whereabouts.get(where.eventId);
  if (byId === undefined) whereabouts.set(where.eventId, (byId = new Map()));
  byId.set(id, where);
}

export type ImportBaseline = {
  /** By `eventId/contestId`. */
  contests: Map<string, StoredContest>;
  /**
   * The bundle's reads by contest and bib. A stored read the file has too is that very record in `contests` (a
   * re-import of 100,000 runners would otherwise hold each of their reads twice).
   */
  fileReads: FileReads;
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
  number,
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
  for (const key of contestKeysOf(bundle.passings)) named.set(key.ref, { e: key.eventId, c: key.contestId });

  const fileReads = readsByContestAndBib(bundle.passings);
  const fileEntrants = entrantsByContestAndId(bundle.participants);
  const load = (wanted: { e: string; c: string }[]): Promise<Map<string, StoredContest>> =>
    loadContests(db, wanted, source, { fileReads, fileEntrants });
  const contests = await load([...named.values()]);
  // Where the file's runners are stored, when not in the contest the file puts them in (moved, or new): looked up
  // for those only, as a re-import lists mostly runners already there.
  const whereabouts: StoredWhereabouts = new Map();
  for (const { eventId, contestId, entrants } of contests.values()) {
    const where = { eventId, contestId };
    for (const entrant of entrants) setWhere(whereabouts, entrant.id, where);
  }
  const ids = bundle.participants
    .filter((entry) => whereIs(whereabouts, entry.eventId, entry.id)?.contestId !== entry.contestId)
    .map((entry) => ({ e: entry.eventId, i: entry.id }));
  if (ids.length > 0) {
    const rows = await db.query<{ e: string; i: string; c: string }>(sql`
      select p.event_id as e, p.id as i, c.id as c
      from json_to_recordset(${jsonParam(ids)}) as x(e text, i text)
      join participants p on p.event_id = x.e and p.id = x.i
      join contests c on c.key = p.contest_key`);
    const more = new Map<string, { e: string; c: string }>();
    for (const row of rows) {
      setWhere(whereabouts, row.i, { eventId: row.e, contestId: row.c });
      if (!contests.has(`${row.e}/${row.c}`)) more.set(`${row.e}/${row.c}`, { e: row.e, c: row.c });
    }
    for (const [key, contest] of await load([...more.values()])) contests.set(key, contest);
  }
  return { contests, whereabouts, fileReads };
}

/** The stored contests among `wanted`, with their entrants and reads, by `eventId/contestId`. */
async function loadContests(
  db: Db,
  wanted: readonly { e: string; c: string }[],
  source: string,
  file: { fileReads: FileReads; fileEntrants: Map<string, Map<string, ParticipantRecord>> },
): Promise<Map<string, StoredContest>> {
  if (wanted.length === 0) return new Map();
  const rows = await db.query<ContestRow>(sql`
    select c.key, c.event_id as "eventId", c.id as "contestId", ${epochMs(sql`c.start_time`)} as "startTime",
      c.distance_m as "distanceM", c.time_basis as "timeBasis", c.precision_ms as "precisionMs",
      c.gun_time_published as "gunTimePublished", c.age_group_scheme as scheme, e.time_zone as "timeZone",
      (select json_agg(json_build_object('key', cp.key, 'id', cp.id, 'name', cp.name, 'distanceM', cp.distance_m,
          'order', cp."order", 'kind', cp.kind, 'leg', cp.leg) order by cp."order", cp.key)
        from checkpoints cp where cp.contest_key = c.key) as checkpoints
    from json_to_recordset(${jsonParam(wanted)}) as x(e text, c text)
    join contests c on c.event_id = x.e and c.id = x.c
    join events e on e.id = c.event_id`);
  const contests = new Map<string, StoredContest>();
  for (const row of rows) {
    const checkpointIds = new Map((row.checkpoints ?? []).map((cp) => [cp.key, cp.id]));
    const key = `${row.eventId}/${row.contestId}`;
    contests.set(key, {
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
      entrants: await loadEntrants(db, row.key, file.fileEntrants.get(key)),
      reads: await loadReads(db, row.key, row.startTime, checkpointIds, {
        source,
        inFile: file.fileReads.get(key),
      }),
    });
  }
  return contests;
}

/**
 * The contest's stored participants. A text the file's record of the runner has too is the file's own string (a
 * re-import would otherwise hold every name twice).
 */
async function loadEntrants(
  db: Db,
  contestKey: number,
  inFile: Map<string, ParticipantRecord> | undefined,
): Promise<StoredEntrant[]> {
  const texts = await packedTexts(
    db,
    (after, limit) => sql`
      select json_agg(json_build_array(id, bib, chip, first_name, last_name, display_name, club, country, nation,
          gender, birth_year, age, age_group, age_group_derived, ${epochMs(sql`wave_start`)}, timer_status,
          name_hidden, key))::text as text,
        max(key) as last
      from (select * from participants where contest_key = ${contestKey} and key > ${after}
        ${limited(sql`key`, limit)}) p`,
  );
  // The stored places apart: joining the results row to each entrant costs several times more on PGlite.
  const [placed] = await db.query<{ text: string | null }>(sql`
    select string_agg(participant_key || ':' || overall_place, ',') as text
    from results where contest_key = ${contestKey} and overall_place is not null`);
  const places = new Map<number, number>();
  for (const pair of placed?.text?.split(',') ?? []) {
    const colon = pair.indexOf(':');
    places.set(Number(pair.slice(0, colon)), Number(pair.slice(colon + 1)));
  }
  const entrants: StoredEntrant[] = [];
  for (const text of texts) {
    for (const t of JSON.parse(text) as EntrantTuple[]) {
      const file = inFile?.get(t[0]);
      entrants.push({
        id: file?.id ?? t[0],
        bib: same(t[1], file?.bib),
        chip: same(t[2], file?.chip),
        firstName: same(t[3], file?.firstName),
        lastName: same(t[4], file?.lastName),
        displayName: same(t[5], file?.displayName),
        club: same(t[6], file?.club),
        country: same(t[7], file?.country),
        nation: same(t[8], file?.nation),
        gender: t[9],
        birthYear: t[10],
        age: t[11],
        ageGroup: same(t[12], file?.ageGroup ?? undefined),
        ageGroupDerived: t[13],
        waveStart: t[14],
        timerStatus: t[15],
        nameHidden: t[16],
        overallPlace: places.get(t[17]) ?? null,
      });
    }
  }
  return entrants;
}

/** The file's string where it is the same text as the stored one. */
function same<T>(stored: T, filed: T | undefined): T {
  return stored === filed ? (filed as T) : stored;
}

/** Whether `stored` holds the very records of `file`, all of them. */
function isFileList(stored: readonly StoredRead[], file: readonly StoredRead[]): boolean {
  return stored.length === file.length && stored.every((read) => file.includes(read));
}

/**
 * The contest's reads by bib, packed as the recompute loads them (load-contest.ts: ms after the gun, a checkpoint at
 * a time on PGlite); the few of another source than the import's (live reads) fetched apart to mark them.
 */
async function loadReads(
  db: Db,
  contestKey: number,
  gun: number,
  checkpointIds: ReadonlyMap<number, string>,
  {
    source,
    inFile,
  }: {
    source: string;
    /** The file's reads of this contest by bib. */ inFile: Map<string, PassingRecord[]> | undefined;
  },
): Promise<ReadsByBib> {
  const others = await db.query<{ b: string; k: number; t: number }>(sql`
    select bib as b, checkpoint_key as k, ${epochMs(sql`at`)} as t
    from passings where contest_key = ${contestKey} and source <> ${source}`);
  const otherSource = new Set(others.map((read) => `${read.k}${FIELD}${read.b}${FIELD}${read.t}`));
  const checkpoints =
    db.kind === 'pglite' ? [...checkpointIds.keys()].map((key) => sql`and checkpoint_key = ${key}`) : [sql``];
  const reads: ReadsByBib = new Map();
  for (const checkpoint of checkpoints) {
    const [row] = await db.query<{ text: string | null }>(sql`
      select string_agg(bib || ${FIELD} || checkpoint_key || ${FIELD}
          || round(date_part('epoch', at - to_timestamp(${gun} / 1000.0)) * 1000)::int8, ${RECORD}) as text
      from passings where contest_key = ${contestKey} ${checkpoint}`);
    const text = row?.text;
    if (text == null) continue;
    // A hand-rolled scan, as plan-results.ts parseEntries: split() would allocate an array per read.
    for (let start = 0; start < text.length;) {
      const next = text.indexOf(RECORD, start);
      const end = next === -1 ? text.length : next;
      const first = text.indexOf(FIELD, start);
      const second = text.indexOf(FIELD, first + 1);
      const bib = text.slice(start, first);
      const key = text.slice(first + 1, second);
      const checkpointId = checkpointIds.get(Number(key));
      if (checkpointId !== undefined) {
        const at = gun + Number(text.slice(second + 1, end));
        const isOther = others.length > 0 && otherSource.has(`${key}${FIELD}${bib}${FIELD}${at}`);
        const read: StoredRead = isOther
          ? { checkpointId, at, isOtherSource: true }
          : (inFile?.get(bib)?.find((same) => same.checkpointId === checkpointId && same.at === at) ?? {
              checkpointId,
              at,
            });
        const list = reads.get(bib);
        if (list === undefined) reads.set(bib, [read]);
        else list.push(read);
      }
      start = end + 1;
    }
  }
  // A runner whose stored reads are the file's, all of them: the file's own list (most runners of a re-import).
  for (const [bib, list] of reads) {
    const file = inFile?.get(bib);
    if (file !== undefined && isFileList(list, file)) reads.set(bib, file);
    else if (list.length > 1) reads.set(bib, list.slice());
  }
  return reads;
}
