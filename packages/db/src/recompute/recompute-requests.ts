/**
 * Pending recomputes, kept in the database (table recompute_requests): a contest whose reads are committed is
 * recomputed eventually even when the recompute right after the commit fails or the process dies first.
 */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { jsonInts, jsonParam } from '../sql-fragments.js';

export type PendingRecompute = { eventId: string; contestId: string };

/**
 * Marks the contests as awaiting a recompute, in the caller's transaction (the one that commits their new reads
 * or verdicts). A contest already pending gets a new token, so a recompute that started before keeps it pending,
 * and a new request time: each batch schedules its own recompute, so the sweep is for contests left alone since
 * (a busy contest would otherwise always look overdue and be swept again every round).
 */
export async function requestRecompute(tx: Db, contestKeys: readonly number[]): Promise<void> {
  if (contestKeys.length === 0) return;
  await tx.query(sql`
    insert into recompute_requests (contest_key)
    select key from ${jsonInts([...contestKeys].sort((a, b) => a - b))} as k(key)
    on conflict (contest_key) do update set token = excluded.token, requested_at = excluded.requested_at`);
}

/** A runner whose reads or verdict changed: a live step recomputes them (live-step.ts). */
export type PendingRunner = { contestKey: number; bib: string };

/** Names the runners whose reads or verdicts the caller's transaction changes (pending_runners). */
export async function requestRunners(tx: Db, runners: readonly PendingRunner[]): Promise<void> {
  if (runners.length === 0) return;
  const unique = new Map(runners.map((runner) => [JSON.stringify([runner.contestKey, runner.bib]), runner]));
  const rows = [...unique.values()].map((runner) => ({ c: runner.contestKey, b: runner.bib }));
  rows.sort((a, b) => a.c - b.c || (a.b < b.b ? -1 : a.b > b.b ? 1 : 0));
  await tx.query(sql`
    insert into pending_runners (contest_key, bib)
    select c, b from json_to_recordset(${jsonParam(rows)}) as x(c int, b text)
    on conflict do nothing`);
}

/** The request's token before a recompute loads the contest (null: none pending); a bigint, kept as text. */
export async function readRecomputeToken(tx: Db, contestKey: number): Promise<string | null> {
  const [row] = await tx.query<{ token: string }>(
    sql`select token::text as token from recompute_requests where contest_key = ${contestKey}`,
  );
  return row?.token ?? null;
}

/** Clears the request a recompute covered, unless a later batch renewed it meanwhile. */
export async function clearRecomputeRequest(tx: Db, contestKey: number, token: string): Promise<void> {
  await tx.query(
    sql`delete from recompute_requests where contest_key = ${contestKey} and token = ${token}::bigint`,
  );
}

/**
 * The contests pending for at least `olderThanMs` (by the database clock), oldest first: what the API's sweep
 * hands to its queue.
 */
export async function findPendingRecomputes(
  db: Db,
  options: { olderThanMs?: number } = {},
): Promise<PendingRecompute[]> {
  const olderThanMs = options.olderThanMs ?? 0;
  return db.query<PendingRecompute>(sql`
    select c.event_id as "eventId", c.id as "contestId"
    from recompute_requests rr join contests c on c.key = rr.contest_key
    where rr.requested_at <= now() - make_interval(secs => ${olderThanMs}::float8 / 1000)
    order by rr.requested_at, rr.contest_key`);
}
