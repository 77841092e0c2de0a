/** Participants by their row keys (the race analysis names runners by key): one query for a short list. */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { numberArrayLiteral } from '../pg-array.js';
import { PARTICIPANT_COLUMNS, type ParticipantRow } from './list-filters.js';

/** The participants with these keys, in the order of `keys` (unknown keys left out). */
export async function findParticipantsByKeys(
  db: Db,
  keys: readonly number[],
): Promise<(ParticipantRow & { key: number })[]> {
  if (keys.length === 0) return [];
  return db.query<ParticipantRow & { key: number }>(sql`
    select p.key, ${PARTICIPANT_COLUMNS}
    from unnest(${numberArrayLiteral(keys)}::int[]) with ordinality as wanted(key, n)
      join participants p on p.key = wanted.key
      join contests c on c.key = p.contest_key
      left join results r on r.participant_key = p.key
    order by wanted.n`);
}
