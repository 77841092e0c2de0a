/** The start list of a contest, the participant detail, followed bibs (Tracking tab) and who comes next. */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ComingNext,
  ComingNextQuery,
  ContestParams,
  ErrorResponse,
  ParticipantDetail,
  ParticipantParams,
  StartList,
  StartListQuery,
  TrackedParticipants,
  TrackingQuery,
} from '@finishline/contract';
import { sendAnswer } from '../../lib/cache.js';

export const participantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { reads } = app.deps;

  app.get(
    '/api/events/:eventId/contests/:contestId/participants',
    {
      schema: {
        tags: ['contests'],
        summary: 'Start list of a contest, filtered, sorted by bib or name, paged',
        params: ContestParams,
        querystring: StartListQuery,
        response: { 200: StartList, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    (request, reply) => sendAnswer(request, reply, reads.startList(request.params, request.query)),
  );

  app.get(
    '/api/events/:eventId/participants/:participantId',
    {
      schema: {
        tags: ['participants'],
        summary: 'A participant with their result, every split and media availability',
        params: ParticipantParams,
        response: { 200: ParticipantDetail, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    (request, reply) => sendAnswer(request, reply, reads.participant(request.params)),
  );

  app.get(
    '/api/events/:eventId/contests/:contestId/tracking',
    {
      schema: {
        tags: ['contests'],
        summary: 'Followed participants of a contest by bib, each with their result, splits and media',
        params: ContestParams,
        querystring: TrackingQuery,
        response: { 200: TrackedParticipants, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    (request, reply) => sendAnswer(request, reply, reads.tracking(request.params, request.query)),
  );

  app.get(
    '/api/events/:eventId/contests/:contestId/coming-next',
    {
      schema: {
        tags: ['contests'],
        summary: 'Runners expected next at a checkpoint, with their forecast arrival (estimates)',
        params: ContestParams,
        querystring: ComingNextQuery,
        response: { 200: ComingNext, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    (request, reply) => sendAnswer(request, reply, reads.comingNext(request.params, request.query)),
  );
};
