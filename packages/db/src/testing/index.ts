/** `@finishline/db/testing`: test databases for integration tests of any package. */
export { openSampleDb, openTestDb, openTestDbs, testDbKinds } from './test-dbs.js';
export { sampleBundle } from './sample-bundle.js';
export { syntheticBundle, type SyntheticOptions } from './synthetic-bundle.js';
export { measureImport, type ImportTimings } from './measure-import.js';
export { dumpTables } from './dump-tables.js';
export { createPrivateCluster, findPostgresBin, type PrivateCluster } from './private-cluster.js';
export {
  clearPushSubscriptions,
  contestKeyOf,
  listOutbox,
  listSubscriptionKeys,
  makePendingAlertsDue,
  type OutboxRow,
} from './push-outbox.js';
