import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbError } from '../errors.js';
import { type DbHandle } from '../handle.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { insertPassings } from './insert-passings.js';

const GUN = Date.UTC(2026, 9, 25, 8, 0, 0);

describe.each(testDbKinds())('insertPassings on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb(kind);
  });
  afterAll(() => db.close());

  it('returns only the reads that were new: a re-sent read changes nothing', async () => {
    const read = {
      eventId: 'casa-2026',
      contestId: 'marathon',
      bib: '13',
      checkpointId: 'start',
      at: GUN + 1_234,
    };
    const old = {
      eventId: 'casa-2026',
      contestId: 'marathon',
      bib: '1',
      checkpointId: 'start',
      at: GUN + 6_000,
    };
    expect(await insertPassings(db, [read, old])).toEqual([read]);
    expect(await insertPassings(db, [read, old])).toEqual([]);
    const rows = await db.query<{ source: string }>(sql`select source from passings where bib = '13'`);
    expect(rows).toEqual([{ source: 'live' }]);
  });

  it('keeps reads of bibs not entered, and refuses unknown checkpoints', async () => {
    const stray = {
      eventId: 'casa-2026',
      contestId: 'marathon',
      bib: '777',
      checkpointId: 'km10',
      at: GUN + 99,
    };
    expect(await insertPassings(db, [stray], { source: 'mat-3' })).toEqual([stray]);
    const wrong = { ...stray, checkpointId: 'km99' };
    const error: unknown = await insertPassings(db, [wrong]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DbError);
    expect((error as DbError).code).toBe('unknown_checkpoint');
    expect((error as DbError).message).toContain('km99');
  });
});
