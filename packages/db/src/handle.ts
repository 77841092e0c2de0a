/** The database handle every query function takes first: the same shape on PGlite and on PostgreSQL. */
import { type SQL } from 'drizzle-orm';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

export type DbKind = 'pglite' | 'postgres';

/** Drizzle over the handle's connection (or transaction), for the typed query builder. */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Row = Record<string, unknown>;

/** Receives the payloads published on one channel. */
export type NotificationHandler = (payload: unknown) => void;

/** LISTEN support of a handle: PGlite's own listener, or one dedicated node-postgres client. */
export type NotificationHub = {
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Calls `handler` each time listening resumes after the connection was lost (notifications sent meanwhile were
   * missed: whatever they would have invalidated must be treated as changed). PGlite never loses it.
   */
  onResume(handler: () => void): () => void;
  close(): Promise<void>;
};

/**
 * A connection to the database, or a transaction on it. Query results come back as plain rows with the
 * same JavaScript types on both drivers: dates and timestamps as their text, bigint as number (every
 * bigint here — versions, epoch ms — is below 2^53), json as parsed values.
 */
export type Db = {
  readonly kind: DbKind;
  /** Schema holding the tables: `public`, or an isolated schema of a test. */
  readonly schema: string;
  /** Prepended to every NOTIFY/LISTEN channel (isolates concurrent test schemas on one server). */
  readonly channelPrefix: string;
  /** Whether this handle is a transaction (nested `transaction` calls make savepoints). */
  readonly isTransaction: boolean;
  readonly orm: Orm;
  readonly notifications: NotificationHub;
  /**
   * Runs one statement: a drizzle `sql` template (values become bound parameters), or text with `$1`…
   * placeholders and its parameters. Never splice values into the text.
   */
  query<T extends object = Row>(query: SQL | string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Runs `work` in a transaction and commits when it resolves, rolls back when it throws. Inside one, makes
   * a savepoint. Use this rather than `orm.transaction`, so raw queries and the ORM share the transaction.
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
};

/** What createDb returns: a Db that owns its connections. */
export type DbHandle = Db & {
  /** Closes the listener and the connections (PGlite: the instance, flushing its data folder). */
  close(): Promise<void>;
};
