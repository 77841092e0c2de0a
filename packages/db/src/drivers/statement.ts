/** Helpers shared by both drivers: compiling statements and nesting transactions as savepoints. */
import { type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db } from '../handle.js';

const dialect = new PgDialect();

/** A statement as the drivers take it. */
export type Statement = { text: string; params: unknown[] };

/** Compiles a drizzle `sql` template (values become `$n` parameters) or passes text and parameters through. */
export function toStatement(query: SQL | string, params: readonly unknown[] = []): Statement {
  if (typeof query === 'string') return { text: query, params: [...params] };
  const compiled = dialect.sqlToQuery(query);
  return { text: compiled.sql, params: compiled.params };
}

/** Runs `work` inside a savepoint of an open transaction (the nested `transaction` of both drivers). */
export async function withSavepoint<T>(tx: Db, depth: number, work: () => Promise<T>): Promise<T> {
  const name = `sp_${depth}`;
  await tx.query(`savepoint ${name}`);
  try {
    const result = await work();
    await tx.query(`release savepoint ${name}`);
    return result;
  } catch (error) {
    await tx.query(`rollback to savepoint ${name}`);
    throw error;
  }
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/** Channels are SQL identifiers here: lower-case letters, digits and `_`, so they never need quoting. */
export function assertChannel(channel: string): void {
  if (!CHANNEL.test(channel)) {
    throw new RangeError(`Invalid channel "${channel}": use lower-case letters, digits and _ (max 63).`);
  }
}
