/** The start list of a contest, the participant detail, and the details of followed bibs (Tracking tab). */
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
import {
  findParticipantsByKeys,
  findStartList,
  getContestVersion,
  getEventVersion,
  getParticipantDetail,
  getParticipantDetailsByBibs,
  type ParticipantDetailRow,
} from '@finishline/db';
import { notFound } from '../../lib/api-error.js';
import {
  analyseParticipant,
  createRaceAnalysis,
  dueAt,
  forecastParticipant,
} from '../../lib/race-analysis.js';
import { clockBucket, answerEarly, makeEtag, policyForState } from '../../lib/cache.js';
import { participantFilter } from '../../lib/filters.js';
import { contestState, eventState } from '../../lib/schedule.js';
import { pageOf } from '../../presenters/lists.js';
import {
  presentForecast,
  presentParticipant,
  presentParticipantDetail,
} from '../../presenters/participant.js';

export const participantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;
  const raceAnalysis = createRaceAnalysis(db);
  const analysisOf = async (detail: ParticipantDetailRow, of = analyseParticipant) => {
    const analysed = await raceAnalysis.fieldOf(detail.contestKey, detail.contestVersion);
    return analysed === null ? null : of(analysed, detail.participantKey);
  };

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
    async (request, reply) => {
      const { eventId, contestId } = request.params;
      const q = request.query;
      const query = {
        ...participantFilter(q),
        bib: q.bib ?? null,
        text: q.text?.trim() || null,
        sort: q.sort ?? 'bib',
        page: q.page ?? 1,
        pageSize: q.pageSize ?? 100,
      } as const;
      const version = await getContestVersion(db, eventId, contestId);
      if (!version) throw notFound('Contest');
      const policy = policyForState(contestState(version.startTime, version.event, now()));
      if (
        answerEarly(request, reply, makeEtag(['start-list', eventId, contestId, query, version.key]), policy)
      ) {
        return reply;
      }
      const { items, total } = await findStartList(db, version, query);
      return pageOf(items.map(presentParticipant), total, query.page, query.pageSize);
    },
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
    async (request, reply) => {
      const { eventId, participantId } = request.params;
      const version = await getEventVersion(db, eventId);
      if (!version) throw notFound('Participant');
      const nowMs = now();
      const etag = makeEtag(['participant', eventId, participantId, version.key, clockBucket(nowMs)]);
      if (answerEarly(request, reply, etag, policyForState(eventState(version.event, nowMs)))) return reply;
      const detail = await getParticipantDetail(db, eventId, participantId);
      if (!detail) throw notFound('Participant');
      return presentParticipantDetail(detail, nowMs, await analysisOf(detail));
    },
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
    async (request, reply) => {
      const { eventId, contestId } = request.params;
      const bibs = [...new Set(request.query.bibs.split(','))];
      const version = await getContestVersion(db, eventId, contestId);
      if (!version) throw notFound('Contest');
      const nowMs = now();
      // As the participant detail: the event's version (media, any contest's recompute) and the clock (states).
      const etag = makeEtag(['tracking', eventId, contestId, bibs, version.eventKey, clockBucket(nowMs)]);
      if (answerEarly(request, reply, etag, policyForState(eventState(version.event, nowMs)))) return reply;
      const details = await getParticipantDetailsByBibs(db, eventId, contestId, bibs);
      if (!details) throw notFound('Contest');
      // The cards show forecasts, not the race analysis: 200 analyses would cost ~160 ms on a big contest.
      const analyses = await Promise.all(details.map((detail) => analysisOf(detail, forecastParticipant)));
      return {
        items: details.map((detail, index) =>
          presentParticipantDetail(detail, nowMs, analyses[index] ?? null),
        ),
      };
    },
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
    async (request, reply) => {
      const { eventId, contestId } = request.params;
      const { checkpoint, limit = 10 } = request.query;
      const version = await getContestVersion(db, eventId, contestId);
      if (!version) throw notFound('Contest');
      const nowMs = now();
      const etag = makeEtag([
        'coming-next',
        eventId,
        contestId,
        checkpoint,
        limit,
        version.key,
        clockBucket(nowMs),
      ]);
      const policy = policyForState(contestState(version.startTime, version.event, nowMs));
      if (answerEarly(request, reply, etag, policy)) return reply;
      const analysed = await raceAnalysis.fieldOf(version.contestKey, version.key);
      const index =
        analysed?.checkpoints.findIndex((row) => row.id === checkpoint && row.kind !== 'start') ?? -1;
      const target = analysed?.checkpoints[index];
      if (!analysed || target === undefined) throw notFound('Checkpoint');
      const due = dueAt(analysed, index, { nowMs, limit });
      const people = await findParticipantsByKeys(
        db,
        due.map((entry) => entry.participantKey),
      );
      const byKey = new Map(people.map((person) => [person.key, person]));
      return {
        checkpointId: target.id,
        name: target.name,
        distanceM: target.distanceM,
        items: due.flatMap(({ participantKey, forecast }) => {
          const person = byKey.get(participantKey);
          if (person === undefined) return [];
          return [
            {
              ...presentParticipant(person),
              forecast: presentForecast(forecast, {
                ...target,
                kind: target.kind === 'finish' ? 'finish' : 'split',
              }),
            },
          ];
        }),
      };
    },
  );
};
