/** Every public GET endpoint with a representative URL on the fixture data and the schema of its 200 answer. */
import {
  CityList,
  ContestDetail,
  ContestList,
  CountryList,
  EventDetail,
  EventFilters,
  EventList,
  EventTypeList,
  OrganizerTypeList,
  ParticipantDetail,
  ResultList,
  SearchResult,
  StartList,
} from '@finishline/contract';
import { type TSchema } from 'typebox';

export type Endpoint = { path: string; url: string; schema: TSchema };

const EVENT = '/api/events/casablanca-marathon-2026';
const CONTEST = `${EVENT}/contests/marathon`;

/** The 13 endpoints of the specification §7. */
export const ENDPOINTS: readonly Endpoint[] = [
  { path: '/api/events', url: '/api/events?period=all&sort=-date', schema: EventList },
  { path: '/api/events/filters', url: '/api/events/filters', schema: EventFilters },
  { path: '/api/events/{eventId}', url: EVENT, schema: EventDetail },
  { path: '/api/events/{eventId}/contests', url: `${EVENT}/contests`, schema: ContestList },
  { path: '/api/events/{eventId}/contests/{contestId}', url: CONTEST, schema: ContestDetail },
  {
    path: '/api/events/{eventId}/contests/{contestId}/participants',
    url: `${CONTEST}/participants`,
    schema: StartList,
  },
  {
    path: '/api/events/{eventId}/contests/{contestId}/results',
    url: `${CONTEST}/results?gender=f`,
    schema: ResultList,
  },
  {
    // A half marathon runner: fractional checkpoint and segment distances (21 097.5 m), in every test that
    // walks this list (schemas, no 5xx for any query, caching).
    path: '/api/events/{eventId}/participants/{participantId}',
    url: '/api/events/lyon-gran-fondo-2025/participants/501',
    schema: ParticipantDetail,
  },
  {
    path: '/api/events/{eventId}/search/participants',
    url: `${EVENT}/search/participants?text=casa`,
    schema: SearchResult,
  },
  { path: '/api/event-types', url: '/api/event-types?locale=ar', schema: EventTypeList },
  { path: '/api/cities', url: '/api/cities', schema: CityList },
  { path: '/api/countries', url: '/api/countries?locale=es', schema: CountryList },
  { path: '/api/organizer-types', url: '/api/organizer-types', schema: OrganizerTypeList },
];
