/**
 * Bench harness for PGlite: loads the demo data into an in-memory PGlite database and serves the API on PORT, in
 * its own process (the load generator must not share the server's event loop). In-memory because an on-disk PGlite
 * data folder loads the 30,000-participant demo many times slower here; the reads are the same. VACUUM ANALYZE after
 * the load stands in for PostgreSQL's autovacuum, which PGlite does not run.
 */
import { buildApp } from '@finishline/api';
import { createDb } from '@finishline/db';
import { loadInto } from './load-data.mjs';

const db = await createDb({ dataDir: 'memory://' });
const loaded = await loadInto(db);
// PGlite runs no autovacuum: without this, the planner has no statistics and counts cannot use index-only scans.
await db.query('vacuum analyze');
console.log(
  `PGlite (in memory): loaded ${loaded.participants} participants in ${loaded.seconds.toFixed(1)} s.`,
);
const cacheMb = Number(process.env.RESPONSE_CACHE_MB ?? 64);
const app = await buildApp({ db, logger: { level: 'warn' }, responseCacheBytes: cacheMb * 1024 * 1024 });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
const close = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGTERM', () => void close());
