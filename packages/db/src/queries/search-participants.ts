/**
 * Participant search within an event (design §3 Search): a bib exactly, or every word of the text at a word start
 * of the names or club — ignoring case, accents and Arabic diacritics (search_fold()). Word starts are served by
 * the trigram index (~5 ms on the demo marathon on PGlite); a trigram-similarity fallback for near misses scored
 * every participant of the event (~500 ms) and was dropped (ADR 005).
 */
import { type ContestGender } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import {
  allOf,
  type PageOf,
  PARTICIPANT_COLUMNS,
  type ParticipantRow,
  searchWords,
  wordStartConditions,
} from './list-filters.js';

export type SearchFilter = { text: string; contestId: string | null; page: number; pageSize: number };

export type SearchHitRow = ParticipantRow & {
  contestName: string;
  contestGender: ContestGender;
  overallPlace: number | null;
  officialTimeMs: number | null;
  /** Position in the contest's results order (null before the first recompute). */
  resultsRank: number | null;
};

/** Participants of the event matching the search: by contest start (bib search), or by relevance then name. */
export async function searchParticipants(
  db: Db,
  eventId: string,
  filter: SearchFilter,
): Promise<PageOf<SearchHitRow>> {
  const conditions = [sql`p.event_id = ${eventId}`];
  const isBib = /^[0-9]+$/.test(filter.text);
  if (isBib) conditions.push(sql`p.bib = ${filter.text}`);
  else {
    const words = searchWords(filter.text);
    if (words.length === 0) return { items: [], total: 0 };
    conditions.push(...wordStartConditions(sql`p.search`, words));
  }
  if (filter.contestId) conditions.push(sql`c.id = ${filter.contestId}`);
  const from = sql`from participants p join contests c on c.key = p.contest_key
    left join results r on r.participant_key = p.key where ${allOf(conditions)}`;
  const [counted] = await db.query<{ total: number }>(sql`select count(*) as total ${from}`);
  const total = counted?.total ?? 0;
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0 || offset >= total) return { items: [], total };
  // Names by relevance: the whole name as typed first ("ann lee" finds Ann Lee before Annabel Leeds), then names
  // that start with it, then the rest alphabetically.
  const folded = sql`search_fold(${filter.text})`;
  const name = sql`search_fold(p.display_name)`;
  const order = isBib
    ? sql.raw('c.start_time, c.id, p.id')
    : sql`(${name} = ${folded}) desc, (${name} like ${folded} || '%') desc, p.sort_name collate "C", c.start_time,
        c.id, p.id`;
  const items = await db.query<SearchHitRow>(
    sql`select ${PARTICIPANT_COLUMNS}, c.name as "contestName", c.gender as "contestGender",
               r.overall_place as "overallPlace", r.official_time_ms as "officialTimeMs", r.rank as "resultsRank"
          ${from} order by ${order} limit ${filter.pageSize} offset ${offset}`,
  );
  return { items, total };
}
