/**
 * The filters, words and columns the start list, the results and the searches share, as SQL over `p`
 * (participants), `c` (contests) and `r` (results). Values always travel as bound parameters.
 */
import { type ParticipantRecord, type Status } from '@finishline/core';
import { sql, type SQL } from 'drizzle-orm';

/** A list filter; null does not filter. Country and nation are ISO alpha-2 in upper case. */
export type ListFilter = {
  gender: string | null;
  ageGroup: string | null;
  country: string | null;
  nation: string | null;
  club: string | null;
  status: string | null;
};

/** A page of rows and the number of rows of the whole (filtered) list. */
export type PageOf<T> = { items: T[]; total: number };

/** A page request: 1-based page, at most 500 rows (design §4). */
export type Paging = { page?: number; pageSize?: number };

export const MAX_PAGE_SIZE = 500;

/** Offset and limit of a page, clamped to sane bounds. */
export function pageBounds(paging: Paging, defaultSize: number): { offset: number; limit: number } {
  const limit = Math.min(Math.max(Math.trunc(paging.pageSize ?? defaultSize), 1), MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(paging.page ?? 1), 1);
  return { offset: (page - 1) * limit, limit };
}

/** Whether a filter needs the participants table (else the results table and its indexes answer alone). */
export function needsParticipants(filter: ListFilter): boolean {
  return Boolean(filter.country || filter.nation || filter.club);
}

/** Whether nothing filters. */
export function isUnfiltered(filter: ListFilter): boolean {
  return !needsParticipants(filter) && !filter.gender && !filter.ageGroup && !filter.status;
}

/**
 * The filters shared by the start list and the results. Gender, age group and status are read from the results
 * row's copies, which lead the results indexes (contest, gender | age group | status, rank: migration 0004).
 */
export function filterConditions(filter: ListFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.gender) conditions.push(sql`r.gender = ${filter.gender}`);
  if (filter.ageGroup) conditions.push(sql`r.age_group = ${filter.ageGroup}`);
  if (filter.status) conditions.push(sql`r.status = ${filter.status}`);
  if (filter.country) conditions.push(sql`p.country = ${filter.country}`);
  if (filter.nation) conditions.push(sql`p.nation = ${filter.nation}`);
  if (filter.club) conditions.push(sql`search_fold(p.club) = search_fold(${filter.club})`);
  return conditions;
}

/**
 * The words of a search text, for word-start matching: split on spaces, punctuation and symbols (so LIKE's `%`,
 * `_` and `\` never reach a pattern), keeping letters, combining marks (Arabic diacritics) and digits. At most 8
 * words of at most 50 characters.
 */
export function searchWords(text: string): string[] {
  return text
    .split(/[\s\p{P}\p{S}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8)
    .map((word) => word.slice(0, 50));
}

/**
 * Conditions matching every word at a word start of a folded `search` column (search_fold(), migration 0000):
 * case-, accent- and diacritic-insensitive, Latin or Arabic ("jose" finds "José", "مح" finds "محمد"). The
 * substring test is served by the column's trigram GIN index; the word-start test then checks each candidate.
 */
export function wordStartConditions(column: SQL, words: readonly string[]): SQL[] {
  return words.map((word) => {
    const folded = sql`search_fold(${word})`;
    return sql`(${column} like '%' || ${folded} || '%' and (${column} like ${folded} || '%' or ${column} like '% ' || ${folded} || '%'))`;
  });
}

/** `and`-joined conditions, `true` for none. */
export function allOf(conditions: readonly SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join([...conditions], sql` and `);
}

/** The participant columns every list returns (from `p`, `c` and `r`). */
export const PARTICIPANT_COLUMNS = sql.raw(`p.id, c.id as "contestId", p.bib, p.first_name as "firstName",
  p.last_name as "lastName", p.display_name as "displayName", p.club, p.country, p.nation, p.gender,
  p.age_group as "ageGroup", coalesce(r.status, 'registered') as status`);

/** A participant row of a list (start list, results, search): the imported record's shown columns and the status. */
export type ParticipantRow = Pick<
  ParticipantRecord,
  | 'id'
  | 'contestId'
  | 'bib'
  | 'firstName'
  | 'lastName'
  | 'displayName'
  | 'club'
  | 'country'
  | 'nation'
  | 'gender'
  | 'ageGroup'
> & { status: Status };
