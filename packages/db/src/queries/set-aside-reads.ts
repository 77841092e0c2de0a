/** The reads imports set aside as implausible (docs/import.md, "Set aside"): per runner, and all for the organiser. */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { textArrayLiteral } from '../pg-array.js';
import { epochMs } from '../sql-fragments.js';

/** The checkpoints at which each of these bibs of a contest had a time set aside (bibs without any are left out). */
export async function findSetAsideCheckpoints(
  db: Db,
  contestKey: number,
  bibs: readonly string[],
): Promise<Map<string, string[]>> {
  if (bibs.length === 0) return new Map();
  const rows = await db.query<{ bib: string; checkpointId: string }>(sql`
    select s.bib, cp.id as "checkpointId"
    from set_aside_reads s join checkpoints cp on cp.key = s.checkpoint_key
    where s.contest_key = ${contestKey} and s.bib = any(${textArrayLiteral([...new Set(bibs)])}::text::text[])
    order by s.bib, cp."order"`);
  const found = new Map<string, string[]>();
  for (const { bib, checkpointId } of rows) found.set(bib, [...(found.get(bib) ?? []), checkpointId]);
  return found;
}

export type SetAsideReadRow = {
  contestId: string;
  bib: string;
  /** The participant's display name ('' when the name is hidden or the bib is not entered). */
  name: string;
  checkpointId: string;
  checkpointName: string;
  /** Epoch ms. */
  at: number;
  source: string;
  line: number | null;
  column: string | null;
  value: string;
  reason: string;
};

/** Every set-aside read of an event (or one of its contests), by contest, line and course order. */
export function listSetAsideReads(
  db: Db,
  eventId: string,
  contestId: string | null = null,
): Promise<SetAsideReadRow[]> {
  return db.query<SetAsideReadRow>(sql`
    select c.id as "contestId", s.bib, coalesce(p.display_name, '') as name, cp.id as "checkpointId",
      cp.name as "checkpointName", ${epochMs(sql`s.at`)} as at, s.source, s.line, s.column_name as "column",
      s.value, s.reason
    from set_aside_reads s
    join contests c on c.key = s.contest_key
    join checkpoints cp on cp.key = s.checkpoint_key
    left join participants p on p.contest_key = s.contest_key and p.bib = s.bib
    where c.event_id = ${eventId} and (${contestId}::text is null or c.id = ${contestId})
    order by c.id, s.line nulls last, s.bib, cp."order"`);
}
