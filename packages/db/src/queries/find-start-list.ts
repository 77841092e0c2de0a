/**
 * The start list, driven by the results table's (contest, bib_rank) index: every entrant has a results row
 * (recompute writes one per participant), so a page is a short index range (~3 ms a page of the 20,500-runner demo
 * marathon on PGlite, where sorting the contest's participants for each page cost ~70 ms: ADR 005).
 */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import {
  allOf,
  filterConditions,
  isUnfiltered,
  type ListFilter,
  needsParticipants,
  type PageOf,
  PARTICIPANT_COLUMNS,
  type ParticipantRow,
  searchWords,
  wordStartConditions,
} from './list-filters.js';

export type StartListFilter = ListFilter & {
  bib: string | null;
  text: string | null;
  sort: 'bib' | 'name';
  page: number;
  pageSize: number;
};

/** One page of a contest's start list, by bib (numbers as numbers) or by last then first name. */
export async function findStartList(
  db: Db,
  contest: { contestKey: number; participantCount: number },
  filter: StartListFilter,
): Promise<PageOf<ParticipantRow>> {
  const conditions = [sql`r.contest_key = ${contest.contestKey}`, ...filterConditions(filter)];
  if (filter.bib) conditions.push(sql`p.bib = ${filter.bib}`);
  if (filter.text) conditions.push(...wordStartConditions(sql`p.search`, searchWords(filter.text)));
  const where = allOf(conditions);
  const from = sql`from results r join participants p on p.key = r.participant_key
    join contests c on c.key = r.contest_key where ${where}`;
  const isByResultsAlone = !needsParticipants(filter) && !filter.bib && !filter.text;
  const total =
    isByResultsAlone && isUnfiltered(filter)
      ? contest.participantCount
      : ((
          await db.query<{ total: number }>(
            sql`select count(*) as total ${isByResultsAlone ? sql`from results r where ${where}` : from}`,
          )
        )[0]?.total ?? 0);
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0 || offset >= total) return { items: [], total };
  // By name, the participants' (contest, sort_name collate "C") index gives the order (migration 0004): the
  // contest is named on the participants side too (the same rows), else the planner sorts the whole table.
  const order =
    filter.sort === 'name' ? sql.raw('p.sort_name collate "C", r.bib_rank') : sql.raw('r.bib_rank');
  const byName = filter.sort === 'name' ? sql` and p.contest_key = ${contest.contestKey}` : sql``;
  const items = await db.query<ParticipantRow>(
    sql`select ${PARTICIPANT_COLUMNS} ${from}${byName} order by ${order}
          limit ${filter.pageSize} offset ${offset}`,
  );
  return { items, total };
}
