import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbError } from '../errors.js';
import { type DbHandle } from '../handle.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import {
  countRecentClaims,
  createClaim,
  createClaimWithinLimit,
  findClaims,
  getClaimRate,
  newClaimReference,
} from './claims.js';

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

  it('lists the claims of every contest of an event, and measures the rate of a client on the db clock', async () => {
    const before = await getClaimRate(db, 'client-c', 600_000);
    expect(before).toEqual({ count: 0, retryAfterMs: 0 });
    await createClaim(db, { ...CLAIM, contestId: '10k', clientHash: 'client-c', name: 'Ana "=1+1" Lopes' });
    const rate = await getClaimRate(db, 'client-c', 600_000);
    expect(rate.count).toBe(1);
    expect(rate.retryAfterMs).toBeGreaterThan(590_000);
    expect(rate.retryAfterMs).toBeLessThanOrEqual(600_000);
    // A 1 ms window once the claim is clearly older than that (on a fast server the next statement can run within
    // the same millisecond as the insert).
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await getClaimRate(db, 'client-c', 1)).count).toBe(0);
    const all = await findClaims(db, 'casa-2026');
    expect(all.map((claim) => claim.contestId)).toEqual(['marathon', 'marathon', '10k']);
    expect(all.at(-1)?.name).toBe('Ana "=1+1" Lopes');
    expect(await findClaims(db, 'casa-2026', '10k')).toHaveLength(1);
    expect(await findClaims(db, 'nope')).toEqual([]);
  });

  it('refuses a claim on an unknown contest', async () => {
    await expect(createClaim(db, { ...CLAIM, contestId: 'nope' })).rejects.toBeInstanceOf(DbError);
    expect(new Set(Array.from({ length: 50 }, newClaimReference)).size).toBe(50);
  });

  it('never stores more than the limit, even from a parallel burst', async () => {
    const burst = { ...CLAIM, clientHash: 'client-burst' };
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => createClaimWithinLimit(db, burst, { max: 5, windowMs: 600_000 })),
    );
    expect(outcomes.filter((outcome) => 'claim' in outcome)).toHaveLength(5);
    const refused = outcomes.filter((outcome) => 'rate' in outcome);
    expect(refused).toHaveLength(7);
    for (const outcome of refused) expect(outcome).toMatchObject({ rate: { count: 5 } });
    expect((await getClaimRate(db, 'client-burst', 600_000)).count).toBe(5);
  });
});
