/** Writes finish-line recordings by (contest, id). */
import { type RecordingRecord } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { DbError } from '../errors.js';
import { type Db } from '../handle.js';
import { fromEpochMs, jsonParam } from '../sql-fragments.js';

/** Upserts recordings (their contests must exist); returns the keys of contests whose recordings changed. */
export async function upsertRecordings(tx: Db, recordings: readonly RecordingRecord[]): Promise<number[]> {
  if (recordings.length === 0) return [];
  const rows = await tx.query<{ key: number | null; ref: string }>(sql`
    with input as (
      select x.*, c.key as contest_key
      from json_to_recordset(${jsonParam(recordings)}) as x(
        "eventId" text, "contestId" text, id text, src text, "startsAt" bigint, "durationMs" int)
      left join contests c on c.event_id = x."eventId" and c.id = x."contestId"),
    upserted as (
      insert into recordings as r (contest_key, id, src, starts_at, duration_ms)
      select contest_key, id, src, ${fromEpochMs(sql`"startsAt"`)}, "durationMs" from input
      where not exists (select 1 from input where contest_key is null)
      on conflict (contest_key, id) do update
        set (src, starts_at, duration_ms) = (excluded.src, excluded.starts_at, excluded.duration_ms)
        where (r.src, r.starts_at, r.duration_ms) is distinct from (excluded.src, excluded.starts_at, excluded.duration_ms)
      returning contest_key)
    select distinct contest_key as key, '' as ref from upserted
    union all
    select null, "eventId" || '/' || "contestId" from input where contest_key is null`);
  const unknown = rows.filter((row) => row.key === null).map((row) => row.ref);
  if (unknown.length > 0)
    throw new DbError('unknown_contest', 'Recordings of unknown contests', unknown.slice(0, 5));
  return rows.flatMap((row) => (row.key === null ? [] : [row.key]));
}
