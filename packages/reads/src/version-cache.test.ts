/**
 * Kept version look-ups never outlive a change: while the reads follow the notifications, a read after a change
 * answers the new version as soon as the notification has arrived, on PGlite and PostgreSQL; without them, every
 * read asks the database.
 */
import { recomputeContest, setTimerStatus, upsertBundle } from '@finishline/db';
import { openTestDbs } from '@finishline/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createReads } from './create-reads.js';
import { followChanges } from './field/follow-changes.js';
import { VARIED, variedBundle } from './testing/varied-contest.js';

const dbs = await openTestDbs();
afterAll(async () => {
  await Promise.all(dbs.map((db) => db.close()));
});

async function eventually<T>(probe: () => Promise<T>, isDone: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await probe();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(dbs.map((db) => [db.kind, db] as const))('kept versions on %s', (_kind, db) => {
  it('answer a change as soon as its notification has come', async () => {
    await upsertBundle(db, variedBundle(120));
    const reads = createReads({ db });
    const stop = await followChanges(db, reads);
    try {
      const etagOf = async () => (await reads.results(VARIED, { pageSize: 5 })).etag;
      const before = await etagOf();
      expect(await etagOf()).toBe(before);
      await setTimerStatus(db, { ...VARIED, bib: '3' }, 'dsq');
      await recomputeContest(db, VARIED.eventId, VARIED.contestId);
      const after = await eventually(etagOf, (etag) => etag !== before);
      expect(after).not.toBe(before);
      // The new version is the database's: a reader that keeps nothing agrees.
      expect((await createReads({ db }).results(VARIED, { pageSize: 5 })).etag).toBe(after);
    } finally {
      await stop();
    }
  });
});
