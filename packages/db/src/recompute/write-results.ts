/** Writes a contest's computed results: only the rows whose fingerprint changed, column-wise, set-based. */
import { sql, type SQL } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { numberArrayLiteral, textArrayLiteral } from '../pg-array.js';
import { type ResultColumns, SCALAR_COLUMNS, SPLIT_COLUMNS, TEXT_SCALARS } from './result-records.js';

const CHUNK = 10_000;

/**
 * Stand for NULL inside the flat split arrays (int, and bigint for the instants): an array without NULLs
 * can be sliced per row in constant time, and array_replace turns the sentinel back into NULL.
 */
const NULL_INT = -2_147_483_648;
const NULL_BIGINT = -9_007_199_254_740_991;

export type WriteOutcome = { written: number; removed: number };

function scalarType(column: string): string {
  if (TEXT_SCALARS.has(column)) return 'text[]';
  return column === 'speed_kmh' ? 'float8[]' : 'int[]';
}

/** Split columns are ints, but for the instant (bigint) and the segment length (a half marathon's 6097.5 m). */
function splitType(index: number): string {
  if (index === 0) return 'bigint';
  return SPLIT_COLUMNS[index] === 'split_segment_m' ? 'float8' : 'int';
}

/** One statement writing the rows `rows` (indexes into `columns`): every column is one array parameter. */
function insertStatement(contestKey: number, columns: ResultColumns, rows: readonly number[]): SQL {
  const { width } = columns;
  const scalarParams = SCALAR_COLUMNS.map((column, index) => {
    const source = columns.scalars[index] ?? [];
    const values = rows.map((row) => source[row] ?? null);
    const literal = TEXT_SCALARS.has(column)
      ? textArrayLiteral(values.map((value) => (value === null ? null : String(value))))
      : numberArrayLiteral(values.map((value) => (typeof value === 'number' ? value : null)));
    return sql`${literal}::text::${sql.raw(scalarType(column))} as c${sql.raw(String(index))}`;
  });
  const splitParams = columns.splits.map((source, index) => {
    const sentinel = index === 0 ? NULL_BIGINT : NULL_INT;
    const flat: number[] = [];
    for (const row of rows) {
      for (let cell = row * width; cell < (row + 1) * width; cell++) {
        const value = source[cell] ?? Number.NaN;
        flat.push(Number.isNaN(value) ? sentinel : value);
      }
    }
    return sql`${numberArrayLiteral(flat)}::text::${sql.raw(`${splitType(index)}[]`)} as s${sql.raw(String(index))}`;
  });
  const splitValues = SPLIT_COLUMNS.map((_, index) => {
    const sentinel = sql.raw(`(${index === 0 ? NULL_BIGINT : NULL_INT})::${splitType(index)}`);
    return sql`array_replace(a.s${sql.raw(String(index))}[(u.i - 1) * ${width} + 1 : u.i * ${width}], ${sentinel}, null)`;
  });
  const scalarNames = SCALAR_COLUMNS.map((_, index) => `c${index}`);
  // MATERIALIZED: else the planner inlines `a` and parses every literal again for each row (quadratic).
  return sql`
    with a as materialized (
      select ${numberArrayLiteral(rows.map((row) => columns.keys[row] ?? 0))}::text::int[] as k,
        ${numberArrayLiteral(rows.map((row) => columns.hashes[row] ?? 0))}::text::bigint[] as h,
        ${sql.join([...scalarParams, ...splitParams], sql`, `)})
    insert into results (participant_key, contest_key, ${sql.raw(SCALAR_COLUMNS.join(', '))},
      ${sql.raw(SPLIT_COLUMNS.join(', '))}, row_hash)
    select u.k, ${contestKey}, ${sql.raw(scalarNames.map((name) => `u.${name}`).join(', '))},
      ${sql.join(splitValues, sql`, `)}, u.h
    from a, unnest(${sql.raw(['a.k', ...scalarNames.map((name) => `a.${name}`), 'a.h'].join(', '))})
      with ordinality as u(${sql.raw(['k', ...scalarNames, 'h', 'i'].join(', '))})`;
}

/**
 * Deletes the results rows of these participants. Joined to the unnested keys, never `participant_key =
 * any(<literal>::text::int[])`: that text-to-array cast is not folded into a constant, so a sequential scan
 * re-parsed the whole array for every row — minutes on PostgreSQL when most but not all of 50 000 rows
 * changed (a DNF moving everyone behind), against a third of a second joined.
 */
function deleteKeys(keys: readonly number[]): SQL {
  return sql`delete from results r using unnest(${numberArrayLiteral(keys)}::text::int[]) as d(k)
    where r.participant_key = d.k`;
}

/**
 * Makes the stored results of the contest equal `columns`: rows whose fingerprint changed are deleted and
 * re-inserted (also if the participant's old row sits under another contest), rows of participants no
 * longer in the contest are deleted, the rest are left alone. A live read usually changes a handful of
 * rows; an import writes them all.
 */
export async function writeResults(
  tx: Db,
  contestKey: number,
  columns: ResultColumns,
): Promise<WriteOutcome> {
  // Stored fingerprints as one `key:hash,…` text value: cheaper than 50 000 row objects.
  const [packed] = await tx.query<{ hashes: string | null }>(sql`
    select string_agg(participant_key || ':' || row_hash, ',') as hashes from results where contest_key = ${contestKey}`);
  const storedHash = new Map<number, number>();
  for (const pair of packed?.hashes?.split(',') ?? []) {
    const colon = pair.indexOf(':');
    storedHash.set(Number(pair.slice(0, colon)), Number(pair.slice(colon + 1)));
  }
  const current = new Set(columns.keys);
  const changed: number[] = [];
  for (let row = 0; row < columns.count; row++) {
    if (storedHash.get(columns.keys[row] ?? 0) !== columns.hashes[row]) changed.push(row);
  }
  const removed = [...storedHash.keys()].filter((key) => !current.has(key));
  if (changed.length === 0 && removed.length === 0) return { written: 0, removed: 0 };
  const changedKeys = changed.map((row) => columns.keys[row] ?? 0);
  const staleHere = [...removed, ...changedKeys.filter((key) => storedHash.has(key))];
  // Participants new to this contest may still have a row under the one they moved from.
  const arrived = changedKeys.filter((key) => !storedHash.has(key));
  if (staleHere.length === storedHash.size) {
    await tx.query(sql`delete from results where contest_key = ${contestKey}`);
  } else {
    await tx.query(deleteKeys(staleHere));
  }
  if (arrived.length > 0) await tx.query(deleteKeys(arrived));
  for (let start = 0; start < changed.length; start += CHUNK) {
    await tx.query(insertStatement(contestKey, columns, changed.slice(start, start + CHUNK)));
  }
  return { written: changed.length, removed: removed.length };
}
