/** GET /api/events/{eventId}/contests/{contestId}/results: the results list with every column. */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContestParams, ErrorResponse, ResultList, ResultsQuery } from '@finishline/contract';
import { sendAnswer } from '../../lib/cache.js';

export const resultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { reads } = app.deps;

  app.get(
    '/api/events/:eventId/contests/:contestId/results',
    {
      schema: {
        tags: ['contests'],
        summary: 'Results of a contest (or the ranking at a checkpoint), filtered and paged',
        description:
          'Finishers by official time with shared places (1, 2, 2, 4), then non-finishers by furthest checkpoint, ' +
          'time there, and status. `place`, `timeMs`, `gapMs`, `diffMs`, pace and speed belong to the requested list ' +
          '(filtered, or at a checkpoint); `overallPlace`, `genderPlace`, `ageGroupPlace` and the official, gun and ' +
          'net times are always the final result.',
        params: ContestParams,
        querystring: ResultsQuery,
        response: { 200: ResultList, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    (request, reply) => sendAnswer(request, reply, reads.results(request.params, request.query)),
  );
};
