/** GET /api/events/{eventId}/search/participants: by bib (digits) or by name and club words. */
import { type SearchResult, SearchQuery } from '@finishline/contract';
import { searchParticipants } from '@finishline/db';
import { type Answer, answer, makeEtag } from '../answer.js';
import { ApiError, invalidParameter, notFound } from '../api-error.js';
import { eventTags } from '../cache-tags.js';
import { checkId, queryChecker } from '../checked-input.js';
import { pageOf } from '../presenters/lists.js';
import { presentSearchHit } from '../presenters/result.js';
import { type ReadContext } from '../read-context.js';
import { eventFreshness } from '../schedule.js';

const checkSearchQuery = queryChecker(SearchQuery);

export function searchReads({ db, now, versions }: ReadContext) {
  return {
    /** Participants of an event by bib or by name and club words (a text of digits is a bib). */
    async search(params: { eventId: string }, input: SearchQuery): Promise<Answer<SearchResult>> {
      const q = checkSearchQuery(input);
      const eventId = checkId(params.eventId, 'Event');
      if (q.text !== undefined && q.bib !== undefined) {
        throw new ApiError(400, 'invalid_parameter', 'Give either "text" or "bib", not both.', 'bib');
      }
      const text = q.bib ?? q.text?.trim() ?? '';
      if (text === '') throw invalidParameter('text', 'give a non-blank "text" or a "bib".');
      const query = { text, contestId: q.contest ?? null, page: q.page ?? 1, pageSize: q.pageSize ?? 20 };
      const version = await versions.event(eventId);
      if (!version) throw notFound('Event');
      const head = {
        etag: makeEtag(['search', eventId, query, version.key]),
        freshness: eventFreshness(version.event, version.contests, now()),
        tags: eventTags(eventId),
      };
      return answer(head, async () => {
        const { items, total, suggestions } = await searchParticipants(db, eventId, query);
        const page = pageOf(items.map(presentSearchHit), total, query.page, query.pageSize);
        return suggestions.length > 0 ? { ...page, suggestions } : page;
      });
    },
  };
}
