/** What tests of the alerts need to see and move in the push tables (other packages write no SQL). */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';

/** A contest's row key. */
export async function contestKeyOf(db: Db, eventId: string, contestId: string): Promise<number> {
  const [row] = await db.query<{ key: number }>(
    sql`select key from contests where event_id = ${eventId} and id = ${contestId}`,
  );
  if (row === undefined) throw new Error(`No contest ${eventId}/${contestId}`);
  return row.key;
}

/** Deletes every push subscription (and with them their follows and alerts). */
export async function clearPushSubscriptions(db: Db): Promise<void> {
  await db.query(sql`delete from push_subscriptions`);
}

/**
 * Ends every lease and backoff: the pending alerts are overdue (time passing, in a test). A second in the past, not
 * `now()`: a full test run once claimed nothing right after this on PostgreSQL, where the claim reads `now()` on
 * another connection (the likeliest cause; it did not come back in runs of the file alone).
 */
export async function makePendingAlertsDue(db: Db): Promise<void> {
  await db.query(
    sql`update push_outbox set next_attempt_at = now() - interval '1 second' where state = 'pending'`,
  );
}

export type OutboxRow = {
  subscriptionKey: number;
  bib: string;
  topic: string;
  state: string;
  attempts: number;
  /** Seconds until it is due (negative: overdue). */
  dueInS: number;
  lastError: string | null;
};

/** The outbox's rows, by subscription and topic. */
export function listOutbox(db: Db): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(sql`
    select subscription_key as "subscriptionKey", bib, topic, state, attempts,
      date_part('epoch', next_attempt_at - now())::float8 as "dueInS", last_error as "lastError"
    from push_outbox order by subscription_key, topic`);
}

/** The subscriptions' keys, in order. */
export async function listSubscriptionKeys(db: Db): Promise<number[]> {
  const rows = await db.query<{ key: number }>(sql`select key from push_subscriptions order by key`);
  return rows.map((row) => row.key);
}
