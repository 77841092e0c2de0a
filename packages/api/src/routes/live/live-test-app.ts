/**
 * For the ingest and live tests: the API over a fresh fixture database (PGlite, or PostgreSQL), with ingest on
 * and a real listening port (Server-Sent Events need a socket; inject() waits for the end of a response).
 */
import { type DbHandle, upsertBundle } from '@finishline/db';
import { openTestDb } from '@finishline/db/testing';
import { type FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../app.js';
import { createFixtureBundle, FIXTURE_NOW } from '../../testing/fixture-bundle.js';

export const TEST_INGEST_TOKEN = 'test-ingest-token-0123456789';

/** The fixture's contest running on FIXTURE_NOW: bibs 1 and 2 passed km5 at 22 and 20 min, bib 3 nothing yet. */
export const LIVE_CONTEST = { eventId: 'paris-10k-2026', contestId: '10k' } as const;
export const LIVE_PATH = '/api/events/paris-10k-2026/contests/10k/live';

export type LiveTestApp = {
  app: FastifyInstance;
  db: DbHandle;
  /** http://127.0.0.1:<port> */
  origin: string;
  /** POST /api/ingest/passings with the test token (or `token`; null sends none). */
  ingest(body: unknown, token?: string | null): Promise<{ status: number; body: unknown }>;
  close(): Promise<void>;
};

/** Builds, seeds and listens; `options` override the app options (e.g. `ingestToken: null`). */
export async function startLiveApp(db: DbHandle, options: Partial<AppOptions> = {}): Promise<LiveTestApp> {
  const app = await buildApp({
    db,
    now: () => FIXTURE_NOW,
    ingestToken: TEST_INGEST_TOKEN,
    // A long heartbeat: its version check would otherwise hide a lost notification.
    live: { heartbeatMs: 600_000, rankingIntervalMs: 20 },
    ...options,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    app,
    db,
    origin: `http://127.0.0.1:${port}`,
    async ingest(body, token = TEST_INGEST_TOKEN) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/ingest/passings',
        headers: {
          'content-type': 'application/json',
          ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        },
        // A string goes as it is (malformed bodies); anything else as JSON.
        payload: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return {
        status: response.statusCode,
        body: response.body ? (JSON.parse(response.body) as unknown) : null,
      };
    },
    async close() {
      await app.close();
    },
  };
}

export async function openLiveTestApp(
  kind: 'pglite' | 'postgres',
  options: Partial<AppOptions> = {},
): Promise<LiveTestApp> {
  const db = await openTestDb(kind);
  try {
    await upsertBundle(db, createFixtureBundle());
    const started = await startLiveApp(db, options);
    return {
      ...started,
      async close() {
        await started.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** A read of the live contest `minutes` after its gun (08:00 UTC on 15 June 2026). */
export function liveRead(bib: string, checkpointId: string, minutes: number, extra: object = {}) {
  const at = new Date(Date.UTC(2026, 5, 15, 8, 0, 0) + minutes * 60_000).toISOString();
  return { ...LIVE_CONTEST, bib, checkpointId, at, ...extra };
}
