/** Puts a contest back to "before the gun": used by `finishline simulate --reset` to replay a race live. */
import { sql } from 'drizzle-orm';
import { DbError } from '../errors.js';
import { type Db } from '../handle.js';
import { fromEpochMs } from '../sql-fragments.js';

/**
 * Deletes the contest's reads, clears its timer statuses and moves its gun to `startTime` (epoch ms), in one
 * transaction. Returns the bibs entered in the contest, in bib order. Recompute the contest afterwards.
 * Throws DbError `unknown_contest`.
 */
export async function resetContestTiming(
  db: Db,
  ref: { eventId: string; contestId: string },
  startTime: number,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [contest] = await tx.query<{ key: number }>(sql`
      update contests set start_time = ${fromEpochMs(sql`${startTime}::float8`)}
      where event_id = ${ref.eventId} and id = ${ref.contestId} returning key`);
    if (contest === undefined)
      throw new DbError('unknown_contest', `Unknown contest ${ref.eventId}/${ref.contestId}`);
    await tx.query(sql`delete from passings where contest_key = ${contest.key}`);
    await tx.query(sql`
      update participants set timer_status = null
      where contest_key = ${contest.key} and timer_status is not null`);
    const rows = await tx.query<{ bib: string }>(sql`
      select bib from participants where contest_key = ${contest.key}
      order by length(bib), bib`);
    return rows.map((row) => row.bib);
  });
}
