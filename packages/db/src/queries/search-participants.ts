/**
 * Participant search within an event (design §3 Search): a bib exactly, or every word of the text at a word start
 * of the names or club — ignoring case, accents and Arabic diacritics (search_fold()). Word starts are served by
 * the trigram index (~5 ms on the demo marathon on PGlite).
 *
 * "Did you mean": a text that finds nobody gets up to five names or clubs close to it. Scoring every participant
 * of the event by trigram similarity took 200 ms–1 s on the demo on PGlite (ADR 005); the candidates now come from
 * search_names — each contest's distinct names and clubs, 3,029 rows for the demo's 23,500-runner event, kept by
 * triggers (migration 0010) — through its trigram GiST index at a similarity threshold of 0.2, then are ranked by
 * edits per typed word (name-suggestions.ts). Measured on the demo on PGlite (2 cores, busy; min / median of 31):
 * a whole miss with its suggestions 6–16 / 7–23 ms ("Mülller", "Jonh Smiht", "Fatma Alaui", "Bennai", "مححمد"),
 * of which the suggestions 6–9 / 7–13 ms; a hit is unchanged (~8 ms median).
 */
import { type ContestGender } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { textArrayLiteral } from '../pg-array.js';
import {
  allOf,
  type PageOf,
  PARTICIPANT_COLUMNS,
  type ParticipantRow,
  searchWords,
  wordStartConditions,
} from './list-filters.js';
import { type NameCandidate, rankSuggestions } from './name-suggestions.js';

export type SearchFilter = { text: string; contestId: string | null; page: number; pageSize: number };

export type SearchHitRow = ParticipantRow & {
  contestName: string;
  contestGender: ContestGender;
  overallPlace: number | null;
  officialTimeMs: number | null;
  /** Position in the contest's results order (null before the first recompute). */
  resultsRank: number | null;
};

/** A page of the search, and names close to a text that found nobody (else none). */
export type SearchPage = PageOf<SearchHitRow> & { suggestions: string[] };

/** Participants of the event matching the search: by contest start (bib search), or by relevance then name. */
export async function searchParticipants(db: Db, eventId: string, filter: SearchFilter): Promise<SearchPage> {
  const conditions = [sql`p.event_id = ${eventId}`];
  const isBib = /^[0-9]+$/.test(filter.text);
  if (isBib) conditions.push(sql`p.bib = ${filter.text}`);
  else {
    const words = searchWords(filter.text);
    if (words.length === 0) return { items: [], total: 0, suggestions: [] };
    conditions.push(...wordStartConditions(sql`p.search`, words));
  }
  if (filter.contestId) conditions.push(sql`c.id = ${filter.contestId}`);
  const from = sql`from participants p join contests c on c.key = p.contest_key
    left join results r on r.participant_key = p.key where ${allOf(conditions)}`;
  const [counted] = await db.query<{ total: number }>(sql`select count(*) as total ${from}`);
  const total = counted?.total ?? 0;
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0) {
    const suggestions = isBib
      ? []
      : await suggestNames(db, eventId, filter.contestId, searchWords(filter.text));
    return { items: [], total, suggestions };
  }
  if (offset >= total) return { items: [], total, suggestions: [] };
  // Names by relevance: the whole name as typed first ("ann lee" finds Ann Lee before Annabel Leeds), then names
  // that start with it, then the rest; among matches as good, the best placed first — the 30 Said Tazis of a
  // marathon start with the one who came 3rd (finishers by place, then the others by results order), then by name.
  const folded = sql`search_fold(${filter.text})`;
  const name = sql`search_fold(p.display_name)`;
  const order = isBib
    ? sql.raw('c.start_time, c.id, p.id')
    : sql`(${name} = ${folded}) desc, (${name} like ${folded} || '%') desc,
        (r.status = 'finished' and r.overall_place is not null) desc, r.overall_place, r.rank,
        p.sort_name collate "C", c.start_time, c.id, p.id`;
  const items = await db.query<SearchHitRow>(
    sql`select ${PARTICIPANT_COLUMNS}, c.name as "contestName", c.gender as "contestGender",
               r.overall_place as "overallPlace", r.official_time_ms as "officialTimeMs", r.rank as "resultsRank"
          ${from} order by ${order} limit ${filter.pageSize} offset ${offset}`,
  );
  return { items, total, suggestions: [] };
}

/** Lowest trigram similarity of a candidate to the text or one of its words (pg_trgm's default is 0.3). */
const SIMILARITY_THRESHOLD = 0.2;
/** Candidates ranked again in JavaScript: the nearest by trigrams, plenty for five suggestions. */
const CANDIDATES = 100;

/**
 * Names and clubs of the event (or one contest) close to the words typed, best first. The `%` operator lets the
 * trigram index prune by shared trigrams — against the whole text, and against each word, so one mistyped word of
 * several still finds its name; its threshold is a setting, set for this transaction only.
 */
async function suggestNames(
  db: Db,
  eventId: string,
  contestId: string | null,
  words: readonly string[],
): Promise<string[]> {
  if (words.join('').length < 3) return [];
  const texts = [words.join(' '), ...(words.length > 1 ? words : [])];
  return db.transaction(async (tx) => {
    const [folded] = await tx.query<{ texts: string[] }>(
      sql`select array_agg(btrim(regexp_replace(search_fold(t), ' {2,}', ' ', 'g')) order by n) as texts
            from unnest(${textArrayLiteral(texts)}::text::text[]) with ordinality as typed(t, n)`,
    );
    const typed = folded?.texts ?? [];
    if (typed.length === 0) return [];
    await tx.query(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`,
    );
    // The names near the text first, through the trigram index (the only index on `name` alone), then those of
    // the event: joined to the contests at once, the planner may scan the contest's rows by primary key and score
    // each (~25 ms a contest of the demo marathon) when the table's statistics are stale.
    const near = textArrayLiteral(typed);
    const candidates = await tx.query<NameCandidate>(
      sql`with near as materialized (
            select n.contest_key, n.name, n.shown, n.refs from search_names n where n.name % any(${near}::text::text[]))
          select near.name, (array_agg(near.shown order by near.refs desc))[1] as shown,
                 sum(near.refs)::int as refs
            from near join contests c on c.key = near.contest_key
           where c.event_id = ${eventId} ${contestId ? sql`and c.id = ${contestId}` : sql``}
           group by near.name
           order by (select max(similarity(near.name, t)) from unnest(${near}::text::text[]) t) desc, near.name
           limit ${CANDIDATES}`,
    );
    return rankSuggestions(typed[0] ?? '', candidates);
  });
}
