import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbError } from '../errors.js';
import { type DbHandle } from '../handle.js';
import { CONTEST_CHANGED_CHANNEL, listen, type ContestChanged } from '../notify.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { setTimerStatus } from '../writes/set-timer-status.js';
import { recomputeContest } from './recompute-contest.js';

type Placed = {
  bib: string;
  status: string;
  overallPlace: number | null;
  genderPlace: number | null;
  rank: number;
};

async function placings(db: DbHandle): Promise<Placed[]> {
  return db.query<Placed>(sql`
    select p.bib, r.status, r.overall_place as "overallPlace", r.gender_place as "genderPlace", r.rank
    from results r join participants p on p.key = r.participant_key join contests c on c.key = r.contest_key
    where c.id = 'marathon' order by r.rank`);
}

describe.each(testDbKinds())('recomputeContest on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb(kind);
  });
  afterAll(() => db.close());

  it('stores places from the engine: shared on a tie, finishers first, then DNF, DSQ, registered', async () => {
    expect(await placings(db)).toEqual([
      { bib: '1', status: 'finished', overallPlace: 1, genderPlace: 1, rank: 1 },
      { bib: '4', status: 'finished', overallPlace: 1, genderPlace: 1, rank: 2 },
      { bib: '2', status: 'finished', overallPlace: 3, genderPlace: 1, rank: 3 },
      { bib: '3', status: 'finished', overallPlace: 4, genderPlace: 3, rank: 4 },
      { bib: '10', status: 'finished', overallPlace: 5, genderPlace: 2, rank: 5 },
      { bib: '12', status: 'dsq', overallPlace: null, genderPlace: null, rank: 6 },
      { bib: '11', status: 'dnf', overallPlace: null, genderPlace: null, rank: 7 },
      { bib: '13', status: 'registered', overallPlace: null, genderPlace: null, rank: 8 },
    ]);
    const [contest] = await db.query<{ participants: number; finishers: number }>(sql`
      select participant_count as participants, finisher_count as finishers from contests where id = 'marathon'`);
    expect(contest).toEqual({ participants: 8, finishers: 5 });
  });

  it('changes nothing, not even the version, when the results are the same', async () => {
    const before = await db.query(sql`select data_version from contests where id = 'marathon'`);
    const outcome = await recomputeContest(db, 'casa-2026', 'marathon');
    expect(outcome.changed).toBe(false);
    expect(await db.query(sql`select data_version from contests where id = 'marathon'`)).toEqual(before);
  });

  it('rewrites, bumps the contest and event versions and notifies when the results change', async () => {
    const received: unknown[] = [];
    const stop = await listen(db, CONTEST_CHANGED_CHANNEL, (payload) => received.push(payload));
    const [before] = await db.query<{ contest: number; event: number }>(sql`
      select c.data_version as contest, e.data_version as event from contests c join events e on e.id = c.event_id
      where c.id = 'marathon'`);
    expect(await setTimerStatus(db, { eventId: 'casa-2026', contestId: 'marathon', bib: '1' }, 'dsq')).toBe(
      true,
    );
    const outcome = await recomputeContest(db, 'casa-2026', 'marathon');
    expect(outcome).toMatchObject({ eventId: 'casa-2026', contestId: 'marathon', changed: true });
    expect(outcome.version).toBeGreaterThan(before!.contest);
    const [after] = await db.query<{ event: number }>(
      sql`select data_version as event from events where id = 'casa-2026'`,
    );
    expect(after!.event).toBeGreaterThan(before!.event);
    expect((await placings(db)).slice(0, 2)).toMatchObject([
      { bib: '4', overallPlace: 1 },
      { bib: '2', overallPlace: 2 },
    ]);
    for (let wait = 0; received.length === 0 && wait < 100; wait++)
      await new Promise((r) => setTimeout(r, 20));
    expect(received).toContainEqual({
      eventId: 'casa-2026',
      contestId: 'marathon',
      version: outcome.version,
    } satisfies ContestChanged);
    await stop();
    expect(await setTimerStatus(db, { eventId: 'casa-2026', contestId: 'marathon', bib: '1' }, null)).toBe(
      true,
    );
    expect(await setTimerStatus(db, { eventId: 'casa-2026', contestId: 'marathon', bib: '1' }, null)).toBe(
      false,
    );
    await recomputeContest(db, 'casa-2026', 'marathon');
  });

  it('gives a new row version only to runners whose own data changed, not to those whose places moved', async () => {
    type Row = { bib: string; place: number | null; version: number };
    const rows = () =>
      db.query<Row>(sql`
        select p.bib, r.overall_place as place, r.data_version::int as version
        from results r join participants p on p.key = r.participant_key join contests c on c.key = r.contest_key
        where c.id = 'marathon' order by p.bib`);
    // The first whole recompute with own fingerprints stored sets the baseline.
    await recomputeContest(db, 'casa-2026', 'marathon', { force: true });
    const before = new Map((await rows()).map((row) => [row.bib, row]));
    await setTimerStatus(db, { eventId: 'casa-2026', contestId: 'marathon', bib: '1' }, 'dsq');
    await recomputeContest(db, 'casa-2026', 'marathon');
    const after = await rows();
    const moved = after.filter((row) => row.place !== before.get(row.bib)?.place).map((row) => row.bib);
    const renewed = after.filter((row) => row.version !== before.get(row.bib)?.version).map((row) => row.bib);
    // Everyone behind bib 1 moved up a place (stored), but only bib 1's own data (its status) changed.
    expect(moved).toEqual(expect.arrayContaining(['1', '2', '3', '10']));
    expect(renewed).toEqual(['1']);
    await setTimerStatus(db, { eventId: 'casa-2026', contestId: 'marathon', bib: '1' }, null);
    await recomputeContest(db, 'casa-2026', 'marathon');
    expect((await rows()).map((row) => row.place)).toEqual([...before.values()].map((row) => row.place));
  });

  it('bumps anyway when forced, and refuses an unknown contest', async () => {
    const outcome = await recomputeContest(db, 'casa-2026', '10k', { force: true });
    expect(outcome.changed).toBe(true);
    await expect(recomputeContest(db, 'casa-2026', 'nope')).rejects.toBeInstanceOf(DbError);
  });
});
