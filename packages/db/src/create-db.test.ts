import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, findRepoRoot, resolvePgliteDir } from './create-db.js';
import { readDbEnv } from './env.js';
import { MIGRATIONS_FOLDER } from './migrate.js';
import { events } from './schema/index.js';

describe('createDb', () => {
  const dir = mkdtempSync(join(tmpdir(), 'finishline-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a PGlite database in its data folder across opens, migrated once', async () => {
    const first = await createDb({ dataDir: join(dir, 'pglite') });
    expect(first.kind).toBe('pglite');
    await first.orm.insert(events).values({
      id: 'kept',
      name: 'Kept',
      type: 'running',
      country: 'MA',
      city: 'Fès',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-01',
      timeZone: 'Africa/Casablanca',
    });
    await first.close();
    const second = await createDb({ dataDir: join(dir, 'pglite') });
    const rows = await second.orm.select({ id: events.id, search: events.search }).from(events);
    expect(rows).toEqual([{ id: 'kept', search: 'kept' }]);
    const [applied] = await second.query<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    // One row per migration file: applied once, not again on the second open.
    expect(applied?.n).toBe(readMigrationJournal().entries.length);
    await second.close();
  });

  it('resolves relative PGlite folders from the repository root', () => {
    const root = findRepoRoot();
    expect(root).not.toBeNull();
    expect(resolvePgliteDir('.data/pglite')).toBe(resolve(root ?? '', '.data/pglite'));
    expect(resolvePgliteDir('memory://')).toBe('memory://');
    expect(resolvePgliteDir('/abs/dir')).toBe('/abs/dir');
  });

  it.skipIf(readDbEnv().testDatabaseUrl === null)(
    'has PostgreSQL end a statement that runs too long, rather than the client giving up and leaving it running',
    async () => {
      const db = await createDb({ url: readDbEnv().testDatabaseUrl ?? '', migrate: false });
      try {
        const [row] = await db.query<{ timeout: string }>(
          sql`select current_setting('statement_timeout') as timeout`,
        );
        expect(row?.timeout).toBe('30s');
        // Within a transaction too, and the server cancels the statement itself (SQLSTATE 57014).
        await expect(
          db.transaction(async (tx) => {
            await tx.query(sql`set local statement_timeout = 50`);
            await tx.query(sql`select pg_sleep(1)`);
          }),
        ).rejects.toMatchObject({ code: '57014' });
      } finally {
        await db.close();
      }
    },
  );

  it('refuses a URL that is not PostgreSQL', async () => {
    await expect(createDb({ url: 'mysql://localhost/x' })).rejects.toThrow(RangeError);
  });
});

function readMigrationJournal(): { entries: unknown[] } {
  return JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
}
