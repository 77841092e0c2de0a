/** The catalogue and one event: the event list, its filters, and an event with its contests. */
import {
  EVENT_TYPE_NAMES,
  type EventDetail,
  type EventFilters,
  EventFiltersQuery,
  type EventList,
  EventListQuery,
  type LocaleCode,
} from '@finishline/contract';
import { countEventFilters, findContests, findEvents, getCatalogVersion, getEvent } from '@finishline/db';
import { type Answer, answer, clockBucket, FRESHNESS, makeEtag } from '../answer.js';
import { notFound } from '../api-error.js';
import { CATALOG_TAGS, eventTags } from '../cache-tags.js';
import { checkId, queryChecker } from '../checked-input.js';
import { compareNames, countryName } from '../i18n/country-names.js';
import { presentEventDetail, presentEventSummary } from '../presenters/event.js';
import { pageOf } from '../presenters/lists.js';
import { type ReadContext } from '../read-context.js';
import { eventFreshness, statesOf } from '../schedule.js';

const checkListQuery = queryChecker(EventListQuery);
const checkFiltersQuery = queryChecker(EventFiltersQuery);

export function eventReads({ db, now, kept, versions }: ReadContext) {
  return {
    /** GET /api/events: events, filtered, sorted and paged. */
    async events(input: EventListQuery): Promise<Answer<EventList>> {
      const query = checkListQuery(input);
      const period = query.period ?? 'all';
      const filter = {
        period,
        type: query.type ?? null,
        country: query.country?.toUpperCase() ?? null,
        city: query.city ?? null,
        q: query.q ?? null,
        sort: query.sort ?? (period === 'upcoming' ? 'date' : '-date'),
        page: query.page ?? 1,
        pageSize: query.pageSize ?? 20,
      } as const;
      const nowMs = now();
      const version = await getCatalogVersion(db);
      const head = {
        etag: makeEtag(['events', filter, version, clockBucket(nowMs)]),
        freshness: FRESHNESS.catalog,
        tags: CATALOG_TAGS,
      };
      return answer(head, async () => {
        const { items, total } = await findEvents(db, filter, nowMs);
        const events = items.map((event) => presentEventSummary(event, nowMs));
        return pageOf(events, total, filter.page, filter.pageSize);
      });
    },

    /** GET /api/events/filters: the types, countries and cities that have events, with counts. */
    async eventFilters(input: EventFiltersQuery): Promise<Answer<EventFilters>> {
      const query = checkFiltersQuery(input);
      const period = query.period ?? 'all';
      const locale: LocaleCode = query.locale ?? 'en';
      const nowMs = now();
      const version = await getCatalogVersion(db);
      const head = {
        etag: makeEtag(['event-filters', period, locale, version, clockBucket(nowMs)]),
        freshness: FRESHNESS.catalog,
        tags: CATALOG_TAGS,
      };
      return answer(head, async () => {
        const counts = await countEventFilters(db, period, nowMs);
        const compare = compareNames(locale);
        const byName = (a: { name: string }, b: { name: string }) => compare(a.name, b.name);
        return {
          types: counts.types
            .map((t) => ({ code: t.code, name: EVENT_TYPE_NAMES[t.code][locale], count: t.count }))
            .sort(byName),
          countries: counts.countries
            .map((c) => ({ code: c.code, name: countryName(c.code, locale), count: c.count }))
            .sort(byName),
          cities: counts.cities.sort(byName),
        };
      });
    },

    /** GET /api/events/{eventId}: one event with its contests. */
    async event(params: { eventId: string }): Promise<Answer<EventDetail>> {
      const eventId = checkId(params.eventId, 'Event');
      const version = await versions.event(eventId);
      if (!version) throw notFound('Event');
      const nowMs = now();
      const head = {
        etag: makeEtag([
          'event',
          eventId,
          version.key,
          clockBucket(nowMs),
          statesOf(version.contests, nowMs),
        ]),
        freshness: eventFreshness(version.event, version.contests, nowMs),
        tags: eventTags(eventId),
      };
      return kept.answer(head, async () => {
        const [event, contests] = await Promise.all([getEvent(db, eventId), findContests(db, eventId)]);
        if (!event) throw notFound('Event');
        return presentEventDetail(event, contests, nowMs);
      });
    },
  };
}
