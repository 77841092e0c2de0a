import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { startDeployCheck } from './lib/client/deploy-check';
import { navigationGuard } from './lib/client/navigation-guard';
import { isChunkLoadError, reloadOnce } from './lib/client/reload-guard';
import { startIntentPreload } from './lib/client/route-preload';
import { rememberLocaleOnFirstVisit } from './lib/i18n/locale-cookie.client';

// Code that Vite loads lazily (not route modules) reports failures here.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce(`${window.location.pathname}${window.location.search}`)) event.preventDefault();
});
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadError(event.reason)) reloadOnce(`${window.location.pathname}${window.location.search}`);
});

rememberLocaleOnFirstVisit();
startDeployCheck();
startIntentPreload();

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
