import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, type DbHandle } from '../handle.js';
import { ingestReads, type LiveReadInput } from '../live/ingest-reads.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { GUN, MIN } from '../testing/sample-entrants.js';
import { recomputeContest } from './recompute-contest.js';
import {
  clearRecomputeRequest,
  findPendingRecomputes,
  readRecomputeToken,
  requestRecompute,
} from './recompute-requests.js';

const MARATHON = { eventId: 'casa-2026', contestId: 'marathon' };

function read(index: number, bib: string, checkpointId: string, minutes: number): LiveReadInput {
  return { index, ...MARATHON, bib, chip: null, checkpointId, at: GUN + minutes * MIN };
}

async function marathon(db: Db): Promise<{ key: number; version: number }> {
  const [row] = await db.query<{ key: number; version: number }>(
    sql`select key, data_version as version from contests where event_id = 'casa-2026' and id = 'marathon'`,
  );
  if (!row) throw new Error('the sample has a marathon');
  return row;
}

/** Élodie (bib 13, never started in the sample): her status in the stored results. */
async function elodie(db: Db): Promise<string | undefined> {
  const [row] = await db.query<{ status: string }>(sql`
    select r.status from results r join participants p on p.key = r.participant_key where p.id = 'm13'`);
  return row?.status;
}

describe.each(testDbKinds())('recompute requests on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb(kind);
  });
  afterAll(() => db.close());

  it('an import leaves nothing pending: it recomputes in its own transaction', async () => {
    expect(await findPendingRecomputes(db)).toEqual([]);
  });

  it('a committed batch stays pending until a recompute covers it, even if the first one fails', async () => {
    await ingestReads(db, [read(0, '13', 'km10', 50)]);
    expect(await findPendingRecomputes(db)).toEqual([MARATHON]);
    // Not old enough for a periodic sweep yet.
    expect(await findPendingRecomputes(db, { olderThanMs: 60_000 })).toEqual([]);
    // The recompute right after the commit fails (the database went away mid-way): rolled back, still pending.
    const failed = await db
      .transaction(async (tx) => {
        await recomputeContest(tx, MARATHON.eventId, MARATHON.contestId, { ifRequested: true });
        throw new Error('connection lost');
      })
      .catch((error: unknown) => error);
    expect(failed).toEqual(new Error('connection lost'));
    expect(await elodie(db)).toBe('registered');
    expect(await findPendingRecomputes(db)).toEqual([MARATHON]);
    // The retry (or the sweep) covers it: results right, version bumped, nothing pending.
    const before = await marathon(db);
    const outcome = await recomputeContest(db, MARATHON.eventId, MARATHON.contestId, { ifRequested: true });
    expect(outcome).toMatchObject({ ...MARATHON, changed: true });
    expect(outcome.version).toBeGreaterThan(before.version);
    expect(await elodie(db)).toBe('started');
    expect(await findPendingRecomputes(db)).toEqual([]);
    // Asked again (a second instance, the trailing run): nothing to do, no version moves.
    const again = await recomputeContest(db, MARATHON.eventId, MARATHON.contestId, { ifRequested: true });
    expect(again).toEqual({ ...MARATHON, version: outcome.version, changed: false });
  });

  it('announces reads that move no result (a bib not entered): the request forces the version bump', async () => {
    await ingestReads(db, [read(0, '99', 'km10', 40)]);
    const before = await marathon(db);
    const outcome = await recomputeContest(db, MARATHON.eventId, MARATHON.contestId);
    expect(outcome.changed).toBe(true);
    expect(outcome.version).toBeGreaterThan(before.version);
    expect(await findPendingRecomputes(db)).toEqual([]);
  });

  it('keeps the request of a batch committed while a recompute ran', async () => {
    const { key } = await marathon(db);
    await requestRecompute(db, [key]);
    const seen = await readRecomputeToken(db, key);
    expect(seen).not.toBeNull();
    // A batch commits between the recompute's token read and its end: a new token.
    await requestRecompute(db, [key]);
    await clearRecomputeRequest(db, key, seen ?? '0');
    expect(await findPendingRecomputes(db)).toEqual([MARATHON]);
    await recomputeContest(db, MARATHON.eventId, MARATHON.contestId, { ifRequested: true });
    expect(await findPendingRecomputes(db)).toEqual([]);
  });

  it('a renewed request is as recent as its last batch, so the sweep leaves a busy contest to its queue', async () => {
    const { key } = await marathon(db);
    await requestRecompute(db, [key]);
    await db.query(sql`update recompute_requests set requested_at = now() - interval '1 minute'`);
    expect(await findPendingRecomputes(db, { olderThanMs: 30_000 })).toEqual([MARATHON]);
    await requestRecompute(db, [key]);
    expect(await findPendingRecomputes(db, { olderThanMs: 30_000 })).toEqual([]);
    await recomputeContest(db, MARATHON.eventId, MARATHON.contestId, { ifRequested: true });
    expect(await findPendingRecomputes(db)).toEqual([]);
  });

  it('re-sent reads add no request', async () => {
    await ingestReads(db, [read(0, '13', 'km10', 50)]);
    expect(await findPendingRecomputes(db)).toEqual([]);
  });
});
