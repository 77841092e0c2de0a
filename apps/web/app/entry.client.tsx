import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { startDeployCheck } from './lib/client/deploy-check';
import { navigationGuard } from './lib/client/navigation-guard';
import { isChunkLoadError, reloadOnce } from './lib/client/reload-guard';
import { startIntentPreload } from './lib/client/route-preload';
import { rememberLocaleOnFirstVisit } from './lib/i18n/locale-cookie.client';

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
const starts = { locale: rememberLocaleOnFirstVisit, deploy: startDeployCheck, preload: startIntentPreload };
for (const [name, start] of Object.entries(starts)) {
  try {
    start();
  } catch (error) {
    console.error(`[client] ${name} failed to start`, error);
  }
}

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
