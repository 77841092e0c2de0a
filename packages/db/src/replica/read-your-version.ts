/**
 * Public reads on a streaming replica, never older than what this instance was told (ADR 028). A change reaches every
 * instance as a notification from the primary (NOTIFY is not replicated) carrying the event's new data version; the
 * replica may not have replayed it yet. So each notification leaves that version outstanding, and until the replica
 * shows the event at that version or later, the reads go to the primary; once it does, back to the replica. A page
 * is then never older than a data version its instance has heard of, and a lagging replica costs primary reads, not
 * stale answers. Versions rather than WAL positions: they are what the answers are keyed by, and they hold with
 * asynchronous commit, where the primary's WAL positions may run ahead of or behind a change's commit record.
 */
import { sql } from 'drizzle-orm';
import { type Db, type DbHandle } from '../handle.js';
import { EVENT_CHANGED_CHANNEL, type EventChanged, listen } from '../notify.js';

export type ReplicaRoutingStats = {
  /** Statements sent to the replica. */
  replicaReads: number;
  /** Statements sent to the primary because the replica had not replayed a change this instance heard of. */
  primaryReads: number;
  /** Events whose announced version the replica did not show at its last check. */
  outstanding: number;
  /** Ms since the oldest of those was announced (0 when caught up): the replica's lag as this instance sees it. */
  lagMs: number;
};

export type ReplicaRouting = DbHandle & { routingStats(): ReplicaRoutingStats };

/** How often, at most, the replica is asked for the versions it shows while it is behind. */
const CHECK_EVERY_MS = 20;

/**
 * A Db that reads from `replica` while it shows every event version this instance was told of, else from `primary`.
 * Closing it closes the replica's handle (the primary's is its owner's).
 */
export async function readYourVersion(replica: DbHandle, primary: Db): Promise<ReplicaRouting> {
  /** Event id → the version announced, and when: what the replica must show before it answers again. */
  const outstanding = new Map<string, { version: number; since: number }>();
  let checking: Promise<void> | null = null;
  let checkedAt = 0;
  const stats = { replicaReads: 0, primaryReads: 0 };

  const expect = (eventId: string, version: number, since = Date.now()) => {
    const current = outstanding.get(eventId);
    if (current === undefined) outstanding.set(eventId, { version, since });
    else if (version > current.version) current.version = version;
  };

  const checkReplica = (): Promise<void> | null => {
    if (checking !== null || outstanding.size === 0 || Date.now() - checkedAt < CHECK_EVERY_MS)
      return checking;
    const asked = [...outstanding.keys()];
    checking = replica
      .query<{ id: string; version: number }>(
        sql`select id, data_version as version from events
            where id in (select value from json_array_elements_text(${JSON.stringify(asked)}::json))`,
      )
      .then((rows) => {
        for (const { id, version } of rows) {
          const wanted = outstanding.get(id);
          if (wanted !== undefined && version >= wanted.version) outstanding.delete(id);
        }
      })
      .catch(() => undefined)
      .finally(() => {
        checkedAt = Date.now();
        checking = null;
      });
    return checking;
  };

  // A change marks the instance told at once, in the notification's own handler, added before the reads' (handlers
  // run in the order they were added), so the reads that follow it cannot go to a replica behind it.
  const stop = await listen(primary, EVENT_CHANGED_CHANNEL, (payload) => {
    const change = payload as Partial<EventChanged> | null;
    if (typeof change?.eventId === 'string' && typeof change.version === 'number') {
      expect(change.eventId, change.version);
    }
  });
  // Notifications may have been missed while the line was down: every event's version on the primary is owed.
  const owePrimary = async () => {
    const since = Date.now();
    const rows = await primary
      .query<{ id: string; version: number }>(sql`select id, data_version as version from events`)
      .catch(() => []);
    for (const { id, version } of rows) expect(id, version, since);
  };
  const stopResume = primary.notifications.onResume(() => void owePrimary());
  await owePrimary();
  await checkReplica();

  const pick = (): Db => {
    if (outstanding.size === 0) {
      stats.replicaReads++;
      return replica;
    }
    void checkReplica();
    stats.primaryReads++;
    return primary;
  };

  return {
    kind: replica.kind,
    schema: replica.schema,
    channelPrefix: replica.channelPrefix,
    isTransaction: false,
    orm: replica.orm,
    notifications: primary.notifications,
    query: (query, params) => pick().query(query, params),
    transaction: (work) => pick().transaction(work),
    routingStats: () => {
      let oldest = Infinity;
      for (const { since } of outstanding.values()) oldest = Math.min(oldest, since);
      return {
        ...stats,
        outstanding: outstanding.size,
        lagMs: oldest === Infinity ? 0 : Date.now() - oldest,
      };
    },
    async close() {
      stopResume();
      await stop();
      await replica.close();
    },
  };
}
