/**
 * The start list, driven by the results table's (contest, bib_rank) index: used instead of the db package's
 * findParticipants, which sorts the whole contest for every page (~70 ms a page of the 20,500-runner demo
 * marathon on PGlite; this ~3 ms). Every entrant has a results row: recompute writes one per participant.
 */
import { type ParticipantRow } from '@finishline/db';
import {
  filterConditions,
  isUnfiltered,
  type ListFilter,
  needsParticipants,
  PARTICIPANT_COLUMNS,
  SqlParams,
  searchWords,
  wordStartConditions,
} from './sql-params.js';
import { type SqlClient } from './sql-client.js';

export type StartListFilter = ListFilter & {
  bib: string | null;
  text: string | null;
  sort: 'bib' | 'name';
  page: number;
  pageSize: number;
};

/** One page of a contest's start list, by bib (numbers as numbers) or by last then first name. */
export async function findStartList(
  sql: SqlClient,
  contest: { contestKey: number; participantCount: number },
  filter: StartListFilter,
): Promise<{ items: ParticipantRow[]; total: number }> {
  const params = new SqlParams();
  const conditions = [
    `r.contest_key = ${params.add(contest.contestKey)}`,
    ...filterConditions(filter, params),
  ];
  if (filter.bib) conditions.push(`p.bib = ${params.add(filter.bib)}`);
  if (filter.text) conditions.push(...wordStartConditions('p.search', searchWords(filter.text), params));
  const where = `where ${conditions.join(' and ')}`;
  const from = `from results r join participants p on p.key = r.participant_key join contests c on c.key = r.contest_key ${where}`;
  const isByResultsAlone = !needsParticipants(filter) && !filter.bib && !filter.text;
  const total =
    isByResultsAlone && isUnfiltered(filter)
      ? contest.participantCount
      : ((
          await sql.query<{ total: number }>(
            `select count(*) as total ${isByResultsAlone ? `from results r ${where}` : from}`,
            params.values,
          )
        )[0]?.total ?? 0);
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0 || offset >= total) return { items: [], total };
  // By name, the participants' (contest, sort_name collate "C") index gives the order (migration 0004): the
  // contest is named on the participants side too (the same rows), else the planner sorts the whole table.
  const order = filter.sort === 'name' ? 'p.sort_name collate "C", r.bib_rank' : 'r.bib_rank';
  const byName = filter.sort === 'name' ? ` and p.contest_key = ${params.add(contest.contestKey)}` : '';
  const items = await sql.query<ParticipantRow>(
    `select ${PARTICIPANT_COLUMNS} ${from}${byName} order by ${order}
      limit ${params.add(filter.pageSize)} offset ${params.add(offset)}`,
    params.values,
  );
  return { items, total };
}
