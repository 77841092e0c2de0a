/**
 * Large reads of a recompute (a contest's entrants, its stored fingerprints) packed by the database into text
 * values: in one statement on PostgreSQL, in statements of a bounded size on PGlite.
 */
import { sql, type SQL } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { yieldToLoop } from './yield-to-loop.js';

/**
 * Rows per statement when loading from PGlite, which runs each statement on the event loop's thread from start to
 * end: ~15 ms each for 50,000 entrants (a read costs ~0.4 µs, an entrant ~1.2 µs to pack); PostgreSQL answers
 * over a socket, so one statement each does.
 */
const PGLITE_ROWS_PER_LOAD = 12_500;

/**
 * Runs `chunk(after, limit)` — one statement packing up to `limit` rows with a key above `after` into one text,
 * and the last key it packed — until no row is left. PostgreSQL: one statement for all.
 */
export async function packedTexts(
  db: Db,
  chunk: (after: number, limit: number | null) => SQL,
): Promise<string[]> {
  const limit = db.kind === 'pglite' ? PGLITE_ROWS_PER_LOAD : null;
  const texts: string[] = [];
  for (let after = -1; ;) {
    const [row] = await db.query<{ text: string | null; last: number | null }>(chunk(after, limit));
    if (row?.text == null || row.last === null) return texts;
    texts.push(row.text);
    if (limit === null) return texts;
    after = row.last;
    await yieldToLoop(db);
  }
}

/** `order by <key> limit n` of a chunk, or nothing (all rows at once). */
export function limited(key: SQL, limit: number | null): SQL {
  return limit === null ? sql`` : sql`order by ${key} limit ${limit}`;
}
