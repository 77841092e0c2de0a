/**
 * A minimal Server-Sent Events client for the tests (and nothing else): opens a stream over node:http, parses
 * frames as they arrive, and waits for the next event that matches.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** One frame: an event, or a comment line (`event` = `comment`). */
export type SseFrame = { event: string; id: string | null; data: string };

export type SseConnection = {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every frame so far. */
  frames: SseFrame[];
  /** The next frame (after those already taken) matching `predicate`, or a timeout error. */
  next(predicate?: (frame: SseFrame) => boolean, timeoutMs?: number): Promise<SseFrame>;
  close(): void;
  /** Settles when the server ends the stream or the connection breaks (e.g. the server process dies). */
  ended: Promise<void>;
};

function parseFrame(block: string): SseFrame | null {
  let event = 'message';
  let id: string | null = null;
  const data: string[] = [];
  let isComment = false;
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) isComment = true;
    else if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
    else if (line.startsWith('retry: ')) return null;
  }
  if (isComment && data.length === 0) return { event: 'comment', id: null, data: block };
  return { event, id, data: data.join('\n') };
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const frames: SseFrame[] = [];
    let taken = 0;
    const waiters = new Set<() => void>();
    const req = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = parseFrame(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (frame !== null) frames.push(frame);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      });
      res.on('error', () => undefined);
      const ended = new Promise<void>((settle) => {
        res.once('close', () => settle());
        req.once('error', () => settle());
      });
      resolve({
        ended,
        status: res.statusCode ?? 0,
        headers: res.headers,
        frames,
        next(predicate = () => true, timeoutMs = 10_000) {
          return new Promise((done, fail) => {
            const check = (): boolean => {
              while (taken < frames.length) {
                const frame = frames[taken++];
                if (frame !== undefined && predicate(frame)) {
                  waiters.delete(wake);
                  clearTimeout(timer);
                  done(frame);
                  return true;
                }
              }
              return false;
            };
            const wake = (): void => void check();
            const timer = setTimeout(() => {
              waiters.delete(wake);
              fail(new Error(`No matching SSE frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
            }, timeoutMs);
            waiters.add(wake);
            check();
          });
        },
        close() {
          req.destroy();
        },
      });
    });
    req.on('error', reject);
    req.end();
  });
}
