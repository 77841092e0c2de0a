/**
 * Guards client navigations. React Router resolves where a navigation goes (route-relative links
 * such as `.?page=2`, query-only `navigate({ search })`, GET forms whose fields become the query)
 * and shows it to a blocker before it loads anything; the guard holds the navigation there when
 * - a new deployment was noticed → full page load of that destination instead;
 * - the destination's code is not loaded yet → it is loaded first; if that fails, a full page load,
 *   at most once per path within 10 s, else the navigation goes on to the error page.
 * Submissions that change data (POST, …) are never held nor turned into a page load: they go through
 * as they are, so a form post is not lost.
 */
import { useEffect } from 'react';
import {
  type BlockerFunction,
  type ClientInstrumentation,
  createPath,
  type Location,
  useBlocker,
} from 'react-router';
import { isBuildStale } from './deploy-check';
import { reloadOnce } from './reload-guard';
import { isModuleLoaded, loadModule } from './route-preload';
import { isRouteModuleLoaded, markRouteBroken, routeEntriesFor } from './route-modules';

/** Set while React Router takes in a data-changing submission (the blocker only sees locations). */
let isMutationUnderway = false;

/**
 * Tells the guard which navigations are data-changing submissions. The router consults its blocker
 * synchronously inside `navigate`, so the flag is set exactly for that call.
 */
export const navigationGuard: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(callNavigate, { formMethod }) {
        isMutationUnderway = formMethod !== undefined && formMethod.toUpperCase() !== 'GET';
        let navigation: Promise<unknown>;
        try {
          navigation = callNavigate();
        } finally {
          isMutationUnderway = false;
        }
        await navigation;
      },
    });
  },
};

type Held = { key: string; isReplace: boolean; outcome?: Promise<boolean> };
/** The navigation being held, if any; a newer navigation (held or not) replaces it. */
let held: Held | null = null;

function needsCode(pathname: string): boolean {
  return routeEntriesFor(pathname).some(
    (route) => !isRouteModuleLoaded(route.id) && !isModuleLoaded(route.module),
  );
}

const shouldHold: BlockerFunction = ({ currentLocation, nextLocation, historyAction }) => {
  held = null;
  // Back/forward: the browser already moved; React Router's own handling applies.
  if (isMutationUnderway || historyAction === 'POP') return false;
  const isSameDocument =
    nextLocation.pathname === currentLocation.pathname && nextLocation.search === currentLocation.search;
  if (isSameDocument) return false;
  if (!isBuildStale() && !needsCode(nextLocation.pathname)) return false;
  held = { key: nextLocation.key, isReplace: historyAction === 'REPLACE' };
  return true;
};

/** Whether the held navigation may go on (false: a full page load is under way instead). */
async function settle(location: Location, isReplace: boolean): Promise<boolean> {
  const href = createPath(location);
  if (isBuildStale()) {
    if (isReplace) window.location.replace(href);
    else window.location.assign(href);
    return false;
  }
  const routes = routeEntriesFor(location.pathname);
  const results = await Promise.allSettled(routes.map((route) => loadModule(route.module, false)));
  const failed = routes.flatMap((route, i) => {
    const result = results[i];
    return result?.status === 'rejected' ? [{ id: route.id, error: result.reason }] : [];
  });
  if (failed.length === 0) return true;
  console.error(`[chunks] failed to load the code of ${href}`, failed[0]?.error);
  if (reloadOnce(href)) return false;
  for (const { id, error } of failed) markRouteBroken(id, error);
  return true;
}

/** Installs the guard; used once, in the root layout. */
export function useNavigationGuard(): void {
  const blocker = useBlocker(shouldHold);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const current = held;
    if (!current || current.key !== blocker.location.key) return;
    current.outcome ??= settle(blocker.location, current.isReplace);
    void current.outcome.then((mayProceed) => {
      // Only the latest navigation goes on: a click in the meantime replaced this one.
      if (mayProceed && held === current) {
        held = null;
        blocker.proceed();
      }
    });
  }, [blocker]);
}
