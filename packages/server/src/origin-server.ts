/**
 * The one origin's door: /api/*, /healthz, /readyz and /metrics go to the API, everything else to the site (whose
 * server code reads through the same reads as the API, in process: there is no second door between them).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { type buildApp } from '@finishline/api';
import { type HttpCache } from './response-cache/http-cache.js';
import { type WebHandler } from './web-handler.js';

export type Api = Awaited<ReturnType<typeof buildApp>>;

const API_PATHS = /^\/(api(\/|$|\?)|healthz|readyz|metrics)/;
/** The Server-Sent Events stream of a contest: open until the client leaves or the API closes. */
const LIVE_STREAM = /^\/api\/(?:v\d+\/)?events\/[^/?]+\/contests\/[^/?]+\/live\/?(\?|$)/;

type PublicOptions = { inFlight?: InFlightCounter; isClosing?: () => boolean; cache?: HttpCache | null };

/**
 * The public door: the response cache first (pages and API reads it may answer), then the API's paths to the API,
 * everything else to the site (or the API when not built).
 */
export function createPublicServer(api: Api, web: WebHandler | null, options: PublicOptions = {}): Server {
  return createServer((req, res) => {
    // While closing, every answer ends its connection, so keep-alive clients (nginx) move to another instance.
    if (options.isClosing?.()) res.setHeader('connection', 'close');
    // Live streams stay open until the API closes them; they are not waited for.
    if (!LIVE_STREAM.test(req.url ?? '/')) options.inFlight?.track(res);
    const isApi = API_PATHS.test(req.url ?? '/') || !web;
    if (options.cache?.handle(req, res)) return;
    if (isApi) api.routing(req, res);
    else web?.(req, res);
  });
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
