/**
 * Fault test: PostgreSQL restarted under load. The app reaches the real server (TEST_DATABASE_URL, in a schema of
 * its own) through a TCP proxy that the test cuts and restores (every connection reset, new ones refused, as
 * while the server restarts); the server itself is never restarted, since other tests share it. While the line is
 * cut every route answers 503 with a JSON error and Retry-After, promptly (no 500, no hang); once it is back the
 * same instance recovers by itself. Under a load of concurrent ingest batches and reads through the cut, no read
 * acknowledged with a 2xx is lost: each is stored, reaches the results once the recomputes catch up, and a live
 * stream open through the outage carries a read posted after it.
 */
import { type ParticipantRecord } from '@finishline/core';
import { type DbHandle, findPendingRecomputes, readDbEnv, upsertBundle } from '@finishline/db';
import { openTestDb } from '@finishline/db/testing';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { LIVE_CONTEST, LIVE_PATH, liveRead, TEST_INGEST_TOKEN } from '../routes/live/live-test-app.js';
import { openSse, type SseConnection, type SseFrame } from '../routes/live/sse-test-client.js';
import { eventually } from '../testing/eventually.js';
import { createFixtureBundle, FIXTURE_NOW, LIVE_GUN } from '../testing/fixture-bundle.js';
import { openProxiedDb } from '../testing/proxied-db.js';
import { type TcpProxy } from './tcp-proxy.js';

const TEST_DATABASE_URL = readDbEnv().testDatabaseUrl;
const NO_POSTGRES =
  'needs a PostgreSQL server: set TEST_DATABASE_URL (the outage is cut in a TCP proxy before it)';

const READS = [
  '/api/events?pageSize=5',
  `/api/events/${LIVE_CONTEST.eventId}`,
  `/api/events/${LIVE_CONTEST.eventId}/contests/${LIVE_CONTEST.contestId}/results?pageSize=10`,
  `/api/events/${LIVE_CONTEST.eventId}/contests/${LIVE_CONTEST.contestId}/participants?pageSize=10`,
  `/api/events/${LIVE_CONTEST.eventId}/search/participants?text=a`,
  `/api/events/${LIVE_CONTEST.eventId}/participants/3`,
];
/** Bib 3 of the running 10 km passes km5 25 minutes after the gun: the read committed before the outage. */
const COMMITTED_READ = liveRead('3', 'km5', 25);

type Split = { checkpointId: string; isReached: boolean; fromStartMs: number | null };

/**
 * Entrants of the running 10 km for the load: bibs from 2001, one read each (a refused batch may still have
 * committed, so its bibs are not used again), so every acknowledged read must show in the results.
 */
const LOAD_FIRST_BIB = 2001;
const LOAD_BIBS = 3000;
/** Kept aside for the read posted after the recovery, which the live stream must carry. */
const STREAM_BIB = '9999';

function loadEntrant(bib: string): ParticipantRecord {
  return {
    ...LIVE_CONTEST,
    id: bib,
    bib,
    chip: null,
    firstName: 'Load',
    lastName: `Runner ${bib}`,
    displayName: `Load Runner ${bib}`,
    club: null,
    country: null,
    nation: null,
    gender: 'x',
    birthYear: null,
    age: null,
    ageGroup: null,
    waveStart: null,
    timerStatus: null,
  };
}

/** A km5 read of a load bib: a second apart from the next bib's, 20 minutes after the gun and on. */
function loadRead(bib: number) {
  const at = new Date(LIVE_GUN + 20 * 60_000 + (bib - LOAD_FIRST_BIB) * 1_000).toISOString();
  return { ...LIVE_CONTEST, bib: String(bib), checkpointId: 'km5', at };
}

type Outcome = { kind: 'read' | 'write'; url: string; status: number; startedAt: number; endedAt: number };

describe.skipIf(TEST_DATABASE_URL === null)('PostgreSQL outage under a running API', () => {
  let direct: DbHandle;
  let proxied: DbHandle;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  /** http://127.0.0.1:<port> of the app, for the live stream. */
  let origin = '';

  beforeAll(async () => {
    direct = await openTestDb('postgres');
    await upsertBundle(direct, createFixtureBundle());
    ({ db: proxied, proxy } = await openProxiedDb(direct));
    app = await buildApp({
      db: proxied,
      now: () => FIXTURE_NOW,
      ingestToken: TEST_INGEST_TOKEN,
      // The response cache would answer repeated reads without the database: off, so each read asks it.
      responseCacheBytes: 0,
    });
    // A socket for the live stream (inject() waits for the end of a response).
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    const bibs = Array.from({ length: LOAD_BIBS }, (_, i) => String(LOAD_FIRST_BIB + i));
    await upsertBundle(direct, {
      events: [],
      contests: [],
      participants: [...bibs, STREAM_BIB].map(loadEntrant),
      passings: [],
      recordings: [],
    });
  });

  afterAll(async () => {
    await app?.close();
    await proxied?.close();
    await proxy?.close();
    await direct?.close();
  });

  const ingest = (body: unknown) =>
    app.inject({
      method: 'POST',
      url: '/api/ingest/passings',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_INGEST_TOKEN}` },
      payload: JSON.stringify(body),
    });

  /** The split of a participant of the live contest at a checkpoint, once reached (undefined before). */
  async function reachedSplit(bib: string, checkpointId: string): Promise<Split | undefined> {
    const response = await app.inject({ url: `/api/events/${LIVE_CONTEST.eventId}/participants/${bib}` });
    if (response.statusCode !== 200) return undefined;
    const body = response.json<{ splits: Split[] }>();
    return body.splits.find((split) => split.checkpointId === checkpointId && split.isReached);
  }

  it.skipIf(TEST_DATABASE_URL === null)('serves normally through the proxy, and commits a read', async () => {
    for (const url of READS) expect((await app.inject({ url })).statusCode, url).toBe(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    expect(await reachedSplit('3', 'km5')).toBeUndefined();
    const response = await ingest({ passings: [COMMITTED_READ] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ accepted: 1, inserted: 1 });
    // Committed before the answer; the recompute that shows it on the participant page follows.
    await eventually(() => reachedSplit('3', 'km5'));
  });

  it.skipIf(TEST_DATABASE_URL === null)(
    'answers 503 with a JSON error, promptly, while the database is cut off',
    async () => {
      await proxy.cut();
      for (const url of READS) {
        const started = Date.now();
        const response = await app.inject({ url });
        expect(Date.now() - started, url).toBeLessThan(5_000);
        expect(response.statusCode, url).toBe(503);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json(), url).toEqual({
          error: { code: 'unavailable', message: expect.stringMatching(/database/i) as unknown },
        });
        expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stack|pg/i);
      }
      // A write is refused as a whole, not half-done (ingest is idempotent: the timer retries it later).
      const write = await ingest({ passings: [liveRead('2', 'finish', 41)] });
      expect(write.statusCode).toBe(503);
      expect(write.json()).toMatchObject({ error: { code: 'unavailable' } });
      // Liveness holds (restarting the process would not help); readiness tells the balancer.
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    },
  );

  it.skipIf(TEST_DATABASE_URL === null)(
    'recovers by itself once the database is back, with the committed read kept',
    async () => {
      await proxy.restore();
      await eventually(async () =>
        (await app.inject({ url: '/readyz' })).statusCode === 200 ? true : undefined,
      );
      for (const url of READS) expect((await app.inject({ url })).statusCode, url).toBe(200);
      expect(await reachedSplit('3', 'km5')).toMatchObject({ checkpointId: 'km5', fromStartMs: 25 * 60_000 });
      // The write refused during the outage goes through when retried.
      const retried = await ingest({ passings: [liveRead('2', 'finish', 41)] });
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({ accepted: 1, inserted: 1 });
      // Its recompute runs after the answer.
      await eventually(() => reachedSplit('2', 'finish'));
      // And the committed read is stored exactly once.
      const [row] = await direct.query<{ n: number }>(
        `select count(*)::int as n from passings p
           join checkpoints c on c.key = p.checkpoint_key join contests ct on ct.key = c.contest_key
         where ct.event_id = $1 and ct.id = $2 and c.id = 'km5' and p.bib = '3'`,
        [LIVE_CONTEST.eventId, LIVE_CONTEST.contestId],
      );
      expect(row?.n).toBe(1);
    },
  );

  /**
   * Two ingest clients and two readers run until told to stop, each waiting a little between requests (a slow
   * 2-core CI machine runs this too). Every answer is recorded; the reads of every 200 batch are acknowledged.
   */
  function startLoad() {
    const outcomes: Outcome[] = [];
    const acked: ReturnType<typeof loadRead>[] = [];
    let nextBib = LOAD_FIRST_BIB;
    let isStopped = false;
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    async function writer(): Promise<void> {
      while (!isStopped && nextBib + 1 < LOAD_FIRST_BIB + LOAD_BIBS) {
        const reads = [loadRead(nextBib++), loadRead(nextBib++)];
        const startedAt = Date.now();
        const response = await ingest({ passings: reads });
        outcomes.push({
          kind: 'write',
          url: 'POST /api/ingest/passings',
          status: response.statusCode,
          startedAt,
          endedAt: Date.now(),
        });
        if (response.statusCode === 200) {
          // New bibs, so each read is new: a 200 that stored less would be a lost read.
          expect(response.json()).toMatchObject({ accepted: 2, inserted: 2 });
          acked.push(...reads);
        }
        await pause(30);
      }
    }
    async function reader(first: number): Promise<void> {
      for (let i = first; !isStopped; i++) {
        const url = READS[i % READS.length] ?? '/api/events';
        const startedAt = Date.now();
        const response = await app.inject({ url });
        outcomes.push({ kind: 'read', url, status: response.statusCode, startedAt, endedAt: Date.now() });
        await pause(15);
      }
    }
    const running = Promise.all([writer(), writer(), reader(0), reader(3)]);
    return {
      outcomes,
      acked,
      async stop(): Promise<void> {
        isStopped = true;
        await running;
      },
    };
  }

  /** The live stream of the running 10 km; reopened with Last-Event-ID should the server end it. */
  async function followLive() {
    const url = `${origin}${LIVE_PATH}`;
    let connection: SseConnection = await openSse(url);
    let lastId: string | null = null;
    let isEnded = false;
    const watch = (current: SseConnection) =>
      void current.ended.then(() => {
        if (current === connection) isEnded = true;
      });
    watch(connection);
    return {
      /** The next frame that matches, within 30 s (a lost notification waits for the 15 s heartbeat). */
      async next(predicate: (frame: SseFrame) => boolean): Promise<SseFrame> {
        const until = Date.now() + 30_000;
        while (Date.now() < until) {
          if (isEnded) {
            connection = await openSse(url, lastId === null ? {} : { 'last-event-id': lastId });
            isEnded = false;
            watch(connection);
          }
          const frame = await connection.next(() => true, 500).catch(() => null);
          if (frame === null) continue;
          if (frame.id !== null) lastId = frame.id;
          if (predicate(frame)) return frame;
        }
        throw new Error(`no matching frame within 30 s; got ${JSON.stringify(connection.frames)}`);
      },
      close: () => connection.close(),
    };
  }

  it.skipIf(TEST_DATABASE_URL === null)(
    'restarted under load: 503 meanwhile, back by itself, no acknowledged read lost, the stream goes on',
    async () => {
      const live = await followLive();
      try {
        await live.next((frame) => frame.event === 'ranking');
        const load = startLoad();
        let cutAt = 0;
        let restoreAt = 0;
        try {
          await eventually(async () => (load.acked.length >= 6 ? true : undefined));
          await proxy.cut();
          cutAt = Date.now();
          // The load goes on against the cut line.
          await eventually(async () => {
            const during = load.outcomes.filter((o) => o.startedAt >= cutAt);
            const kinds = new Set(during.map((o) => o.kind));
            return kinds.has('read') && kinds.has('write') && Date.now() - cutAt >= 1_500 ? true : undefined;
          });
          restoreAt = Date.now();
          await proxy.restore();
          await eventually(async () =>
            (await app.inject({ url: '/readyz' })).statusCode === 200 ? true : undefined,
          );
          // Writes are acknowledged again, by the same instance.
          const ackedBefore = load.acked.length;
          await eventually(async () => (load.acked.length >= ackedBefore + 6 ? true : undefined));
        } finally {
          await load.stop();
        }

        // Only 200 or 503, promptly; everything asked while the line was cut got a 503.
        const unexpected = load.outcomes.filter((o) => o.status !== 200 && o.status !== 503);
        expect(unexpected).toEqual([]);
        const slow = load.outcomes.filter((o) => o.endedAt - o.startedAt > 5_000);
        expect(slow).toEqual([]);
        const duringCut = load.outcomes.filter((o) => o.startedAt >= cutAt && o.endedAt <= restoreAt);
        expect(duringCut.length).toBeGreaterThan(0);
        expect(duringCut.filter((o) => o.status !== 503)).toEqual([]);

        // Every acknowledged read is stored, once, and shows in the results once the recomputes catch up.
        const ackedBibs = load.acked.map((read) => read.bib);
        const expected = new Map(load.acked.map((read) => [read.bib, Date.parse(read.at)]));
        const stored = await direct.query<{ bib: string; at: number }>(
          `select p.bib, round(extract(epoch from p.at) * 1000)::float8 as at from passings p
             join checkpoints c on c.key = p.checkpoint_key join contests ct on ct.key = c.contest_key
           where ct.event_id = $1 and ct.id = $2 and c.id = 'km5' and p.bib = any($3::text[])`,
          [LIVE_CONTEST.eventId, LIVE_CONTEST.contestId, ackedBibs],
        );
        expect(new Map(stored.map((row) => [row.bib, row.at]))).toEqual(expected);
        expect(stored).toHaveLength(expected.size);
        const missingFromResults = async () => {
          const rows = await direct.query<{ bib: string; at: number | null }>(
            `select p.bib, r.split_at[1]::float8 as at from participants p
               join results r on r.participant_key = p.key join contests ct on ct.key = p.contest_key
             where ct.event_id = $1 and ct.id = $2 and p.bib = any($3::text[])`,
            [LIVE_CONTEST.eventId, LIVE_CONTEST.contestId, ackedBibs],
          );
          const shown = new Map(rows.map((row) => [row.bib, row.at]));
          return ackedBibs.filter((bib) => shown.get(bib) !== expected.get(bib));
        };
        await eventually(async () => ((await missingFromResults()).length === 0 ? true : undefined), {
          timeoutMs: 30_000,
        }).catch(async () => expect(await missingFromResults()).toEqual([]));
        await eventually(async () => ((await findPendingRecomputes(direct)).length === 0 ? true : undefined));

        // A read posted after the recovery reaches the stream that stayed open through the outage. Posted once the
        // app's listener has reconnected (it retries every second): a notification sent before would be lost, as
        // with any LISTEN, and the stream would catch up only at its next heartbeat (15 s).
        await eventually(async () => {
          const [row] = await direct.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where query like $1`,
            [`listen ${direct.channelPrefix}%`],
          );
          return (row?.n ?? 0) > 0 ? true : undefined;
        });
        const posted = await ingest({ passings: [liveRead(STREAM_BIB, 'km5', 31)] });
        expect(posted.statusCode).toBe(200);
        const frame = await live.next(
          (f) =>
            f.event === 'passings' &&
            (JSON.parse(f.data) as { items: { bib: string }[] }).items.some(
              (item) => item.bib === STREAM_BIB,
            ),
        );
        expect(frame.event).toBe('passings');
      } finally {
        live.close();
      }
    },
    120_000,
  );

  it.skipIf(TEST_DATABASE_URL === null)('survives repeated cuts (a flapping link)', async () => {
    for (let round = 0; round < 3; round++) {
      await proxy.cut();
      expect((await app.inject({ url: READS[2] ?? '/' })).statusCode).toBe(503);
      await proxy.restore();
      await eventually(async () =>
        (await app.inject({ url: READS[2] ?? '/' })).statusCode === 200 ? true : undefined,
      );
    }
  });
  // The transaction's client loses its connection: that transaction fails, the process lives on.
  it('a cut in the middle of a transaction fails that transaction only', async () => {
    const work = proxied.transaction(async (tx) => {
      await tx.query('select 1');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.query('select 1');
    });
    const outcome = work.then(
      () => 'committed',
      () => 'failed',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await proxy.cut();
    expect(await outcome).toBe('failed');
    await proxy.restore();
    await eventually(async () =>
      (await app.inject({ url: '/readyz' })).statusCode === 200 ? true : undefined,
    );
  });
});

describe.skipIf(TEST_DATABASE_URL !== null)('PostgreSQL outage', () => {
  it.skip(`skipped: ${NO_POSTGRES}`, () => undefined);
});
