/**
 * What a live view keeps from the stream (pure, so it is testable and usable outside React): the latest ranking,
 * the most recent passings (deduplicated: a resume may replay a read already shown), and where to resume.
 */
import type { LivePassing, LivePassingsEvent, LiveRanking, LiveSnapshot } from '@finishline/contract';

/** `connecting` (first time), `open`, `reconnecting` (the browser or this helper retries), `closed` (stopped). */
export type LiveStreamStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export type LiveStreamState = {
  status: LiveStreamStatus;
  ranking: LiveRanking | null;
  /** Newest first, at most `keep`. */
  passings: LivePassing[];
  /** The last cursor received: resume from here (`?after=`). */
  cursor: number | null;
};

export type LiveStreamAction =
  | { type: 'status'; status: LiveStreamStatus }
  | { type: 'snapshot'; snapshot: LiveSnapshot }
  | { type: 'passings'; event: LivePassingsEvent }
  | { type: 'ranking'; ranking: LiveRanking };

/** Recent passings kept by default. */
export const KEEP_PASSINGS = 100;

export function initialLiveState(snapshot: LiveSnapshot | null = null): LiveStreamState {
  const empty: LiveStreamState = { status: 'connecting', ranking: null, passings: [], cursor: null };
  return snapshot === null ? empty : reduceLiveStream(empty, { type: 'snapshot', snapshot });
}

/** A read's identity, as the stream deduplicates them (also how the Tracking tab tells new reads). */
export function passingKey(passing: Pick<LivePassing, 'bib' | 'checkpointId' | 'at'>): string {
  return `${passing.bib}\u0000${passing.checkpointId}\u0000${passing.at}`;
}

/** Newest first: the incoming reads (oldest first on the wire) on top of the kept ones, without repeats. */
function mergePassings(
  kept: readonly LivePassing[],
  incoming: readonly LivePassing[],
  keep: number,
): LivePassing[] {
  const seen = new Set<string>();
  const merged: LivePassing[] = [];
  for (const passing of [...incoming].reverse().concat(kept)) {
    const key = passingKey(passing);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(passing);
    if (merged.length === keep) break;
  }
  return merged;
}

export function reduceLiveStream(
  state: LiveStreamState,
  action: LiveStreamAction,
  keep: number = KEEP_PASSINGS,
): LiveStreamState {
  switch (action.type) {
    case 'status':
      return state.status === action.status ? state : { ...state, status: action.status };
    case 'snapshot': {
      const { passings, ...ranking } = action.snapshot;
      return {
        ...state,
        ranking,
        passings: mergePassings(state.passings, passings, keep),
        cursor: Math.max(state.cursor ?? 0, action.snapshot.cursor),
      };
    }
    case 'passings': {
      const last = action.event.items.at(-1);
      return {
        ...state,
        passings: mergePassings(state.passings, action.event.items, keep),
        cursor: last === undefined ? state.cursor : Math.max(state.cursor ?? 0, last.seq),
      };
    }
    case 'ranking':
      return {
        ...state,
        ranking: action.ranking,
        cursor: Math.max(state.cursor ?? 0, action.ranking.cursor),
      };
  }
}
