/**
 * The contest tabs' calls to the public API, on top of lib/api.server.ts (which logs and rethrows
 * every failure; a 404 becomes the page's 404). Optional resources — the course map, the live
 * snapshot — answer null when missing, so their tab still renders.
 */
import type {
  ClaimBody,
  ClaimCreated,
  ComingNext,
  ContestList,
  ErrorResponse,
  LiveSnapshot,
  ResultList,
  SearchResult,
  StartList,
} from '@finishline/contract';
import { apiGet } from '../../lib/api.server';
import { env } from '../../lib/env.server';
import { classifySearch, searchParams as searchInputParams } from '../shared/search-input';
import { type ResultsQuery, type StartListQuery, PAGE_SIZE, searchParams } from './list-query';

const enc = encodeURIComponent;

function contestApiPath(eventId: string, contestId: string, rest = ''): string {
  return `/api/events/${enc(eventId)}/contests/${enc(contestId)}${rest}`;
}

export function findContests(eventId: string, signal?: AbortSignal): Promise<ContestList> {
  return apiGet<ContestList>(`/api/events/${enc(eventId)}/contests`, { pageSize: 100 }, signal);
}

/**
 * Runners of the contest whose name or bib matches what was typed in the results tab's "find a runner" box, most
 * relevant first (a number is a bib); null when the text cannot be searched.
 */
export function findRunners(
  eventId: string,
  contestId: string,
  typed: string,
  signal?: AbortSignal,
): Promise<SearchResult> | null {
  const params = searchInputParams(classifySearch(typed));
  if (params === null) return null;
  return apiGet<SearchResult>(
    `/api/events/${enc(eventId)}/search/participants`,
    { ...params, contest: contestId, pageSize: 10 },
    signal,
  );
}

/** A page of results: the finish ranking, or the ranking at `checkpoint`, filtered. */
export function findResults(
  eventId: string,
  contestId: string,
  query: Partial<ResultsQuery> & { status?: string; pageSize?: number },
  signal?: AbortSignal,
): Promise<ResultList> {
  const { gender, ageGroup, nation, checkpoint, ranking, ageGradeMin, status, page = 1 } = query;
  const { pageSize = PAGE_SIZE } = query;
  return apiGet<ResultList>(
    contestApiPath(eventId, contestId, '/results'),
    { gender, ageGroup, nation, checkpoint, ranking, ageGradeMin, status, page, pageSize },
    signal,
  );
}

/** A page of the start list; the search box becomes `bib` (all digits) or `text` (spec §5). */
export function findStartList(
  eventId: string,
  contestId: string,
  query: Partial<StartListQuery> & { bib?: string; pageSize?: number },
  signal?: AbortSignal,
): Promise<StartList> {
  const { gender, ageGroup, nation, club, q, page = 1, pageSize = PAGE_SIZE } = query;
  return apiGet<StartList>(
    contestApiPath(eventId, contestId, '/participants'),
    {
      gender,
      ageGroup,
      nation,
      club,
      ...searchParams(q),
      ...(query.bib ? { bib: query.bib } : {}),
      page,
      pageSize,
    },
    signal,
  );
}

/** GET an optional resource: its response, or null when it is missing or the call fails (logged). */
async function getOptional(path: string, accept: string, signal?: AbortSignal): Promise<Response | null> {
  const url = `${env().apiBaseUrl}${path}`;
  const timeout = AbortSignal.timeout(env().apiTimeoutMs);
  try {
    const response = await fetch(url, {
      headers: { accept },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (response.ok) return response;
    if (response.status !== 404) console.error('[api]', `GET ${url} → ${response.status}`);
    await response.body?.cancel();
    return null;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('[api]', error instanceof Error ? error.message : error);
    return null;
  }
}

/** The contest's course as GPX text (GET …/course); null when it has none. */
export async function getCourseGpx(
  eventId: string,
  contestId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  const response = await getOptional(
    contestApiPath(eventId, contestId, '/course'),
    'application/gpx+xml, application/xml;q=0.9, */*;q=0.5',
    signal,
  );
  if (!response) return null;
  const text = await response.text();
  return text.length > 5_000_000 ? null : text;
}

/** Runners expected next at a checkpoint (GET …/coming-next); null when the API has nothing to say. */
export async function getComingNext(
  eventId: string,
  contestId: string,
  checkpointId: string,
  signal?: AbortSignal,
): Promise<ComingNext | null> {
  const query = new URLSearchParams({ checkpoint: checkpointId, limit: '10' });
  const response = await getOptional(
    contestApiPath(eventId, contestId, `/coming-next?${query.toString()}`),
    'application/json',
    signal,
  );
  return response ? ((await response.json()) as ComingNext) : null;
}

/** The live view's current state (GET …/live/snapshot); null while the API has none. */
export async function getLiveSnapshot(
  eventId: string,
  contestId: string,
  signal?: AbortSignal,
): Promise<LiveSnapshot | null> {
  const response = await getOptional(
    contestApiPath(eventId, contestId, '/live/snapshot'),
    'application/json',
    signal,
  );
  return response ? ((await response.json()) as LiveSnapshot) : null;
}

export type ClaimOutcome =
  | { kind: 'created'; reference: string }
  | { kind: 'invalid'; parameter: string | null }
  | { kind: 'rateLimited' }
  | { kind: 'failed' };

/**
 * POST …/claims with the visitor's address in X-Forwarded-For, so the API's per-client rate limit
 * counts visitors rather than this web server.
 */
export async function postClaim(
  eventId: string,
  contestId: string,
  body: ClaimBody,
  forwardedFor: string | null,
): Promise<ClaimOutcome> {
  const url = `${env().apiBaseUrl}${contestApiPath(eventId, contestId, '/claims')}`;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(env().apiTimeoutMs),
    });
    if (response.status === 201 || response.status === 200) {
      const created = (await response.json()) as ClaimCreated;
      return { kind: 'created', reference: created.reference };
    }
    if (response.status === 429) return { kind: 'rateLimited' };
    const text = await response.text().catch(() => '');
    console.error('[api]', `POST ${url} → ${response.status} ${text.slice(0, 200)}`);
    if (response.status === 400) return { kind: 'invalid', parameter: errorParameter(text) };
    return { kind: 'failed' };
  } catch (error) {
    console.error('[api]', error instanceof Error ? error.message : error);
    return { kind: 'failed' };
  }
}

function errorParameter(text: string): string | null {
  try {
    const body = JSON.parse(text) as Partial<ErrorResponse>;
    return body.error?.parameter ?? null;
  } catch {
    return null;
  }
}
