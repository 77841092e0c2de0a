/**
 * The reads follow the change notifications every instance receives: an event's changes (EVENT_CHANGED_CHANNEL,
 * published by every import and recompute at commit) drop the version look-ups kept of it; a contest's
 * (CONTEST_CHANGED_CHANNEL) bring a field held of it forward at once, so the first read after a change finds it
 * ready; a reconnected listener (notifications missed) drops every look-up kept. The reads keep look-ups only from the
 * moment this listens.
 */
import {
  CONTEST_CHANGED_CHANNEL,
  type ContestChanged,
  type Db,
  EVENT_CHANGED_CHANNEL,
  type EventChanged,
  listen,
} from '@finishline/db';
import { type Reads } from '../create-reads.js';

type Follower = Pick<
  Reads,
  'followChanges' | 'contestChanged' | 'eventChanged' | 'runnersChanged' | 'changesMissed'
>;

/** Subscribes `reads` to the changes `db` (the primary) publishes; resolves with the unsubscribe. */
export async function followChanges(db: Db, reads: Follower): Promise<() => Promise<void>> {
  const stopEvents = await listen(db, EVENT_CHANGED_CHANNEL, (payload) => {
    const change = payload as Partial<EventChanged> | null;
    if (typeof change?.eventId !== 'string') reads.changesMissed();
    else if (
      change.live === 'runners' &&
      change.contestIds?.length === 1 &&
      change.contestIds[0] !== undefined
    ) {
      // A live step that left the event's version alone: only its runners' look-ups are out of date.
      reads.runnersChanged(change.eventId, change.contestIds[0], change.participantIds ?? null);
    } else reads.eventChanged(change.eventId);
  });
  const stopContests = await listen(db, CONTEST_CHANGED_CHANNEL, (payload) => {
    const change = payload as Partial<ContestChanged> | null;
    if (typeof change?.eventId === 'string' && typeof change.contestId === 'string') {
      reads.contestChanged({
        eventId: change.eventId,
        contestId: change.contestId,
        version: Number(change.version),
      });
    }
  });
  const stopResume = db.notifications.onResume(() => reads.changesMissed());
  reads.followChanges();
  return async () => {
    stopResume();
    await Promise.all([stopEvents(), stopContests()]);
  };
}
