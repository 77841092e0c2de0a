/**
 * Typed client of the public API (packages/contract). Every failed call is logged and rethrown:
 * a 404 becomes a 404 response for the error boundary, anything else a 500.
 */
import type {
  ContestDetail,
  EventDetail,
  EventFilters,
  EventList,
  EventListQuery,
  ParticipantDetail,
} from '@finishline/contract';
import { data } from 'react-router';
import { env } from './env.server';

type Query = Record<string, string | number | undefined>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function buildUrl(path: string, query: Query = {}): string {
  const url = new URL(`${env().apiBaseUrl}${path}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * GET a JSON resource. The body is trusted to match the contract type `T`: the API serialises
 * with the same schemas, so this is the one place the web casts.
 */
export async function apiGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  const url = buildUrl(path, query);
  const timeout = AbortSignal.timeout(env().apiTimeoutMs);
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!response.ok) {
      const body = await response.text().catch(() => '');
      throw new ApiError(response.status, url, `GET ${url} → ${response.status} ${body.slice(0, 200)}`);
    }
    return (await response.json()) as T;
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('[api]', error instanceof Error ? error.message : error);
    if (error instanceof ApiError && error.status === 404) {
      throw data(null, { status: 404, statusText: 'Not Found' });
    }
    throw error;
  }
}

const enc = encodeURIComponent;

export function findEvents(query: EventListQuery, signal?: AbortSignal): Promise<EventList> {
  return apiGet<EventList>('/api/events', query, signal);
}

export function getEventFilters(
  query: { period?: string; locale?: string },
  signal?: AbortSignal,
): Promise<EventFilters> {
  return apiGet<EventFilters>('/api/events/filters', query, signal);
}

export function getEvent(eventId: string, signal?: AbortSignal): Promise<EventDetail> {
  return apiGet<EventDetail>(`/api/events/${enc(eventId)}`, undefined, signal);
}

export function getContest(eventId: string, contestId: string, signal?: AbortSignal): Promise<ContestDetail> {
  return apiGet<ContestDetail>(`/api/events/${enc(eventId)}/contests/${enc(contestId)}`, undefined, signal);
}

export function getParticipant(
  eventId: string,
  participantId: string,
  signal?: AbortSignal,
): Promise<ParticipantDetail> {
  return apiGet<ParticipantDetail>(
    `/api/events/${enc(eventId)}/participants/${enc(participantId)}`,
    undefined,
    signal,
  );
}
