/** Code lists with names: /api/event-types, /api/organizer-types, /api/countries, and /api/cities (from the data). */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CityList,
  CityListQuery,
  CountryList,
  ErrorResponse,
  EVENT_TYPE_CODES,
  EVENT_TYPE_NAMES,
  EventTypeList,
  LocaleQuery,
  ORGANIZER_TYPE_CODES,
  ORGANIZER_TYPE_NAMES,
  OrganizerTypeList,
} from '@finishline/contract';
import { answerEarly } from '../../lib/cache.js';
import { findCities, getCatalogVersion } from '@finishline/db';
import {
  CATALOG_TAGS,
  compareNames,
  COUNTRY_CODES,
  countryName,
  FRESHNESS,
  makeEtag,
  SITE_TAG,
  wholeList,
} from '@finishline/reads';

const errors = { 400: ErrorResponse };

export const referenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/event-types',
    {
      schema: {
        tags: ['reference'],
        summary: 'The 26 event types with their names',
        querystring: LocaleQuery,
        response: { 200: EventTypeList, ...errors },
      },
    },
    async (request, reply) => {
      const locale = request.query.locale ?? 'en';
      if (answerEarly(request, reply, makeEtag(['event-types', locale]), FRESHNESS.reference, [SITE_TAG]))
        return reply;
      return wholeList(EVENT_TYPE_CODES.map((code) => ({ code, name: EVENT_TYPE_NAMES[code][locale] })));
    },
  );

  app.get(
    '/api/organizer-types',
    {
      schema: {
        tags: ['reference'],
        summary: 'Organizer types with their names',
        querystring: LocaleQuery,
        response: { 200: OrganizerTypeList, ...errors },
      },
    },
    async (request, reply) => {
      const locale = request.query.locale ?? 'en';
      if (answerEarly(request, reply, makeEtag(['organizer-types', locale]), FRESHNESS.reference, [SITE_TAG]))
        return reply;
      return wholeList(
        ORGANIZER_TYPE_CODES.map((code) => ({ code, name: ORGANIZER_TYPE_NAMES[code][locale] })),
      );
    },
  );

  app.get(
    '/api/countries',
    {
      schema: {
        tags: ['reference'],
        summary: 'ISO 3166-1 countries with their names, sorted by name in the locale',
        querystring: LocaleQuery,
        response: { 200: CountryList, ...errors },
      },
    },
    async (request, reply) => {
      const locale = request.query.locale ?? 'en';
      if (answerEarly(request, reply, makeEtag(['countries', locale]), FRESHNESS.reference, [SITE_TAG]))
        return reply;
      const compare = compareNames(locale);
      const items = COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) =>
        compare(a.name, b.name),
      );
      return wholeList(items);
    },
  );

  app.get(
    '/api/cities',
    {
      schema: {
        tags: ['reference'],
        summary: 'Cities that have events, by name',
        querystring: CityListQuery,
        response: { 200: CityList, ...errors },
      },
    },
    async (request, reply) => {
      const country = request.query.country?.toUpperCase();
      const version = await getCatalogVersion(app.deps.db);
      const etag = makeEtag(['cities', country ?? null, version]);
      if (answerEarly(request, reply, etag, FRESHNESS.catalog, CATALOG_TAGS)) return reply;
      const cities = await findCities(app.deps.db);
      return wholeList(
        cities
          .filter((city) => country === undefined || city.country === country)
          .map((city) => ({ name: city.name, country: city.country, eventCount: city.count })),
      );
    },
  );
};
