/**
 * The organiser's privacy flag on one participant (docs/privacy.md). Hiding empties the name columns in the same
 * statement, so the name is gone from the database, not merely masked: no page, search, export, card, sitemap or
 * API answer can show it, whatever reads it. Showing again clears the flag; the name comes back with the next
 * import of the organiser's file, which holds it.
 */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { bumpContestVersions } from '../recompute/bump-versions.js';

export type NameHiddenRef = { eventId: string; participantId: string };

/** What changed: null for an unknown participant. */
export type NameHiddenOutcome = { changed: boolean; contestKey: number } | null;

/**
 * Sets the flag of the participant `participantId` of the event, and gives their contest a new data version when
 * it changed, so every cached answer that showed the name turns stale (ETags, the origin's cache, live lists).
 */
export async function setNameHidden(db: Db, ref: NameHiddenRef, hidden: boolean): Promise<NameHiddenOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ key: number; contestKey: number; hidden: boolean }>(sql`
      select key, contest_key as "contestKey", name_hidden as hidden from participants
      where event_id = ${ref.eventId} and id = ${ref.participantId}
      for update`);
    if (!current) return null;
    if (current.hidden === hidden) return { changed: false, contestKey: current.contestKey };
    await tx.query(
      hidden
        ? sql`update participants set name_hidden = true, first_name = '', last_name = '', display_name = ''
              where key = ${current.key}`
        : sql`update participants set name_hidden = false where key = ${current.key}`,
    );
    await bumpContestVersions(tx, [current.contestKey]);
    return { changed: true, contestKey: current.contestKey };
  });
}
