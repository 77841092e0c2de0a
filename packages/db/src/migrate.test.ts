import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from './handle.js';
import { migrate } from './migrate.js';
import { openTestDb, testDbKinds } from './testing/test-dbs.js';

describe.each(testDbKinds())('migrations on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(() => db.close());

  it('creates every table', async () => {
    const rows = await db.query<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = ${db.schema} order by 1`,
    );
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining([
        'checkpoints',
        'claims',
        'contests',
        'events',
        'participants',
        'passings',
        'recordings',
        'results',
      ]),
    );
  });

  it('applies nothing the second time', async () => {
    expect(await migrate(db)).toEqual({ applied: 0 });
  });

  it('folds case, accents and Arabic diacritics in search_fold', async () => {
    const [row] = await db.query<{ latin: string; upper: string; arabic: string; punctuation: string }>(
      sql`select search_fold('José ÑANDÚ Ærø') as latin, search_fold('EL IDRISSI') as upper, search_fold('مُحَمَّد أحمد') as arabic, search_fold('Jean-Pierre N''Diaye') as punctuation`,
    );
    expect(row).toEqual({
      latin: 'jose nandu aero',
      upper: 'el idrissi',
      arabic: 'محمد احمد',
      punctuation: 'jean pierre n diaye',
    });
  });
});
