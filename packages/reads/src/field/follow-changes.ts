/**
 * The fields follow the change notifications every instance receives (CONTEST_CHANGED_CHANNEL, published by each
 * recompute at commit): a contest held in memory is brought forward as soon as it changes, so the first read after a
 * change finds it ready. A read still checks the version itself: a notification missed costs that read a load.
 */
import { CONTEST_CHANGED_CHANNEL, type ContestChanged, type Db, listen } from '@finishline/db';
import { type Reads } from '../create-reads.js';

/** Subscribes `reads` to the contest changes `db` (the primary) publishes; resolves with the unsubscribe. */
export function followContestChanges(
  db: Db,
  reads: Pick<Reads, 'contestChanged'>,
): Promise<() => Promise<void>> {
  return listen(db, CONTEST_CHANGED_CHANNEL, (payload) => {
    const change = payload as Partial<ContestChanged> | null;
    if (typeof change?.eventId === 'string' && typeof change.contestId === 'string') {
      reads.contestChanged({
        eventId: change.eventId,
        contestId: change.contestId,
        version: Number(change.version),
      });
    }
  });
}
