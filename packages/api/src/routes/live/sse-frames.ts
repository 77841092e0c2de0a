/**
 * Server-Sent Events framing (WHATWG HTML §9.2). JSON.stringify never emits a raw line break, so each payload is
 * one `data:` line. A frame without `id:` leaves the client's last event id as it was.
 */

/** Asks browsers to reconnect after 2 s (their default varies from 3 s to much longer). */
export const RETRY_FRAME = 'retry: 2000\n\n';

/** Seconds between two polls of the cached snapshot by a client told to poll (ADR 033). */
export const POLL_EVERY_SECONDS = 5;

/**
 * The whole answer to a stream beyond its client's share (ADR 033): a `poll` event telling the page to poll the
 * cached snapshot instead, and a retry a minute away for browsers that only know EventSource.
 */
export const POLL_FRAME = `retry: 60000\n\nevent: poll\ndata: {"everyMs":${POLL_EVERY_SECONDS * 1000}}\n\n`;

/** A comment line: keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_FRAME = ': ping\n\n';

/** One event. `json` is already serialised, so a frame sent to thousands of clients is built once. */
export function eventFrame(event: string, json: string, id: number | null): string {
  return id === null ? `event: ${event}\ndata: ${json}\n\n` : `event: ${event}\nid: ${id}\ndata: ${json}\n\n`;
}

/**
 * An event whose data starts with `"cursor": id`: the same serialised body (`restJson`, an object without that
 * field) serves clients at different cursors.
 */
export function cursorFrame(event: string, restJson: string, id: number): string {
  const rest = restJson === '{}' ? '}' : `,${restJson.slice(1)}`;
  return `event: ${event}\nid: ${id}\ndata: {"cursor":${id}${rest}\n\n`;
}

/** The cursor sent back by a reconnecting client (Last-Event-ID) or given as `?after=`; null when none or bogus. */
export function parseResumeCursor(
  header: string | string[] | undefined,
  after: number | undefined,
  now: number,
) {
  const text = Array.isArray(header) ? header[0] : header;
  const fromHeader = text !== undefined && /^\d{1,16}$/.test(text.trim()) ? Number(text.trim()) : undefined;
  const cursor = fromHeader ?? after;
  // Cursors are reception times: one far in the future would silence the stream until then.
  if (cursor === undefined || cursor > now + 86_400_000) return null;
  return cursor;
}
