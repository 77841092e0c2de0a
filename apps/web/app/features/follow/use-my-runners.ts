/**
 * The My runners page and the device's lists: a visit without `?runners=` brings the stored list into the URL
 * (so the server renders it, as the Tracking tab does); with one, the page says when the device's list differs
 * (a shared link, or a star pressed since) and links to it. While a race is on, the page reloads its data.
 */
import { useEffect, useMemo } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { FollowList } from '../shared/follow/follow-store';
import { formatRunners, parseRunners, runnersSearch } from '../shared/follow/runners-param';
import { useFollowedEvent } from '../shared/follow/use-follow';

/** How often the page reloads while one of its contests is on. */
export const LIVE_REFRESH_MS = 30_000;

export type StoredRunners = {
  /** The device's lists for this event's contests, in their order; null until the browser has read them. */
  stored: FollowList[] | null;
  /** The device's list differs from the page's. */
  isDifferent: boolean;
};

export function useStoredRunners(
  eventId: string,
  contestIds: readonly string[],
  shown: readonly FollowList[],
  hasParam: boolean,
): StoredRunners {
  const navigate = useNavigate();
  const lists = useFollowedEvent(eventId);
  const ids = contestIds.join(',');
  // Through the URL's parser: only this event's contests and valid bibs, in the event's order.
  const stored = useMemo(
    () => (lists === null ? null : parseRunners(formatRunners(lists), ids.split(','))),
    [lists, ids],
  );
  const storedText = stored === null ? null : formatRunners(stored);

  useEffect(() => {
    if (hasParam || storedText === null || storedText === '') return;
    void navigate(
      { search: runnersSearch(parseRunners(storedText)) },
      { replace: true, preventScrollReset: true },
    );
  }, [hasParam, storedText, navigate]);

  return { stored, isDifferent: storedText !== null && hasParam && storedText !== formatRunners(shown) };
}

/** Reloads the page's data every LIVE_REFRESH_MS while `isLive` and the page is in view. */
export function useRefreshWhileLive(isLive: boolean): void {
  const revalidator = useRevalidator();
  const revalidate = revalidator.revalidate;
  useEffect(() => {
    if (!isLive) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void revalidate();
    }, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [isLive, revalidate]);
}
