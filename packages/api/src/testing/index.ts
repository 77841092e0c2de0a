/** Test helpers other workspaces use (`@finishline/api/testing`). */
export { type Answer, requestFrom } from './request-from.js';
export { createFixtureBundle, FIXTURE_NOW } from './fixture-bundle.js';
export { startTcpProxy, type TcpProxy } from '../faults/tcp-proxy.js';
export { LIVE_CONTEST, liveRead, TEST_INGEST_TOKEN } from '../routes/live/live-test-app.js';
export { openProxiedDb } from './proxied-db.js';
