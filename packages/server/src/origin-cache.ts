/**
 * The one-origin server's response cache, put together: renders through the API and the site without sockets,
 * invalidated by the event-change notifications every instance receives, and lent to the site's loaders as an
 * in-process API (no loopback HTTP, no double compression).
 */
import { type Db, EVENT_CHANGED_CHANNEL, type EventChanged, listen } from '@finishline/db';
import { type Api } from './origin-server.js';
import { HttpCache } from './response-cache/http-cache.js';
import { createRenderer } from './response-cache/renderer.js';
import { markStale } from './response-cache/stale-notice.js';
import { type WebSite } from './web-handler.js';

/**
 * Where the site's loaders find the in-process API (a global symbol: the web build is a bundle of its own, loaded
 * at run time). `(url) => Promise<{ status, body }>`, `url` a path and query under /api.
 */
export const IN_PROCESS_API = Symbol.for('finishline.api.get');

export type OriginCache = { cache: HttpCache; close(): Promise<void> };

export async function startOriginCache(options: {
  api: Api;
  site: WebSite | null;
  /** The database that publishes the change notifications (the primary). */
  notifications: Db;
  maxBytes: number;
  /** Lend the site the in-process API (not when API_BASE_URL names another server). */
  lendToSite: boolean;
}): Promise<OriginCache> {
  const { api, site } = options;
  const cache = new HttpCache({
    maxBytes: options.maxBytes,
    render: createRenderer(api, site?.render ?? null),
    variantOf: site?.variantOf ?? null,
    markStale,
  });
  const stop = await listen(options.notifications, EVENT_CHANGED_CHANNEL, (payload) => {
    const { eventId } = (payload ?? {}) as Partial<EventChanged>;
    if (typeof eventId === 'string') cache.invalidate(`event:${eventId}`);
    else cache.invalidateAll();
  });
  // Notifications missed while the connection was down: treat everything as changed.
  const stopResume = options.notifications.notifications.onResume(() => cache.invalidateAll());
  const registry = globalThis as {
    [IN_PROCESS_API]?: (url: string) => Promise<{ status: number; body: string }>;
  };
  if (options.lendToSite) registry[IN_PROCESS_API] = (url) => cache.fetchApi(url);
  return {
    cache,
    async close() {
      delete registry[IN_PROCESS_API];
      stopResume();
      await stop();
    },
  };
}
