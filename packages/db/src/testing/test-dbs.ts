/**
 * Databases for integration tests (also used by other packages through `@finishline/db/testing`):
 *
 *   describe.each(testDbKinds())('on %s', (kind) => {
 *     let db: DbHandle;
 *     beforeAll(async () => { db = await openTestDb(kind); });
 *     afterAll(() => db.close());
 *   });
 *
 * `pglite`: an in-memory clone of one migrated database (fresh data per call). `postgres` (only when
 * TEST_DATABASE_URL is set): a new schema on that server, migrated, with its own NOTIFY channel prefix;
 * `close()` drops the schema, so nothing is left behind but the pg_trgm and unaccent extensions in `public`,
 * which every migration needs and shares.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPglite } from '../drivers/pglite-driver.js';
import { readDbEnv } from '../env.js';
import { type DbHandle, type DbKind } from '../handle.js';
import { migrate } from '../migrate.js';
import { upsertBundle } from '../writes/upsert-bundle.js';
import { pgliteTemplate } from './pglite-template.js';
import { sampleBundle } from './sample-bundle.js';

/** Test schemas are named `fl_test_<epoch ms>_<random>`; ones older than this are from crashed runs. */
const STALE_SCHEMA_MS = 6 * 60 * 60 * 1000;

/** The databases to run integration tests on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDbKinds(): DbKind[] {
  return readDbEnv().testDatabaseUrl === null ? ['pglite'] : ['pglite', 'postgres'];
}

/** Opens a fresh, migrated, empty test database of that kind. Close it in afterAll. */
export async function openTestDb(kind: DbKind): Promise<DbHandle> {
  if (kind === 'pglite') return openPglite({ dataDir: 'memory://', loadDataDir: await pgliteTemplate() });
  const url = readDbEnv().testDatabaseUrl;
  if (url === null) throw new Error('TEST_DATABASE_URL is not set');
  const { openPostgres } = await import('../drivers/postgres-driver.js');
  const schema = `fl_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const db = await openPostgres({ url, schema, channelPrefix: `${schema}_`.slice(0, 40), max: 4 });
  try {
    await dropStaleSchemas(db);
    await db.query(sql`create schema ${sql.identifier(schema)}`);
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    ...db,
    async close() {
      try {
        await db.query(sql`drop schema if exists ${sql.identifier(schema)} cascade`);
      } finally {
        await db.close();
      }
    },
  };
}

/** Opens one test database of each kind testDbKinds() lists. */
export async function openTestDbs(): Promise<DbHandle[]> {
  return Promise.all(testDbKinds().map((kind) => openTestDb(kind)));
}

async function dropStaleSchemas(db: DbHandle): Promise<void> {
  const rows = await db.query<{ name: string }>(
    sql`select nspname as name from pg_namespace where nspname like 'fl\_test\_%'`,
  );
  const cutoff = Date.now() - STALE_SCHEMA_MS;
  for (const { name } of rows) {
    const createdAt = Number(name.split('_')[2]);
    if (Number.isFinite(createdAt) && createdAt < cutoff) {
      await db.query(sql`drop schema if exists ${sql.identifier(name)} cascade`);
    }
  }
}

/** A fresh test database of that kind holding `sampleBundle()` (imported and computed). */
export async function openSampleDb(kind: DbKind): Promise<DbHandle> {
  const db = await openTestDb(kind);
  try {
    await upsertBundle(db, sampleBundle());
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
