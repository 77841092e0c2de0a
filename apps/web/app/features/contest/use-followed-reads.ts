/**
 * The Tracking tab's link to the live stream: when a read of a followed bib arrives, the page's data is loaded
 * again, so the card shows the new checkpoint and its estimate is corrected from there. Returns the stream's
 * state (null when not following one).
 */
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import type { LiveStreamStatus } from '../live/live-stream-state';
import { useLiveStream } from '../live/use-live-stream';

export function useFollowedReads(
  eventId: string,
  contestId: string,
  bibs: string[],
  enabled: boolean,
): LiveStreamStatus | null {
  const live = useLiveStream({ eventId, contestId, enabled });
  const revalidator = useRevalidator();
  // Only a new read reloads; the revalidator's identity changing must not.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const followed = new Set(bibs);
  // The newest read of a followed bib, as a key: a change means a new read to show.
  const newest = live.passings.find((passing) => followed.has(passing.bib));
  const key = newest ? `${newest.seq}|${newest.bib}|${newest.checkpointId}|${newest.at}` : null;
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (key === null || key === shown.current) return;
    shown.current = key;
    void revalidate.current();
  }, [key]);
  return enabled ? live.status : null;
}
