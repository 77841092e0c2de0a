import { type ImportBundle } from '@finishline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbError } from '../errors.js';
import { type DbHandle } from '../handle.js';
import { dumpTables } from '../testing/dump-tables.js';
import { sampleBundle } from '../testing/sample-bundle.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { upsertBundle } from './upsert-bundle.js';

/** Expects the bundle to be refused with `code` and the database to be exactly as before. */
async function expectRefused(db: DbHandle, bundle: ImportBundle, code: DbError['code']): Promise<void> {
  const before = await dumpTables(db);
  const error: unknown = await upsertBundle(db, bundle).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DbError);
  expect((error as DbError).code).toBe(code);
  expect(await dumpTables(db)).toEqual(before);
}

describe.each(testDbKinds())('upsertBundle refusals on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb(kind);
  });
  afterAll(() => db.close());

  it('refuses a read of a bib not entered, writing nothing', async () => {
    const bundle = sampleBundle();
    bundle.events[0]!.name = 'Renamed meanwhile';
    bundle.passings.push({
      eventId: 'casa-2026',
      contestId: 'marathon',
      bib: '999',
      checkpointId: 'finish',
      at: 0,
    });
    await expectRefused(db, bundle, 'unknown_bib');
  });

  it('refuses unknown checkpoints, unknown contests and duplicate keys, writing nothing', async () => {
    const badCheckpoint = sampleBundle();
    badCheckpoint.passings.push({
      eventId: 'casa-2026',
      contestId: 'marathon',
      bib: '1',
      checkpointId: 'km30',
      at: 0,
    });
    await expectRefused(db, badCheckpoint, 'unknown_checkpoint');
    const badContest = sampleBundle();
    badContest.participants.push({ ...badContest.participants[0]!, id: 'x1', contestId: 'nope' });
    await expectRefused(db, badContest, 'unknown_contest');
    const duplicate = sampleBundle();
    duplicate.participants.push({ ...duplicate.participants[0]!, id: 'm1-again' });
    await expectRefused(db, duplicate, 'invalid_bundle');
  });

  it('refuses a bib already taken by another participant of the contest', async () => {
    const bundle: ImportBundle = {
      events: [],
      contests: [],
      passings: [],
      recordings: [],
      participants: [{ ...sampleBundle().participants[0]!, id: 'newcomer', bib: '2' }],
    };
    await expectRefused(db, bundle, 'duplicate_bib');
  });
});
