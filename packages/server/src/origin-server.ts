/**
 * The one origin's door: /api/*, /healthz, /readyz and /metrics go to the API, everything else to the site (whose
 * server code reads through the same reads as the API, in process: there is no second door between them).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { type Duplex } from 'node:stream';
import { type buildApp } from '@finishline/api';
import { type HttpCache } from './response-cache/http-cache.js';
import { type WebHandler } from './web-handler.js';

export type Api = Awaited<ReturnType<typeof buildApp>>;

const API_PATHS = /^\/(api(\/|$|\?)|healthz|readyz|metrics)/;
/** The Server-Sent Events stream of a contest: open until the client leaves or the API closes. */
const LIVE_STREAM = /^\/api\/(?:v\d+\/)?events\/[^/?]+\/contests\/[^/?]+\/live\/?(\?|$)/;

/**
 * What the origin serves: reads, the claim form, ingest and push subscriptions (POST), stopping alerts (DELETE, the
 * API only), the API's CORS preflights (OPTIONS).
 */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS']);
const ALLOWED = [...METHODS].join(', ');
/** The one page that takes a POST: the contact tab's claim form (and its data request). */
const PAGE_ACTION = /\/contact(\.data)?(\?|$)/;

/**
 * Whether the origin serves `method` at `url` at all: the API every method above (its routes then answer for
 * themselves); pages GET and HEAD, and POST on their one form.
 */
function isServed(method: string, url: string): boolean {
  if (!METHODS.has(method)) return false;
  if (API_PATHS.test(url) || method === 'GET' || method === 'HEAD') return true;
  return method === 'POST' && PAGE_ACTION.test(url);
}

/**
 * 405 for a method nothing here serves (TRACE, PUT, PATCH…: a Fetch Request cannot even be made of some), or a page
 * asked with one it does not take (DELETE among them).
 */
function refuseMethod(url: string, res: ServerResponse): void {
  const isApi = API_PATHS.test(url);
  res.writeHead(405, {
    allow: isApi ? ALLOWED : PAGE_ACTION.test(url) ? 'GET, HEAD, POST' : 'GET, HEAD',
    'cache-control': 'no-store',
    'content-type': isApi ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'x-content-type-options': 'nosniff',
  });
  res.end(
    isApi
      ? JSON.stringify({ error: { code: 'method_not_allowed', message: `Allowed: ${ALLOWED}.` } })
      : 'Method Not Allowed\n',
  );
}

type PublicOptions = {
  inFlight?: InFlightCounter;
  isClosing?: () => boolean;
  cache?: HttpCache | null;
  /** A cluster worker's number, named in every answer's X-Instance header (operations, the cluster tests). */
  instance?: string;
};

/**
 * The public door: the response cache first (pages and API reads it may answer), then the API's paths to the API,
 * everything else to the site (or the API when not built).
 */
export function createPublicServer(api: Api, web: WebHandler | null, options: PublicOptions = {}): Server {
  const server = createServer((req, res) => {
    // While closing, every answer ends its connection, so keep-alive clients (nginx) move to another instance.
    if (options.isClosing?.()) res.setHeader('connection', 'close');
    if (options.instance) res.setHeader('x-instance', options.instance);
    if (!isServed(req.method ?? 'GET', req.url ?? '/')) return refuseMethod(req.url ?? '/', res);
    // Live streams stay open until the API closes them; they are not waited for.
    if (!LIVE_STREAM.test(req.url ?? '/')) options.inFlight?.track(res);
    const isApi = API_PATHS.test(req.url ?? '/') || !web;
    if (options.cache?.handle(req, res)) return;
    if (isApi) api.routing(req, res);
    else web?.(req, res);
  });
  // CONNECT never reaches the request handler: no proxying here either.
  server.on('connect', (_req, socket: Duplex) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED}\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}

export type InFlightCounter = ReturnType<typeof createInFlightCounter>;

/** Counts the responses not yet finished, and resolves `drained()` when there are none. */
export function createInFlightCounter() {
  let active = 0;
  let waiters: (() => void)[] = [];
  return {
    track(res: ServerResponse): void {
      active += 1;
      res.once('close', () => {
        active -= 1;
        if (active === 0) {
          for (const resolve of waiters) resolve();
          waiters = [];
        }
      });
    },
    count: () => active,
    drained(): Promise<void> {
      return active === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
    },
  };
}

export function listeningPort(server: Server): number {
  const address = server.address();
  return typeof address === 'object' && address !== null ? address.port : 0;
}

/** Stops accepting connections; resolves once every connection has ended. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}
