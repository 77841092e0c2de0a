/**
 * The API on its own: reads the environment, opens the databases (PostgreSQL with DATABASE_URL, else PGlite;
 * plus a read replica with DATABASE_READ_URL), listens, and closes gracefully on SIGTERM or SIGINT (stops
 * accepting, finishes in-flight requests, then closes the databases).
 */
import { loadVapidIdentity, startAlertWorker } from '@finishline/alerts';
import { createReads, followChanges } from '@finishline/reads';
import { buildApp } from './app.js';
import { readEnv, readPushSettings } from './env.js';
import { openDatabases } from './open-databases.js';

async function main(): Promise<void> {
  const env = readEnv();
  const push = readPushSettings(undefined, env.publicUrl);
  const { db, primaryDb, close: closeDatabases } = await openDatabases(env);
  const reads = createReads({
    db,
    primaryDb: primaryDb ?? db,
    fieldBytes: env.fieldCacheMb * 1024 * 1024,
  });
  const app = await buildApp({
    db,
    reads,
    ...(primaryDb ? { primaryDb } : {}),
    logger: { level: env.logLevel },
    corsOrigin: env.corsOrigin,
    trustProxy: env.trustProxy,
    responseCacheBytes: env.responseCacheMb * 1024 * 1024,
    publicUrl: env.publicUrl,
    push,
  });
  const stopFields = await followChanges(primaryDb ?? db, reads);
  const alerts =
    push === null
      ? null
      : await startAlertWorker(primaryDb ?? db, reads, await loadVapidIdentity(primaryDb ?? db, push), {
          publicUrl: env.publicUrl,
          onError: (error) => app.log.error({ err: error }, 'alerts: a round failed'),
        });

  let isClosing = false;
  const close = async (signal: string): Promise<void> => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'closing');
    const timer = setTimeout(() => {
      app.log.error('graceful close timed out after 10 s');
      process.exit(1);
    }, 10_000);
    timer.unref();
    // Keep-alive connections still serving a request when the close began become idle once answered; Node closes
    // idle connections only when close() is called, so sweep them until the server is closed.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    try {
      await app.close();
      await alerts?.stop();
      await stopFields();
      clearInterval(sweep);
      await closeDatabases();
      app.log.info('closed');
    } finally {
      clearInterval(sweep);
      clearTimeout(timer);
    }
  };
  process.once('SIGTERM', () => void close('SIGTERM'));
  process.once('SIGINT', () => void close('SIGINT'));

  try {
    await app.listen({ port: env.port, host: env.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await closeDatabases();
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
