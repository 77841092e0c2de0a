/**
 * A committed read reaches the results even when the recompute after its commit fails: the queue retries it,
 * and what an instance leaves pending when it stops, the next one picks up at start-up. The failure is a
 * database-side one (a trigger that refuses writes to the results table, as a database going away between the
 * read's commit and its recompute would), so the write path itself is untouched.
 */
import { type Db, type DbHandle, findPendingRecomputes, upsertBundle } from '@finishline/db';
import { openTestDb } from '@finishline/db/testing';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CONTEST, liveRead, startLiveApp } from '../routes/live/live-test-app.js';
import { eventually } from '../testing/eventually.js';
import { createFixtureBundle } from '../testing/fixture-bundle.js';
import { testDbKinds } from '../testing/test-app.js';

/** Retries back off: give them 20 s, polling every 50 ms. */
const soon = <T>(probe: () => Promise<T | undefined>): Promise<T> =>
  eventually(probe, { timeoutMs: 20_000, intervalMs: 50 });

type Split = { checkpointId: string; isReached: boolean; fromStartMs: number | null };

/** Refuses every write to the results table while on; counts the refusals (a sequence survives rollbacks). */
async function startOutage(db: Db): Promise<void> {
  await db.query('create sequence if not exists outage_refusals');
  await db.query(`create or replace function refuse_results_writes() returns trigger language plpgsql as $$
    begin
      perform nextval('outage_refusals');
      raise exception 'simulated outage: results cannot be written';
    end $$`);
  await db.query(`create trigger refuse_results_writes before insert or update or delete on results
    for each statement execute function refuse_results_writes()`);
}

async function endOutage(db: Db): Promise<void> {
  await db.query('drop trigger if exists refuse_results_writes on results');
}

async function refusals(db: Db): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'select case when is_called then last_value else 0 end::int as n from outage_refusals',
  );
  return row?.n ?? 0;
}

/** The participant's split at a checkpoint of the live contest, from the API, once reached. */
async function reached(app: FastifyInstance, bib: string, checkpointId: string): Promise<Split | undefined> {
  const response = await app.inject({ url: `/api/events/${LIVE_CONTEST.eventId}/participants/${bib}` });
  expect(response.statusCode).toBe(200);
  const { splits } = response.json<{ splits: Split[] }>();
  return splits.find((split) => split.checkpointId === checkpointId && split.isReached);
}

describe.each(testDbKinds())('recomputes that fail after the commit, on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openTestDb(kind);
    await upsertBundle(db, createFixtureBundle());
  });
  afterAll(async () => {
    await endOutage(db);
    await db.close();
  });

  it('are retried until the read shows in the results, and leave nothing pending', async () => {
    const live = await startLiveApp(db);
    try {
      await startOutage(db);
      const posted = await live.ingest({ passings: [liveRead('3', 'km5', 25)] });
      expect(posted).toMatchObject({ status: 200, body: { inserted: 1 } });
      // The recompute after the commit failed: the read is stored, pending, not in the results yet.
      await soon(async () => ((await refusals(db)) > 0 ? true : undefined));
      expect(await reached(live.app, '3', 'km5')).toBeUndefined();
      expect(await findPendingRecomputes(db)).toEqual([LIVE_CONTEST]);
      await endOutage(db);
      expect(await soon(() => reached(live.app, '3', 'km5'))).toMatchObject({
        fromStartMs: 25 * 60_000,
      });
      expect(await soon(async () => ((await findPendingRecomputes(db)).length === 0 ? true : undefined)));
    } finally {
      await endOutage(db);
      await live.close();
    }
  });

  it('left pending by a stopped instance are done by the next one at start-up', async () => {
    const first = await startLiveApp(db);
    const before = await refusals(db);
    try {
      await startOutage(db);
      const posted = await first.ingest({ passings: [liveRead('3', 'finish', 50)] });
      expect(posted).toMatchObject({ status: 200, body: { inserted: 1 } });
      await soon(async () => ((await refusals(db)) > before ? true : undefined));
      // Stopped while waiting to retry: the read is committed and still pending.
      await first.close();
    } finally {
      await endOutage(db);
    }
    expect(await findPendingRecomputes(db)).toEqual([LIVE_CONTEST]);
    const second = await startLiveApp(db);
    try {
      expect(await soon(() => reached(second.app, '3', 'finish'))).toMatchObject({
        fromStartMs: 50 * 60_000,
      });
      expect(await findPendingRecomputes(db)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
