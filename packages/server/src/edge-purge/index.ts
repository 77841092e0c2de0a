export { cloudflarePurge, type CloudflarePurgeOptions } from './cloudflare-purge.js';
export {
  createEdgePurger,
  type EdgePurger,
  type EdgePurgerOptions,
  type PurgeStats,
  renderPurgeMetrics,
} from './edge-purger.js';
export { fastlyPurge, type FastlyPurgeOptions } from './fastly-purge.js';
export { type PurgeAdapter, PurgeFailed } from './purge-adapter.js';
export { purgeAdapterFromEnv, PurgeEnvError } from './purge-env.js';
export { purgeOwnChanges, withEdgePurge } from './purge-own-changes.js';
export { varnishPurge, type VarnishPurgeOptions } from './varnish-purge.js';
