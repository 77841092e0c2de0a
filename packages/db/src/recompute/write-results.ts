/**
 * Writes a contest's computed results as planned by planResults (plan-results.ts): only the rows whose
 * fingerprint changed, column-wise, set-based. The literals are built with the plan (in a worker); what is left
 * here is sending them.
 */
import { sql, type SQL } from 'drizzle-orm';
import { type Db } from '../handle.js';
import {
  type InsertLiterals,
  KEEP_NONE,
  NULL_BIGINT,
  NULL_INT,
  SCALAR_TYPES,
  type WritePlan,
} from './plan-results.js';
import { limited, packedTexts } from './packed-texts.js';
import { SCALAR_COLUMNS, SPLIT_COLUMNS } from './result-records.js';
import { yieldToLoop } from './yield-to-loop.js';

export type WriteOutcome = { written: number; removed: number };

/** Split columns are ints, but for the instant (bigint) and the segment length (a half marathon's 6097.5 m). */
function splitType(index: number): string {
  if (index === 0) return 'bigint';
  return SPLIT_COLUMNS[index] === 'split_segment_m' ? 'float8' : 'int';
}

/**
 * The stored fingerprints of the contest's rows, as texts `participant_key:row_hash:own_hash:data_version,…`, for
 * the plan.
 */
export function readStoredHashes(tx: Db, contestKey: number): Promise<string[]> {
  return packedTexts(
    tx,
    (after, limit) => sql`
      select string_agg(participant_key || ':' || row_hash || ':' || own_hash || ':' || data_version, ',') as text,
        max(participant_key) as last
      from (select participant_key, row_hash, own_hash, data_version from results
        where contest_key = ${contestKey} and participant_key > ${after} ${limited(sql`participant_key`, limit)}) r`,
  );
}

/** One statement writing the rows of `literals` at `version`: every column is one array parameter. */
function insertStatement(contestKey: number, width: number, literals: InsertLiterals, version: number): SQL {
  const scalarParams = literals.scalars.map(
    (literal, index) =>
      sql`${literal}::text::${sql.raw(SCALAR_TYPES[index] ?? 'int[]')} as c${sql.raw(String(index))}`,
  );
  const splitParams = literals.splits.map(
    (literal, index) =>
      sql`${literal}::text::${sql.raw(`${splitType(index)}[]`)} as s${sql.raw(String(index))}`,
  );
  const splitValues = SPLIT_COLUMNS.map((_, index) => {
    const sentinel = sql.raw(`(${index === 0 ? NULL_BIGINT : NULL_INT})::${splitType(index)}`);
    return sql`array_replace(a.s${sql.raw(String(index))}[(u.i - 1) * ${width} + 1 : u.i * ${width}], ${sentinel}, null)`;
  });
  const scalarNames = SCALAR_COLUMNS.map((_, index) => `c${index}`);
  // MATERIALIZED: else the planner inlines `a` and parses every literal again for each row (quadratic).
  return sql`
    with a as materialized (
      select ${literals.keys}::text::int[] as k, ${literals.hashes}::text::bigint[] as h,
        ${literals.ownHashes}::text::bigint[] as o, ${literals.versions}::text::bigint[] as v,
        ${sql.join([...scalarParams, ...splitParams], sql`, `)})
    insert into results (participant_key, contest_key, ${sql.raw(SCALAR_COLUMNS.join(', '))},
      ${sql.raw(SPLIT_COLUMNS.join(', '))}, row_hash, own_hash, data_version)
    select u.k, ${contestKey}, ${sql.raw(scalarNames.map((name) => `u.${name}`).join(', '))},
      ${sql.join(splitValues, sql`, `)}, u.h, u.o, case when u.v = ${KEEP_NONE} then ${version} else u.v end
    from a, unnest(${sql.raw(['a.k', ...scalarNames.map((name) => `a.${name}`), 'a.h', 'a.o', 'a.v'].join(', '))})
      with ordinality as u(${sql.raw(['k', ...scalarNames, 'h', 'o', 'v', 'i'].join(', '))})`;
}

/**
 * Deletes the results rows of these participants. Joined to the unnested keys, never `participant_key =
 * any(<literal>::text::int[])`: that text-to-array cast is not folded into a constant, so a sequential scan
 * re-parsed the whole array for every row — minutes on PostgreSQL when most but not all of 50 000 rows
 * changed (a DNF moving everyone behind), against a third of a second joined.
 */
function deleteKeys(keysLiteral: string): SQL {
  return sql`delete from results r using unnest(${keysLiteral}::text::int[]) as d(k)
    where r.participant_key = d.k`;
}

/**
 * Makes the stored results of the contest what the plan says (see planResults). The rows written carry `version`
 * (from data_version_seq, below the contest's next version): the in-memory fields load only what changed.
 */
export async function writeResults(
  tx: Db,
  contestKey: number,
  plan: WritePlan,
  version: number,
): Promise<WriteOutcome> {
  if (plan.written === 0 && plan.removed === 0) return { written: 0, removed: 0 };
  if (plan.deleteAll) await tx.query(sql`delete from results where contest_key = ${contestKey}`);
  for (const keys of plan.deletes) {
    await yieldToLoop(tx);
    await tx.query(deleteKeys(keys));
  }
  for (const literals of plan.inserts) {
    await yieldToLoop(tx);
    await tx.query(insertStatement(contestKey, plan.width, literals, version));
  }
  return { written: plan.written, removed: plan.removed };
}
