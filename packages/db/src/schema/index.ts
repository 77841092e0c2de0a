/** The Drizzle schema: the tables as TypeScript, the source drizzle-kit generates migrations from. */
export { dataVersionSeq, events } from './events.js';
export { checkpoints, contests, recordings } from './contests.js';
export { participants, passings, searchNames } from './participants.js';
export { results } from './results.js';
export { pendingRunners, recomputeRequests } from './recompute-requests.js';
export { claims } from './claims.js';
export { setAsideReads } from './set-aside-reads.js';
export { pushFollows, pushOutbox, pushSubscriptions, siteKeys } from './push.js';
