/**
 * A read replica (DATABASE_READ_URL): public reads go to it, writes and live streams to the primary. The
 * "replica" here is the test schema seen through a role that may only SELECT — as read-only as a real standby
 * for what the API does — so a write that reached it would fail.
 */
import { type LivePassingsEvent } from '@finishline/contract';
import { type DbHandle, readDbEnv, upsertBundle } from '@finishline/db';
import { openTestDb } from '@finishline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDatabases, openDatabases } from './open-databases.js';
import {
  LIVE_CONTEST,
  LIVE_PATH,
  liveRead,
  startLiveApp,
  type LiveTestApp,
} from './routes/live/live-test-app.js';
import { openSse } from './routes/live/sse-test-client.js';
import { createFixtureBundle } from './testing/fixture-bundle.js';

const url = readDbEnv().testDatabaseUrl;
const READER = 'fl_test_reader';

type Split = { checkpointId: string; isReached: boolean };

describe.skipIf(url === null)('openDatabases with a read replica (PostgreSQL)', () => {
  let primary: DbHandle;
  let dbs: ApiDatabases;
  let live: LiveTestApp;

  beforeAll(async () => {
    primary = await openTestDb('postgres');
    await upsertBundle(primary, createFixtureBundle());
    // The schema name is the test's own (fl_test_<digits>_<hex>), safe to quote as an identifier.
    const schema = `"${primary.schema}"`;
    await primary.query(
      `do $$ begin if not exists (select from pg_roles where rolname = '${READER}') then create role ${READER} login; end if; end $$`,
    );
    await primary.query(`grant usage on schema ${schema} to ${READER}`);
    await primary.query(`grant select on all tables in schema ${schema} to ${READER}`);
    const replicaUrl = new URL(url ?? '');
    replicaUrl.username = READER;
    dbs = await openDatabases(
      { databaseUrl: url, databaseReadUrl: replicaUrl.href, dataDir: '' },
      { schema: primary.schema, channelPrefix: primary.channelPrefix },
    );
    live = await startLiveApp(dbs.db, {
      ...(dbs.primaryDb ? { primaryDb: dbs.primaryDb } : {}),
      responseCacheBytes: 0,
    });
  });
  afterAll(async () => {
    await live?.close();
    await dbs?.close();
    await primary?.close();
  });

  it('reads from the replica, which refuses writes', async () => {
    expect(dbs.primaryDb).toBeDefined();
    const [row] = await dbs.db.query<{ n: number }>('select count(*)::int as n from participants');
    expect(row?.n).toBeGreaterThan(0);
    await expect(dbs.db.query('delete from claims')).rejects.toThrow(/permission denied/);
    const response = await live.app.inject({ url: `/api/events/${LIVE_CONTEST.eventId}` });
    expect(response.statusCode).toBe(200);
  });

  it('ingests on the primary and streams it, then shows it through the replica', async () => {
    const stream = await openSse(`${live.origin}${LIVE_PATH}`);
    try {
      await stream.next((frame) => frame.event === 'ranking');
      const { status, body } = await live.ingest({ passings: [liveRead('3', 'km5', 25)] });
      expect(status).toBe(200);
      expect(body).toMatchObject({ accepted: 1, inserted: 1 });
      const frame = await stream.next((f) => f.event === 'passings');
      expect((JSON.parse(frame.data) as LivePassingsEvent).items.map((p) => p.bib)).toEqual(['3']);
    } finally {
      stream.close();
    }
    const until = Date.now() + 15_000;
    let split: Split | undefined;
    while (!split && Date.now() < until) {
      const response = await live.app.inject({ url: `/api/events/${LIVE_CONTEST.eventId}/participants/3` });
      split = response
        .json<{ splits: Split[] }>()
        .splits.find((s) => s.checkpointId === 'km5' && s.isReached);
      if (!split) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(split).toBeDefined();
  });
});
