/**
 * The contest tabs' reads (lib/services.server.ts: the same functions the API serves, called in process). Optional
 * resources — the course map, the runners coming next — answer null when missing, so their tab still renders.
 */
import type {
  ClaimBody,
  ComingNext,
  ResultList,
  SearchResult,
  StartList,
  StatusCode,
} from '@finishline/contract';
import { read, readOptional, type Reads, readStatus } from '../../lib/services.server';
import { classifySearch, searchParams as searchInputParams } from '../shared/search-input';
import { type ResultsQuery, type StartListQuery, PAGE_SIZE, searchParams } from './lists/list-query';

type ContestRef = { eventId: string; contestId: string };

/**
 * Runners of the contest whose name or bib matches what was typed in the results tab's "find a runner" box, most
 * relevant first (a number is a bib); null when the text cannot be searched.
 */
export function findRunners(reads: Reads, ref: ContestRef, typed: string): Promise<SearchResult> | null {
  const params = searchInputParams(classifySearch(typed));
  if (params === null) return null;
  return read(reads.search({ eventId: ref.eventId }, { ...params, contest: ref.contestId, pageSize: 10 }));
}

/** A page of results: the finish ranking, or the ranking at `checkpoint`, filtered. */
export function findResults(
  reads: Reads,
  ref: ContestRef,
  query: Partial<ResultsQuery> & { status?: StatusCode; pageSize?: number },
): Promise<ResultList> {
  const { gender, ageGroup, nation, checkpoint, ranking, status, page = 1, pageSize = PAGE_SIZE } = query;
  const ageGradeMin = query.ageGradeMin === undefined ? undefined : Number(query.ageGradeMin);
  return read(
    reads.results(
      ref,
      withoutEmpty({ gender, ageGroup, nation, checkpoint, ranking, ageGradeMin, status, page, pageSize }),
    ),
  );
}

/** A page of the start list; the search box becomes `bib` (all digits) or `text` (spec §5). */
export function findStartList(
  reads: Reads,
  ref: ContestRef,
  query: Partial<StartListQuery> & { bib?: string; pageSize?: number },
): Promise<StartList> {
  const { gender, ageGroup, nation, club, q, page = 1, pageSize = PAGE_SIZE } = query;
  return read(
    reads.startList(
      ref,
      withoutEmpty({
        gender,
        ageGroup,
        nation,
        club,
        ...searchParams(q),
        ...(query.bib ? { bib: query.bib } : {}),
        page,
        pageSize,
      }),
    ),
  );
}

/** The contest's course as GPX text; null when it has none. */
export async function getCourseGpx(reads: Reads, ref: ContestRef): Promise<string | null> {
  const gpx = await readOptional(reads.course(ref));
  return gpx !== null && gpx.length <= 5_000_000 ? gpx : null;
}

/** Runners expected next at a checkpoint; null when there is nothing to say. */
export function getComingNext(reads: Reads, ref: ContestRef, checkpoint: string): Promise<ComingNext | null> {
  return readOptional(reads.comingNext(ref, { checkpoint, limit: 10 }));
}

export type ClaimOutcome =
  | { kind: 'created'; reference: string }
  | { kind: 'invalid'; parameter: string | null }
  | { kind: 'rateLimited' }
  | { kind: 'failed' };

/** Stores a claim from the visitor at `clientIp` (the claims budget is per visitor). */
export async function submitClaim(
  reads: Reads,
  ref: ContestRef,
  body: ClaimBody,
  clientIp: string,
): Promise<ClaimOutcome> {
  try {
    const created = await reads.submitClaim(ref, body, clientIp);
    return { kind: 'created', reference: created.reference };
  } catch (error) {
    const status = readStatus(error);
    if (status === 429) return { kind: 'rateLimited' };
    if (status === 400)
      return { kind: 'invalid', parameter: (error as { parameter?: string }).parameter ?? null };
    console.error('[claims]', error);
    return { kind: 'failed' };
  }
}

/** The query without its empty values: a read's schema takes absent parameters, not undefined ones. */
function withoutEmpty<T extends Record<string, unknown>>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;
}
