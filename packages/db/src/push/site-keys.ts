/** Keys the site keeps for itself (site_keys): made once, by whichever instance asks first, then shared by all. */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';

/**
 * The stored value of the key `name`, or `make()`'s, stored first. Two instances starting at once agree: the
 * first insert wins and both read it back.
 */
export async function getOrCreateSiteKey<T>(db: Db, name: string, make: () => T): Promise<T> {
  const [stored] = await db.query<{ value: T }>(sql`select value from site_keys where name = ${name}`);
  if (stored !== undefined) return stored.value;
  await db.query(
    sql`insert into site_keys (name, value) values (${name}, ${JSON.stringify(make())}::jsonb)
        on conflict (name) do nothing`,
  );
  const [row] = await db.query<{ value: T }>(sql`select value from site_keys where name = ${name}`);
  if (row === undefined) throw new Error(`The site key ${name} could not be stored`);
  return row.value;
}
