/** The timer's verdicts (DNF, DNS, DSQ), which win over reads. */
import { type TimerStatus } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';

/**
 * Sets (or with null clears) the timer status of the participant with `bib` in the contest. Returns whether
 * anything changed; false also for an unknown bib. Recompute the contest afterwards (recomputeContest), in
 * the same transaction if the two must go together.
 */
export async function setTimerStatus(
  db: Db,
  ref: { eventId: string; contestId: string; bib: string },
  status: TimerStatus | null,
): Promise<boolean> {
  const rows = await db.query<{ key: number }>(sql`
    update participants p set timer_status = ${status}
    from contests c
    where c.event_id = ${ref.eventId} and c.id = ${ref.contestId} and p.contest_key = c.key and p.bib = ${ref.bib}
      and p.timer_status is distinct from ${status}
    returning p.key`);
  return rows.length > 0;
}
