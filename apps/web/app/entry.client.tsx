import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { startDeployCheck } from './lib/client/deploy-check';
import { navigationGuard } from './lib/client/navigation-guard';
import { isChunkLoadError, reloadOnce } from './lib/client/reload-guard';
import { startIntentPreload } from './lib/client/route-preload';
import { startServiceWorker } from './lib/client/service-worker';
import { rememberLocaleOnFirstVisit } from './lib/i18n/locale-cookie.client';
import { localeOfPath } from './lib/i18n/locales';
import { loadMessages } from './lib/i18n/page-messages';

// This page again (a reload, not an anchor jump); the guard counts it by its path.
const thisPage = () => `${window.location.pathname}${window.location.search}`;

// Code that Vite loads lazily (not route modules) reports failures here.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce(thisPage())) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnce(thisPage());
});

// Nothing before hydrateRoot may stop the page from becoming interactive.
const starts = {
  locale: rememberLocaleOnFirstVisit,
  deploy: startDeployCheck,
  preload: startIntentPreload,
  serviceWorker: startServiceWorker,
};
for (const [name, start] of Object.entries(starts)) {
  try {
    start();
  } catch (error) {
    console.error(`[client] ${name} failed to start`, error);
  }
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter
          instrumentations={[navigationGuard]}
          onError={(error, info) => console.error('[router]', info.location.pathname, error)}
        />
      </StrictMode>,
    );
  });
}

// The page's messages (a static file, preloaded by its <head>) arrive before hydration, so the first
// render in the browser says what the server's HTML says. Without them the page is not hydrated: it
// reloads once (a new deployment may have replaced the file), else stays as served, which works
// without JavaScript, rather than showing message keys.
loadMessages(localeOfPath(window.location.pathname)).then(hydrate, (error: unknown) => {
  console.error('[i18n] the messages did not load; the page stays as served', error);
  reloadOnce(thisPage());
});
