/**
 * The participants page keeps its state in the URL query: the search box (`q`), the contest, the
 * start-list filters, the sort and the page. Bad or unknown values are dropped rather than
 * rejected, so an old or hand-edited link still opens.
 */
import type { GenderCode, StartListSort, StatusCode } from '@finishline/contract';
import { GENDER_CODES, STATUS_CODES } from '@finishline/contract/codes';
import { queryText } from '../../lib/query-text';
import { MAX_SEARCH_LENGTH } from '../shared/search-input';

// The code lists come from the contract's codes module alone, so the browser bundle does not pull in the schemas.
export const GENDERS = GENDER_CODES;
export const STATUSES = STATUS_CODES;
// Repeated for the same reason (a test keeps it equal).
export const SORTS = ['bib', 'name'] as const satisfies readonly StartListSort[];

/** Rows per page of the list (the search pages by the API's default of 20). */
export const LIST_PAGE_SIZE = 50;
export const SEARCH_PAGE_SIZE = 20;
const MAX_PAGE = 10_000;

export type ParticipantsQuery = {
  q?: string;
  contest?: string;
  gender?: GenderCode;
  ageGroup?: string;
  nation?: string;
  status?: StatusCode;
  sort: StartListSort;
  page: number;
};

const ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

export function parseParticipantsQuery(params: URLSearchParams): ParticipantsQuery {
  const contest = params.get('contest')?.trim() ?? '';
  const nation = params.get('nation')?.trim().toUpperCase() ?? '';
  const page = Number(params.get('page'));
  return {
    q: queryText(params.get('q'), MAX_SEARCH_LENGTH),
    contest: ID.test(contest) ? contest : undefined,
    gender: oneOf(GENDERS, params.get('gender')),
    ageGroup: queryText(params.get('ageGroup'), 20),
    nation: /^[A-Z]{2}$/.test(nation) ? nation : undefined,
    status: oneOf(STATUSES, params.get('status')),
    sort: oneOf(SORTS, params.get('sort')) ?? 'bib',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query string of a state, defaults left out: `?contest=half&gender=f&page=2`. */
export function toSearch(query: ParticipantsQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.contest) params.set('contest', query.contest);
  if (query.gender) params.set('gender', query.gender);
  if (query.ageGroup) params.set('ageGroup', query.ageGroup);
  if (query.nation) params.set('nation', query.nation);
  if (query.status) params.set('status', query.status);
  if (query.sort !== 'bib') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether any start-list filter (beyond the contest) is set. */
export function hasListFilters(query: ParticipantsQuery): boolean {
  return Boolean(query.gender || query.ageGroup || query.nation || query.status);
}

/** Number of pages for `total` rows (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
