/** Data versions for ETags: they change exactly when what a response shows can have changed. */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';

/** The newest data version of any event (a contest change also bumps its event): the catalog's ETag. */
export async function getCatalogVersion(db: Db): Promise<number> {
  const [row] = await db.query<{ version: number | null }>(
    sql`select max(data_version) as version from events`,
  );
  return row?.version ?? 0;
}

/** An event's data version (changes with the event or any of its contests); null if unknown. */
export async function getEventVersion(db: Db, eventId: string): Promise<number | null> {
  const [row] = await db.query<{ version: number }>(
    sql`select data_version as version from events where id = ${eventId}`,
  );
  return row?.version ?? null;
}

/** A contest's data version (changes with the contest, its entrants, reads or results); null if unknown. */
export async function getContestVersion(db: Db, eventId: string, contestId: string): Promise<number | null> {
  const [row] = await db.query<{ version: number }>(
    sql`select data_version as version from contests where event_id = ${eventId} and id = ${contestId}`,
  );
  return row?.version ?? null;
}
