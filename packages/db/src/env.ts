/**
 * The database configuration from the environment, read in this one module:
 * - `DATABASE_URL`: PostgreSQL connection string; unset → the embedded PGlite database.
 * - `PGLITE_DIR`: PGlite data folder (default `.data/pglite`, relative to the repository root, else the cwd).
 * - `TEST_DATABASE_URL`: the PostgreSQL server the tests also run on, when set.
 */
export type DbEnv = {
  databaseUrl: string | null;
  pgliteDir: string | null;
  testDatabaseUrl: string | null;
};

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Reads the variables above (empty counts as unset). */
export function readDbEnv(source: Readonly<Record<string, string | undefined>> = process.env): DbEnv {
  return {
    databaseUrl: nonEmpty(source.DATABASE_URL),
    pgliteDir: nonEmpty(source.PGLITE_DIR),
    testDatabaseUrl: nonEmpty(source.TEST_DATABASE_URL),
  };
}
