import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbError } from '../errors.js';
import { type DbHandle } from '../handle.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { countRecentClaims, createClaim, findClaims, newClaimReference } from './claims.js';

const CLAIM = {
  eventId: 'casa-2026',
  contestId: 'marathon',
  bib: '3',
  name: 'محمد العلوي',
  time: '2:49:30',
  problem: 'wrong_time',
  reason: 'My watch says 2:49:30.',
  clientHash: 'client-a',
};

describe.each(testDbKinds())('claims on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb(kind);
  });
  afterAll(() => db.close());

  it('stores a claim with a reference, lists it for the contest and counts per client', async () => {
    const since = Date.now() - 60_000;
    const claim = await createClaim(db, CLAIM);
    expect(claim.reference).toMatch(/^CLM-[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(claim.createdAt).toBeGreaterThanOrEqual(since);
    const { clientHash: _hash, ...stored } = CLAIM;
    expect(await findClaims(db, 'casa-2026', 'marathon')).toEqual([
      { ...stored, reference: claim.reference, createdAt: claim.createdAt },
    ]);
    await createClaim(db, { ...CLAIM, time: null });
    expect(await countRecentClaims(db, 'client-a', since)).toBe(2);
    expect(await countRecentClaims(db, 'client-b', since)).toBe(0);
    expect(await findClaims(db, 'casa-2026', '10k')).toEqual([]);
  });

  it('refuses a claim on an unknown contest', async () => {
    await expect(createClaim(db, { ...CLAIM, contestId: 'nope' })).rejects.toBeInstanceOf(DbError);
    expect(new Set(Array.from({ length: 50 }, newClaimReference)).size).toBe(50);
  });
});
