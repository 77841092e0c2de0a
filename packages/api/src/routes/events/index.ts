/** /api/events (list), /api/events/filters and /api/events/{eventId}. */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  EventDetail,
  EventFilters,
  EventFiltersQuery,
  EventList,
  EventListQuery,
  EventParams,
} from '@finishline/contract';
import { compareNames, countryName } from '../../i18n/country-names.js';
import { EVENT_TYPE_NAMES } from '../../i18n/type-names.js';
import { notFound } from '../../lib/api-error.js';
import { CACHE_POLICIES, clockBucket, answerEarly, makeEtag, policyForState } from '../../lib/cache.js';
import { eventState } from '../../lib/schedule.js';
import { presentEventDetail, presentEventSummary } from '../../presenters/event.js';
import { pageOf } from '../../presenters/lists.js';
import {
  countEventFilters,
  findContests,
  findEvents,
  getCatalogVersion,
  getEvent,
  getEventVersion,
} from '@finishline/db';

export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Events, filtered, sorted and paged, each with its contests in brief',
        querystring: EventListQuery,
        response: { 200: EventList, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const query = request.query;
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
      const etag = makeEtag(['events', filter, version, clockBucket(nowMs)]);
      if (answerEarly(request, reply, etag, CACHE_POLICIES.catalog)) return reply;
      const { items, total } = await findEvents(db, filter, nowMs);
      const events = items.map((event) => presentEventSummary(event, nowMs));
      return pageOf(events, total, filter.page, filter.pageSize);
    },
  );

  app.get(
    '/api/events/filters',
    {
      schema: {
        tags: ['events'],
        summary: 'The event types, countries and cities that have events, with counts',
        querystring: EventFiltersQuery,
        response: { 200: EventFilters, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const period = request.query.period ?? 'all';
      const locale = request.query.locale ?? 'en';
      const nowMs = now();
      const version = await getCatalogVersion(db);
      const etag = makeEtag(['event-filters', period, locale, version, clockBucket(nowMs)]);
      if (answerEarly(request, reply, etag, CACHE_POLICIES.catalog)) return reply;
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
    },
  );

  app.get(
    '/api/events/:eventId',
    {
      schema: {
        tags: ['events'],
        summary: 'One event with its contests',
        params: EventParams,
        response: { 200: EventDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { eventId } = request.params;
      const version = await getEventVersion(db, eventId);
      if (!version) throw notFound('Event');
      const nowMs = now();
      const etag = makeEtag(['event', eventId, version.key, clockBucket(nowMs)]);
      if (answerEarly(request, reply, etag, policyForState(eventState(version.event, nowMs)))) return reply;
      const event = await getEvent(db, eventId);
      if (!event) throw notFound('Event');
      return presentEventDetail(event, await findContests(db, eventId), nowMs);
    },
  );
};
