import { NON_FINISHER_STATUS_ORDER } from './resolve-status.js';
import { type Status } from './types.js';

export type NonFinisher = {
  /** Order of the furthest checkpoint reached; null with no read at all. */
  lastCheckpointOrder: number | null;
  /** Time from the start there; null with no read at all. */
  lastFromStartMs: number | null;
  status: Status;
  /** Position in bib order. */
  tie: number;
};

/**
 * Orders non-finishers after the finishers (docs/results.md §Order of non-finishers): furthest checkpoint
 * reached first, then the earlier time there, then status (started, DNF, DSQ, DNS, registered), then bib.
 * Participants with no read come after everyone with one.
 */
export function compareNonFinishers(a: NonFinisher, b: NonFinisher): number {
  return (
    compareNullsLast(a.lastCheckpointOrder, b.lastCheckpointOrder, -1) ||
    compareNullsLast(a.lastFromStartMs, b.lastFromStartMs, 1) ||
    NON_FINISHER_STATUS_ORDER[a.status] - NON_FINISHER_STATUS_ORDER[b.status] ||
    a.tie - b.tie
  );
}

/** Ascending (direction 1) or descending (-1), nulls last either way. */
function compareNullsLast(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a - b) * direction;
}
