/**
 * An EventSource on GET /api/events/{eventId}/contests/{contestId}/live with typed events. The browser
 * reconnects by itself after a dropped connection and sends Last-Event-ID, so nothing is missed; when it gives up
 * (an error answer such as 503), this helper opens a new stream with `?after=` the last cursor, backing off.
 */
import type { LivePassingsEvent, LiveRanking } from '@finishline/contract';
import type { LiveStreamStatus } from './live-stream-state';

export type LiveStreamHandlers = {
  onPassings?(event: LivePassingsEvent): void;
  onRanking?(ranking: LiveRanking): void;
  onStatus?(status: LiveStreamStatus): void;
};

export type LiveStreamOptions = {
  /** The API's origin as the browser reaches it; default '' (the site's own origin, as `finishline serve`). */
  apiBaseUrl?: string;
  /** Resume after this cursor (the snapshot's `cursor`); default: from now on. */
  after?: number | null;
  /** For tests: the EventSource implementation. */
  EventSourceImpl?: typeof EventSource;
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

  handlers.onStatus?.('connecting');
  connect();
  return () => {
    isStopped = true;
    if (retryTimer !== null) clearTimeout(retryTimer);
    source?.close();
    handlers.onStatus?.('closed');
  };
}
