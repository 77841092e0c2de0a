/** /api/events/{eventId}/contests, …/contests/{contestId} and its course (GPX): HTTP over @finishline/reads. */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BinaryResponse,
  ContestDetail,
  ContestList,
  ContestListQuery,
  ContestParams,
  ErrorResponse,
  EventParams,
} from '@finishline/contract';
import { answerEarly, sendAnswer } from '../../lib/cache.js';

export const contestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { reads } = app.deps;

  app.get(
    '/api/events/:eventId/contests',
    {
      schema: {
        tags: ['contests'],
        summary: 'The contests of an event, by start time',
        params: EventParams,
        querystring: ContestListQuery,
        response: { 200: ContestList, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    (request, reply) => sendAnswer(request, reply, reads.contests(request.params, request.query)),
  );

  app.get(
    '/api/events/:eventId/contests/:contestId',
    {
      schema: {
        tags: ['contests'],
        summary: 'One contest: distance, start, basis, precision, checkpoints, contact, media availability',
        params: ContestParams,
        response: { 200: ContestDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    (request, reply) => sendAnswer(request, reply, reads.contest(request.params)),
  );

  app.get(
    '/api/events/:eventId/contests/:contestId/course',
    {
      schema: {
        tags: ['contests'],
        summary: "The contest's course as GPX",
        description:
          'The GPX 1.1 document the organiser published (`hasCourse` of the contest detail says whether there is ' +
          'one); 404 when there is none. The site draws the course map from it, without map tiles.',
        params: ContestParams,
        response: {
          200: BinaryResponse(['application/gpx+xml'], 'A GPX document: the course as a track.'),
          304: { description: 'Not modified (If-None-Match matched the ETag).', type: 'null' },
          400: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const answer = await reads.course(request.params);
      if (answerEarly(request, reply, answer.etag, answer.freshness, answer.tags)) return reply;
      reply.cacheKey = null;
      return reply.type('application/gpx+xml; charset=utf-8').send(await answer.value());
    },
  );
};
