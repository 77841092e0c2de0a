import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { syntheticBundle } from '../testing/synthetic-bundle.js';
import { openTestDb, testDbKinds } from '../testing/test-dbs.js';
import { upsertBundle } from './upsert-bundle.js';

describe.each(testDbKinds())('planner statistics after a large import on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db.close());

  /** The planner's row estimate of a table of the test's schema: -1 (or 0) until it was analyzed. */
  async function estimate(table: string): Promise<number> {
    const [row] = await db.query<{ rows: number }>(sql`
      select c.reltuples::float8 as rows from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${db.schema} and c.relname = ${table}`);
    return row?.rows ?? -1;
  }

  it('are fresh once a large import commits, so its first pages are not planned blind', async () => {
    expect(await estimate('participants')).toBeLessThanOrEqual(0);
    await upsertBundle(db, syntheticBundle({ participants: 1_200, checkpoints: 3 }));
    expect(await estimate('participants')).toBeGreaterThan(1_000);
    expect(await estimate('results')).toBeGreaterThan(1_000);
  });
});
