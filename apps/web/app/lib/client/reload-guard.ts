/**
 * A failed page-chunk load reloads the page, at most once per path within 10 seconds (spec §8, §9),
 * so a broken deployment cannot trap a visitor in a reload loop.
 */
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'fl-chunk-reloads';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function readTimes(store: Store): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(store.getItem(STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/**
 * Whether `path` may be reloaded now; if so, records the reload. Entries older than the guard
 * window are dropped, so the store stays small.
 */
export function claimReload(path: string, now: number, store: Store): boolean {
  const times = readTimes(store);
  const last = times[path];
  if (last !== undefined && now - last < RELOAD_GUARD_MS && now >= last) return false;
  const fresh = Object.fromEntries(
    Object.entries(times).filter(([, at]) => now - at < RELOAD_GUARD_MS && now >= at),
  );
  fresh[path] = now;
  try {
    store.setItem(STORAGE_KEY, JSON.stringify(fresh));
  } catch {
    // Storage unavailable: without a record we cannot guard, so do not reload.
    return false;
  }
  return true;
}

/**
 * What the guard counts reloads by: the path alone, so `?page=2`, `?page=3` or another filter of a
 * page whose code is broken share the one reload.
 */
export function reloadKey(href: string, base: string): string {
  return new URL(href, base).pathname;
}

/** Full page load of `href` unless its path was already reloaded within the window. */
export function reloadOnce(href: string): boolean {
  let store: Storage;
  try {
    store = window.sessionStorage;
  } catch {
    return false;
  }
  const path = reloadKey(href, window.location.href);
  if (!claimReload(path, Date.now(), store)) {
    console.error(`[chunks] ${path} failed to load again within ${RELOAD_GUARD_MS / 1000} s; not reloading`);
    return false;
  }
  console.warn(`[chunks] reloading ${href} after a failed chunk load`);
  window.location.assign(href);
  return true;
}

/** Whether an error is a failed dynamic import (message wording differs between browsers). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i.test(
    message,
  );
}
