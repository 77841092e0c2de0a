/** Events: the top of the hierarchy, addressed by a globally unique URL slug. */
import { sql } from 'drizzle-orm';
import { bigint, date, index, pgSequence, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One sequence numbers every data version (events and contests): a bump takes `nextval`, so versions only
 * grow, never repeat across rows, and the newest change anywhere is simply the largest version (the
 * catalog ETag). Rolled-back bumps leave harmless gaps.
 */
export const dataVersionSeq = pgSequence('data_version_seq');

export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** One of core's EVENT_TYPES codes. */
    type: text('type').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country').notNull(),
    city: text('city').notNull(),
    /** Calendar dates in the event's zone. */
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    /** IANA zone, e.g. `Africa/Casablanca`. */
    timeZone: text('time_zone').notNull(),
    description: text('description'),
    /** Bumped (from data_version_seq) whenever the event or any of its contests changes. */
    dataVersion: bigint('data_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('data_version_seq')`),
    /** The name folded for search (lower case, no accents or Arabic diacritics): see search_fold(). */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(sql`search_fold(name)`),
  },
  (t) => [
    index('events_date_to_idx').on(t.dateTo),
    index('events_date_from_idx').on(t.dateFrom, t.id),
    index('events_type_idx').on(t.type, t.dateTo),
    index('events_country_idx').on(t.country, t.dateTo),
    index('events_city_idx').on(sql`search_fold(city)`, t.dateTo),
    index('events_search_trgm_idx').using('gin', t.search.op('gin_trgm_ops')),
  ],
);
