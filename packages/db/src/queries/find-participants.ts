/** The start list of a contest: every entrant, filtered, sorted by bib or name, paged. */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import {
  allOf,
  PARTICIPANT_COLUMNS,
  pageBounds,
  participantConditions,
  type Paging,
  type ParticipantFilter,
  type ParticipantRow,
} from './participant-filters.js';

/** `bib`: numbers as numbers (core's compareBibs); `name`: last name, then first name, folded. */
export type StartListSort = 'bib' | 'name';

export type StartListQuery = ParticipantFilter & Paging & { sort?: StartListSort };

/** A page of rows and the number of rows of the whole (filtered) list. */
export type PageOf<T> = { items: T[]; total: number };

/**
 * The start list of a contest (empty for an unknown contest: check it exists first). Sorted by bib or
 * name, ties by bib; default page size 100. The bib order is the one recompute stored (`bib_rank`).
 */
export async function findParticipants(
  db: Db,
  eventId: string,
  contestId: string,
  query: StartListQuery = {},
): Promise<PageOf<ParticipantRow>> {
  const { offset, limit } = pageBounds(query, 100);
  const from = sql`contests c join participants p on p.contest_key = c.key
    left join results r on r.participant_key = p.key
    where c.event_id = ${eventId} and c.id = ${contestId} and ${allOf(participantConditions(query))}`;
  const order =
    query.sort === 'name'
      ? sql`p.sort_name collate "C", r.bib_rank nulls last, p.bib`
      : sql`r.bib_rank nulls last, length(p.bib), p.bib`;
  const [count] = await db.query<{ total: number }>(sql`select count(*)::int as total from ${from}`);
  const total = count?.total ?? 0;
  if (total <= offset) return { items: [], total };
  const items = await db.query<ParticipantRow>(sql`
    select ${PARTICIPANT_COLUMNS} from ${from} order by ${order} limit ${limit} offset ${offset}`);
  return { items, total };
}
