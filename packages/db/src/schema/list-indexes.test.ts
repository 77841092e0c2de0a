/**
 * The list queries' indexes (migration 0004) can serve them. On a table this small the planner would scan
 * anyway, so sequential scans and sorts are priced out: a plan that still scans or sorts means no index fits
 * (a missing index, or one under another collation than the ORDER BY). The API's queries have these shapes
 * (packages/api/src/queries: results and start list by status, start list by name).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, type DbHandle } from '../handle.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';

async function plan(db: Db, text: string, values: unknown[]): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query('set local enable_seqscan = off');
    await tx.query('set local enable_sort = off');
    const rows = await tx.query<Record<string, string>>(`explain (costs off) ${text}`, values);
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

describe.each(testDbKinds())('list indexes on %s', (kind) => {
  let db: DbHandle;
  let contestKey: number;
  beforeAll(async () => {
    db = await openSampleDb(kind);
    const [row] = await db.query<{ key: number }>(`select key from contests where id = 'marathon'`);
    contestKey = row?.key ?? 0;
  });
  afterAll(() => db.close());

  it('a status filter reads results by (contest, status, rank)', async () => {
    const text = `select r.participant_key from results r where r.contest_key = $1 and r.status = $2
      order by r.rank limit 100`;
    expect(await plan(db, text, [contestKey, 'dnf'])).toContain('results_status_rank_idx');
  });

  it('the start list by name reads participants in sort_name collate "C" order from the index', async () => {
    const text = `select p.key from results r join participants p on p.key = r.participant_key
      where r.contest_key = $1 and p.contest_key = $1 order by p.sort_name collate "C" limit 100`;
    const shown = await plan(db, text, [contestKey]);
    expect(shown).toContain('participants_sort_name_idx');
    expect(shown).not.toMatch(/\bSort\b/);
  });
});
