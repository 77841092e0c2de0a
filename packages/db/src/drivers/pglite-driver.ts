/** The embedded database: PGlite (PostgreSQL compiled to WebAssembly), with the extensions the schema needs. */
import { mkdirSync } from 'node:fs';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { type Db, type DbHandle, type NotificationHub, type Orm } from '../handle.js';
import * as schema from '../schema/index.js';
import { assertChannel, toStatement, withSavepoint } from './statement.js';

/** Same row types as the node-postgres driver: dates and timestamps as text, bigint as number. */
const parsers = {
  [types.DATE]: (value: string) => value,
  [types.TIMESTAMP]: (value: string) => value,
  [types.TIMESTAMPTZ]: (value: string) => value,
  [types.INTERVAL]: (value: string) => value,
  [types.INT8]: (value: string) => Number(value),
};

export type PgliteOptions = {
  /** A folder, or `memory://` for a database that lives only in this process. */
  dataDir: string;
  /** A data folder dump (`dumpDataDir()`) to start from: how the tests clone one migrated database. */
  loadDataDir?: Blob;
  channelPrefix?: string;
};

type Client = Pick<PGlite | Transaction, 'query'>;

function makeDb(client: Client, orm: Orm, hub: NotificationHub, channelPrefix: string, depth: number): Db {
  const db: Db = {
    kind: 'pglite',
    schema: 'public',
    channelPrefix,
    isTransaction: depth > 0,
    orm,
    notifications: hub,
    async query<T extends object>(query: SQL | string, params?: readonly unknown[]) {
      const { text, params: values } = toStatement(query, params);
      const result = await client.query<T>(text, values, { parsers });
      return result.rows;
    },
    transaction(work) {
      if (depth > 0) return withSavepoint(db, depth, () => work(db));
      if (!(client instanceof PGlite)) throw new Error('A PGlite transaction without its instance');
      return client.transaction(async (tx) => {
        // drizzle's PGlite session only calls `query` on its client, which a Transaction has.
        const txOrm = drizzle({ client: tx as unknown as PGlite, schema });
        return work(makeDb(tx, txOrm, hub, channelPrefix, depth + 1));
      });
    },
  };
  return db;
}

/** A PGlite handle can also dump its data folder (a tarball that `loadDataDir` restores). */
export type PgliteHandle = DbHandle & { dumpDataDir(): Promise<Blob> };

/** Opens (creating if needed) a PGlite database with pg_trgm and unaccent loaded. Not migrated. */
export async function openPglite(options: PgliteOptions): Promise<PgliteHandle> {
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pg_trgm, unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const hub: NotificationHub = {
    onResume: () => () => undefined,
    async listen(channel, handler) {
      assertChannel(channel);
      const unlisten = await pglite.listen(channel, handler);
      return () => unlisten();
    },
    async close() {},
  };
  const db = makeDb(pglite, drizzle({ client: pglite, schema }), hub, options.channelPrefix ?? '', 0);
  return {
    ...db,
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}
