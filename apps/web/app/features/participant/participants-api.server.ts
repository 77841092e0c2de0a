/**
 * The participant pages' calls to the public API, on top of lib/api.server.ts (which logs and
 * rethrows every failure; a 404 becomes the page's 404).
 */
import type { ResultList, SearchResult, StartList, StartListQuery } from '@finishline/contract';
import { apiGet } from '../../lib/api.server';

const enc = encodeURIComponent;

/** GET …/search/participants with `bib` (digits) or `text` (spec §5), optionally in one contest. */
export function searchParticipants(
  eventId: string,
  query: ({ bib: string } | { text: string }) & { contest?: string; page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<SearchResult> {
  return apiGet<SearchResult>(`/api/events/${enc(eventId)}/search/participants`, query, signal);
}

/** GET …/contests/{contestId}/participants: the start list, filtered, sorted and paged. */
export function findStartList(
  eventId: string,
  contestId: string,
  query: StartListQuery,
  signal?: AbortSignal,
): Promise<StartList> {
  return apiGet<StartList>(
    `/api/events/${enc(eventId)}/contests/${enc(contestId)}/participants`,
    query,
    signal,
  );
}

/**
 * How many finished in a gender or age group: the "of N" of a place. Optional: null when the
 * call fails, and the page shows the place alone.
 */
export async function countFinishers(
  eventId: string,
  contestId: string,
  filter: { gender: string } | { ageGroup: string },
  signal?: AbortSignal,
): Promise<number | null> {
  try {
    const list = await apiGet<ResultList>(
      `/api/events/${enc(eventId)}/contests/${enc(contestId)}/results`,
      { ...filter, status: 'finished', pageSize: 1 },
      signal,
    );
    return list.total;
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}
