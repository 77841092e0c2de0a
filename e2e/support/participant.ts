/**
 * What the participant tests read from the real API (`serve --demo`): generated participants are
 * found by asking the API, never hard-coded.
 */
import type { ParticipantDetail, ResultList, SearchResult, StartList } from '@finishline/contract';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_RECORDING } from '@finishline/cli/demo';

/** A completed marathon with 20,000+ runners, net time, splits at 10 km, half, 30 km, 40 km. */
export const EVENT = 'marrakech-marathon';
export const CONTEST = 'marathon';
export const participantsPath = `/event/${EVENT}/participants`;
export const participantPath = (id: string) => `${participantsPath}/${encodeURIComponent(id)}`;

/** A `<bdi>`-like isolate as the page puts around names inside sentences; tests compare without them. */
export const stripIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

export async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  if (!response.ok()) throw new Error(`GET ${path} → ${response.status()}`);
  return (await response.json()) as T;
}

export function getDetail(request: APIRequestContext, id: string): Promise<ParticipantDetail> {
  return getJson<ParticipantDetail>(request, `/api/events/${EVENT}/participants/${encodeURIComponent(id)}`);
}

/** A finisher from the middle of the field (places before and behind, every split read). */
export async function aFinisher(request: APIRequestContext): Promise<ParticipantDetail> {
  const list = await getJson<ResultList>(
    request,
    `/api/events/${EVENT}/contests/${CONTEST}/results?status=finished&pageSize=20&page=3`,
  );
  for (const row of list.items) {
    const detail = await getDetail(request, row.id);
    if (detail.splits.every((split) => split.isReached)) return detail;
  }
  throw new Error('no finisher with every split');
}

/** A participant who did not finish. */
export async function aNonFinisher(request: APIRequestContext): Promise<ParticipantDetail> {
  const list = await getJson<StartList>(
    request,
    `/api/events/${EVENT}/contests/${CONTEST}/participants?status=dnf&pageSize=1`,
  );
  const first = list.items[0];
  if (!first) throw new Error('no DNF in the demo');
  return getDetail(request, first.id);
}

/** What the API answers to the site's search: `bib=` for digits, `text=` for anything else. */
export function apiSearch(
  request: APIRequestContext,
  query: { bib: string } | { text: string },
): Promise<SearchResult> {
  return getJson<SearchResult>(
    request,
    `/api/events/${EVENT}/search/participants?${new URLSearchParams(query).toString()}`,
  );
}

/**
 * A participant whose finish-line video is offered or has expired: a finisher of the demo's filmed contest
 * whose finish falls in the middle of the recording (it films a stretch of the finish, not the winners).
 * The results are ordered by official time, which grows with gun time closely enough to bisect the pages.
 */
export async function aParticipantWithVideo(request: APIRequestContext): Promise<ParticipantDetail> {
  const { eventId, contestId, clockStartMs, durationMs } = DEMO_RECORDING;
  const target = clockStartMs + durationMs / 2;
  const pageOf = async (page: number) =>
    (
      await getJson<ResultList>(
        request,
        `/api/events/${eventId}/contests/${contestId}/results?status=finished&pageSize=100&page=${page}`,
      )
    ).items;
  const total = (
    await getJson<ResultList>(
      request,
      `/api/events/${eventId}/contests/${contestId}/results?status=finished&pageSize=1`,
    )
  ).total;
  let [low, high] = [1, Math.ceil(total / 100)];
  while (low < high) {
    const page = Math.floor((low + high) / 2);
    const last = (await pageOf(page)).at(-1)?.gunTimeMs ?? 0;
    if (last < target) low = page + 1;
    else high = page;
  }
  for (const row of await pageOf(low)) {
    if (row.gunTimeMs === null || Math.abs(row.gunTimeMs - target) > durationMs / 4) continue;
    const participant = await getJson<ParticipantDetail>(
      request,
      `/api/events/${eventId}/participants/${encodeURIComponent(row.id)}`,
    );
    if (participant.media.video.status !== 'unavailable') return participant;
  }
  throw new Error(
    `no finisher of ${eventId}/${contestId} has a clip: the demo recording is missing or misplaced`,
  );
}

/** `h:mm:ss` / `m:ss` of whole seconds, as the site shows official times at 1 s precision. */
export function clock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
