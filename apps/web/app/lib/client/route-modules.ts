/**
 * Access to React Router's framework globals in the browser: the route manifest (module URLs per
 * route id) and the data router. Typed narrowly here rather than casting at each use.
 */
import { matchRoutes, type RouteObject } from 'react-router';

type ManifestRoute = { id: string; module: string };
type RouteModule = { default?: unknown };
type FrameworkWindow = Window & {
  __reactRouterManifest?: { version?: string; routes: Record<string, ManifestRoute | undefined> };
  __reactRouterDataRouter?: { routes: RouteObject[] };
  __reactRouterRouteModules?: Record<string, RouteModule | undefined>;
};

const frameworkWindow = (): FrameworkWindow => window;

/**
 * The routes (id and module URL) that render `path`. The router knows every route from the start
 * (`routeDiscovery: { mode: 'initial' }` in react-router.config.ts), so none escapes the check.
 */
export function routeEntriesFor(path: string): ManifestRoute[] {
  const win = frameworkWindow();
  const routes = win.__reactRouterDataRouter?.routes;
  const manifest = win.__reactRouterManifest;
  if (!routes || !manifest) return [];
  const matches = matchRoutes(routes, path) ?? [];
  return matches.flatMap((match) => {
    const id = match.route.id;
    const entry = id ? manifest.routes[id] : undefined;
    return entry ? [entry] : [];
  });
}

/** Whether React Router already holds the code of route `id` (rendered or loaded before). */
export function isRouteModuleLoaded(id: string): boolean {
  return Boolean(frameworkWindow().__reactRouterRouteModules?.[id]);
}

/**
 * Makes a route whose code cannot load render the error boundary instead: React Router would
 * otherwise reload the page again on its own failed import.
 */
export function markRouteBroken(id: string, error: unknown): void {
  const modules = frameworkWindow().__reactRouterRouteModules;
  if (!modules || modules[id]) return;
  modules[id] = {
    default: function BrokenRoute(): never {
      throw error instanceof Error ? error : new Error(String(error));
    },
  };
}
