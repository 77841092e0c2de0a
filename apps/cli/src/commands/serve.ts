/**
 * `finishline serve`: the API and the site on one origin. /api/*, /healthz, /readyz and /metrics go to the
 * API; everything else to the React Router server build (when built). With --demo, an empty database is
 * loaded with the demo data first, so a fresh clone serves a full site.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { buildApp, EnvError, openDatabases, readEnv, viaWebServer } from '@finishline/api';
import { type Db } from '@finishline/db';
import { CliError } from '../cli-error.js';
import { defaultApiBaseUrl, env } from '../env.js';
import { demoToday, loadDemo } from './demo.js';
import { loadWebHandler, type WebHandler } from './web-handler.js';

type Api = Awaited<ReturnType<typeof buildApp>>;

const API_PATHS = /^\/(api(\/|$|\?)|healthz|readyz|metrics)/;
/** The Server-Sent Events stream of a contest: open until the client leaves or the API closes. */
const LIVE_STREAM = /^\/api\/events\/[^/?]+\/contests\/[^/?]+\/live\/?(\?|$)/;
/** Longest graceful close before the process gives up and exits with status 1. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

export async function runServe(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: 'string' }, demo: { type: 'boolean', default: false } },
  });
  const port = values.port === undefined ? env.port : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new CliError('--port must be a port number.', 2);

  // The API's own configuration (the same variables as the API alone), minus its port: serve has its own.
  let apiEnv;
  try {
    apiEnv = readEnv();
  } catch (error) {
    if (error instanceof EnvError) throw new CliError(error.message, 2);
    throw error;
  }
  const { db, primaryDb, close: closeDatabases } = await openDatabases(apiEnv);
  const writeDb = primaryDb ?? db;
  if (values.demo && (await isEmpty(writeDb))) {
    console.log('First start: loading the demo data…');
    await loadDemo(writeDb, demoToday());
  }
  const api = await buildApp({
    db,
    ...(primaryDb ? { primaryDb } : {}),
    logger: { level: env.logLevel },
    corsOrigin: apiEnv.corsOrigin,
    trustProxy: apiEnv.trustProxy,
    responseCacheBytes: apiEnv.responseCacheMb * 1024 * 1024,
  });
  await api.ready();
  const inFlight = createInFlightCounter();
  const internal = createInternalServer(api, inFlight);
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  defaultApiBaseUrl(listeningPort(internal));
  const web = await loadWebHandler();
  let isClosing = false;
  const server = createPublicServer(api, web, { inFlight, isClosing: () => isClosing });
  server.listen(port, env.host, () => {
    console.log(
      `Finishline is serving http://localhost:${port}${web ? '' : ' (API only: build the web app for the site)'}`,
    );
  });

  /**
   * Graceful close (SIGTERM from an orchestrator, or Ctrl-C): stop accepting connections, let the requests in
   * flight finish, then close the API (which ends the live streams and waits for pending recomputes), the
   * remaining connections and the database. A close longer than SHUTDOWN_TIMEOUT_MS exits with status 1.
   */
  const close = async (signal: NodeJS.Signals): Promise<void> => {
    if (isClosing) return;
    isClosing = true;
    api.log.info({ signal, inFlight: inFlight.count() }, 'closing: no new connections, finishing requests');
    const deadline = setTimeout(() => {
      api.log.error(
        { inFlight: inFlight.count() },
        `graceful close timed out after ${SHUTDOWN_TIMEOUT_MS} ms`,
      );
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    const serverClosed = closeServer(server);
    let sweep: NodeJS.Timeout | undefined;
    try {
      await inFlight.drained();
      await api.close();
      // Idle keep-alive connections would otherwise hold the close for their whole timeout.
      sweep = setInterval(() => server.closeIdleConnections(), 50);
      server.closeIdleConnections();
      await serverClosed;
      const internalClosed = closeServer(internal);
      internal.closeAllConnections();
      await internalClosed;
      await closeDatabases();
      api.log.info('closed');
    } catch (error) {
      api.log.error({ err: error }, 'graceful close failed');
      process.exitCode = 1;
    } finally {
      clearInterval(sweep);
      clearTimeout(deadline);
    }
  };
  process.once('SIGINT', (signal) => void close(signal));
  process.once('SIGTERM', (signal) => void close(signal));
}

/**
 * The site's private door to the API: the site's server calls the API on a loopback listener of its own, which
 * stays open while the public one drains (a page still rendering when the close begins can finish its API calls).
 * Only this process's web server calls it, so the API trusts it as a proxy (`viaWebServer`): the claim form's
 * action names the visitor it saw last in X-Forwarded-For, and the claims budget is per visitor — with no
 * TRUST_PROXY at all, and with a forged X-Forwarded-For changing nothing (see the API's client-address.ts).
 */
export function createInternalServer(api: Api, inFlight?: InFlightCounter): Server {
  return createServer((req, res) => {
    inFlight?.track(res);
    viaWebServer(req);
    api.routing(req, res);
  });
}

/** The public door: the API's paths to the API, everything else to the site (or the API when not built). */
export function createPublicServer(
  api: Api,
  web: WebHandler | null,
  options: { inFlight?: InFlightCounter; isClosing?: () => boolean } = {},
): Server {
  return createServer((req, res) => {
    // While closing, every answer ends its connection, so keep-alive clients (nginx) move to another instance.
    if (options.isClosing?.()) res.setHeader('connection', 'close');
    // Live streams stay open until the API closes them; they are not waited for.
    if (!LIVE_STREAM.test(req.url ?? '/')) options.inFlight?.track(res);
    if (API_PATHS.test(req.url ?? '/') || !web) api.routing(req, res);
    else web(req, res);
  });
}

function listeningPort(server: Server): number {
  const address = server.address();
  return typeof address === 'object' && address !== null ? address.port : 0;
}

/** Stops accepting connections; resolves once every connection has ended. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

type InFlightCounter = ReturnType<typeof createInFlightCounter>;

/** Counts the responses not yet finished, and resolves `drained()` when there are none. */
function createInFlightCounter() {
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

async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from events');
  return (row?.n ?? 0) === 0;
}
