/**
 * Registers the service worker (public/sw.js, docs/alerts.md): alerts for followed runners, and the pages a visitor
 * opened readable offline. After the page has loaded, so it never competes with the first render; not in the
 * embeddable widget, which lives in other sites' pages. `updateViaCache: 'none'`: a new worker is fetched past any
 * HTTP cache, so a deployment reaches every visitor on their next page.
 */
import { isEmbedPath } from '../embed';

export const SERVICE_WORKER_URL = '/sw.js';

export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator) || isEmbedPath(window.location.pathname)) return;
  const register = () => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
      .catch((error: unknown) => console.warn('[sw] not registered', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
