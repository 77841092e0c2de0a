/**
 * The start list's and results' state lives in the URL query (a GET form, so it works without
 * JavaScript and a link can be shared). Bad or unknown values are dropped rather than rejected, so
 * an old or hand-edited link still opens.
 */
import type { GenderCode } from '@finishline/contract';
import { GENDER_CODES } from '@finishline/contract/codes';
import { queryText } from '../../../lib/query-text';

// From the contract's codes module alone, so the browser bundle does not pull in the schemas.
export const GENDERS = GENDER_CODES;

/** Rows per page, as the API pages them (design §5: never tens of thousands of DOM rows). */
export const PAGE_SIZE = 100;
const MAX_PAGE = 100_000;

const ID = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,127}$/;
/** A bib as the API accepts it: letters, digits and `-`, up to 16 characters. */
export const BIB_PATTERN = /^[A-Za-z0-9-]{1,16}$/;

/** Filters shared by the start list and the results. */
export type ParticipantFilters = {
  gender?: GenderCode;
  ageGroup?: string;
  nation?: string;
};

/** `ageGrade`: the age-graded ranking (docs/age-grading.md); absent: the official one. */
export type Ranking = 'ageGrade';

/** The age-grade floors the results filter offers, in percent. */
export const AGE_GRADE_FLOORS = ['60', '70', '80', '90'] as const;
export type AgeGradeFloor = (typeof AGE_GRADE_FLOORS)[number];

export type ResultsQuery = ParticipantFilters & {
  checkpoint?: string;
  ranking?: Ranking;
  /** With the age-graded ranking: only runners graded at least this percent. */
  ageGradeMin?: AgeGradeFloor;
  page: number;
};

export type StartListQuery = ParticipantFilters & { club?: string; q?: string; page: number };

/** Either list's state. */
export type ListQuery = ResultsQuery | StartListQuery;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

function parseFilters(params: URLSearchParams): ParticipantFilters {
  const nation = params.get('nation')?.trim().toUpperCase() ?? '';
  return {
    gender: oneOf(GENDERS, params.get('gender')),
    ageGroup: queryText(params.get('ageGroup'), 20),
    nation: /^[A-Z]{2}$/.test(nation) ? nation : undefined,
  };
}

export function parseResultsQuery(params: URLSearchParams): ResultsQuery {
  const checkpoint = params.get('checkpoint')?.trim() ?? '';
  const ranking = params.get('ranking') === 'ageGrade' ? 'ageGrade' : undefined;
  return {
    ...parseFilters(params),
    // The age-graded ranking is of finish times: it and a checkpoint's ranking exclude each other.
    checkpoint: ID.test(checkpoint) && !ranking ? checkpoint : undefined,
    ranking,
    ageGradeMin: ranking ? oneOf(AGE_GRADE_FLOORS, params.get('ageGradeMin')) : undefined,
    page: parsePage(params.get('page')),
  };
}

export function parseStartListQuery(params: URLSearchParams): StartListQuery {
  return {
    ...parseFilters(params),
    club: queryText(params.get('club'), 100),
    q: queryText(params.get('q'), 100),
    page: parsePage(params.get('page')),
  };
}

type AnyQuery = Partial<ResultsQuery & StartListQuery>;
const ORDER = ['q', 'gender', 'ageGroup', 'nation', 'club', 'checkpoint', 'ranking', 'ageGradeMin'] as const;

/** The query string of a state, defaults left out: `?gender=f&checkpoint=half&page=2`. */
export function toSearch(query: AnyQuery): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether anything narrows the list (the checkpoint picks a ranking, it filters nobody out). */
export function hasFilters(query: AnyQuery): boolean {
  return Boolean(query.gender || query.ageGroup || query.nation || query.club || query.q);
}

/** How many choices narrow or re-rank the list (the collapsed filter panel's count). */
export function narrowedCount(query: AnyQuery): number {
  return [
    query.gender,
    query.ageGroup,
    query.nation,
    query.club,
    query.q,
    query.checkpoint,
    query.ranking,
  ].filter(Boolean).length;
}

/** Whether the list is not the plain one: filtered, or ranked otherwise (then "clear" is offered). */
export function isNarrowed(query: AnyQuery): boolean {
  return hasFilters(query) || Boolean(query.checkpoint) || Boolean(query.ranking);
}

/**
 * The start list's search box (spec §5): all digits is a bib (exact), anything else words of the
 * name or club.
 */
export function searchParams(q: string | undefined): { bib?: string; text?: string } {
  if (!q) return {};
  const compact = q.replace(/\s+/g, '');
  if (/^\d{1,16}$/.test(compact)) return { bib: compact };
  return { text: q };
}

/** Number of pages for `total` rows (at least 1). */
export function pageCount(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `{ from: 101, to: 200 }`: the rows a page shows (0–0 when empty). */
export function rowRange(page: number, pageSize: number, shown: number): { from: number; to: number } {
  if (shown === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from, to: from + shown - 1 };
}
