/** Writes events by id; an event whose columns are all unchanged is left alone (its version included). */
import { type EventRecord } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { jsonParam } from '../sql-fragments.js';

/** Upserts events; returns the ids of those inserted or changed. */
export async function upsertEvents(tx: Db, events: readonly EventRecord[]): Promise<string[]> {
  if (events.length === 0) return [];
  const rows = await tx.query<{ id: string }>(sql`
    insert into events as e (id, name, type, country, city, date_from, date_to, time_zone, description)
    select id, name, type, country, city, "dateFrom", "dateTo", "timeZone", description
    from json_to_recordset(${jsonParam(events)}) as x(
      id text, name text, type text, country text, city text,
      "dateFrom" date, "dateTo" date, "timeZone" text, description text)
    on conflict (id) do update set
      name = excluded.name, type = excluded.type, country = excluded.country, city = excluded.city,
      date_from = excluded.date_from, date_to = excluded.date_to, time_zone = excluded.time_zone,
      description = excluded.description
    where (e.name, e.type, e.country, e.city, e.date_from, e.date_to, e.time_zone, e.description)
      is distinct from (excluded.name, excluded.type, excluded.country, excluded.city, excluded.date_from,
        excluded.date_to, excluded.time_zone, excluded.description)
    returning id`);
  return rows.map((row) => row.id);
}
