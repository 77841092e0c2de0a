/**
 * A recompute's CPU work runs off the caller's thread (a worker), and where it cannot, in slices that yield to the
 * event loop; its statements are separated by turns of the event loop (PGlite would otherwise hold it throughout).
 * Asserted structurally — what ran where, how often the work let the event loop in — not with timings, which a
 * shared machine makes noisy.
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { openTestDb, testDbKinds } from '../testing/test-dbs.js';
import { syntheticBundle } from '../testing/synthetic-bundle.js';
import { upsertBundle } from '../writes/upsert-bundle.js';
import { loadEntryTexts, lockContestSetup } from './load-contest.js';
import { planInThread, planRecompute, planStats, setPlanWorker } from './plan-off-thread.js';
import { type PlanJob, planResults, runToEnd } from './plan-results.js';
import { PGLITE_ROWS_PER_STATEMENT, recomputeContest } from './recompute-contest.js';

const EVENT = 'slices-2026';
const PARTICIPANTS = 3_000;

/** Counts turns of the event loop (a chain of setImmediate) until stopped. */
function countTurns() {
  let turns = 0;
  let isOn = true;
  const turn = (): void => {
    turns += 1;
    if (isOn) setImmediate(turn);
  };
  setImmediate(turn);
  return () => {
    isOn = false;
    return turns;
  };
}

describe.each(testDbKinds())('recompute off the serving thread on %s', (kind) => {
  let db: DbHandle;
  let job: PlanJob;

  beforeAll(async () => {
    db = await openTestDb(kind);
    await upsertBundle(db, syntheticBundle({ participants: PARTICIPANTS, checkpoints: 6, eventId: EVENT }));
    const [row] = await db.query<{ key: number }>(
      sql`select key from contests where event_id = ${EVENT} and id = 'marathon'`,
    );
    job = await db.transaction(async (tx) => {
      const contest = await lockContestSetup(tx, row?.key ?? 0);
      if (contest === null) throw new Error('the synthetic contest is there');
      // Stored fingerprints left out: the plan writes every row, the most work there is.
      return {
        setup: contest.setup,
        checkpointIds: [...contest.checkpointIds],
        ...(await loadEntryTexts(tx, contest)),
        storedTexts: [],
      };
    });
  });
  afterEach(() => setPlanWorker(true));
  afterAll(() => db.close());

  it('plans in the worker thread, and the plan is the one planned here', async () => {
    const before = planStats();
    const inWorker = await planRecompute(job);
    const after = planStats();
    expect([after.offThread - before.offThread, after.inThread - before.inThread]).toEqual([1, 0]);
    expect(after.isWorkerRunning).toBe(true);
    expect(inWorker).toEqual(runToEnd(planResults(job)));
    expect(inWorker).toMatchObject({ participantCount: PARTICIPANTS, written: PARTICIPANTS, removed: 0 });
  });

  it('recomputes through the worker, and reports a job that fails there without losing the worker', async () => {
    const before = planStats();
    await recomputeContest(db, EVENT, 'marathon', { force: true });
    expect(planStats().offThread).toBe(before.offThread + 1);
    await expect(planRecompute({ ...job, entriesTexts: ['[not json'] })).rejects.toThrow(/JSON/);
    expect(planStats().isWorkerRunning).toBe(true);
    await expect(planRecompute(job)).resolves.toMatchObject({ participantCount: PARTICIPANTS });
  });

  it('without a worker, plans here in slices that yield to the event loop', async () => {
    await setPlanWorker(false);
    const before = planStats();
    const stop = countTurns();
    // A zero budget yields at every step: the steps are what bounds a slice.
    const plan = await planInThread(job, 0);
    const turns = stop();
    expect(plan).toEqual(runToEnd(planResults(job)));
    const after = planStats();
    expect(after.inThread).toBe(before.inThread + 1);
    expect(after.isWorkerRunning).toBe(false);
    // 3,000 entrants, ~15,000 reads, 2,000 records or rows per step: the loop ran between every two.
    expect(after.slices - before.slices).toBeGreaterThanOrEqual(12);
    expect(turns).toBeGreaterThanOrEqual(after.slices - before.slices);
    const plain = planRecompute(job);
    await expect(plain).resolves.toEqual(plan);
    expect(planStats().inThread).toBe(after.inThread + 1);
  });

  it('splits the planning into steps of a few thousand records or rows', () => {
    const steps = planResults(job);
    let yields = 0;
    while (!steps.next().done) yields += 1;
    const reads = job.readsTexts.join('\u001e').split('\u001e').length;
    // Reads parsed, rows turned into columns, literals built: each in steps of 2,000 at most.
    expect(yields).toBeGreaterThanOrEqual(Math.floor(reads / 2_000) + Math.floor(PARTICIPANTS / 2_000));
  });

  it('keeps the statements of a full rewrite small on PGlite', () => {
    const small = { ...job, rowsPerStatement: PGLITE_ROWS_PER_STATEMENT };
    const statements = Math.ceil(PARTICIPANTS / PGLITE_ROWS_PER_STATEMENT);
    const fresh = runToEnd(planResults(small));
    expect(fresh.inserts).toHaveLength(statements);
    // Every row stored with a stale fingerprint: deleted a chunk at a time, not by one statement for the contest.
    const keys = fresh.inserts.flatMap((insert) => insert.keys.slice(1, -1).split(','));
    const storedTexts = [keys.map((key) => `${key}:0`).join(',')];
    const stale = runToEnd(planResults({ ...small, storedTexts }));
    expect([stale.deleteAll, stale.deletes.length, stale.inserts.length]).toEqual([
      false,
      statements,
      statements,
    ]);
    // PostgreSQL: one delete for the contest, one insert.
    const onPostgres = runToEnd(planResults({ ...job, storedTexts }));
    expect([onPostgres.deleteAll, onPostgres.deletes, onPostgres.inserts.length]).toEqual([true, [], 1]);
  });

  it('lets the event loop run during a recompute', async () => {
    await db.query(sql`update results set row_hash = 0`);
    const stop = countTurns();
    await recomputeContest(db, EVENT, 'marathon', { force: true });
    // PostgreSQL: a turn per statement; PGlite: one at least every 10 ms of statements.
    expect(stop()).toBeGreaterThanOrEqual(2);
  });
});
