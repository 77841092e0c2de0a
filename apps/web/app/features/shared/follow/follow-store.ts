/**
 * The runners a visitor follows, kept on the device (localStorage, no account). A star is membership of the
 * contest's Tracking list — the same key and format as features/contest/tracking/tracking-bibs.ts (a test keeps them
 * equal) — so the stars, the Tracking tab and My runners are one list. It lives in features/shared because the
 * contest, participant and event pages all show stars, and features do not import each other.
 */

/** Key prefix of every list: `finishline:tracking:<eventId>:<contestId>` holds `12,345`. */
export const FOLLOW_PREFIX = 'finishline:tracking:';

/** Most bibs one contest's list holds: the tracking API's MAX_TRACKED_BIBS (one call loads the list). */
export const MAX_FOLLOWED = 200;

const BIB = /^[A-Za-z0-9-]{1,16}$/;

/** The followed bibs of one contest. */
export type FollowList = { contestId: string; bibs: string[] };

/** What a star press did: `full` when the contest's list already holds MAX_FOLLOWED. */
export type ToggleResult = 'followed' | 'unfollowed' | 'full' | 'unavailable';

export function followKey(eventId: string, contestId: string): string {
  return `${FOLLOW_PREFIX}${eventId}:${contestId}`;
}

/** Bibs from stored or typed text: valid ones, deduplicated ignoring case, in order, at most MAX_FOLLOWED. */
export function parseFollowed(text: string | null | undefined): string[] {
  if (!text) return [];
  const seen = new Set<string>();
  const bibs: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    if (!BIB.test(part) || seen.has(part.toUpperCase())) continue;
    seen.add(part.toUpperCase());
    bibs.push(part);
    if (bibs.length === MAX_FOLLOWED) break;
  }
  return bibs;
}

function hasBib(bibs: readonly string[], bib: string): boolean {
  const wanted = bib.toUpperCase();
  return bibs.some((b) => b.toUpperCase() === wanted);
}

/** The storage calls the store makes (tests pass an in-memory one). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;
type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export type FollowStore = ReturnType<typeof createFollowStore>;

/**
 * Reads and writes the lists and tells subscribers when they change: after its own writes, on another tab's
 * (the `storage` event), and on `refresh()` — for writes made without the store (the Tracking tab's own hook).
 * Snapshots are the stored strings, so React's useSyncExternalStore compares them cheaply.
 */
export function createFollowStore(env: {
  storage: () => StorageLike | null;
  events: () => EventSource | null;
}) {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(FOLLOW_PREFIX)) notify();
  };

  // Storage can be blocked (private modes, policies): the lists then read as empty and stars do nothing.
  function use<T>(action: (storage: StorageLike) => T, fallback: T): T {
    try {
      const storage = env.storage();
      return storage ? action(storage) : fallback;
    } catch {
      return fallback;
    }
  }

  function contestSnapshot(eventId: string, contestId: string): string {
    return use((storage) => storage.getItem(followKey(eventId, contestId)) ?? '', '');
  }

  /** Every contest's list of the event as one string (`contest\tbibs` lines, sorted), '' when none. */
  function eventSnapshot(eventId: string): string {
    const prefix = `${FOLLOW_PREFIX}${eventId}:`;
    return use((storage) => {
      const lines: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (!key?.startsWith(prefix)) continue;
        const value = storage.getItem(key);
        if (value) lines.push(`${key.slice(prefix.length)}\t${value}`);
      }
      return lines.sort().join('\n');
    }, '');
  }

  function read(eventId: string, contestId: string): string[] {
    return parseFollowed(contestSnapshot(eventId, contestId));
  }

  function write(eventId: string, contestId: string, bibs: readonly string[]): boolean {
    const key = followKey(eventId, contestId);
    const saved = use((storage) => {
      if (bibs.length === 0) storage.removeItem(key);
      else storage.setItem(key, bibs.join(','));
      return true;
    }, false);
    if (saved) notify();
    return saved;
  }

  function toggle(eventId: string, contestId: string, bib: string): ToggleResult {
    if (!BIB.test(bib)) return 'unavailable';
    const bibs = read(eventId, contestId);
    if (hasBib(bibs, bib)) {
      const rest = bibs.filter((b) => b.toUpperCase() !== bib.toUpperCase());
      return write(eventId, contestId, rest) ? 'unfollowed' : 'unavailable';
    }
    if (bibs.length >= MAX_FOLLOWED) return 'full';
    return write(eventId, contestId, [...bibs, bib]) ? 'followed' : 'unavailable';
  }

  /** Adds every bib of `lists` (a whole club): how many were added, and whether a list ran full. */
  function followAll(eventId: string, lists: readonly FollowList[]): { added: number; isFull: boolean } {
    let added = 0;
    let isFull = false;
    for (const { contestId, bibs } of lists) {
      const current = read(eventId, contestId);
      const next = [...current];
      for (const bib of bibs) {
        if (!BIB.test(bib) || hasBib(next, bib)) continue;
        if (next.length >= MAX_FOLLOWED) {
          isFull = true;
          break;
        }
        next.push(bib);
      }
      if (next.length > current.length && write(eventId, contestId, next))
        added += next.length - current.length;
    }
    return { added, isFull };
  }

  /** Removes every bib of `lists` from the followed ones: how many were removed. */
  function unfollowAll(eventId: string, lists: readonly FollowList[]): number {
    let removed = 0;
    for (const { contestId, bibs } of lists) {
      const current = read(eventId, contestId);
      const next = current.filter((b) => !hasBib(bibs, b));
      if (next.length < current.length && write(eventId, contestId, next))
        removed += current.length - next.length;
    }
    return removed;
  }

  function subscribe(listener: () => void): () => void {
    if (listeners.size === 0) env.events()?.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) env.events()?.removeEventListener('storage', onStorage);
    };
  }

  return {
    contestSnapshot,
    eventSnapshot,
    read,
    write,
    toggle,
    followAll,
    unfollowAll,
    subscribe,
    refresh: notify,
  };
}

/** The lists of an event from its snapshot, by contest. */
export function parseEventSnapshot(snapshot: string): FollowList[] {
  if (!snapshot) return [];
  return snapshot.split('\n').flatMap((line) => {
    const tab = line.indexOf('\t');
    const bibs = parseFollowed(line.slice(tab + 1));
    return tab > 0 && bibs.length > 0 ? [{ contestId: line.slice(0, tab), bibs }] : [];
  });
}

/** The browser's store (on the server every list reads as empty). */
export const followStore = createFollowStore({
  storage: () => (typeof window === 'undefined' ? null : window.localStorage),
  events: () => (typeof window === 'undefined' ? null : window),
});
