/**
 * Participant search within an event (design §3 Search): a bib exactly, or every word of the text at a word start
 * of the names or club — ignoring case, accents and Arabic diacritics (the db's search_fold()). Used instead of the
 * db package's searchParticipants, whose trigram-similarity fallback for near misses scores every participant of
 * the event (~500 ms on the demo marathon on PGlite); word starts alone are served by the trigram index (~5 ms).
 */
import { type SearchHitRow } from '@finishline/db';
import { PARTICIPANT_COLUMNS, SqlParams, searchWords, wordStartConditions } from './sql-params.js';
import { type SqlClient } from './sql-client.js';

export type SearchFilter = { text: string; contestId: string | null; page: number; pageSize: number };

/** Participants of the event matching the search: by contest start then bib (bib search), or by name. */
export async function searchParticipants(
  sql: SqlClient,
  eventId: string,
  filter: SearchFilter,
): Promise<{ items: SearchHitRow[]; total: number }> {
  const params = new SqlParams();
  const conditions = [`p.event_id = ${params.add(eventId)}`];
  const isBib = /^[0-9]+$/.test(filter.text);
  if (isBib) conditions.push(`p.bib = ${params.add(filter.text)}`);
  else {
    const words = searchWords(filter.text);
    if (words.length === 0) return { items: [], total: 0 };
    conditions.push(...wordStartConditions('p.search', words, params));
  }
  if (filter.contestId) conditions.push(`c.id = ${params.add(filter.contestId)}`);
  const from = `from participants p join contests c on c.key = p.contest_key
    left join results r on r.participant_key = p.key where ${conditions.join(' and ')}`;
  const [counted] = await sql.query<{ total: number }>(`select count(*) as total ${from}`, params.values);
  const total = counted?.total ?? 0;
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0 || offset >= total) return { items: [], total };
  const order = isBib ? 'c.start_time, c.id, p.id' : 'p.sort_name collate "C", c.start_time, c.id, p.id';
  const items = await sql.query<SearchHitRow>(
    `select ${PARTICIPANT_COLUMNS}, c.name as "contestName", c.gender as "contestGender",
            r.overall_place as "overallPlace", r.official_time_ms as "officialTimeMs"
       ${from} order by ${order} limit ${params.add(filter.pageSize)} offset ${params.add(offset)}`,
    params.values,
  );
  return { items, total };
}
