/**
 * Wraps client navigations (React Router instrumentation). Before handing over to the router:
 * - a new deployment was noticed → full page load of the target instead;
 * - the target's code fails to load → full page load, at most once per path within 10 s; if that
 *   already happened, the navigation goes on to the error page instead of reloading again.
 */
import type { ClientInstrumentation } from 'react-router';
import { isBuildStale } from './deploy-check';
import { reloadOnce } from './reload-guard';
import { loadModule } from './route-preload';
import { markRouteBroken, routeEntriesFor } from './route-modules';

const never = () => new Promise<never>(() => {});

function targetPath(to: string | number): string | null {
  if (typeof to !== 'string') return null;
  const url = new URL(to, window.location.href);
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

export const navigationGuard: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(callNavigate, { to }) {
        const path = targetPath(to);
        if (path === null) return;
        if (isBuildStale()) {
          window.location.assign(path);
          await never();
        }
        const routes = routeEntriesFor(new URL(path, window.location.href).pathname);
        const results = await Promise.allSettled(routes.map((route) => loadModule(route.module, false)));
        const failed = routes.flatMap((route, i) => {
          const result = results[i];
          return result?.status === 'rejected' ? [{ id: route.id, error: result.reason }] : [];
        });
        if (failed.length > 0) {
          console.error(`[chunks] failed to load the code of ${path}`, failed[0]?.error);
          if (reloadOnce(path)) await never();
          for (const { id, error } of failed) markRouteBroken(id, error);
        }
        await callNavigate();
      },
    });
  },
};
