/** /api/events/{eventId}/contests, …/contests/{contestId} and its course (GPX). */
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
import { notFound } from '../../lib/api-error.js';
import { clockBucket, answerEarly, makeEtag, policyForState } from '../../lib/cache.js';
import { contestState, eventState } from '../../lib/schedule.js';
import { presentContestDetail, presentContestSummary } from '../../presenters/contest.js';
import { pageOf } from '../../presenters/lists.js';
import {
  findContests,
  getContestCourse,
  getContest,
  getContestVersion,
  getEventVersion,
} from '@finishline/db';

export const contestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;

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
    async (request, reply) => {
      const { eventId } = request.params;
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? 100;
      const version = await getEventVersion(db, eventId);
      if (!version) throw notFound('Event');
      const nowMs = now();
      const etag = makeEtag(['contests', eventId, page, pageSize, version.key, clockBucket(nowMs)]);
      if (answerEarly(request, reply, etag, policyForState(eventState(version.event, nowMs)))) return reply;
      const contests = await findContests(db, eventId);
      const items = contests
        .slice((page - 1) * pageSize, page * pageSize)
        .map((contest) => presentContestSummary(contest, version.event, nowMs));
      return pageOf(items, contests.length, page, pageSize);
    },
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
    async (request, reply) => {
      const { eventId, contestId } = request.params;
      const version = await getContestVersion(db, eventId, contestId);
      if (!version) throw notFound('Contest');
      const nowMs = now();
      const state = contestState(version.startTime, version.event, nowMs);
      const etag = makeEtag(['contest', eventId, contestId, version.eventKey, clockBucket(nowMs)]);
      if (answerEarly(request, reply, etag, policyForState(state))) return reply;
      const contest = await getContest(db, eventId, contestId);
      if (!contest) throw notFound('Contest');
      return presentContestDetail(contest, version.event, nowMs);
    },
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
      const { eventId, contestId } = request.params;
      const version = await getContestVersion(db, eventId, contestId);
      if (!version) throw notFound('Contest');
      const state = contestState(version.startTime, version.event, now());
      // The course changes only with an import, which moves the event's version.
      const etag = makeEtag(['course', eventId, contestId, version.eventKey]);
      if (answerEarly(request, reply, etag, policyForState(state))) return reply;
      reply.cacheKey = null;
      const gpx = await getContestCourse(db, eventId, contestId);
      if (gpx === null) throw notFound('Contest');
      if (gpx === '') throw notFound('Course');
      return reply.type('application/gpx+xml; charset=utf-8').send(gpx);
    },
  );
};
