/**
 * Push subscriptions (docs/alerts.md): saved with the runners they follow, removed by their owner in one click, by
 * the sender when the push service says the endpoint is gone (404, 410), and after the event.
 */
import { sql } from 'drizzle-orm';
import { DbError } from '../errors.js';
import { type Db } from '../handle.js';
import { numberArrayLiteral } from '../pg-array.js';
import { fromEpochMs } from '../sql-fragments.js';

/** A followed runner: the contest and the bib (a hidden runner is followed by bib alike). */
export type FollowedRunner = { contestId: string; bib: string };

export type SubscriptionInput = {
  eventId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
  runners: readonly FollowedRunner[];
  /** A hash of the client, never its address (rate limits). */
  clientHash: string;
  /** Retention: the subscription is deleted this long after the event's last day. */
  retentionDays: number;
};

export type SavedSubscription = {
  key: number;
  /** Runners followed now (entered in the contest named). */
  followed: FollowedRunner[];
  /** Runners asked for that are not entered: not followed. */
  unknown: FollowedRunner[];
  /** When it will be deleted, epoch ms. */
  deleteAfter: number;
};

/**
 * Saves a browser's subscription for an event, its followed runners becoming exactly `runners` (a second call from
 * the same browser replaces them). What each runner has already done (the checkpoints passed, a finish, a status)
 * is written to the outbox as `skipped`, so alerts start with what happens next. DbError `unknown_event`.
 */
export async function saveSubscription(db: Db, input: SubscriptionInput): Promise<SavedSubscription> {
  return db.transaction(async (tx) => {
    const [event] = await tx.query<{ deleteAfter: number }>(sql`
      select round(date_part('epoch', ((date_to + 1 + ${input.retentionDays}::int)::timestamp
          at time zone time_zone)) * 1000)::float8 as "deleteAfter"
      from events where id = ${input.eventId}`);
    if (event === undefined) throw new DbError('unknown_event', `Unknown event ${input.eventId}`);
    const [row] = await tx.query<{ key: number }>(sql`
      insert into push_subscriptions (event_id, endpoint, p256dh, auth, locale, client_hash, delete_after)
      values (${input.eventId}, ${input.endpoint}, ${input.p256dh}, ${input.auth}, ${input.locale},
        ${input.clientHash}, ${fromEpochMs(sql`${event.deleteAfter}`)})
      on conflict (endpoint, event_id) do update set p256dh = excluded.p256dh, auth = excluded.auth,
        locale = excluded.locale, delete_after = excluded.delete_after
      returning key`);
    if (row === undefined) throw new Error('The subscription was not stored');
    const key = row.key;
    await tx.query(sql`delete from push_follows where subscription_key = ${key}`);
    const wanted = JSON.stringify(input.runners.map((runner) => [runner.contestId, runner.bib]));
    const followed = await tx.query<FollowedRunner>(sql`
      insert into push_follows (subscription_key, contest_key, bib)
      select distinct ${key}::int, p.contest_key, p.bib
      from jsonb_array_elements(${wanted}::jsonb) w
      join contests c on c.event_id = ${input.eventId} and c.id = w->>0
      join participants p on p.contest_key = c.key and p.bib = w->>1
      on conflict do nothing
      returning (select id from contests where key = contest_key) as "contestId", bib`);
    await tx.query(sql`
      insert into push_outbox (subscription_key, contest_key, bib, topic, state)
      select ${key}::int, f.contest_key, f.bib, t.topic, 'skipped'
      from push_follows f
      join participants p on p.contest_key = f.contest_key and p.bib = f.bib
      join results r on r.participant_key = p.key
      cross join lateral (values (${ALERT_TOPIC_SQL})) t(topic)
      where f.subscription_key = ${key} and t.topic is not null
      on conflict do nothing`);
    const isFollowed = new Set(followed.map((runner) => `${runner.contestId}\u0000${runner.bib}`));
    const unknown = input.runners.filter(
      (runner) => !isFollowed.has(`${runner.contestId}\u0000${runner.bib}`),
    );
    return { key, followed, unknown, deleteAfter: event.deleteAfter };
  });
}

/**
 * The topic a results row stands at (`r`): a status, the finish, or the last checkpoint passed; null before the
 * first read. The one definition the outbox's writers share (saveSubscription, findAlertCandidates).
 */
export const ALERT_TOPIC_SQL = sql.raw(`case
  when r.status in ('dnf', 'dsq') then 'status:' || r.status
  when r.status = 'finished' then 'finish'
  when r.last_checkpoint_id is not null then 'cp:' || r.last_checkpoint_id
  else null end`);

/**
 * Deletes a browser's subscription — of one event, or of every event when `eventId` is null. The auth secret the
 * browser holds proves it is theirs. Returns how many were deleted.
 */
export async function deleteSubscription(
  db: Db,
  { endpoint, auth, eventId }: { endpoint: string; auth: string; eventId: string | null },
): Promise<number> {
  const rows = await db.query<{ key: number }>(sql`
    delete from push_subscriptions where endpoint = ${endpoint} and auth = ${auth}
      ${eventId === null ? sql`` : sql`and event_id = ${eventId}`}
    returning key`);
  return rows.length;
}

/** Deletes subscriptions by key (the push service said their endpoint is gone). */
export async function removeSubscriptions(db: Db, keys: readonly number[]): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db.query<{ key: number }>(sql`
    delete from push_subscriptions where key = any(${numberArrayLiteral(keys)}::int[]) returning key`);
  return rows.length;
}

/** Deletes the subscriptions whose retention ended before `now` (epoch ms). */
export async function deleteExpiredSubscriptions(db: Db, now: number): Promise<number> {
  const rows = await db.query<{ key: number }>(
    sql`delete from push_subscriptions where delete_after < ${fromEpochMs(sql`${now}`)} returning key`,
  );
  return rows.length;
}

/** Subscriptions saved by a client since `since` (epoch ms): the subscribe rate limit, the same on every instance. */
export async function countSubscriptionsSince(db: Db, clientHash: string, since: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(sql`
    select count(*)::int as count from push_subscriptions
    where client_hash = ${clientHash} and created_at >= ${fromEpochMs(sql`${since}`)}`);
  return row?.count ?? 0;
}
