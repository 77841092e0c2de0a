/**
 * What the in-memory fields of the reads ask the database for besides the rows: text folded exactly as the stored
 * search columns are (search_fold(): unaccent and the Arabic rules live in the database), and a club's runners.
 */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { textArrayLiteral } from '../pg-array.js';

/** Each text folded by search_fold(), in order. */
export async function foldTexts(db: Db, texts: readonly string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const [row] = await db.query<{ folded: string[] }>(
    sql`select array(select search_fold(t) from unnest(${textArrayLiteral(texts)}::text::text[])
          with ordinality as typed(t, n) order by n) as folded`,
  );
  return row?.folded ?? [];
}

/** The participant keys of a contest's runners of a club (its name folded: case, accents and punctuation aside). */
export async function findClubKeys(db: Db, contestKey: number, club: string): Promise<Set<number>> {
  const rows = await db.query<{ key: number }>(
    sql`select p.key from participants p
         where p.contest_key = ${contestKey} and search_fold(p.club) = search_fold(${club})`,
  );
  return new Set(rows.map((row) => row.key));
}
