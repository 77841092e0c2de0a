/**
 * React hook over the live stream: starts from the server-rendered snapshot (GET …/live/snapshot), then follows
 * the stream from the snapshot's cursor in the browser. Usage in a route component:
 *
 *   const live = useLiveStream({ eventId, contestId, snapshot: loaderData.live });
 *   live.ranking, live.passings (newest first), live.status ('open', 'reconnecting', …)
 */
import type { LiveSnapshot } from '@finishline/contract';
import { useEffect, useReducer } from 'react';
import {
  initialLiveState,
  type LiveStreamAction,
  type LiveStreamState,
  reduceLiveStream,
} from './live-stream-state';
import { openLiveStream } from './open-live-stream';

export type UseLiveStreamOptions = {
  eventId: string;
  contestId: string;
  /** The server-rendered state; the stream resumes from its cursor, so nothing between is lost. */
  snapshot?: LiveSnapshot | null;
  /** The API's origin as the browser reaches it (default: the site's own origin). */
  apiBaseUrl?: string;
  /** False keeps the stream closed (e.g. a completed contest). Default true. */
  enabled?: boolean;
};

function reduce(state: LiveStreamState, action: LiveStreamAction): LiveStreamState {
  return reduceLiveStream(state, action);
}

export function useLiveStream(options: UseLiveStreamOptions): LiveStreamState {
  const { eventId, contestId, snapshot = null, apiBaseUrl = '', enabled = true } = options;
  const [state, dispatch] = useReducer(reduce, snapshot, initialLiveState);
  const after = snapshot?.cursor ?? null;
  useEffect(() => {
    if (!enabled) return undefined;
    return openLiveStream(
      eventId,
      contestId,
      {
        onPassings: (event) => dispatch({ type: 'passings', event }),
        onRanking: (ranking) => dispatch({ type: 'ranking', ranking }),
        onSnapshot: (polled) => dispatch({ type: 'snapshot', snapshot: polled }),
        onStatus: (status) => dispatch({ type: 'status', status }),
      },
      { apiBaseUrl, after },
    );
  }, [eventId, contestId, apiBaseUrl, after, enabled]);
  return state;
}
