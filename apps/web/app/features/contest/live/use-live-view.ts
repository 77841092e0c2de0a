/**
 * The Live tab's view kept current in the browser: it starts from the server-rendered snapshot (the same
 * picture, so hydration matches) and follows the live stream from the snapshot's cursor, so no read between
 * the render and the connection is lost. Without a snapshot (or JavaScript) the server's view stays as it is.
 */
import type { LiveSnapshot } from '@finishline/contract';
import { useMemo } from 'react';
import type { LiveStreamStatus } from '../../shared/live-stream-state';
import { useLiveStream } from '../../shared/use-live-stream';
import { type LiveView, liveViewFromSnapshot } from './live-view';

export type LiveViewOptions = {
  eventId: string;
  contestId: string;
  /** What the server rendered. */
  view: LiveView | null;
  snapshot: LiveSnapshot | null;
  /** Follow the stream (the contest is under way). */
  enabled: boolean;
};

export function useLiveView(options: LiveViewOptions): {
  view: LiveView | null;
  /** The stream's state; null when there is no stream to follow. */
  status: LiveStreamStatus | null;
} {
  const { eventId, contestId, view, snapshot } = options;
  const enabled = options.enabled && snapshot !== null;
  const live = useLiveStream({ eventId, contestId, snapshot, enabled });
  const current = useMemo(
    () =>
      enabled && live.ranking
        ? liveViewFromSnapshot({ ...live.ranking, passings: [...live.passings].reverse() })
        : view,
    [enabled, live.ranking, live.passings, view],
  );
  return { view: current, status: enabled ? live.status : null };
}
