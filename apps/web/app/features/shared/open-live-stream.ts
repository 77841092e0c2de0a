/**
 * An EventSource on GET /api/events/{eventId}/contests/{contestId}/live with typed events. The browser
 * reconnects by itself after a dropped connection and sends Last-Event-ID, so nothing is missed; when it gives up
 * (an error answer such as 503), this helper opens a new stream with `?after=` the last cursor, backing off. Told
 * to `poll` (its address holds its share of streams: many phones behind one NAT), it polls the cached snapshot for
 * a while instead, then tries the stream again (ADR 033).
 */
import type { LivePassingsEvent, LiveRanking, LiveSnapshot } from '@finishline/contract';
import type { LiveStreamStatus } from './live-stream-state';

export type LiveStreamHandlers = {
  onPassings?(event: LivePassingsEvent): void;
  onRanking?(ranking: LiveRanking): void;
  /** A polled snapshot (the server asked this page to poll instead of streaming, ADR 033). */
  onSnapshot?(snapshot: LiveSnapshot): void;
  onStatus?(status: LiveStreamStatus): void;
};

/** How long a page told to poll does so before it tries the stream again. */
export const POLL_FOR_MS = 5 * 60_000;

export type LiveStreamOptions = {
  /** The API's origin as the browser reaches it; default '' (the site's own origin, as `finishline serve`). */
  apiBaseUrl?: string;
  /** Resume after this cursor (the snapshot's `cursor`); default: from now on. */
  after?: number | null;
  /** For tests: the EventSource implementation. */
  EventSourceImpl?: typeof EventSource;
  /** For tests: fetch. */
  fetchImpl?: typeof fetch;
};

/** The stream's URL. */
export function liveStreamUrl(
  apiBaseUrl: string,
  eventId: string,
  contestId: string,
  after: number | null,
): string {
  const path = `/api/events/${encodeURIComponent(eventId)}/contests/${encodeURIComponent(contestId)}/live`;
  return `${apiBaseUrl.replace(/\/+$/, '')}${path}${after === null ? '' : `?after=${after}`}`;
}

function parse<T>(data: unknown, isValid: (value: unknown) => boolean): T | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    return isValid(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

const isPassings = (value: unknown) =>
  typeof value === 'object' && value !== null && 'items' in value && Array.isArray(value.items);
const isRanking = (value: unknown) =>
  typeof value === 'object' && value !== null && 'ranking' in value && Array.isArray(value.ranking);

/** Opens the stream; returns a function that closes it for good. */
export function openLiveStream(
  eventId: string,
  contestId: string,
  handlers: LiveStreamHandlers,
  options: LiveStreamOptions = {},
): () => void {
  const Source = options.EventSourceImpl ?? EventSource;
  let cursor = options.after ?? null;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let isStopped = false;

  const remember = (event: MessageEvent) => {
    if (/^\d+$/.test(event.lastEventId)) cursor = Number(event.lastEventId);
  };

  function connect(): void {
    const current = new Source(liveStreamUrl(options.apiBaseUrl ?? '', eventId, contestId, cursor));
    source = current;
    current.onopen = () => {
      failures = 0;
      handlers.onStatus?.('open');
    };
    current.addEventListener('passings', (event: MessageEvent) => {
      remember(event);
      const data = parse<LivePassingsEvent>(event.data, isPassings);
      if (data !== null) handlers.onPassings?.(data);
    });
    current.addEventListener('ranking', (event: MessageEvent) => {
      remember(event);
      const data = parse<LiveRanking>(event.data, isRanking);
      if (data !== null) handlers.onRanking?.(data);
    });
    current.addEventListener('poll', (event: MessageEvent) => {
      // Beyond this address's share of streams (a carrier's NAT at the finish area): poll the cached snapshot.
      const data = parse<{ everyMs: number }>(
        event.data,
        (value) => typeof value === 'object' && value !== null,
      );
      current.close();
      poll(Math.max(2_000, Number(data?.everyMs) || 5_000), Date.now() + POLL_FOR_MS);
    });
    current.onerror = () => {
      if (isStopped) return;
      handlers.onStatus?.('reconnecting');
      if (current.readyState !== Source.CLOSED) return; // the browser retries by itself, with Last-Event-ID
      current.close();
      failures += 1;
      const delay = Math.min(30_000, 1_000 * 2 ** Math.min(failures, 5)) * (0.5 + Math.random() / 2);
      retryTimer = setTimeout(connect, delay);
    };
  }

  /** Polls the snapshot every `everyMs` until `until`, then goes back to the stream. */
  function poll(everyMs: number, until: number): void {
    if (isStopped) return;
    if (Date.now() >= until) return connect();
    const doFetch = options.fetchImpl ?? fetch;
    const url = `${liveStreamUrl(options.apiBaseUrl ?? '', eventId, contestId, null)}/snapshot`;
    doFetch(url, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`snapshot: ${response.status}`);
        const snapshot = (await response.json()) as LiveSnapshot;
        if (isStopped) return;
        if (typeof snapshot.cursor === 'number') cursor = snapshot.cursor;
        handlers.onSnapshot?.(snapshot);
        handlers.onStatus?.('open');
      })
      .catch(() => {
        if (!isStopped) handlers.onStatus?.('reconnecting');
      })
      .finally(() => {
        if (!isStopped) retryTimer = setTimeout(() => poll(everyMs, until), everyMs);
      });
  }

  handlers.onStatus?.('connecting');
  connect();
  return () => {
    isStopped = true;
    if (retryTimer !== null) clearTimeout(retryTimer);
    source?.close();
    handlers.onStatus?.('closed');
  };
}
