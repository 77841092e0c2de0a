/**
 * React's view of the followed lists (follow-store.ts). The server cannot see the device's storage: it renders
 * every star unpressed and React hydrates with that same picture (the server snapshot), then shows the stored
 * one — the star keeps its size, only its fill changes.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { syncFollowedRunner } from '../alerts/push-alerts';
import {
  type FollowList,
  followStore,
  parseEventSnapshot,
  parseFollowed,
  type ToggleResult,
} from './follow-store';

const noSnapshot = () => null;

export type FollowedBibs = {
  bibs: readonly string[];
  isFollowed: (bib: string) => boolean;
  toggle: (bib: string) => ToggleResult;
};

/** The followed bibs of a contest and a star's toggle; nothing followed without a contest id. */
export function useFollowedBibs(eventId: string, contestId: string | undefined): FollowedBibs {
  const snapshot = useSyncExternalStore(
    followStore.subscribe,
    () => (contestId ? followStore.contestSnapshot(eventId, contestId) : ''),
    () => '',
  );
  const bibs = useMemo(() => parseFollowed(snapshot), [snapshot]);
  const upper = useMemo(() => new Set(bibs.map((bib) => bib.toUpperCase())), [bibs]);
  const isFollowed = useCallback((bib: string) => upper.has(bib.toUpperCase()), [upper]);
  const toggle = useCallback(
    (bib: string): ToggleResult => {
      if (!contestId) return 'unavailable';
      const result = followStore.toggle(eventId, contestId, bib);
      if (result === 'followed' || result === 'unfollowed')
        syncFollowedRunner(eventId, { contestId, bib }, result === 'followed');
      return result;
    },
    [eventId, contestId],
  );
  return { bibs, isFollowed, toggle };
}

/** Every followed list of an event; null until the browser has read them (on the server and while hydrating). */
export function useFollowedEvent(eventId: string): FollowList[] | null {
  const snapshot = useSyncExternalStore(
    followStore.subscribe,
    () => followStore.eventSnapshot(eventId),
    noSnapshot,
  );
  return useMemo(() => (snapshot === null ? null : parseEventSnapshot(snapshot)), [snapshot]);
}

const noSubscription = () => () => {};

/** False on the server and while hydrating, true after. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The Tracking tab writes its list itself (use-remembered-bibs.ts) after a navigation: stars elsewhere on the
 * page read the stored lists again once that navigation's effects have run.
 */
export function useFollowSync(): void {
  const location = useLocation();
  useEffect(() => {
    const timer = setTimeout(followStore.refresh, 0);
    return () => clearTimeout(timer);
  }, [location]);
}
