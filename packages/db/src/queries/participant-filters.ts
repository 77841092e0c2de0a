/** The filters the start list, the results and the search share, as SQL conditions over `p` and `r`. */
import { type Gender, type Status } from '@finishline/core';
import { sql, type SQL } from 'drizzle-orm';
import { matchesWordPrefixes } from './text-match.js';

/**
 * Filters over participants (`p`) and their results (`r`, left-joined: no row reads as `registered`).
 * Absent, null and empty values do not filter. Club matches exactly, ignoring case and accents; text
 * matches word prefixes of the names and club.
 */
export type ParticipantFilter = {
  gender?: Gender | null;
  ageGroup?: string | null;
  /** Residence, ISO alpha-2 (any case). */
  country?: string | null;
  /** Nationality, ISO alpha-2 (any case). */
  nation?: string | null;
  club?: string | null;
  status?: Status | null;
  bib?: string | null;
  text?: string | null;
};

/** A page request: 1-based page, at most 500 rows (design §4). */
export type Paging = { page?: number; pageSize?: number };

export const MAX_PAGE_SIZE = 500;

/** Offset and limit of a page, clamped to sane bounds. */
export function pageBounds(paging: Paging, defaultSize: number): { offset: number; limit: number } {
  const limit = Math.min(Math.max(Math.trunc(paging.pageSize ?? defaultSize), 1), MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(paging.page ?? 1), 1);
  return { offset: (page - 1) * limit, limit };
}

function given<T>(value: T | null | undefined): value is T {
  return value !== undefined && value !== null && value !== '';
}

/** The conditions of a filter (an empty list when nothing filters). */
export function participantConditions(filter: ParticipantFilter): SQL[] {
  const conditions: SQL[] = [];
  if (given(filter.gender)) conditions.push(sql`p.gender = ${filter.gender}`);
  if (given(filter.ageGroup)) conditions.push(sql`p.age_group = ${filter.ageGroup}`);
  if (given(filter.country)) conditions.push(sql`p.country = ${filter.country.toUpperCase()}`);
  if (given(filter.nation)) conditions.push(sql`p.nation = ${filter.nation.toUpperCase()}`);
  if (given(filter.club)) conditions.push(sql`search_fold(p.club) = search_fold(${filter.club})`);
  if (given(filter.status)) conditions.push(sql`coalesce(r.status, 'registered') = ${filter.status}`);
  if (given(filter.bib)) conditions.push(sql`p.bib = ${filter.bib}`);
  if (given(filter.text)) {
    const match = matchesWordPrefixes(sql`p.search`, filter.text);
    if (match !== null) conditions.push(match);
  }
  return conditions;
}

/** `and`-joined conditions, `true` for none. */
export function allOf(conditions: readonly SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join([...conditions], sql` and `);
}

/** The participant columns every list returns (from `p`, `c` and the left-joined `r`). */
export const PARTICIPANT_COLUMNS = sql`p.id, c.id as "contestId", p.bib, p.first_name as "firstName",
  p.last_name as "lastName", p.display_name as "displayName", p.club, p.country, p.nation, p.gender,
  p.age_group as "ageGroup", coalesce(r.status, 'registered') as status`;

/** A participant row of a list (start list, results, search). */
export type ParticipantRow = {
  id: string;
  contestId: string;
  bib: string;
  firstName: string;
  lastName: string;
  displayName: string;
  club: string | null;
  country: string | null;
  nation: string | null;
  gender: Gender;
  ageGroup: string | null;
  status: Status;
};
