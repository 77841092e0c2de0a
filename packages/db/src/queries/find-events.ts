/** The events list and one event. */
import { type ContestGender, type EventPeriod, type EventType, todayInZone } from '@finishline/core';
import { sql, type SQL } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { epochMs } from '../sql-fragments.js';
import {
  allOf,
  type PageOf,
  pageBounds,
  type Paging,
  searchWords,
  wordStartConditions,
} from './list-filters.js';

export type EventRow = {
  id: string;
  name: string;
  type: EventType;
  country: string;
  city: string;
  /** `YYYY-MM-DD` in the event's zone. */
  dateFrom: string;
  dateTo: string;
  timeZone: string;
  description: string | null;
  /** Changes whenever the event or any of its contests does (ETags). */
  dataVersion: number;
};

export type ContestBriefRow = {
  id: string;
  name: string;
  startTime: number;
  distanceM: number;
  gender: ContestGender;
};

export type EventListRow = EventRow & { contests: ContestBriefRow[] };

/** First day ascending (`date`) or descending (`-date`), or by name; ties by id. */
export type EventSort = 'date' | '-date' | 'name' | '-name';

export type EventFilter = {
  period?: EventPeriod;
  type?: string | null;
  country?: string | null;
  /** Exact city, ignoring case and accents. */
  city?: string | null;
  /** Words of the name, each matching a word start, ignoring case and accents. */
  q?: string | null;
};

export type EventQuery = EventFilter & Paging & { sort?: EventSort };

export const EVENT_COLUMNS = sql`e.id, e.name, e.type, e.country, e.city, to_char(e.date_from, 'YYYY-MM-DD') as "dateFrom",
  to_char(e.date_to, 'YYYY-MM-DD') as "dateTo", e.time_zone as "timeZone", e.description,
  e.data_version as "dataVersion"`;

/**
 * Today's date in every time zone that has events, computed with core's todayInZone (Intl's time zone data,
 * the same the API uses for an event's state) rather than the database's own, which differs between
 * servers (PGlite's puts Africa/Casablanca at UTC+0 in 2026; PostgreSQL's at UTC+1). An unknown zone counts
 * as UTC.
 */
async function todayByZone(db: Db, nowMs: number): Promise<Record<string, string>> {
  const zones = await db.query<{ zone: string }>(sql`select distinct time_zone as zone from events`);
  const utc = todayInZone(nowMs, 'UTC');
  return Object.fromEntries(
    zones.map(({ zone }) => {
      try {
        return [zone, todayInZone(nowMs, zone)];
      } catch {
        return [zone, utc];
      }
    }),
  );
}

/**
 * The period condition (design §3): upcoming = last day ≥ today in the event's own zone, past = before it.
 * The second bound (±1 day around the UTC date, within which every zone's today lies) lets the date index work.
 */
export async function periodCondition(db: Db, period: EventPeriod | undefined, nowMs: number): Promise<SQL> {
  if (period !== 'upcoming' && period !== 'past') return sql`true`;
  const today = sql`(${JSON.stringify(await todayByZone(db, nowMs))}::json ->> e.time_zone)::date`;
  const utcDay = sql`${todayInZone(nowMs, 'UTC')}::date`;
  if (period === 'upcoming') return sql`e.date_to >= ${today} and e.date_to >= ${utcDay} - 1`;
  return sql`e.date_to < ${today} and e.date_to < ${utcDay} + 1`;
}

/** The conditions of an events filter at instant `nowMs`. */
export async function eventConditions(db: Db, filter: EventFilter, nowMs: number): Promise<SQL[]> {
  const conditions = [await periodCondition(db, filter.period, nowMs)];
  if (filter.type) conditions.push(sql`e.type = ${filter.type}`);
  if (filter.country) conditions.push(sql`e.country = ${filter.country.toUpperCase()}`);
  if (filter.city) conditions.push(sql`search_fold(e.city) = search_fold(${filter.city})`);
  if (filter.q) conditions.push(...wordStartConditions(sql`e.search`, searchWords(filter.q)));
  return conditions;
}

const ORDERS: Record<EventSort, SQL> = {
  date: sql`e.date_from, e.id`,
  '-date': sql`e.date_from desc, e.id`,
  name: sql`e.search, e.id`,
  '-name': sql`e.search desc, e.id`,
};

/**
 * A page of events with their contests in brief (by start time). `nowMs` is the clock (passed in, never
 * read here): the period depends on today in each event's zone. Default sort: `date` for upcoming, else
 * `-date`; default page size 20.
 */
export async function findEvents(db: Db, query: EventQuery, nowMs: number): Promise<PageOf<EventListRow>> {
  const { offset, limit } = pageBounds(query, 20);
  const where = allOf(await eventConditions(db, query, nowMs));
  const sort = query.sort ?? (query.period === 'upcoming' ? 'date' : '-date');
  const [count] = await db.query<{ total: number }>(
    sql`select count(*)::int as total from events e where ${where}`,
  );
  const total = count?.total ?? 0;
  if (total <= offset) return { items: [], total };
  const items = await db.query<EventListRow>(sql`
    select ${EVENT_COLUMNS},
      (select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name,
          'startTime', ${epochMs(sql`c.start_time`)}, 'distanceM', c.distance_m, 'gender', c.gender)
          order by c.start_time, c.id), '[]')
        from contests c where c.event_id = e.id) as contests
    from events e where ${where}
    order by ${ORDERS[sort]} limit ${limit} offset ${offset}`);
  return { items, total };
}

/** One event, or null. */
export async function getEvent(db: Db, eventId: string): Promise<EventRow | null> {
  const [row] = await db.query<EventRow>(sql`select ${EVENT_COLUMNS} from events e where e.id = ${eventId}`);
  return row ?? null;
}

/** Whether the database holds any event (an empty one gets the demo data on a first `serve --demo`). */
export async function hasEvents(db: Db): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>(sql`select exists (select 1 from events) as found`);
  return row?.found ?? false;
}
