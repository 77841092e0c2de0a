/**
 * The API and the site on one origin, as `finishline serve` and the Docker image run it: the API's configuration
 * (the same variables as the API alone) and databases, an optional first-start step (the cli's demo data), the
 * reads both doors share, and a graceful close on SIGTERM or Ctrl-C.
 */
import cluster from 'node:cluster';
import { loadVapidIdentity, startAlertWorker } from '@finishline/alerts';
import {
  buildApp,
  openDatabases,
  readEnv,
  readPushSettings,
  resolveClientIp,
  type StreamPermits,
  trustProxyFunction,
} from '@finishline/api';
import { type Db } from '@finishline/db';
import { createReads, followChanges } from '@finishline/reads';
import { env, purgeEnv } from './env.js';
import { closeServer, createInFlightCounter, createPublicServer } from './origin-server.js';
import { startOriginCache } from './origin-cache.js';
import { renderCacheMetrics } from './response-cache/http-cache.js';
import { loadWebHandler } from './web-handler.js';
import {
  createEdgePurger,
  purgeAdapterFromEnv,
  purgeOwnChanges,
  renderPurgeMetrics,
} from './edge-purge/index.js';

/** Longest graceful close before the process gives up and exits with status 1. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

export type ServeOptions = {
  /** Default: PORT, else 3000. */
  port?: number;
  /** Runs once on the writable database before the API starts (e.g. load the demo data into an empty one). */
  prepare?: ((db: Db) => Promise<void>) | undefined;
  /** Who may open another live stream (a cluster's worker asks its primary); default: counted in this process. */
  streamPermits?: StreamPermits;
  /** No "serving" line (a cluster's primary says it once for all its workers). */
  quiet?: boolean;
  /** Called once the graceful close is done (a cluster's worker then exits: its IPC channel would keep it up). */
  onClosed?: () => void;
};

/** Starts serving; resolves once the public door listens. Throws the API's EnvError for bad configuration. */
export async function serve(options: ServeOptions = {}): Promise<void> {
  const port = options.port ?? env.port;
  const apiEnv = readEnv();
  const push = readPushSettings(undefined, apiEnv.publicUrl);
  const purgeAdapter = purgeAdapterFromEnv(purgeEnv());
  const { db, primaryDb, close: closeDatabases } = await openDatabases(apiEnv);
  await options.prepare?.(primaryDb ?? db);
  const reads = createReads({
    db,
    primaryDb: primaryDb ?? db,
    fieldBytes: apiEnv.fieldCacheMb * 1024 * 1024,
  });
  let metrics = (): string => '';
  const edgePurged = purgeAdapter !== null;
  const api = await buildApp({
    edgePurged,
    publicUrl: apiEnv.publicUrl,
    db,
    reads,
    extraMetrics: () => metrics(),
    ...(primaryDb ? { primaryDb } : {}),
    logger: { level: env.logLevel },
    corsOrigin: apiEnv.corsOrigin,
    trustProxy: apiEnv.trustProxy,
    // The origin's cache (origin-cache.ts) answers the API's reads in front of it: its own would hold them twice.
    responseCacheBytes: 0,
    instance: String(cluster.worker?.id ?? 0),
    push,
    ...(options.streamPermits ? { streamPermits: options.streamPermits } : {}),
  });
  await api.ready();
  const trust = trustProxyFunction(apiEnv.trustProxy);
  const site = await loadWebHandler({ reads, clientIp: (req) => resolveClientIp(req, trust), edgePurged });
  const stopFields = await followChanges(primaryDb ?? db, reads);
  // Alerts for followed runners: every worker plans and sends; the outbox shares the work (docs/alerts.md).
  const alerts =
    push === null
      ? null
      : await startAlertWorker(primaryDb ?? db, reads, await loadVapidIdentity(primaryDb ?? db, push), {
          publicUrl: apiEnv.publicUrl,
          onError: (error) => api.log.error({ err: error }, 'alerts: a round failed'),
        });
  const purger = purgeAdapter && createEdgePurger(purgeAdapter, { log: api.log });
  const stopPurging = purger ? await purgeOwnChanges(primaryDb ?? db, purger) : async () => undefined;
  const origin = await startOriginCache({
    api,
    site,
    notifications: primaryDb ?? db,
    maxBytes: apiEnv.responseCacheMb * 1024 * 1024,
  });
  metrics = () => renderCacheMetrics(origin.cache) + (purger ? renderPurgeMetrics(purger) : '');
  const inFlight = createInFlightCounter();
  let isClosing = false;
  const server = createPublicServer(api, site?.handler ?? null, {
    inFlight,
    isClosing: () => isClosing,
    cache: origin.cache,
    ...(cluster.worker ? { instance: String(cluster.worker.id) } : {}),
  });
  await new Promise<void>((resolve) => server.listen(port, env.host, resolve));
  if (!options.quiet) {
    console.log(
      `Finishline is serving http://localhost:${port}${site ? '' : ' (API only: build the web app for the site)'}`,
    );
  }

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
      await origin.close();
      await alerts?.stop();
      await stopFields();
      // The purges of the last changes go out before the close (not retried past it).
      await stopPurging();
      await Promise.race([purger?.flush(), new Promise((resolve) => setTimeout(resolve, 3_000).unref())]);
      await purger?.close();
      await api.close();
      // Idle keep-alive connections would otherwise hold the close for their whole timeout.
      sweep = setInterval(() => server.closeIdleConnections(), 50);
      server.closeIdleConnections();
      await serverClosed;
      await closeDatabases();
      api.log.info('closed');
    } catch (error) {
      api.log.error({ err: error }, 'graceful close failed');
      process.exitCode = 1;
    } finally {
      clearInterval(sweep);
      clearTimeout(deadline);
      options.onClosed?.();
    }
  };
  process.once('SIGINT', (signal) => void close(signal));
  process.once('SIGTERM', (signal) => void close(signal));
}
