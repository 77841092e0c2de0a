/** GET /api/events, /api/events/filters and /api/events/{eventId}. */
import { Type, type Static } from 'typebox';
import {
  CONTEST_GENDER_CODES,
  EVENT_PERIOD_CODES,
  EVENT_TYPE_CODES,
  LOCALE_CODES,
  SCHEDULE_STATE_CODES,
} from './codes.js';
import { LocaleProperty, pagingProperties, TextParam } from './common.js';
import { ContestSummary } from './contests.js';
import { Page, StringEnum } from './schema-helpers.js';

/** Sort orders of the events list: by first day (ascending or descending, `-`), or by name. */
export const EVENT_SORTS = ['date', '-date', 'name', '-name'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];

/** ISO 3166-1 alpha-2 code, any case (answers use upper case). */
export const CountryCodeParam = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: 'ISO 3166-1 alpha-2 country code, case-insensitive, e.g. `MA`.',
});

/** Query of GET /api/events. */
export const EventListQuery = Type.Object({
  period: Type.Optional(
    StringEnum(EVENT_PERIOD_CODES, {
      default: 'all',
      description:
        "`upcoming`: last day is today or later (in the event's time zone, so events happening today are included); " +
        '`past` (shown "Completed"): last day before today; `all` (default).',
    }),
  ),
  type: Type.Optional(
    StringEnum(EVENT_TYPE_CODES, { description: 'Event type code, e.g. `trail_running`.' }),
  ),
  country: Type.Optional(CountryCodeParam),
  city: Type.Optional(TextParam(100, 'City name, exact match ignoring case and accents.')),
  q: Type.Optional(
    TextParam(
      100,
      'Words of the event name, ignoring case and accents; each word matches a word start (prefix).',
    ),
  ),
  sort: Type.Optional(
    StringEnum(EVENT_SORTS, {
      description:
        '`date` (first day ascending), `-date` (descending), `name`, `-name`. Default: `date` for `upcoming`, ' +
        '`-date` otherwise. Ties break by id.',
    }),
  ),
  ...pagingProperties(20),
});
export type EventListQuery = Static<typeof EventListQuery>;

/** A contest in brief, as listed with its event. */
export const ContestBrief = Type.Object(
  {
    id: Type.String({ description: 'Contest id, unique within the event.' }),
    name: Type.String({ description: 'Contest name as given by the organiser, e.g. `Marathon`.' }),
    distanceM: Type.Number({
      minimum: 0,
      description: 'Distance in metres (may have a fraction: a half marathon is 21097.5)',
    }),
    startTime: Type.String({ format: 'date-time', description: 'Gun time, ISO 8601 UTC instant.' }),
    gender: StringEnum(CONTEST_GENDER_CODES, { description: 'Open to `m`, `f` or `mf` (mixed).' }),
  },
  { additionalProperties: false },
);
export type ContestBrief = Static<typeof ContestBrief>;

const eventProperties = {
  id: Type.String({ description: 'Event id (URL-safe slug).' }),
  name: Type.String({ description: 'Event name.' }),
  type: StringEnum(EVENT_TYPE_CODES, { description: 'Event type code.' }),
  country: Type.String({ description: 'ISO 3166-1 alpha-2 country code.' }),
  city: Type.String({ description: 'City name.' }),
  dateFrom: Type.String({ format: 'date', description: "First day, `YYYY-MM-DD` in the event's time zone." }),
  dateTo: Type.String({ format: 'date', description: "Last day, `YYYY-MM-DD` in the event's time zone." }),
  timeZone: Type.String({ description: 'IANA time zone of the event, e.g. `Africa/Casablanca`.' }),
  state: StringEnum(SCHEDULE_STATE_CODES, {
    description: "`upcoming`, `ongoing` (today is one of its days) or `completed`, in the event's time zone.",
  }),
};

/** An item of the events list. */
export const EventSummary = Type.Object(
  { ...eventProperties, contests: Type.Array(ContestBrief, { description: 'Its contests, by start time.' }) },
  { additionalProperties: false },
);
export type EventSummary = Static<typeof EventSummary>;

/** Response of GET /api/events. */
export const EventList = Page(EventSummary, 'A page of events.');
export type EventList = Static<typeof EventList>;

/** Response of GET /api/events/{eventId}. */
export const EventDetail = Type.Object(
  {
    ...eventProperties,
    description: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description: 'Free text from the organiser.',
    }),
    contests: Type.Array(ContestSummary, { description: 'Its contests, by start time.' }),
  },
  { additionalProperties: false },
);
export type EventDetail = Static<typeof EventDetail>;

/** Query of GET /api/events/filters. */
export const EventFiltersQuery = Type.Object({
  period: Type.Optional(
    StringEnum(EVENT_PERIOD_CODES, {
      default: 'all',
      description: 'Count only events of this period (default `all`).',
    }),
  ),
  locale: Type.Optional(LocaleProperty),
});
export type EventFiltersQuery = Static<typeof EventFiltersQuery>;

const CodeCount = Type.Object(
  {
    code: Type.String({ description: 'Code (event type code, or ISO alpha-2 country code).' }),
    name: Type.String({ description: 'Name in the requested locale.' }),
    count: Type.Integer({ minimum: 1, description: 'Number of events.' }),
  },
  { additionalProperties: false },
);

/** Response of GET /api/events/filters: the values that have events, for the filter menus. */
export const EventFilters = Type.Object(
  {
    types: Type.Array(CodeCount, { description: 'Event types that have events, by name.' }),
    countries: Type.Array(CodeCount, { description: 'Countries that have events, by name.' }),
    cities: Type.Array(
      Type.Object(
        {
          name: Type.String({ description: 'City name as stored.' }),
          country: Type.String({ description: 'ISO alpha-2 country code of the city.' }),
          count: Type.Integer({ minimum: 1, description: 'Number of events.' }),
        },
        { additionalProperties: false },
      ),
      { description: 'Cities that have events, by name.' },
    ),
  },
  { additionalProperties: false },
);
export type EventFilters = Static<typeof EventFilters>;

/** Query of the calendar files (…/calendar.ics). */
export const CalendarQuery = Type.Object({
  locale: Type.Optional(
    StringEnum(LOCALE_CODES, {
      default: 'en',
      description:
        'Language of the file’s words (description, country name, distance, the page links, which point to ' +
        'the site in that language): `en` (default), `es`, `fr` or `ar`. Event and contest names stay as written.',
    }),
  ),
});
export type CalendarQuery = Static<typeof CalendarQuery>;
