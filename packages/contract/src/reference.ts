/** GET /api/event-types, /api/organizer-types, /api/countries, /api/cities. */
import { Type, type Static } from 'typebox';
import { CountryCodeParam } from './events.js';
import { Page } from './schema-helpers.js';

/** A code with its name in the requested locale. */
export const CodeName = Type.Object(
  {
    code: Type.String({ description: 'The code (event type, organizer type, or ISO alpha-2 country code).' }),
    name: Type.String({ description: 'Its name in the requested locale.' }),
  },
  { additionalProperties: false },
);
export type CodeName = Static<typeof CodeName>;

/** Response of GET /api/event-types: the 26 types in the specification's order. */
export const EventTypeList = Page(CodeName, 'Event types with their names.');
export type EventTypeList = Static<typeof EventTypeList>;

/** Response of GET /api/organizer-types. */
export const OrganizerTypeList = Page(CodeName, 'Organizer types with their names.');
export type OrganizerTypeList = Static<typeof OrganizerTypeList>;

/** Response of GET /api/countries: ISO 3166-1 countries, sorted by name in the locale. */
export const CountryList = Page(CodeName, 'Countries with their names (Intl.DisplayNames).');
export type CountryList = Static<typeof CountryList>;

/** Query of GET /api/cities. */
export const CityListQuery = Type.Object({ country: Type.Optional(CountryCodeParam) });
export type CityListQuery = Static<typeof CityListQuery>;

/** A city that has events. */
export const City = Type.Object(
  {
    name: Type.String({ description: 'City name as stored.' }),
    country: Type.String({ description: 'ISO alpha-2 country code.' }),
    eventCount: Type.Integer({ minimum: 1, description: 'Number of events in the city.' }),
  },
  { additionalProperties: false },
);
export type City = Static<typeof City>;

/** Response of GET /api/cities: cities that have events, by name. */
export const CityList = Page(City, 'Cities that have events.');
export type CityList = Static<typeof CityList>;
