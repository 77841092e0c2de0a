/** A PostgreSQL server through node-postgres: a pool for queries, one dedicated client for LISTEN. */
import { type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db, type DbHandle, type NotificationHub, type Orm } from '../handle.js';
import * as schema from '../schema/index.js';
import { createPgListener } from './pg-listener.js';
import { toStatement, withSavepoint } from './statement.js';

const RAW_TYPES = new Set<number>([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
]);

/** Same row types as the PGlite driver: dates and timestamps as text, bigint as number. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (RAW_TYPES.has(oid)) return (value: string) => value;
    if (oid === pg.types.builtins.INT8) return (value: string) => Number(value);
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  },
};

export type PostgresOptions = {
  url: string;
  /** Schema to put first on the search_path (default `public`); the tests use one per test file. */
  schema?: string;
  channelPrefix?: string;
  /** Pool size (default 10). */
  max?: number;
};

type Client = pg.Pool | pg.PoolClient;

type Parts = { pool: pg.Pool; hub: NotificationHub; options: PostgresOptions };

function makeDb(client: Client, orm: Orm, parts: Parts, depth: number): Db {
  const { pool, hub, options: base } = parts;
  const db: Db = {
    kind: 'postgres',
    schema: base.schema ?? 'public',
    channelPrefix: base.channelPrefix ?? '',
    isTransaction: depth > 0,
    orm,
    notifications: hub,
    async query<T extends object>(query: SQL | string, params?: readonly unknown[]) {
      const { text, params: values } = toStatement(query, params);
      const result = await client.query<T>({ text, values, types });
      return result.rows;
    },
    async transaction(work) {
      if (depth > 0) return withSavepoint(db, depth, () => work(db));
      const connection = await pool.connect();
      // pg-pool takes its own 'error' listener off a checked-out client: without one, a connection cut
      // mid-transaction would be an unhandled 'error' that kills the process. Remember it and fail the work.
      let broken: Error | undefined;
      const onError = (error: Error) => {
        broken = error;
      };
      connection.on('error', onError);
      const tx = makeDb(connection, drizzle({ client: connection, schema }), parts, depth + 1);
      try {
        await connection.query('begin');
        const result = await work(tx);
        await connection.query('commit');
        return result;
      } catch (error) {
        if (!broken) await connection.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        connection.off('error', onError);
        // Releasing with an error makes the pool discard a broken client rather than hand it out again.
        connection.release(broken ?? false);
      }
    },
  };
  return db;
}

/** Longest a statement may run on the server (every statement of the site and of an import is far shorter). */
const STATEMENT_TIMEOUT_MS = 30_000;

/** Every pooled connection: the server-side statement timeout, and search_path (the schema, then public, where the extensions live). */
function connectionConfig(options: PostgresOptions): pg.ClientConfig {
  const schemaName = options.schema ?? 'public';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schemaName))
    throw new RangeError(`Invalid schema name "${schemaName}"`);
  // The server ends a statement that runs too long (and so its transaction): a client that gives up on its own
  // (query_timeout) would leave the statement running there.
  const settings = [`-c statement_timeout=${STATEMENT_TIMEOUT_MS}`];
  if (schemaName !== 'public') settings.push(`-c search_path=${schemaName},public`);
  return { connectionString: options.url, options: settings.join(' ') };
}

/** Opens a pool on a PostgreSQL server. Not migrated. Connection errors surface on the first query. */
export async function openPostgres(options: PostgresOptions): Promise<DbHandle> {
  const config = connectionConfig(options);
  // Bounded waits: a partition that silently drops packets must fail requests (503) rather than hang them.
  const pool = new pg.Pool({
    ...config,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    // A backstop for a server that stopped answering at all; the server's statement_timeout comes first.
    query_timeout: STATEMENT_TIMEOUT_MS + 5_000,
    keepAlive: true,
  });
  // An idle client losing its connection emits 'error' on the pool; without a listener that kills the process.
  // The pool drops that client by itself and the next query opens a new one.
  pool.on('error', () => undefined);
  const hub = createPgListener(config);
  const db = makeDb(pool, drizzle({ client: pool, schema }), { pool, hub, options }, 0);
  return {
    ...db,
    async close() {
      await hub.close();
      await pool.end();
    },
  };
}
