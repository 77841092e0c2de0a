/** GET /api/events/{eventId}/search/participants: by bib (digits) or by name and club words. */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, EventParams, SearchQuery, SearchResult } from '@finishline/contract';
import { sendAnswer } from '../../lib/cache.js';

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { reads } = app.deps;

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
    (request, reply) => sendAnswer(request, reply, reads.search(request.params, request.query)),
  );
};
