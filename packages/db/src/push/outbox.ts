/**
 * The push delivery outbox (docs/alerts.md): alerts are written once per subscription, runner and topic (the
 * unique key), then sent by whichever instance claims them. Claiming takes due rows with `for update skip locked`
 * and moves them a lease ahead, so concurrent senders never take the same row, and a sender that dies after its
 * claim leaves the rows to another when the lease ends.
 */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { numberArrayLiteral } from '../pg-array.js';
import { fromEpochMs } from '../sql-fragments.js';

/** The notification the service worker shows. */
export type AlertPayload = {
  title: string;
  body: string;
  /** The page a click opens. */
  url: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Replaces a shown notification of the same runner and topic instead of adding one. */
  tag: string;
  /** When it happened (the read, epoch ms), shown with the notification however late it arrives. */
  timestamp?: number;
  /** The event it is about, and the words of the notification's button that stops its alerts (one click). */
  eventId?: string;
  stopLabel?: string;
};

export type NewAlert = {
  subscriptionKey: number;
  contestKey: number;
  bib: string;
  topic: string;
  payload: AlertPayload;
  /** When the read behind it happened (epoch ms), for the read → push latency. */
  readAt: number | null;
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
};

/** Writes alerts; one already written for the same subscription, runner and topic is left as it is. */
export async function enqueueAlerts(db: Db, alerts: readonly NewAlert[]): Promise<number> {
  let count = 0;
  for (let from = 0; from < alerts.length; from += ENQUEUE_CHUNK) {
    const chunk = alerts.slice(from, from + ENQUEUE_CHUNK).map((alert) => ({
      s: alert.subscriptionKey,
      c: alert.contestKey,
      b: alert.bib,
      t: alert.topic,
      p: alert.payload,
      r: alert.readAt,
      ttl: alert.ttlSeconds,
      u: alert.urgency,
    }));
    const rows = await db.query<{ key: number }>(sql`
      insert into push_outbox (subscription_key, contest_key, bib, topic, state, payload, read_at, ttl_seconds,
        urgency)
      select a.s, a.c, a.b, a.t, 'pending', a.p, ${fromEpochMs(sql`a.r`)}, a.ttl, a.u
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as a(s int, c int, b text, t text, p jsonb, r float8, ttl int, u text)
      where exists (select 1 from push_subscriptions s where s.key = a.s)
      on conflict do nothing
      returning key`);
    count += rows.length;
  }
  return count;
}

const ENQUEUE_CHUNK = 2_000;

/** A claimed alert with what sending it needs. */
export type ClaimedAlert = {
  key: number;
  subscriptionKey: number;
  contestKey: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  topic: string;
  bib: string;
  payload: AlertPayload;
  ttlSeconds: number;
  urgency: NewAlert['urgency'];
  /** Claims so far, this one included. */
  attempts: number;
  readAt: number | null;
};

/**
 * Claims up to `limit` due pending alerts for `leaseMs`: no other sender takes them until the lease ends. Oldest
 * first.
 */
export async function claimDueAlerts(
  db: Db,
  { limit, leaseMs }: { limit: number; leaseMs: number },
): Promise<ClaimedAlert[]> {
  return db.query<ClaimedAlert>(sql`
    with due as (
      select key from push_outbox
      where state = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, key
      limit ${limit}
      for update skip locked
    ), claimed as (
      update push_outbox o set attempts = o.attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
      from due where o.key = due.key
      returning o.key, o.subscription_key, o.contest_key, o.topic, o.bib, o.payload, o.ttl_seconds, o.urgency, o.attempts,
        o.read_at
    )
    select c.key, c.subscription_key as "subscriptionKey", c.contest_key as "contestKey", s.endpoint, s.p256dh, s.auth, c.topic, c.bib,
      c.payload, c.ttl_seconds as "ttlSeconds", c.urgency, c.attempts,
      round(date_part('epoch', c.read_at) * 1000)::float8 as "readAt"
    from claimed c join push_subscriptions s on s.key = c.subscription_key
    order by c.key`);
}

/** Marks alerts as accepted by their push service. */
export async function markAlertsSent(db: Db, keys: readonly number[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query(sql`
    update push_outbox set state = 'sent', sent_at = now(), last_error = null
    where key = any(${numberArrayLiteral(keys)}::int[]) and state = 'pending'`);
}

/** Puts alerts back to be sent again after `delayMs` (a refused or failed attempt), noting why. */
export async function retryAlerts(
  db: Db,
  retries: readonly { key: number; delayMs: number; error: string }[],
): Promise<void> {
  if (retries.length === 0) return;
  await db.query(sql`
    update push_outbox o set next_attempt_at = now() + make_interval(secs => r.d / 1000.0), last_error = r.e
    from jsonb_to_recordset(${JSON.stringify(retries.map((r) => ({ k: r.key, d: r.delayMs, e: r.error })))}::jsonb)
      as r(k int, d float8, e text)
    where o.key = r.k and o.state = 'pending'`);
}

/** Gives up on alerts (too many attempts, or a refusal that will not change), noting why. */
export async function failAlerts(db: Db, failures: readonly { key: number; error: string }[]): Promise<void> {
  if (failures.length === 0) return;
  await db.query(sql`
    update push_outbox o set state = 'failed', last_error = f.e
    from jsonb_to_recordset(${JSON.stringify(failures.map((f) => ({ k: f.key, e: f.error })))}::jsonb)
      as f(k int, e text)
    where o.key = f.k and o.state = 'pending'`);
}

/** Counts of the outbox's rows by state (operations, tests). */
export async function countAlertsByState(db: Db): Promise<Record<string, number>> {
  const rows = await db.query<{ state: string; count: number }>(
    sql`select state, count(*)::int as count from push_outbox group by state`,
  );
  return Object.fromEntries(rows.map((row) => [row.state, row.count]));
}
