/**
 * The API as an application factory, apart from the listening server (server.ts), as in the Fastify demo:
 * external plugins, then app plugins, then one plugin per resource. `buildApp` never listens: the standalone
 * server calls `listen`, tests call `inject`, and @finishline/server mounts it on the site's origin (every route
 * already lives under /api, plus /healthz, /readyz and /metrics) by calling `app.routing(req, res)` from its own
 * HTTP server for those paths (ADR 013).
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type Db } from '@finishline/db';
import { createReads, type Reads } from '@finishline/reads';

import {
  type PushSettings,
  readIngestToken,
  readPublicApiRateLimit,
  readPushSettings,
  readStreamsPerClient,
  type TrustProxy,
} from './env.js';

// For other hosts of the app (the CLI's serve): the same configuration and databases as server.ts.
export {
  type ApiEnv,
  EnvError,
  type PushSettings,
  readEnv,
  readPushSettings,
  readStreamsPerClient,
  type TrustProxy,
} from './env.js';
export { resolveClientIp, trustProxyFunction } from './plugins/app/client-address.js';
export { type ApiDatabases, openDatabases } from './open-databases.js';
export {
  DEFAULT_STREAMS_PER_CLIENT,
  PermitLedger,
  type StreamPermits,
} from './routes/live/stream-permits.js';
import { type RateLimit } from './lib/fixed-window-limiter.js';
import { withRedaction } from './lib/redact-logger.js';
import { type LiveHubOptions } from './routes/live/live-hub.js';
import { localStreamPermits, type StreamPermits } from './routes/live/stream-permits.js';
import {
  errorHandlingPlugin,
  formatSchemaErrors,
  handleFrameworkError,
} from './plugins/app/error-handling.js';
import { clientAddressPlugin, trustProxyFunction } from './plugins/app/client-address.js';
import { dbUnavailablePlugin } from './plugins/app/db-unavailable.js';
import { etagEncodingPlugin } from './plugins/app/etag-encoding.js';
import { finiteNumbersPlugin } from './plugins/app/finite-numbers.js';
import { metricsPlugin } from './plugins/app/metrics.js';
import { publicApiPlugin, rewritePublicApiUrl } from './plugins/app/public-api.js';
import { responseCachePlugin } from './plugins/app/response-cache.js';
import { compressionPlugin } from './plugins/external/compression.js';
import { openapiPlugin } from './plugins/external/openapi.js';
import { securityPlugin } from './plugins/external/security.js';
import { calendarRoutes } from './routes/calendar/index.js';
import { cardRoutes } from './routes/card/index.js';
import { certificateRoutes } from './routes/certificate/index.js';
import { claimRoutes } from './routes/claims/index.js';
import { type PushLimits, pushRoutes } from './routes/push/index.js';
import { contestRoutes } from './routes/contests/index.js';
import { eventRoutes } from './routes/events/index.js';
import { exportRoutes } from './routes/exports/index.js';
import { healthRoutes } from './routes/health/index.js';
import { ingestRoutes } from './routes/ingest/index.js';
import { liveRoutes } from './routes/live/index.js';
import { participantRoutes } from './routes/participants/index.js';
import { recordingRoutes } from './routes/recordings/index.js';
import { referenceRoutes } from './routes/reference/index.js';
import { resultRoutes } from './routes/results/index.js';
import { searchRoutes } from './routes/search/index.js';

/**
 * What every route works with: the reads (@finishline/reads, shared with the site's server under `serve`), the
 * database they read (a replica when there is one), the primary (writes, LISTEN) and the clock.
 */
export type AppDeps = {
  db: Db;
  primaryDb: Db;
  now: () => number;
  reads: Reads;
  /** A shared cache in front is purged by tag on change (EDGE_PURGE): it may keep final answers a day. */
  edgePurged: boolean;
};

export type AppOptions = {
  /** The database handle from `@finishline/db` (PGlite or PostgreSQL); the API only reads, the caller closes it. */
  db: Db;
  /** The clock, epoch ms (tests pin it; periods, live states and video expiry depend on it). */
  now?: () => number;
  /** pino logger options, or false (default) for none. */
  logger?: FastifyServerOptions['logger'];
  /** Allowed CORS origin(s): `*` (default) or a comma-separated list. */
  corsOrigin?: string;
  /** The proxies whose X-Forwarded-* headers count (TRUST_PROXY, env.ts); default none. */
  trustProxy?: TrustProxy;
  /** Serve /metrics (default true). */
  metrics?: boolean;
  /** More /metrics lines from the host (text exposition format, each ending in a newline). */
  extraMetrics?: () => string;
  /** Serve the OpenAPI description and its browsable page at /api/docs (default true). */
  docs?: boolean;
  /** Bytes of serialised answers kept in memory, keyed by ETag (default 64 MB; 0 turns the cache off). */
  responseCacheBytes?: number;
  /** Folder that recordings' relative `src` paths resolve against (default: packages/api/assets, the demo's video). */
  mediaDir?: string;
  /** The primary database when `db` is a read replica: ingest writes there, and live streams LISTEN there. */
  primaryDb?: Db;
  /** Bearer token of POST /api/ingest/passings; null turns ingest off. Default: INGEST_TOKEN (env.ts). */
  ingestToken?: string | null;
  /** Ingest requests allowed per client address and window (default 3 000 a minute). */
  ingestRateLimit?: RateLimit;
  /** Requests per client and window of the versioned public API /api/v1 (default PUBLIC_API_RATE_LIMIT a minute). */
  publicApiRateLimit?: RateLimit;
  /** The reads to serve (serve shares one with the site's server); default: new ones over `db` and `primaryDb`. */
  reads?: Reads;
  /** Live stream tuning: heartbeat, ranking interval, client and buffer limits (see LiveHubOptions). */
  live?: Omit<LiveHubOptions, 'db' | 'log' | 'ranking'>;
  /** Who may open another live stream (default: LIVE_STREAMS_PER_CLIENT per client, counted in this process). */
  streamPermits?: StreamPermits;
  /** A shared cache in front is purged by tag on every change (serve's EDGE_PURGE): final answers say s-maxage of a day. */
  edgePurged?: boolean;
  /** The site's public origin (PUBLIC_URL): the calendar's links. Never taken from a request's Host. */
  publicUrl?: string | null;
  /** Named in the X-Instance header of /healthz and /readyz (a cluster's worker number). */
  instance?: string;
  /** Web Push alerts' settings; null: no alert routes. Default: the environment's (readPushSettings). */
  push?: PushSettings | null;
  /** The subscribe limits (tests); default PUSH_LIMITS. */
  pushLimits?: Partial<PushLimits>;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

/** Builds the API application (not listening). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const trust = trustProxyFunction(options.trustProxy);
  const app = Fastify({
    logger: withRedaction(options.logger ?? false),
    trustProxy: trust,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // The validator strips unknown query parameters (cache busters do not change answers), coerces query strings
    // to the declared types and refuses repeated scalars; its first error becomes a 400 naming the parameter.
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
    schemaErrorFormatter: formatSchemaErrors,
    frameworkErrors: handleFrameworkError,
    return503OnClosing: true,
    // /api/v1/… reads are served by the routes of /api/… (plugins/app/public-api.ts).
    rewriteUrl: rewritePublicApiUrl,
  }).withTypeProvider<TypeBoxTypeProvider>();

  const now = options.now ?? Date.now;
  const primaryDb = options.primaryDb ?? options.db;
  const reads = options.reads ?? createReads({ db: options.db, primaryDb, now });
  app.decorate('deps', {
    db: options.db,
    primaryDb,
    now,
    reads,
    edgePurged: options.edgePurged ?? false,
  } satisfies AppDeps);

  // External plugins.
  await app.register(securityPlugin, { corsOrigin: options.corsOrigin ?? '*' });
  await app.register(compressionPlugin);
  if (options.docs !== false) await app.register(openapiPlugin);

  // App plugins.
  await app.register(errorHandlingPlugin);
  await app.register(clientAddressPlugin, { trust });
  await app.register(publicApiPlugin, {
    rateLimit: options.publicApiRateLimit ?? { max: readPublicApiRateLimit(), windowMs: 60_000 },
  });
  await app.register(dbUnavailablePlugin);
  await app.register(etagEncodingPlugin);
  await app.register(finiteNumbersPlugin);
  await app.register(responseCachePlugin, { maxBytes: options.responseCacheBytes ?? 64 * 1024 * 1024 });
  if (options.metrics !== false) {
    await app.register(metricsPlugin, options.extraMetrics ? { extra: options.extraMetrics } : {});
  }

  // Routes.
  await app.register(healthRoutes, { instance: options.instance ?? '0' });
  await app.register(referenceRoutes);
  await app.register(eventRoutes);
  await app.register(contestRoutes);
  await app.register(participantRoutes);
  await app.register(resultRoutes);
  await app.register(exportRoutes);
  await app.register(searchRoutes);
  await app.register(ingestRoutes, {
    db: options.primaryDb ?? options.db,
    token: options.ingestToken === undefined ? readIngestToken() : options.ingestToken,
    ...(options.ingestRateLimit ? { rateLimit: options.ingestRateLimit } : {}),
  });
  await app.register(liveRoutes, {
    ...options.live,
    db: options.primaryDb ?? options.db,
    ranking: (ref) => reads.liveRanking(ref),
    streamPermits: options.streamPermits ?? localStreamPermits(readStreamsPerClient()),
  });
  await app.register(claimRoutes);
  const push = options.push === undefined ? readPushSettings() : options.push;
  if (push !== null)
    await app.register(pushRoutes, {
      db: primaryDb,
      settings: push,
      ...(options.pushLimits ? { limits: options.pushLimits } : {}),
    });
  await app.register(certificateRoutes);
  await app.register(recordingRoutes, { mediaDir: options.mediaDir });
  await app.register(calendarRoutes, { siteOrigin: options.publicUrl ?? null });
  await app.register(cardRoutes);
  return app;
}
