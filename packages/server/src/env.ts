/** The one-origin server's own configuration, read once. The API's is read by @finishline/api, the database's by @finishline/db. */
export const env = {
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '0.0.0.0',
  logLevel: process.env.LOG_LEVEL ?? 'info',
  /** The web build to serve, relative to apps/web (see apps/web/react-router.config.ts). */
  webBuildDir: process.env.WEB_BUILD_DIR ?? 'build',
};

/** What the cluster of `serve` is sized by: WEB_CONCURRENCY, and whether the database is PostgreSQL. */
export function clusterEnv(): { webConcurrency: string | undefined; databaseUrl: string | undefined } {
  return { webConcurrency: process.env.WEB_CONCURRENCY, databaseUrl: process.env.DATABASE_URL };
}

/** The purge variables (EDGE_PURGE and its engine's), for edge-purge/purge-env.ts. */
export function purgeEnv(): Record<string, string | undefined> {
  return process.env;
}

/** The site's own security variables (HSTS_*, FRAME_ANCESTORS, MEDIA_ORIGINS), for security-settings. */
export function securityEnv(): Record<string, string | undefined> {
  return process.env;
}

/**
 * The one-origin server runs React, React Router and Express in production mode unless NODE_ENV says otherwise
 * (NODE_ENV=development when asked): a results page costs about 3.5× the CPU in React's development build. Called
 * by production-mode.ts before anything loads React.
 */
export function defaultToProduction(): void {
  process.env.NODE_ENV ||= 'production';
}
