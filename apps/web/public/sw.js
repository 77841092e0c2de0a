/*
 * Finishline's service worker (docs/alerts.md): shows the alerts the site pushes and opens the runner's page on a
 * click; keeps the pages a visitor opened (My runners above all) and their data readable offline, since networks at
 * a big race are congested. Never in the way:
 * - pages, their data (`.data`) and the tracking read go to the network first and the copy is used only when the
 *   network fails, so a new build is picked up at once and nobody is kept on an old one;
 * - hashed build files (/assets/) never change, so a kept copy is used first;
 * - live streams (Server-Sent Events), writes and other origins are not touched at all.
 * A new version of this file takes over as soon as it is installed (skipWaiting, clients.claim).
 */
const PAGES = 'finishline-pages-v1';
const ASSETS = 'finishline-assets-v1';
/** Pages and data answers kept; the oldest go first. */
const MAX_PAGES = 60;

/** What an offline page with nothing kept says, by the language prefix of its path. */
const OFFLINE = {
  en: [
    'You are offline',
    'This page was not opened before on this device. The pages you opened, such as My runners, can still be read.',
  ],
  fr: [
    'Vous êtes hors ligne',
    "Cette page n'a pas encore été ouverte sur cet appareil. Les pages déjà ouvertes, comme Mes coureurs, restent lisibles.",
  ],
  es: [
    'Sin conexión',
    'Esta página no se abrió antes en este dispositivo. Las páginas ya abiertas, como Mis corredores, se pueden seguir leyendo.',
  ],
  ar: [
    'أنت غير متصل',
    'لم تُفتح هذه الصفحة من قبل على هذا الجهاز. يمكن قراءة الصفحات التي فتحتها، مثل عدّائيّ.',
  ],
};

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const kept = new Set([PAGES, ASSETS]);
      for (const name of await caches.keys()) if (!kept.has(name)) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** Whether a GET of this origin is one to keep: a page, its data, or the tracking read (the followed runners). */
function isKeptRead(request, url) {
  if (request.mode === 'navigate') return true;
  if (url.pathname.endsWith('.data')) return true;
  return /^\/api\/(v1\/)?events\/[^/]+\/contests\/[^/]+\/tracking$/.test(url.pathname);
}

async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await cache.delete(key);
}

async function networkFirst(event, url) {
  const { request } = event;
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      // Keeping a copy must never cost the visitor the answer, nor delay it.
      event.waitUntil(
        cache
          .put(request, response.clone())
          .then(() => trim(cache))
          .catch(() => undefined),
      );
    }
    return response;
  } catch (error) {
    const kept = await cache.match(request);
    if (kept) return kept;
    if (request.mode !== 'navigate') throw error;
    const lang = /^\/(fr|es|ar)(\/|$)/.exec(url.pathname)?.[1] ?? 'en';
    const [title, text] = OFFLINE[lang];
    const dir = lang === 'ar' ? 'rtl' : 'ltr';
    const html =
      `<!doctype html><html lang="${lang}" dir="${dir}"><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>` +
      `<main style="font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem">` +
      `<h1>${title}</h1><p>${text}</p></main>`;
    return new Response(html, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } });
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Live streams stay a straight connection to the server.
  if (
    (request.headers.get('accept') ?? '').includes('text/event-stream') ||
    /\/contests\/[^/]+\/live$/.test(url.pathname)
  )
    return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (isKeptRead(request, url)) event.respondWith(networkFirst(event, url));
});

self.addEventListener('push', (event) => {
  let alert;
  try {
    alert = event.data.json();
  } catch {
    return;
  }
  if (typeof alert?.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      lang: alert.lang,
      dir: alert.dir,
      // One notification per runner and topic: a resent alert replaces its first copy.
      tag: alert.tag,
      // When the runner passed, not when the alert arrived (a phone offline for a while gets it late).
      ...(typeof alert.timestamp === 'number' ? { timestamp: alert.timestamp } : {}),
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-72.png',
      data: { url: alert.url, eventId: alert.eventId },
      // One click stops the event's alerts, from the notification itself.
      ...(alert.eventId && alert.stopLabel ? { actions: [{ action: 'stop', title: alert.stopLabel }] } : {}),
    }),
  );
});

/** Opens the page an alert is about (this site's pages only), or brings it forward when it is already open. */
async function openAlertPage(data) {
  const target = new URL(data?.url ?? '/', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : `${self.location.origin}/`;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.url === url);
  if (open) return open.focus();
  return self.clients.openWindow(url);
}

/**
 * Stops an event's alerts from a notification: the server forgets this browser's subscription for the event (the
 * endpoint and auth secret prove it is ours), and open pages of the site are told, so their buttons say so.
 */
async function stopAlerts(eventId) {
  const subscription = await self.registration.pushManager.getSubscription();
  const json = subscription?.toJSON();
  if (json?.endpoint && json.keys?.auth) {
    await fetch('/api/push-subscriptions', {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: json.endpoint, auth: json.keys.auth, eventId }),
    });
  }
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
    client.postMessage({ type: 'alerts-stopped', eventId });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data ?? {};
  if (event.action === 'stop' && data.eventId) event.waitUntil(stopAlerts(data.eventId));
  else event.waitUntil(openAlertPage(data));
});
