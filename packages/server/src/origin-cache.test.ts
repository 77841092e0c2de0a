/**
 * The origin cache across instances and through an outage, on PostgreSQL: two instances (each its own database
 * handle and LISTEN connection, one schema) cache the same answers; a read ingested on one reaches the next request
 * of both once its change notification is out, within a stated bound; with the second instance's database line cut
 * (a TCP proxy), its cached answers are still served, marked, and it recovers by itself.
 */
import { type Server } from 'node:http';
import { buildApp } from '@finishline/api';
import {
  createFixtureBundle,
  FIXTURE_NOW,
  LIVE_CONTEST,
  liveRead,
  openProxiedDb,
  type TcpProxy,
  TEST_INGEST_TOKEN,
} from '@finishline/api/testing';
import {
  type DbHandle,
  EVENT_CHANGED_CHANNEL,
  type EventChanged,
  listen,
  readDbEnv,
  upsertBundle,
} from '@finishline/db';
import { openTestDb } from '@finishline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OriginCache, startOriginCache } from './origin-cache.js';
import { createPublicServer } from './origin-server.js';

const TEST_DATABASE_URL = readDbEnv().testDatabaseUrl;
const RESULTS = `/api/events/${LIVE_CONTEST.eventId}/contests/${LIVE_CONTEST.contestId}/results`;
const EVENT = `/api/events/${LIVE_CONTEST.eventId}`;
/** How long after a change notification reaches one listener the other instance may still answer the old data. */
const NOTIFICATION_LAG_BOUND_MS = 500;

type Instance = { origin: string; cache: OriginCache; close(): Promise<void> };

async function startInstance(db: DbHandle): Promise<Instance> {
  const api = await buildApp({
    db,
    now: () => FIXTURE_NOW,
    ingestToken: TEST_INGEST_TOKEN,
    responseCacheBytes: 0,
  });
  await api.ready();
  const cache = await startOriginCache({
    api,
    site: null,
    notifications: db,
    maxBytes: 8 << 20,
  });
  const server: Server = createPublicServer(api, null, { cache: cache.cache });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    cache,
    async close() {
      await cache.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
    },
  };
}

async function read(
  instance: Instance,
  path: string,
): Promise<{ cache: string | null; status: number; body: string }> {
  const response = await fetch(instance.origin + path);
  return { cache: response.headers.get('x-cache'), status: response.status, body: await response.text() };
}

/** Bib 3's own answer: a live read changes it at once (the lists move at most every few seconds, ADR 032). */
async function runnerPath(instance: Instance): Promise<string> {
  const { body } = await read(instance, RESULTS);
  const row = (JSON.parse(body) as { items: { id: string; bib: string }[] }).items.find(
    (item) => item.bib === '3',
  );
  return `${EVENT}/participants/${row?.id}`;
}

/** Bib 3's result as an instance answers it. */
async function bib3(instance: Instance): Promise<{ lastCheckpointId: string | null } | undefined> {
  const { body } = await read(instance, await runnerPath(instance));
  return (JSON.parse(body) as { result: { lastCheckpointId: string | null } }).result;
}

async function until<T>(
  probe: () => Promise<T>,
  isDone: (value: T) => boolean,
  withinMs: number,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await probe();
  while (!isDone(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await probe();
  }
  return value;
}

describe.skipIf(TEST_DATABASE_URL === null)('origin cache on PostgreSQL, two instances', () => {
  let direct: DbHandle;
  let proxied: DbHandle;
  let proxy: TcpProxy;
  let first: Instance;
  let second: Instance;

  beforeAll(async () => {
    direct = await openTestDb('postgres');
    await upsertBundle(direct, createFixtureBundle());
    ({ db: proxied, proxy } = await openProxiedDb(direct));
    first = await startInstance(direct);
    second = await startInstance(proxied);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await proxied?.close();
    await proxy?.close();
    await direct?.close();
  });

  it('a read ingested on one instance is on the next request of both, once its notification is out', async () => {
    for (const instance of [first, second]) {
      expect((await read(instance, RESULTS)).cache).toBe('miss');
      expect((await read(instance, RESULTS)).cache).toBe('hit');
      expect((await bib3(instance))?.lastCheckpointId).toBeNull();
    }
    const notified = new Promise<EventChanged>((resolve) => {
      void listen(direct, EVENT_CHANGED_CHANNEL, (payload) => resolve(payload as EventChanged));
    });
    const ingested = await fetch(`${first.origin}/api/ingest/passings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_INGEST_TOKEN}` },
      body: JSON.stringify({ passings: [liveRead('3', 'km5', 25)] }),
    });
    expect(ingested.status).toBe(200);
    expect(await notified).toMatchObject({ eventId: LIVE_CONTEST.eventId });
    const heardAt = Date.now();
    for (const instance of [first, second]) {
      const row = await until(
        () => bib3(instance),
        (value) => value?.lastCheckpointId === 'km5',
        NOTIFICATION_LAG_BOUND_MS,
      );
      expect(row?.lastCheckpointId).toBe('km5');
    }
    expect(Date.now() - heardAt).toBeLessThan(NOTIFICATION_LAG_BOUND_MS * 2);
    // And from then on both answer from memory again.
    expect((await read(second, await runnerPath(second))).cache).toBe('hit');
  });

  it('with its database cut, an instance still serves what it cached, marked, and recovers by itself', async () => {
    expect((await read(second, EVENT)).status).toBe(200);
    expect((await read(second, EVENT)).cache).toBe('hit');
    await proxy.cut();
    try {
      second.cache.cache.invalidateAll(); // as the lost connection's resumption will
      const during = await fetch(second.origin + EVENT);
      expect(during.status).toBe(200);
      expect(during.headers.get('x-cache')).toBe('stale-if-error');
      expect(during.headers.get('warning')).toContain('111');
      expect(((await during.json()) as { id: string }).id).toBe(LIVE_CONTEST.eventId);
      // Nothing cached: the outage shows as the API's own 503.
      expect(
        (await read(second, `${EVENT}/contests/${LIVE_CONTEST.contestId}/participants?page=2`)).status,
      ).toBe(503);
    } finally {
      await proxy.restore();
    }
    const recovered = await until(
      () => read(second, EVENT),
      (answer) => answer.cache === 'miss' || answer.cache === 'hit',
      15_000,
    );
    expect(recovered.status).toBe(200);
    expect(['miss', 'hit']).toContain(recovered.cache);
  });
  it('a change missed while its notification line was down is served once the line is back (resume empties the cache)', async () => {
    const primedAt = Date.now();
    const runner = await runnerPath(second);
    await read(second, runner);
    expect((await read(second, runner)).cache).toBe('hit');
    expect((await bib3(second))?.lastCheckpointId).toBe('km5');
    await proxy.cut();
    try {
      const ingested = await fetch(`${first.origin}/api/ingest/passings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_INGEST_TOKEN}` },
        body: JSON.stringify({ passings: [liveRead('3', 'finish', 50)] }),
      });
      expect(ingested.status).toBe(200);
      const onFirst = await until(
        () => bib3(first),
        (row) => row?.lastCheckpointId === 'finish',
        NOTIFICATION_LAG_BOUND_MS,
      );
      expect(onFirst?.lastCheckpointId).toBe('finish');
      // The second instance never heard of it: its copy is still fresh (a live runner's answer, for 10 s).
      expect((await read(second, runner)).cache).toBe('hit');
      expect((await bib3(second))?.lastCheckpointId).toBe('km5');
    } finally {
      await proxy.restore();
    }
    // The listener reconnects within about a second; its resumption treats everything as changed.
    const answer = await until(
      () => read(second, runner),
      ({ body }) =>
        (JSON.parse(body) as { result: { lastCheckpointId: string | null } }).result.lastCheckpointId ===
        'finish',
      3_000,
    );
    const row = (JSON.parse(answer.body) as { result: { lastCheckpointId: string | null } }).result;
    expect(row.lastCheckpointId).toBe('finish');
    expect(answer.cache).toBe('miss');
    // Sooner than the copy's own freshness would have let it go: the resumption, not the clock, refreshed it.
    expect(Date.now() - primedAt).toBeLessThan(5_000);
  });
});
