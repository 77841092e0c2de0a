/** Reads what the results engine needs about one contest: its setup and every entry with its reads. */
import {
  type Checkpoint,
  type ContestSetup,
  type ParticipantEntry,
  type PrecisionMs,
  type TimeBasis,
} from '@finishline/core';
import { sql, type SQL } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { numberArrayLiteral, textArrayLiteral } from '../pg-array.js';
import { epochMs } from '../sql-fragments.js';
import { limited, packedTexts } from './packed-texts.js';
import { type AgeGradingJob, FIELD, parseEntries, RECORD, runToEnd } from './plan-results.js';
import { yieldToLoop } from './yield-to-loop.js';

export type LoadedContest = {
  key: number;
  eventId: string;
  contestId: string;
  version: number;
  setup: ContestSetup;
  /** Checkpoint ids by their row key. */
  checkpointIds: Map<number, string>;
  /** The race date in the event's zone when the WMA road age grading applies (a running event), else null. */
  ageGrading: AgeGradingJob | null;
};

/** An entry as the engine takes it, plus its row key. */
export type LoadedEntry = ParticipantEntry & { key: number };

type SetupRow = {
  key: number;
  eventId: string;
  contestId: string;
  version: number;
  startTime: number;
  distanceM: number;
  timeBasis: TimeBasis;
  precisionMs: PrecisionMs;
  checkpoints: (Checkpoint & { key: number })[] | null;
  /** The event is road running (the WMA road tables apply), with its race date in the event's zone. */
  isRoadRunning: boolean;
  raceDate: string;
};

async function loadSetup(db: Db, where: SQL, lock: SQL = sql``): Promise<LoadedContest | null> {
  const [row] = await db.query<SetupRow>(sql`
    select c.key, c.event_id as "eventId", c.id as "contestId", c.data_version as version,
      ${epochMs(sql`c.start_time`)} as "startTime", c.distance_m as "distanceM", c.time_basis as "timeBasis",
      c.precision_ms as "precisionMs", c.gun_time_published as "gunTimePublished",
      (select e.type = 'running' from events e where e.id = c.event_id) as "isRoadRunning",
      (select (c.start_time at time zone e.time_zone)::date::text from events e where e.id = c.event_id)
        as "raceDate",
      (select json_agg(json_build_object('key', cp.key, 'id', cp.id, 'name', cp.name, 'distanceM', cp.distance_m,
          'order', cp."order", 'kind', cp.kind, 'leg', cp.leg) order by cp."order", cp.key)
        from checkpoints cp where cp.contest_key = c.key) as checkpoints
    from contests c where ${where} ${lock}`);
  if (row === undefined) return null;
  const { key, eventId, contestId, version, checkpoints, isRoadRunning, raceDate, ...rest } = row;
  const checkpointIds = new Map((checkpoints ?? []).map((checkpoint) => [checkpoint.key, checkpoint.id]));
  const course = (checkpoints ?? []).map(({ key: _key, ...checkpoint }) => checkpoint);
  const ageGrading = isRoadRunning ? { raceDate } : null;
  return {
    key,
    eventId,
    contestId,
    version,
    checkpointIds,
    ageGrading,
    setup: { ...rest, checkpoints: course },
  };
}

/**
 * The contest's setup by its key (null if it does not exist), locking its row until the transaction ends:
 * concurrent recomputes of one contest queue instead of interleaving their writes.
 */
export function lockContestSetup(tx: Db, contestKey: number): Promise<LoadedContest | null> {
  return loadSetup(tx, sql`c.key = ${contestKey}`, sql`for update of c`);
}

/** What the engine (and a CSV import of the contest) needs: gun, distance, basis, precision, checkpoints. */
export async function getContestSetup(
  db: Db,
  eventId: string,
  contestId: string,
): Promise<ContestSetup | null> {
  const loaded = await loadSetup(db, sql`c.event_id = ${eventId} and c.id = ${contestId}`);
  return loaded?.setup ?? null;
}

/** The contest's entrants and reads as the database sends them (see loadEntryTexts). */
export type EntryTexts = { entriesTexts: string[]; readsTexts: string[] };

/**
 * Every entrant of the contest and their reads as the database sends them, left as text for planResults
 * (plan-results.ts) to parse — in a worker, off the serving thread: the entrants as JSON arrays (`::text`, so the
 * driver does not parse them here), the reads (often 500 000) packed in text values — `bib␟checkpoint key␟ms
 * after the gun`, records separated by ␞ — which PostgreSQL builds and JavaScript scans several times faster than
 * rows. On PostgreSQL, two round trips whatever the size; on PGlite, statements of a bounded size (by entrant key,
 * and a checkpoint's reads at a time).
 */
export async function loadEntryTexts(
  db: Db,
  contest: LoadedContest,
  bibs: readonly string[] | null = null,
): Promise<EntryTexts> {
  // A live step's runners only (live-step.ts): their entries and reads, looked up in the indexes on (contest, bib)
  // and (checkpoint, bib). An array literal, not a JSON set: the planner then knows how few there are (with a JSON
  // set it guessed 100 × 100 and scanned the contest's every read, 31 ms for the marathon's 160,000).
  const ofBibs = bibs === null ? sql`` : sql`and bib = any(${textArrayLiteral(bibs)}::text::text[])`;
  const entriesTexts = await packedTexts(
    db,
    (after, limit) => sql`
      select json_agg(json_build_array(key, id, bib, gender, age_group, ${epochMs(sql`wave_start`)}, timer_status,
          birth_year, age))::text
        as text, max(key) as last
      from (select * from participants where contest_key = ${contest.key} and key > ${after} ${ofBibs}
        ${limited(sql`key`, limit)}) p`,
  );
  const gun = contest.setup.startTime;
  const readsTexts: string[] = [];
  // PGlite: a checkpoint's reads at a time (one per entrant, but for second reads at a mat). A live step's few runners:
  // by the checkpoints' keys, so their reads are looked up in the primary key (checkpoint, bib, at).
  const checkpoints =
    bibs !== null
      ? [sql`and checkpoint_key = any(${numberArrayLiteral([...contest.checkpointIds.keys()])}::text::int[])`]
      : db.kind === 'pglite'
        ? [...contest.checkpointIds.keys()].map((key) => sql`and checkpoint_key = ${key}`)
        : [sql``];
  for (const checkpoint of checkpoints) {
    await yieldToLoop(db);
    const [row] = await db.query<{ text: string | null }>(sql`
      select string_agg(bib || ${FIELD} || checkpoint_key || ${FIELD}
          || round(date_part('epoch', at - to_timestamp(${gun} / 1000.0)) * 1000)::int8, ${RECORD}) as text
      from passings where contest_key = ${contest.key} ${checkpoint} ${ofBibs}`);
    if (row?.text != null) readsTexts.push(row.text);
  }
  return { entriesTexts, readsTexts };
}

/** Every entrant of the contest with their reads, as the engine takes them. */
export async function loadEntries(db: Db, contest: LoadedContest): Promise<LoadedEntry[]> {
  const { entriesTexts, readsTexts } = await loadEntryTexts(db, contest);
  return runToEnd(parseEntries(entriesTexts, readsTexts, contest.setup.startTime, contest.checkpointIds));
}

/** The contest's setup and every entry with its reads, as the engine takes them (null for an unknown contest). */
export async function getContestEntries(
  db: Db,
  eventId: string,
  contestId: string,
): Promise<{ setup: ContestSetup; entries: LoadedEntry[] } | null> {
  const contest = await loadSetup(db, sql`c.event_id = ${eventId} and c.id = ${contestId}`);
  if (contest === null) return null;
  return { setup: contest.setup, entries: await loadEntries(db, contest) };
}
