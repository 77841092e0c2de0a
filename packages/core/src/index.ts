export * from './types.js';
export * from './bundle.js';

export * from './classify-event-period.js';
export * from './compare-bibs.js';
export * from './check-plausibility.js';
export * from './compute-pace.js';
export * from './compute-results.js';
export * from './derive-age-group.js';
export * from './estimate-tracking.js';
export * from './format-duration.js';
export * from './leaders-at-checkpoints.js';
export * from './live-ranking.js';
export { START_READ_TOLERANCE_MS } from './pick-reads.js';
export * from './place-filtered-results.js';
export * from './rank-finishers.js';
export * from './resolve-status.js';
export * from './time-zone.js';
export * from './truncate-to-precision.js';
