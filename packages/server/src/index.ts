/**
 * `@finishline/server`: the composition of the one origin. It mounts the API (`@finishline/api`) and the site (the
 * web app's build, loaded at run time) behind one port; the cli's `serve` and the Docker image run it.
 */
// Before anything else of this package: see production-mode.ts.
import './production-mode.js';

export { EnvError } from '@finishline/api';
export { serve, type ServeOptions } from './serve.js';
export { serveOnCores, workerCount } from './cluster.js';
export { type Api, createPublicServer, closeServer, listeningPort } from './origin-server.js';
export {
  createWebHandler,
  loadWebHandler,
  type SiteServices,
  type WebHandler,
  type WebSite,
} from './web-handler.js';
export { startOriginCache, type OriginCache } from './origin-cache.js';
export { HttpCache, type HttpCacheOptions } from './response-cache/http-cache.js';
export * from './edge-purge/index.js';
