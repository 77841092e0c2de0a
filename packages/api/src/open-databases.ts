/**
 * The databases of one API host (server.ts, the CLI's serve). The primary — DATABASE_URL, else the embedded
 * PGlite folder — is migrated here and takes every write and every LISTEN. With DATABASE_READ_URL the public
 * reads go to that replica instead: it is read-only and NOTIFY is not replicated, so it serves reads only, and
 * `buildApp({ db, primaryDb })` sends ingest, claims and live streams to the primary. A read never sees data older
 * than a change this instance was told of: while the replica lags behind it, reads go to the primary (ADR 028).
 */
import { createDb, type DbHandle, readYourVersion } from '@finishline/db';
import { type ApiEnv } from './env.js';

export type ApiDatabases = {
  /** Where the public reads go: the replica when there is one, else the primary. */
  db: DbHandle;
  /** The primary when `db` is a replica (pass both to buildApp); undefined otherwise. */
  primaryDb: DbHandle | undefined;
  close(): Promise<void>;
};

/** Schema and channel prefix of both connections (the tests use one schema per file). */
export type DatabaseScope = { schema?: string; channelPrefix?: string };

export async function openDatabases(
  env: Pick<ApiEnv, 'databaseUrl' | 'databaseReadUrl' | 'dataDir'>,
  scope: DatabaseScope = {},
): Promise<ApiDatabases> {
  const primary = await createDb(
    env.databaseUrl ? { url: env.databaseUrl, ...scope } : { dataDir: env.dataDir },
  );
  if (env.databaseReadUrl === null)
    return { db: primary, primaryDb: undefined, close: () => primary.close() };
  let replica: DbHandle;
  try {
    // Migrations are the primary's job: a replica cannot take them.
    replica = await createDb({ url: env.databaseReadUrl, migrate: false, ...scope });
  } catch (error) {
    await primary.close();
    throw error;
  }
  // Read your version (ADR 028): while the replica has not replayed a change this instance heard of, the primary reads.
  const routed = await readYourVersion(replica, primary).catch(async (error: unknown) => {
    await Promise.allSettled([replica.close(), primary.close()]);
    throw error;
  });
  return {
    db: routed,
    primaryDb: primary,
    async close() {
      await Promise.allSettled([routed.close(), primary.close()]);
    },
  };
}
