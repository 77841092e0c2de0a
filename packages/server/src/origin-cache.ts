/**
 * The one-origin server's response cache, put together: renders through the API and the site without sockets,
 * invalidated by the event-change notifications every instance receives.
 */
import { type Db, EVENT_CHANGED_CHANNEL, type EventChanged, listen } from '@finishline/db';
import { liveTagsOfChange } from '@finishline/reads';
import { type Api } from './origin-server.js';
import { HttpCache } from './response-cache/http-cache.js';
import { createRenderer } from './response-cache/renderer.js';
import { markStale } from './response-cache/stale-notice.js';
import { type WebSite } from './web-handler.js';

export type OriginCache = { cache: HttpCache; close(): Promise<void> };

export async function startOriginCache(options: {
  api: Api;
  site: WebSite | null;
  /** The database that publishes the change notifications (the primary). */
  notifications: Db;
  maxBytes: number;
}): Promise<OriginCache> {
  const { api, site } = options;
  const cache = new HttpCache({
    maxBytes: options.maxBytes,
    render: createRenderer(api, site?.render ?? null),
    variantOf: site?.variantOf ?? null,
    markStale,
  });
  const stop = await listen(options.notifications, EVENT_CHANGED_CHANNEL, (payload) => {
    const change = (payload ?? {}) as Partial<EventChanged>;
    const { eventId } = change;
    if (typeof eventId !== 'string') return cache.invalidateAll();
    // A live step (ADR 032): its runners' answers at once, the contest's lists stale while rendered again.
    const live = liveTagsOfChange({ ...change, eventId });
    if (live === null) cache.invalidate(`event:${eventId}`);
    else cache.invalidateTags(new Set(live.hard), new Set(live.soft));
  });
  // Notifications missed while the connection was down: treat everything as changed.
  const stopResume = options.notifications.notifications.onResume(() => cache.invalidateAll());
  return {
    cache,
    async close() {
      stopResume();
      await stop();
    },
  };
}
