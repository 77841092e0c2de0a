/**
 * The CPU side of a recompute, apart from the database: from the contest's setup, its entrants and reads (as the
 * text the database sent) and the stored row fingerprints, computes the results with core's engine and returns
 * what to write — which rows to delete, and the array literals of the rows to insert. Pure: no I/O, no
 * database handle, only plain data in and out, so it runs in a worker thread (plan-off-thread.ts) or, sliced, on
 * the caller's thread.
 *
 * Written as a generator: each `yield` is a point where the work may stop and let the event loop run (after a
 * few thousand records or rows, and between phases). The worker runs it straight through; the in-thread runner
 * yields to the event loop whenever a slice has taken its budget. Core's ranking (eachResult) is the one step that
 * cannot be cut: ~10 ms for 5,000 entrants, ~0.2 s for 50,000 (bench/README.md).
 */
import {
  ageOn,
  type Checkpoint,
  eachResult,
  type ContestSetup,
  type Gender,
  type ParticipantEntry,
  type TimerStatus,
} from '@finishline/core';
import { numberArrayLiteral, textArrayLiteral } from '../pg-array.js';
import { resultColumnSteps, type ResultColumns, SCALAR_COLUMNS, TEXT_SCALARS } from './result-records.js';

/** What the recompute needs to grade ages (docs/age-grading.md): the day ages are counted on. */
export type AgeGradingJob = { raceDate: string };

/** An entry as the engine takes it, plus its row key and what its age grade needs. */
export type PlannedEntry = ParticipantEntry & { key: number; birthYear: number | null; age: number | null };

/** What the database sent about the contest: all plain data, cheap to pass to a worker (strings are copied). */
export type PlanJob = {
  setup: ContestSetup;
  /** Checkpoint ids by their row key. */
  checkpointIds: [number, string][];
  /** JSON arrays of `[key, id, bib, gender, age_group, wave_start ms, timer_status]`, as texts. */
  entriesTexts: string[];
  /** The packed reads: `bib␟checkpoint key␟ms after the gun`, records separated by ␞. */
  readsTexts: string[];
  /**
   * The stored fingerprints, `participant_key:row_hash:own_hash:data_version,…` (the last two may be missing: the
   * row then takes the write's version).
   */
  storedTexts: string[];
  /** Grade ages on this race date (a running event); null or absent: no age grading. */
  ageGrading?: AgeGradingJob | null;
  /**
   * Rows per insert or delete statement (default: 10,000 per insert, one delete). PGlite runs a statement on the
   * event loop's thread, start to end: smaller statements, with the event loop let in between, bound its stalls
   * (recompute-contest.ts).
   */
  rowsPerStatement?: number;
};

/** One insert statement's parameters: every column as one array literal. */
export type InsertLiterals = {
  keys: string;
  hashes: string;
  ownHashes: string;
  /** Per row, the version it keeps (its own columns did not change: ADR 032), or KEEP_NONE for the write's. */
  versions: string;
  scalars: string[];
  splits: string[];
};

/** In `versions`: the row takes the write's version. */
export const KEEP_NONE = -1;

export type WritePlan = {
  participantCount: number;
  finisherCount: number;
  /** Runners on the course (status `started`): the contest is live while any are. */
  onCourseCount: number;
  /** Rows (re)written and rows removed; both 0 when the stored results are already right. */
  written: number;
  removed: number;
  /** Every stored row of the contest is stale: one `delete … where contest_key` does it. */
  deleteAll: boolean;
  /**
   * int[] literals of participant keys whose rows to delete, one statement each: this contest's stale rows (but
   * with deleteAll), and those of participants new to it (their old row may sit under another contest).
   */
  deletes: string[];
  /** Checkpoints per row in the split columns. */
  width: number;
  inserts: InsertLiterals[];
};

/** Separators of the packed reads: control characters, which no bib contains. */
export const FIELD = '\u001f';
export const RECORD = '\u001e';
/** Rows per insert statement, unless the job says otherwise. */
const INSERT_CHUNK = 10_000;
/** Records, rows or values between two chances to yield. */
const STEP = 2_000;

/**
 * Stand for NULL inside the flat split arrays (int, and bigint for the instants): an array without NULLs
 * can be sliced per row in constant time, and array_replace turns the sentinel back into NULL.
 */
export const NULL_INT = -2_147_483_648;
export const NULL_BIGINT = -9_007_199_254_740_991;

type EntryTuple = [
  number,
  string,
  string,
  Gender,
  string | null,
  number | null,
  TimerStatus | null,
  number | null,
  number | null,
];

/** The entrants with their reads, from the texts of loadEntryTexts (load-contest.ts). */
export function* parseEntries(
  entriesTexts: readonly string[],
  readsTexts: readonly string[],
  gun: number,
  checkpointIds: ReadonlyMap<number, string>,
): Generator<void, PlannedEntry[]> {
  const byBib = new Map<string, PlannedEntry>();
  for (const entriesText of entriesTexts) {
    const tuples = JSON.parse(entriesText) as EntryTuple[] | null;
    yield;
    for (const [key, id, bib, gender, ageGroup, waveStart, timerStatus, birthYear, age] of tuples ?? []) {
      byBib.set(bib, {
        key,
        id,
        bib,
        gender,
        ageGroup,
        waveStart,
        timerStatus,
        birthYear: birthYear ?? null,
        age: age ?? null,
        reads: [],
      });
    }
    yield;
  }
  // A hand-rolled scan: split() would allocate an array per read.
  let count = 0;
  for (const text of readsTexts) {
    for (let start = 0; start < text.length;) {
      const next = text.indexOf(RECORD, start);
      const end = next === -1 ? text.length : next;
      const first = text.indexOf(FIELD, start);
      const second = text.indexOf(FIELD, first + 1);
      const entry = byBib.get(text.slice(start, first));
      const checkpointId = checkpointIds.get(Number(text.slice(first + 1, second)));
      if (entry !== undefined && checkpointId !== undefined) {
        entry.reads.push({ checkpointId, at: gun + Number(text.slice(second + 1, end)) });
      }
      start = end + 1;
      if (++count % STEP === 0) yield;
    }
  }
  return [...byBib.values()];
}

function scalarType(column: string): string {
  if (TEXT_SCALARS.has(column)) return 'text[]';
  return column === 'speed_kmh' || column === 'age_grade_pct' ? 'float8[]' : 'int[]';
}

/** The SQL type of each scalar literal (write-results.ts casts with it). */
export const SCALAR_TYPES = SCALAR_COLUMNS.map(scalarType);

/** The literals of the rows `rows` (indexes into `columns`). */
function* insertLiterals(
  columns: ResultColumns,
  rows: readonly number[],
  kept: ReadonlyMap<number, number>,
): Generator<void, InsertLiterals> {
  const { width } = columns;
  const scalars: string[] = [];
  for (const [index, column] of SCALAR_COLUMNS.entries()) {
    const source = columns.scalars[index] ?? [];
    const values = rows.map((row) => source[row] ?? null);
    scalars.push(
      TEXT_SCALARS.has(column)
        ? textArrayLiteral(values.map((value) => (value === null ? null : String(value))))
        : numberArrayLiteral(values.map((value) => (typeof value === 'number' ? value : null))),
    );
    if (rows.length >= STEP) yield;
  }
  const splits: string[] = [];
  for (const [index, source] of columns.splits.entries()) {
    const sentinel = index === 0 ? NULL_BIGINT : NULL_INT;
    const flat: number[] = [];
    for (const row of rows) {
      for (let cell = row * width; cell < (row + 1) * width; cell++) {
        const value = source[cell] ?? Number.NaN;
        flat.push(Number.isNaN(value) ? sentinel : value);
      }
    }
    splits.push(numberArrayLiteral(flat));
    if (rows.length >= STEP) yield;
  }
  return {
    keys: numberArrayLiteral(rows.map((row) => columns.keys[row] ?? 0)),
    hashes: numberArrayLiteral(rows.map((row) => columns.hashes[row] ?? 0)),
    ownHashes: numberArrayLiteral(rows.map((row) => columns.ownHashes[row] ?? 0)),
    versions: numberArrayLiteral(rows.map((row) => kept.get(row) ?? KEEP_NONE)),
    scalars,
    splits,
  };
}

/**
 * Computes the contest's results and what to write so the stored rows equal them: rows whose fingerprint changed
 * are deleted and re-inserted (also if the participant's old row sits under another contest), rows of
 * participants no longer in the contest are deleted, the rest are left alone. A live read usually changes a
 * handful of rows; an import writes them all.
 */
export function* planResults(job: PlanJob): Generator<void, WritePlan> {
  const checkpointIds = new Map(job.checkpointIds);
  const entries = yield* parseEntries(job.entriesTexts, job.readsTexts, job.setup.startTime, checkpointIds);
  yield;
  yield;
  const checkpoints: readonly Checkpoint[] = job.setup.checkpoints;
  const raceDate = job.ageGrading?.raceDate;
  const grading =
    raceDate === undefined
      ? null
      : {
          distanceM: job.setup.distanceM,
          ageOf: (entry: PlannedEntry) => entry.age ?? ageOn(entry.birthYear, raceDate),
        };
  // Each row is built as the columns take it (core's eachResult): the field's rows are never all held at once.
  const results = eachResult(job.setup, entries);
  const columns = yield* resultColumnSteps(results, entries, checkpoints, STEP, grading);
  const statuses = columns.scalars[SCALAR_COLUMNS.indexOf('status')] ?? [];
  const finisherCount = statuses.filter((status) => status === 'finished').length;
  const onCourseCount = statuses.filter((status) => status === 'started').length;

  // Stored fingerprints as one `key:hash,…` text value: cheaper than 50 000 row objects.
  const storedHash = new Map<number, number>();
  const storedOwn = new Map<number, { ownHash: number; version: number }>();
  let count = 0;
  for (const storedText of job.storedTexts) {
    for (const stored of storedText.split(',')) {
      const [key, hash, ownHash, version] = stored.split(':').map(Number);
      storedHash.set(key ?? 0, hash ?? 0);
      if (ownHash !== undefined && ownHash !== 0 && version !== undefined)
        storedOwn.set(key ?? 0, { ownHash, version });
      if (++count % STEP === 0) yield;
    }
  }
  const current = new Set(columns.keys);
  const changed: number[] = [];
  // Rows rewritten whose own columns are as stored (only places others moved): they keep their version (ADR 032).
  const kept = new Map<number, number>();
  for (let row = 0; row < columns.count; row++) {
    const key = columns.keys[row] ?? 0;
    if (storedHash.get(key) === columns.hashes[row]) continue;
    changed.push(row);
    const own = storedOwn.get(key);
    if (own !== undefined && own.ownHash === columns.ownHashes[row]) kept.set(row, own.version);
  }
  const removed = [...storedHash.keys()].filter((key) => !current.has(key));
  const plan: WritePlan = {
    participantCount: columns.count,
    finisherCount,
    onCourseCount,
    written: changed.length,
    removed: removed.length,
    deleteAll: false,
    deletes: [],
    width: columns.width,
    inserts: [],
  };
  if (changed.length === 0 && removed.length === 0) return plan;
  yield;
  const changedKeys = changed.map((row) => columns.keys[row] ?? 0);
  const staleHere = [...removed, ...changedKeys.filter((key) => storedHash.has(key))];
  const arrived = changedKeys.filter((key) => !storedHash.has(key));
  const perStatement = job.rowsPerStatement === undefined ? null : Math.max(1, job.rowsPerStatement);
  // Every row of the contest stale: one statement by contest (unless statements must stay small).
  plan.deleteAll = perStatement === null && storedHash.size > 0 && staleHere.length === storedHash.size;
  const toDelete = plan.deleteAll ? arrived : [...staleHere, ...arrived];
  const perDelete = perStatement ?? Number.POSITIVE_INFINITY;
  for (let start = 0; start < toDelete.length; start += perDelete) {
    plan.deletes.push(numberArrayLiteral(toDelete.slice(start, start + perDelete)));
  }
  const perInsert = perStatement ?? INSERT_CHUNK;
  for (let start = 0; start < changed.length; start += perInsert) {
    yield;
    plan.inserts.push(yield* insertLiterals(columns, changed.slice(start, start + perInsert), kept));
  }
  return plan;
}

/** Runs a generator of planResults' kind straight through (in a worker, or where blocking does not matter). */
export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
