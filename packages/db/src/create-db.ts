/** Opens the database: PostgreSQL when a URL is given (or DATABASE_URL is set), else embedded PGlite. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { openPglite } from './drivers/pglite-driver.js';
import { readDbEnv } from './env.js';
import { type DbHandle } from './handle.js';
import { migrate } from './migrate.js';

export type CreateDbOptions = {
  /** `postgres://…`: use that server. Default: DATABASE_URL, unless `dataDir` is given; else PGlite. */
  url?: string;
  /**
   * PGlite data folder, or `memory://` for an in-memory database. Default: PGLITE_DIR, else `.data/pglite`.
   * A relative folder is taken from the repository root (the nearest folder up from the cwd whose
   * package.json declares workspaces), else from the cwd — so every command of the monorepo shares one
   * embedded database wherever it is started.
   */
  dataDir?: string;
  /** PGlite only: start from a data folder dump (`dumpDataDir()`), as the tests' clones do. */
  loadDataDir?: Blob;
  /** PostgreSQL only: the schema to work in (default `public`). */
  schema?: string;
  /** Prefix of NOTIFY/LISTEN channels (default none). */
  channelPrefix?: string;
  /** PostgreSQL pool size (default 10). */
  max?: number;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
};

const DEFAULT_PGLITE_DIR = '.data/pglite';

/** The nearest folder from `start` upwards whose package.json has `workspaces`; null if none. */
export function findRepoRoot(start = process.cwd()): string | null {
  for (let dir = resolve(start); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
        if (typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed) return dir;
      } catch {
        // Not our manifest: keep looking upwards.
      }
    }
    if (dirname(dir) === dir) return null;
  }
}

/** Where PGlite keeps its files for a configured folder (see CreateDbOptions.dataDir). */
export function resolvePgliteDir(dataDir: string): string {
  if (dataDir.startsWith('memory://') || isAbsolute(dataDir)) return dataDir;
  return resolve(findRepoRoot() ?? process.cwd(), dataDir);
}

/**
 * Opens the database and (by default) migrates it. PostgreSQL uses a node-postgres pool; PGlite runs in
 * this process (one connection; ~5 s and ~0.5–0.8 GB on first open). Close the handle when done.
 */
export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  const env = readDbEnv();
  // An explicit PGlite folder (or dump) asks for PGlite even where DATABASE_URL is set.
  const url = options.url ?? (options.dataDir !== undefined || options.loadDataDir ? null : env.databaseUrl);
  let db: DbHandle;
  if (url !== null) {
    if (!/^postgres(ql)?:\/\//.test(url))
      throw new RangeError('The database URL must start with postgres://');
    // Loaded on demand: embedded (PGlite) use never loads node-postgres.
    const { openPostgres } = await import('./drivers/postgres-driver.js');
    db = await openPostgres({
      url,
      ...(options.schema ? { schema: options.schema } : {}),
      ...(options.channelPrefix ? { channelPrefix: options.channelPrefix } : {}),
      ...(options.max ? { max: options.max } : {}),
    });
  } else {
    const dataDir = resolvePgliteDir(options.dataDir ?? env.pgliteDir ?? DEFAULT_PGLITE_DIR);
    db = await openPglite({
      dataDir,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      ...(options.channelPrefix ? { channelPrefix: options.channelPrefix } : {}),
    });
  }
  if (options.migrate !== false) {
    try {
      await migrate(db);
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}
