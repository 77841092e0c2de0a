import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DbError } from '../errors.js';
import { type DbHandle } from '../handle.js';
import { getContestSetup } from '../recompute/load-contest.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { insertPassings } from './insert-passings.js';
import { resetContestTiming } from './reset-contest-timing.js';
import { setTimerStatus } from './set-timer-status.js';

const ref = { eventId: 'casa-2026', contestId: 'marathon' };

describe.each(testDbKinds())('resetContestTiming on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb(kind);
  });
  afterAll(() => db.close());

  it('removes the reads and statuses, moves the gun and lists the bibs', async () => {
    await insertPassings(db, [{ ...ref, bib: '1', checkpointId: 'start', at: Date.UTC(2026, 9, 25, 8) }]);
    await setTimerStatus(db, { ...ref, bib: '1' }, 'dnf');
    const gun = Date.UTC(2026, 10, 22, 18, 30, 0, 250);
    const bibs = await resetContestTiming(db, ref, gun);
    expect(bibs.length).toBeGreaterThan(0);
    expect(bibs).toContain('1');
    const [counts] = await db.query<{ reads: number; statuses: number }>(sql`
      select (select count(*)::int from passings p join contests c on c.key = p.contest_key
                where c.event_id = 'casa-2026' and c.id = 'marathon') as reads,
             (select count(*)::int from participants p join contests c on c.key = p.contest_key
                where c.event_id = 'casa-2026' and c.id = 'marathon' and p.timer_status is not null) as statuses`);
    expect(counts).toEqual({ reads: 0, statuses: 0 });
    expect((await getContestSetup(db, ref.eventId, ref.contestId))?.startTime).toBe(gun);
  });

  it('refuses an unknown contest', async () => {
    const error: unknown = await resetContestTiming(db, { ...ref, contestId: 'nope' }, 0).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DbError);
    expect((error as DbError).code).toBe('unknown_contest');
  });
});
