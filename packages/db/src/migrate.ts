/**
 * Forward-only migrations: the SQL files drizzle-kit generated (plus hand-written ones for what it cannot
 * express) in packages/db/migrations, applied the same way on PGlite and PostgreSQL.
 */
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Db } from './handle.js';

/** packages/db/migrations, from src/ (tests, tsx) and from dist/ alike. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

/** Any constant: every migrating process of every schema queues on this one advisory lock. */
const MIGRATION_LOCK = 7_231_004;

export type MigrateResult = { applied: number };

/**
 * Applies the migrations not applied yet, in one transaction, and records them in drizzle's own table
 * (`drizzle.__drizzle_migrations`, or `<schema>.__drizzle_migrations` for an isolated test schema), so
 * `drizzle-kit migrate` agrees. Differences from drizzle's migrator, and why:
 * - an advisory lock serialises concurrent migrators (several API instances starting at once, or test files
 *   sharing a server: two `CREATE EXTENSION IF NOT EXISTS` at once would otherwise collide);
 * - a migration counts as applied by its journal timestamp, not by "newer than the last one", so a
 *   migration generated on a machine with an earlier clock is still applied;
 * - drizzle-kit qualifies some names with `"public".`; that prefix is removed, so the same files apply to
 *   whatever schema heads the search_path (the tests migrate one schema per test file).
 */
export async function migrate(db: Db, migrationsFolder = MIGRATIONS_FOLDER): Promise<MigrateResult> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const bookkeeping = db.schema === 'public' ? 'drizzle' : db.schema;
  const table = sql`${sql.identifier(bookkeeping)}.${sql.identifier('__drizzle_migrations')}`;
  return db.transaction(async (tx) => {
    if (tx.kind === 'postgres') await tx.query(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.query(sql`create schema if not exists ${sql.identifier(bookkeeping)}`);
    await tx.query(
      sql`create table if not exists ${table} (id serial primary key, hash text not null, created_at bigint)`,
    );
    const done = await tx.query<{ createdAt: number }>(
      sql`select created_at::float8 as "createdAt" from ${table}`,
    );
    const applied = new Set(done.map((row) => row.createdAt));
    let count = 0;
    for (const migration of migrations) {
      if (applied.has(migration.folderMillis)) continue;
      for (const statement of migration.sql) {
        const text = statement.replaceAll('"public".', '').trim();
        if (text !== '') await tx.query(text);
      }
      await tx.query(
        sql`insert into ${table} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      count += 1;
    }
    return { applied: count };
  });
}
