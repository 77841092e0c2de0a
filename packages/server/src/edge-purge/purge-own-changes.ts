/**
 * The instance that made a change purges it (docs/operations.md §CDN): every change to the data ends in an event
 * version bump that notifies EVENT_CHANGED with the writer's id and what changed (@finishline/db bump-versions). Each
 * process listens on the primary and queues the tags of its own changes only — one purge per change however many
 * instances run. The notification comes after the commit, so the edge refills from committed data.
 */
import { type Db, EVENT_CHANGED_CHANNEL, type EventChanged, listen, WRITER_ID } from '@finishline/db';
import { tagsOfChange } from '@finishline/reads';
import { type EdgePurger } from './edge-purger.js';

/** Purges this process's changes until the returned function is called. */
export async function purgeOwnChanges(primary: Db, purger: EdgePurger): Promise<() => Promise<void>> {
  return listen(primary, EVENT_CHANGED_CHANNEL, (payload) => {
    const change = payload as Partial<EventChanged> | null;
    if (change?.by !== WRITER_ID || typeof change.eventId !== 'string') return;
    purger.purge(
      tagsOfChange({
        eventId: change.eventId,
        contestIds: change.contestIds ?? null,
        live: change.live,
        participantIds: change.participantIds,
      }),
    );
  });
}

/**
 * Runs `work` (a CLI import, a privacy change) and purges what it changed before returning: the changes' own
 * notifications are awaited through a last one of this process, which PostgreSQL delivers after them (in commit
 * order).
 */
export async function withEdgePurge<T>(
  db: Db,
  purger: EdgePurger | null,
  work: () => Promise<T>,
): Promise<T> {
  if (purger === null) return work();
  const marker = `flush-${WRITER_ID}-${Date.now()}`;
  let flushed!: () => void;
  const arrived = new Promise<void>((resolve) => (flushed = resolve));
  const stopOwn = await purgeOwnChanges(db, purger);
  const stopMarker = await listen(db, EVENT_CHANGED_CHANNEL, (payload) => {
    if ((payload as { marker?: unknown } | null)?.marker === marker) flushed();
  });
  try {
    const result = await work();
    await db.query('select pg_notify($1, $2)', [
      db.channelPrefix + EVENT_CHANGED_CHANNEL,
      JSON.stringify({ marker }),
    ]);
    await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await purger.flush();
    return result;
  } finally {
    await stopMarker();
    await stopOwn();
  }
}
