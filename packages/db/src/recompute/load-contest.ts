/** Reads what the results engine needs about one contest: its setup and every entry with its reads. */
import {
  type Checkpoint,
  type ContestSetup,
  type Gender,
  type ParticipantEntry,
  type PrecisionMs,
  type TimeBasis,
  type TimerStatus,
} from '@finishline/core';
import { sql, type SQL } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { epochMs } from '../sql-fragments.js';

export type LoadedContest = {
  key: number;
  eventId: string;
  contestId: string;
  version: number;
  setup: ContestSetup;
  /** Checkpoint ids by their row key. */
  checkpointIds: Map<number, string>;
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
};

async function loadSetup(db: Db, where: SQL, lock: SQL = sql``): Promise<LoadedContest | null> {
  const [row] = await db.query<SetupRow>(sql`
    select c.key, c.event_id as "eventId", c.id as "contestId", c.data_version as version,
      ${epochMs(sql`c.start_time`)} as "startTime", c.distance_m as "distanceM", c.time_basis as "timeBasis",
      c.precision_ms as "precisionMs",
      (select json_agg(json_build_object('key', cp.key, 'id', cp.id, 'name', cp.name, 'distanceM', cp.distance_m,
          'order', cp."order", 'kind', cp.kind) order by cp."order", cp.key)
        from checkpoints cp where cp.contest_key = c.key) as checkpoints
    from contests c where ${where} ${lock}`);
  if (row === undefined) return null;
  const { key, eventId, contestId, version, checkpoints, ...rest } = row;
  const checkpointIds = new Map((checkpoints ?? []).map((checkpoint) => [checkpoint.key, checkpoint.id]));
  const course = (checkpoints ?? []).map(({ key: _key, ...checkpoint }) => checkpoint);
  return { key, eventId, contestId, version, checkpointIds, setup: { ...rest, checkpoints: course } };
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

/** Separators of the packed reads: control characters, which no bib contains. */
const FIELD = '\u001f';
const RECORD = '\u001e';

type EntryTuple = [number, string, string, Gender, string | null, number | null, TimerStatus | null];

/**
 * Every entrant of the contest with their reads, in two round trips whatever the size: the entrants as one
 * JSON array, the reads (often 500 000) packed in one text value — `bib␟checkpoint key␟ms after the gun`,
 * records separated by ␞ — which PostgreSQL builds and JavaScript scans several times faster than rows.
 */
export async function loadEntries(db: Db, contest: LoadedContest): Promise<LoadedEntry[]> {
  const [people] = await db.query<{ entries: EntryTuple[] | null }>(sql`
    select json_agg(json_build_array(key, id, bib, gender, age_group, ${epochMs(sql`wave_start`)}, timer_status))
      as entries
    from participants where contest_key = ${contest.key}`);
  const gun = contest.setup.startTime;
  const [packed] = await db.query<{ reads: string | null }>(sql`
    select string_agg(bib || ${FIELD} || checkpoint_key || ${FIELD}
        || round(date_part('epoch', at - to_timestamp(${gun} / 1000.0)) * 1000)::int8, ${RECORD}) as reads
    from passings where contest_key = ${contest.key}`);
  const byBib = new Map<string, LoadedEntry>();
  for (const [key, id, bib, gender, ageGroup, waveStart, timerStatus] of people?.entries ?? []) {
    byBib.set(bib, { key, id, bib, gender, ageGroup, waveStart, timerStatus, reads: [] });
  }
  const text = packed?.reads ?? '';
  // A hand-rolled scan: split() would allocate an array per read.
  for (let start = 0; start < text.length;) {
    const next = text.indexOf(RECORD, start);
    const end = next === -1 ? text.length : next;
    const first = text.indexOf(FIELD, start);
    const second = text.indexOf(FIELD, first + 1);
    const entry = byBib.get(text.slice(start, first));
    const checkpointId = contest.checkpointIds.get(Number(text.slice(first + 1, second)));
    if (entry !== undefined && checkpointId !== undefined) {
      entry.reads.push({ checkpointId, at: gun + Number(text.slice(second + 1, end)) });
    }
    start = end + 1;
  }
  return [...byBib.values()];
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
