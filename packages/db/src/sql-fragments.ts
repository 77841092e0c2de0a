/** Small SQL building blocks shared by the write and read modules. Values always travel as parameters. */
import { sql, type SQL } from 'drizzle-orm';

/** An instant column as epoch milliseconds (a JavaScript number on both drivers). */
export function epochMs(column: SQL): SQL {
  return sql`round(date_part('epoch', ${column}) * 1000)::float8`;
}

/** An epoch-milliseconds parameter (or column of a JSON record set) as a timestamptz. */
export function fromEpochMs(value: SQL): SQL {
  return sql`to_timestamp(${value} / 1000.0)`;
}

/**
 * Rows as one JSON parameter: the set-based write `insert … select … from json_to_recordset(…)` sends a
 * whole chunk in one round trip, on both drivers (PGlite cannot bind array parameters).
 */
export function jsonParam(rows: unknown): SQL {
  return sql`${JSON.stringify(rows)}::json`;
}

/** A list of integers for `key in (select … from ints(…))`-style filters, as one JSON parameter. */
export function jsonInts(values: Iterable<number>): SQL {
  return sql`(select value::int from json_array_elements_text(${JSON.stringify([...values])}::json))`;
}

/** Splits a list into chunks of at most `size` items. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** Escapes `%`, `_` and `\` so user text matches literally inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * `(a.col1, a.col2, …)` for a fixed list of column names written in this package (never user input):
 * the `set (…) = (excluded.…)` and `where (…) is distinct from (…)` halves of a change-detecting upsert.
 */
export function columnTuple(prefix: string, columns: readonly string[]): SQL {
  return sql.raw(
    `(${columns.map((column) => (prefix ? `${prefix}."${column}"` : `"${column}"`)).join(', ')})`,
  );
}

/** `col1, col2, …` (no parentheses) for an insert's column list; same rule as columnTuple. */
export function columnList(columns: readonly string[]): SQL {
  return sql.raw(columns.map((column) => `"${column}"`).join(', '));
}
