/**
 * Preloads the code of the pages a visitor is about to open (hover, focus or touch of a link), with
 * at most 4 preloads in flight (spec §9). A failed preload is logged; the navigation handles it.
 */
import { routeEntriesFor } from './route-modules';

export const MAX_CONCURRENT_PRELOADS = 4;

type Task = () => Promise<unknown>;

/** A tiny queue running at most `limit` tasks at once. */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  const next = () => {
    if (active >= limit) return;
    const start = waiting.shift();
    if (start) start();
  };
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          active++;
          task()
            .then(resolve, reject)
            .finally(() => {
              active--;
              next();
            });
        });
        next();
      });
    },
    get active() {
      return active;
    },
    get pending() {
      return waiting.length;
    },
  };
}

const limiter = createLimiter(MAX_CONCURRENT_PRELOADS);
const loaded = new Map<string, Promise<unknown>>();
const ready = new Set<string>();

function importModule(url: string): Promise<unknown> {
  return import(/* @vite-ignore */ url);
}

/** Loads each module once; a failure is forgotten so a later attempt can retry. */
export function loadModule(url: string, viaQueue = true): Promise<unknown> {
  const existing = loaded.get(url);
  if (existing) return existing;
  const task: Task = () => importModule(url);
  const promise = (viaQueue ? limiter.run(task) : task()).then(
    (module) => {
      ready.add(url);
      return module;
    },
    (error: unknown) => {
      loaded.delete(url);
      throw error;
    },
  );
  loaded.set(url, promise);
  return promise;
}

/** Whether the module at `url` has been loaded (by a preload or a navigation's check). */
export function isModuleLoaded(url: string): boolean {
  return ready.has(url);
}

export function preloadPath(path: string): void {
  for (const { module } of routeEntriesFor(path)) {
    loadModule(module).catch((error: unknown) => console.error(`[preload] ${path}: ${module}`, error));
  }
}

/** Preloads on intent: pointer over, focus or touch of a same-origin link. */
export function startIntentPreload(): void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(target instanceof HTMLAnchorElement) || target.target || target.hasAttribute('download')) return;
    const url = new URL(target.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (seen.has(url.pathname)) return;
    seen.add(url.pathname);
    preloadPath(url.pathname);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
}
