/** /api/events (list), /api/events/filters and /api/events/{eventId}: HTTP over the reads of @finishline/reads. */
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
import { sendAnswer } from '../../lib/cache.js';

export const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { reads } = app.deps;

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
    (request, reply) => sendAnswer(request, reply, reads.events(request.query)),
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
    (request, reply) => sendAnswer(request, reply, reads.eventFilters(request.query)),
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
    (request, reply) => sendAnswer(request, reply, reads.event(request.params)),
  );
};
