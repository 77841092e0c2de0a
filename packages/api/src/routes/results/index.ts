/** GET /api/events/{eventId}/contests/{contestId}/results: the results list with every column. */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ContestParams, ErrorResponse, ResultList, ResultsQuery } from '@finishline/contract';
import { invalidParameter, notFound } from '../../lib/api-error.js';
import { answerEarly, makeEtag, policyForState } from '../../lib/cache.js';
import { participantFilter } from '../../lib/filters.js';
import { contestState } from '../../lib/schedule.js';
import { pageOf } from '../../presenters/lists.js';
import { presentResultRow } from '../../presenters/result.js';
import { type ContestVersion, findResults, getContestVersion } from '@finishline/db';

/** Rankings exist at split and finish checkpoints; the start mat is not a split (docs/results.md §Splits). */
function checkRankedCheckpoint(checkpointId: string, version: ContestVersion): void {
  const index = version.checkpointIds.indexOf(checkpointId);
  const ranked = version.checkpointIds.filter((_, i) => version.checkpointKinds[i] !== 'start');
  if (index < 0 || version.checkpointKinds[index] === 'start') {
    throw invalidParameter(
      'checkpoint',
      `must be a split or finish checkpoint of the contest: ${ranked.join(', ')}.`,
    );
  }
}

export const resultRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;

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
    async (request, reply) => {
      const { eventId, contestId } = request.params;
      const q = request.query;
      const query = {
        ...participantFilter(q),
        checkpoint: q.checkpoint ?? null,
        ranking: q.ranking ?? 'official',
        ageGradeMin: q.ageGradeMin ?? null,
        page: q.page ?? 1,
        pageSize: q.pageSize ?? 100,
      } as const;
      const version = await getContestVersion(db, eventId, contestId);
      if (!version) throw notFound('Contest');
      if (query.checkpoint !== null) checkRankedCheckpoint(query.checkpoint, version);
      if (query.checkpoint !== null && query.ranking === 'ageGrade') {
        throw invalidParameter(
          'ranking',
          'the age-graded ranking is of finish times: not with `checkpoint`.',
        );
      }
      const policy = policyForState(contestState(version.startTime, version.event, now()));
      if (
        answerEarly(request, reply, makeEtag(['results', eventId, contestId, query, version.key]), policy)
      ) {
        return reply;
      }
      const { items, total } = await findResults(db, version, query);
      return pageOf(items.map(presentResultRow), total, query.page, query.pageSize);
    },
  );
};
