/** What the events filters offer, with counts, and the catalog's version. */
import { type EventPeriod, type EventType } from '@finishline/core';
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { periodCondition } from './find-events.js';

export type CodeCount<T extends string = string> = { code: T; count: number };
export type CityCount = { name: string; country: string; count: number };

export type EventFacets = {
  types: CodeCount<EventType>[];
  countries: CodeCount[];
  cities: CityCount[];
};

/**
 * The event types, countries and cities that have events in the period, with their counts, ordered by
 * code / name. Cities differing only in case or accents count as one (shown with their first spelling).
 */
export async function countEventFilters(db: Db, period: EventPeriod, nowMs: number): Promise<EventFacets> {
  const [row] = await db.query<EventFacets>(sql`
    with e as (select * from events e where ${await periodCondition(db, period, nowMs)})
    select
      (select coalesce(json_agg(json_build_object('code', type, 'count', n) order by type), '[]')
        from (select type, count(*)::int as n from e group by type) t) as types,
      (select coalesce(json_agg(json_build_object('code', country, 'count', n) order by country), '[]')
        from (select country, count(*)::int as n from e group by country) t) as countries,
      (select coalesce(json_agg(json_build_object('name', name, 'country', country, 'count', n)
          order by folded, country), '[]')
        from (select search_fold(city) as folded, country, min(city) as name, count(*)::int as n
          from e group by 1, 2) t) as cities`);
  return row ?? { types: [], countries: [], cities: [] };
}

/** The cities that have events (any period), with counts: the /api/cities list. */
export async function findCities(db: Db): Promise<CityCount[]> {
  return (await countEventFilters(db, 'all', 0)).cities;
}

/** The countries that have events (any period), with counts: the /api/countries list. */
export async function findCountries(db: Db): Promise<CodeCount[]> {
  return (await countEventFilters(db, 'all', 0)).countries;
}
