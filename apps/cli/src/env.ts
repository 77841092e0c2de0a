/**
 * The CLI's configuration, read once. The database URL is read by @finishline/db; `serve`'s settings by
 * @finishline/server and @finishline/api.
 */
export const env = {
  /** Bearer token `simulate --api` sends to the ingest endpoint (the server's INGEST_TOKEN), unless --token. */
  ingestToken: process.env.INGEST_TOKEN?.trim() || null,
};

/** The purge variables (EDGE_PURGE and its engine's), read by @finishline/server's purgeAdapterFromEnv. */
export function purgeEnv(): Record<string, string | undefined> {
  return process.env;
}
