/** GET /api/events/{eventId}/search/participants: by bib (digits) or by name and club words. */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, EventParams, SearchQuery, SearchResult } from '@finishline/contract';
import { ApiError, invalidParameter, notFound } from '../../lib/api-error.js';
import { answerEarly, makeEtag, policyForState } from '../../lib/cache.js';
import { eventState } from '../../lib/schedule.js';
import { pageOf } from '../../presenters/lists.js';
import { presentSearchHit } from '../../presenters/result.js';
import { getEventVersion, searchParticipants } from '@finishline/db';

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, now } = app.deps;

  app.get(
    '/api/events/:eventId/search/participants',
    {
      schema: {
        tags: ['participants'],
        summary: 'Find participants of an event by bib or by name/club',
        description:
          'Give exactly one of `text` or `bib`. A `text` of digits only is searched as a bib (specification §5). ' +
          'Text search ignores case, accents and Arabic diacritics, in Latin and Arabic script: every word of the text ' +
          'must start a word of the first name, last name, display name or club. A text that finds nobody comes ' +
          'back with `suggestions`: up to 5 names or clubs of the event close to it ("did you mean").',
        params: EventParams,
        querystring: SearchQuery,
        response: { 200: SearchResult, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { eventId } = request.params;
      const q = request.query;
      if (q.text !== undefined && q.bib !== undefined) {
        throw new ApiError(400, 'invalid_parameter', 'Give either "text" or "bib", not both.', 'bib');
      }
      const text = q.bib ?? q.text?.trim() ?? '';
      if (text === '') throw invalidParameter('text', 'give a non-blank "text" or a "bib".');
      const query = { text, contestId: q.contest ?? null, page: q.page ?? 1, pageSize: q.pageSize ?? 20 };
      const version = await getEventVersion(db, eventId);
      if (!version) throw notFound('Event');
      const policy = policyForState(eventState(version.event, now()));
      if (answerEarly(request, reply, makeEtag(['search', eventId, query, version.key]), policy))
        return reply;
      const { items, total, suggestions } = await searchParticipants(db, eventId, query);
      const page = pageOf(items.map(presentSearchHit), total, query.page, query.pageSize);
      return suggestions.length > 0 ? { ...page, suggestions } : page;
    },
  );
};
