/**
 * Reads of the live view by passing cursor (see ingest-reads.ts): what was received after a cursor, the latest
 * reads, and the cursor itself — with who passed, their time from the start and place at that checkpoint as the
 * last recompute has them.
 */
import { type Gender, type Status } from '@finishline/core';
import { sql, type SQL } from 'drizzle-orm';
import { type Db } from '../handle.js';

/** A contest of the live view: its internal key and data version. */
export type LiveContestRef = { key: number; eventId: string; contestId: string; version: number };

/** One read as the live view shows it. Time and places are null where the read is not the one counted. */
export type LivePassingRow = {
  /** The cursor of the read: epoch ms at which it was received (shared by the reads of one batch). */
  seq: number;
  bib: string;
  participantId: string | null;
  name: string | null;
  gender: Gender | null;
  country: string | null;
  checkpointId: string;
  /** Epoch ms. */
  at: number;
  fromStartMs: number | null;
  place: number | null;
  genderPlace: number | null;
  status: Status | null;
};

/** The contest's key and data version, or null when there is no such contest. */
export async function getLiveContest(
  db: Db,
  eventId: string,
  contestId: string,
): Promise<LiveContestRef | null> {
  const [row] = await db.query<LiveContestRef>(sql`
    select key, event_id as "eventId", id as "contestId", data_version as version
    from contests where event_id = ${eventId} and id = ${contestId}`);
  return row ?? null;
}

/** The contest's passing cursor: when its newest read was received (epoch ms); 0 with no reads. */
export async function getPassingCursor(db: Db, contestKey: number): Promise<number> {
  const [row] = await db.query<{ cursor: number | null }>(sql`
    select round(extract(epoch from max(received_at)) * 1000)::float8 as cursor
    from passings where contest_key = ${contestKey}`);
  return row?.cursor ?? 0;
}

function selectPassings(contestKey: number, where: SQL, order: SQL, limit: number): SQL {
  // Split arrays hold element k for the k-th checkpoint by (order, key), 1-based (see schema/results.ts).
  return sql`
    with cps as (
      select key, id, row_number() over (order by "order", key)::int as k
      from checkpoints where contest_key = ${contestKey})
    select round(extract(epoch from p.received_at) * 1000)::float8 as seq, p.bib,
      pa.id as "participantId", pa.display_name as name, pa.gender, pa.country, cps.id as "checkpointId",
      round(extract(epoch from p.at) * 1000)::float8 as at,
      case when counted then r.split_from_start_ms[cps.k] end as "fromStartMs",
      case when counted then r.split_place[cps.k] end as place,
      case when counted then r.split_gender_place[cps.k] end as "genderPlace",
      r.status
    from passings p
    join cps on cps.key = p.checkpoint_key
    left join participants pa on pa.contest_key = p.contest_key and pa.bib = p.bib
    left join results r on r.participant_key = pa.key
    cross join lateral (
      select coalesce(r.split_at[cps.k] = round(extract(epoch from p.at) * 1000)::bigint, false) as counted) c
    where p.contest_key = ${contestKey} and ${where}
    order by ${order}
    limit ${limit}`;
}

/**
 * Reads received after `after` (a cursor) and up to `upTo` (when given), oldest first, at most `limit`: for a live
 * stream catching up. With more than `limit`, the newest `limit` are returned and `truncated` is set.
 */
export async function findPassingsAfter(
  db: Db,
  contestKey: number,
  after: number,
  limit: number,
  upTo: number | null = null,
): Promise<{ items: LivePassingRow[]; truncated: boolean }> {
  // Cursors travel as ISO text: exact to the millisecond, where a float of seconds may not be.
  const until =
    upTo === null ? sql`` : sql` and p.received_at <= ${new Date(upTo).toISOString()}::timestamptz`;
  const rows = await db.query<LivePassingRow>(
    selectPassings(
      contestKey,
      sql`p.received_at > ${new Date(after).toISOString()}::timestamptz${until}`,
      sql`p.received_at desc, p.at desc, p.bib desc`,
      limit + 1,
    ),
  );
  const truncated = rows.length > limit;
  return { items: rows.slice(0, limit).reverse(), truncated };
}

/** The `limit` latest reads (by cursor, then instant), oldest first. */
export async function findLatestPassings(
  db: Db,
  contestKey: number,
  limit: number,
): Promise<LivePassingRow[]> {
  const rows = await db.query<LivePassingRow>(
    selectPassings(contestKey, sql`true`, sql`p.received_at desc, p.at desc, p.bib desc`, limit),
  );
  return rows.reverse();
}
