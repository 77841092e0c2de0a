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
 * The API in this very process, when the site runs under `finishline serve` (packages/server's origin cache lends
 * it through the global symbol registry): answers come from the origin's cache or the API itself, without a socket,
 * a compression or an HTTP parse. Elsewhere (API_BASE_URL naming another server) the site fetches over HTTP.
 */
type InProcessApi = (url: string) => Promise<{ status: number; body: string }>;
const IN_PROCESS_API = Symbol.for('finishline.api.get');

function inProcessApi(): InProcessApi | undefined {
  return (globalThis as { [IN_PROCESS_API]?: InProcessApi })[IN_PROCESS_API];
}

function pathWithQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * GET a JSON resource. The body is trusted to match the contract type `T`: the API serialises
 * with the same schemas, so this is the one place the web casts.
 */
export async function apiGet<T>(path: string, query?: Query, signal?: AbortSignal): Promise<T> {
  const inProcess = inProcessApi();
  if (inProcess) return inProcessGet<T>(inProcess, pathWithQuery(path, query));
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

async function inProcessGet<T>(api: InProcessApi, url: string): Promise<T> {
  const { status, body } = await api(url);
  if (status === 200) return JSON.parse(body) as T;
  const error = new ApiError(status, url, `GET ${url} → ${status} ${body.slice(0, 200)}`);
  console.error('[api]', error.message);
  if (status === 404) throw data(null, { status: 404, statusText: 'Not Found' });
  throw error;
}
