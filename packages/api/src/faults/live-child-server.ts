/**
 * An API instance in a process of its own, for the fault test that kills it (live-instance-killed.test.ts): the
 * fixture's schema on the test PostgreSQL server, ingest on, a real port printed as `listening <port>`.
 */
import { createDb } from '@finishline/db';
import { buildApp } from '../app.js';
import { TEST_INGEST_TOKEN } from '../routes/live/live-test-app.js';
import { FIXTURE_NOW } from '../testing/fixture-bundle.js';

// Arguments, not the environment: <database url> <schema> [channel prefix].
const [CHILD_DATABASE_URL, CHILD_SCHEMA, CHILD_CHANNEL_PREFIX] = process.argv.slice(2);
if (!CHILD_DATABASE_URL || !CHILD_SCHEMA)
  throw new Error('Usage: live-child-server <database url> <schema> [prefix]');
const db = await createDb({
  url: CHILD_DATABASE_URL,
  schema: CHILD_SCHEMA,
  ...(CHILD_CHANNEL_PREFIX ? { channelPrefix: CHILD_CHANNEL_PREFIX } : {}),
  migrate: false,
});
const app = await buildApp({
  db,
  now: () => FIXTURE_NOW,
  ingestToken: TEST_INGEST_TOKEN,
  live: { heartbeatMs: 600_000, rankingIntervalMs: 20 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address !== null ? address.port : 0}`);
