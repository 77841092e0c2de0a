/** Every row of every table, in a stable order: to compare whole databases in tests. */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';

const TABLES = [
  'events',
  'contests',
  'checkpoints',
  'participants',
  'passings',
  'recordings',
  'results',
  'claims',
  'recompute_requests',
];

/** `{ table: rows[] }` with rows ordered by all their columns. */
export async function dumpTables(db: Db): Promise<Record<string, unknown[]>> {
  const dump: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const [row] = await db.query<{ rows: unknown[] | null }>(
      sql`select json_agg(t order by t::text) as rows from ${sql.identifier(table)} t`,
    );
    dump[table] = row?.rows ?? [];
  }
  return dump;
}
