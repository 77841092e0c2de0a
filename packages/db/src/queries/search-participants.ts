/** The participant search of an event: a bib when the text is all digits, else names and clubs. */
import { type ContestGender } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { type PageOf } from './find-participants.js';
import { PARTICIPANT_COLUMNS, pageBounds, type Paging, type ParticipantRow } from './participant-filters.js';
import { matchesWordPrefixes } from './text-match.js';

export type SearchQuery = Paging & {
  /** All digits: a bib (exact). Otherwise words of a name or club (see below). */
  text: string;
  /** Restrict to one contest of the event. */
  contestId?: string | null;
};

export type SearchHitRow = ParticipantRow & {
  contestName: string;
  contestGender: ContestGender;
  overallPlace: number | null;
  officialTimeMs: number | null;
};

/**
 * Searches an event's participants (design §3 Search). All digits: the bib, exactly, in every contest of the
 * event. Otherwise case-, accent- and diacritic-insensitive, Latin or Arabic: participants whose names or
 * club have every word of the query as a word start ("jose" → "José", "EL IDRISSI" → "Amina El Idrissi",
 * "مح" → "محمد") come first, then near misses by trigram word similarity ("mohamed" → "Mohammed"); each
 * group by name. Default page size 20.
 */
export async function searchParticipants(
  db: Db,
  eventId: string,
  query: SearchQuery,
): Promise<PageOf<SearchHitRow>> {
  const { offset, limit } = pageBounds(query, 20);
  const text = query.text.trim();
  const isBib = /^\d+$/.test(text);
  const prefix = isBib ? null : matchesWordPrefixes(sql`p.search`, text);
  if (!isBib && prefix === null) return { items: [], total: 0 };
  const match = isBib ? sql`p.bib = ${text}` : sql`(${prefix} or search_fold(${text}) <% p.search)`;
  const contest = query.contestId ? sql`and c.id = ${query.contestId}` : sql``;
  const order = isBib
    ? sql`c.start_time, c.id`
    : sql`case when ${prefix} then 0 else 1 end, word_similarity(search_fold(${text}), p.search) desc, p.sort_name,
        c.start_time, p.bib`;
  const from = sql`participants p join contests c on c.key = p.contest_key
    left join results r on r.participant_key = p.key
    where p.event_id = ${eventId} ${contest} and ${match}`;
  const [count] = await db.query<{ total: number }>(sql`select count(*)::int as total from ${from}`);
  const total = count?.total ?? 0;
  if (total <= offset) return { items: [], total };
  const items = await db.query<SearchHitRow>(sql`
    select ${PARTICIPANT_COLUMNS}, c.name as "contestName", c.gender as "contestGender",
      r.overall_place as "overallPlace", r.official_time_ms as "officialTimeMs"
    from ${from}
    order by ${order}
    limit ${limit} offset ${offset}`);
  return { items, total };
}
