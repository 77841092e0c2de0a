/**
 * Which alerts are due in a contest (docs/alerts.md): for every followed runner, the topic their results row stands
 * at now (a status, the finish, the last checkpoint passed), where the subscription has no outbox row for it yet.
 * The alert planner (packages/alerts) words them and writes them; writing them twice is harmless (the outbox's
 * unique key).
 */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { textArrayLiteral } from '../pg-array.js';
import { ALERT_TOPIC_SQL } from './subscriptions.js';

export type AlertCandidate = {
  subscriptionKey: number;
  locale: string;
  bib: string;
  /** `cp:<id>`, `finish` or `status:<dnf|dsq>`. */
  topic: string;
  /** The read behind it (the last checkpoint's or the finish's), epoch ms; null for a status. */
  readAt: number | null;
};

export type FollowedContest = { contestKey: number; eventId: string; contestId: string };

/** The contests with followed runners (the planner's rounds go through these). */
export function findFollowedContests(db: Db): Promise<FollowedContest[]> {
  return db.query<FollowedContest>(sql`
    select c.key as "contestKey", c.event_id as "eventId", c.id as "contestId"
    from contests c where exists (select 1 from push_follows f where f.contest_key = c.key)
    order by c.key`);
}

/** A followed runner's topic now (a status, the finish, the last checkpoint passed). */
export type FollowedTopic = { bib: string; topic: string };

/**
 * The topics of a contest's followed runners whose results rows changed after `sinceVersion` (the planner's
 * cursor: 0 looks at every row), and the highest row version of the contest (the next cursor). Only followed
 * runners: during a race nearly every row changes at each recompute (places move), few of them are followed.
 */
export async function findFollowedTopics(
  db: Db,
  contestKey: number,
  sinceVersion: number,
): Promise<{ topics: FollowedTopic[]; version: number }> {
  const [head] = await db.query<{ version: number }>(
    sql`select coalesce(max(data_version), 0)::float8 as version from results where contest_key = ${contestKey}`,
  );
  const topics = await db.query<FollowedTopic>(sql`
    select p.bib, t.topic
    from results r
    join participants p on p.key = r.participant_key
    cross join lateral (values (${ALERT_TOPIC_SQL})) t(topic)
    where r.contest_key = ${contestKey} and r.data_version > ${sinceVersion} and t.topic is not null
      and exists (select 1 from push_follows f where f.contest_key = r.contest_key and f.bib = p.bib)`);
  return { topics, version: head?.version ?? 0 };
}

/**
 * Alerts due in a contest for the runners `bibs`: each subscription following one of them, where the runner's topic
 * now has no outbox row for that subscription yet.
 */
export function findAlertCandidates(
  db: Db,
  contestKey: number,
  bibs: readonly string[],
): Promise<AlertCandidate[]> {
  return db.query<AlertCandidate>(sql`
    select f.subscription_key as "subscriptionKey", s.locale, f.bib, t.topic,
      -- The read behind a checkpoint or the finish: the latest of the runner's reads (their last checkpoint's).
      case when r.status in ('dnf', 'dsq') then null
        else (select max(at)::float8 from unnest(r.split_at) at) end as "readAt"
    from push_follows f
    join participants p on p.contest_key = f.contest_key and p.bib = f.bib
    join results r on r.participant_key = p.key
    join push_subscriptions s on s.key = f.subscription_key
    cross join lateral (values (${ALERT_TOPIC_SQL})) t(topic)
    where f.contest_key = ${contestKey} and f.bib = any(${textArrayLiteral(bibs)}::text[]) and t.topic is not null
      and not exists (
        select 1 from push_outbox o
        where o.subscription_key = f.subscription_key and o.contest_key = f.contest_key and o.bib = f.bib
          and o.topic = t.topic)
    order by f.bib, f.subscription_key`);
}

/** Advisory lock namespace of alert planning (any constant, apart from the other locks' namespaces). */
const PLANNING_LOCK = 7_231_030;

/**
 * Runs `plan` in a transaction holding the contest's planning lock, or returns null at once when another instance
 * holds it (it is planning the same changes). PGlite serves one process, and has one connection that the plan's
 * reads need too: there `plan` runs on it directly.
 */
export function withPlanningLock<T>(
  db: Db,
  contestKey: number,
  plan: (tx: Db) => Promise<T>,
): Promise<T | null> {
  if (db.kind === 'pglite') return plan(db);
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ locked: boolean }>(
      sql`select pg_try_advisory_xact_lock(${PLANNING_LOCK}, ${contestKey}) as locked`,
    );
    return row?.locked ? plan(tx) : null;
  });
}

/** A runner on the course followed by someone: whom the overdue check looks at. */
export type OnCourseFollow = { subscriptionKey: number; locale: string; bib: string };

/** Followed runners of a contest still on the course (status `started`). */
export function findOnCourseFollows(db: Db, contestKey: number): Promise<OnCourseFollow[]> {
  return db.query<OnCourseFollow>(sql`
    select f.subscription_key as "subscriptionKey", s.locale, f.bib
    from push_follows f
    join push_subscriptions s on s.key = f.subscription_key
    join participants p on p.contest_key = f.contest_key and p.bib = f.bib
    join results r on r.participant_key = p.key
    where f.contest_key = ${contestKey} and r.status = 'started'
    order by f.bib, f.subscription_key`);
}
