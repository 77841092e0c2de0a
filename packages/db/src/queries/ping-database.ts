/** Readiness: whether the database answers at all, within a bound. */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';

/** Throws unless the database answers within `timeoutMs`. */
export async function pingDatabase(db: Pick<Db, 'query'>, timeoutMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.query(sql`select 1 as ok`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
