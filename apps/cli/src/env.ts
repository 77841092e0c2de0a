/** The CLI's configuration, read once. The database URL itself is read by @finishline/db. */
export const env = {
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '0.0.0.0',
  logLevel: process.env.LOG_LEVEL ?? 'info',
  /** The web build to serve, relative to apps/web (see apps/web/react-router.config.ts). */
  webBuildDir: process.env.WEB_BUILD_DIR ?? 'build',
  /** Bearer token `simulate --api` sends to the ingest endpoint (the server's INGEST_TOKEN), unless --token. */
  ingestToken: process.env.INGEST_TOKEN?.trim() || null,
};

/**
 * `serve` runs the site and the API in one process: unless API_BASE_URL says otherwise, the site's server
 * calls the API on this same server (the web build reads API_BASE_URL on its first request).
 */
export function defaultApiBaseUrl(port: number): void {
  if (!process.env.API_BASE_URL) process.env.API_BASE_URL = `http://127.0.0.1:${port}`;
}
