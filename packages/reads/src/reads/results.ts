/** GET /api/events/{eventId}/contests/{contestId}/results: the results list with every column. */
import { type ResultList, ResultsQuery } from '@finishline/contract';
import { type ContestVersion } from '@finishline/db';
import { type Answer, answer, makeEtag } from '../answer.js';
import { invalidParameter, notFound } from '../api-error.js';
import { contestTags, listTags } from '../cache-tags.js';
import { checkId, queryChecker } from '../checked-input.js';
import { fieldResults } from '../field/field-results.js';
import { fieldFilterOf } from '../field/read-filter.js';
import { participantFilter } from '../filters.js';
import { pageOf } from '../presenters/lists.js';
import { presentResultRow } from '../presenters/result.js';
import { type ReadContext } from '../read-context.js';
import { contestFreshness } from '../schedule.js';

const checkResultsQuery = queryChecker(ResultsQuery);

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

export function resultReads(context: ReadContext) {
  const { now, fields, kept, versions } = context;
  return {
    /** Results of a contest (or the ranking at a checkpoint), filtered and paged. */
    async results(
      ref: { eventId: string; contestId: string },
      input: ResultsQuery = {},
    ): Promise<Answer<ResultList>> {
      const q = checkResultsQuery(input);
      const eventId = checkId(ref.eventId, 'Contest');
      const contestId = checkId(ref.contestId, 'Contest');
      const query = {
        ...participantFilter(q),
        checkpoint: q.checkpoint ?? null,
        ranking: q.ranking ?? 'official',
        ageGradeMin: q.ageGradeMin ?? null,
        page: q.page ?? 1,
        pageSize: q.pageSize ?? 100,
      } as const;
      const version = await versions.contest(eventId, contestId);
      if (!version) throw notFound('Contest');
      if (query.checkpoint !== null) checkRankedCheckpoint(query.checkpoint, version);
      if (query.checkpoint !== null && query.ranking === 'ageGrade') {
        throw invalidParameter(
          'ranking',
          'the age-graded ranking is of finish times: not with `checkpoint`.',
        );
      }
      const head = {
        etag: makeEtag(['results', eventId, contestId, query, version.listKey]),
        freshness: contestFreshness(version.clock, now()),
        // The "n of N" count of a runner's page (a page of one row) drifts with the places: it is not a list.
        tags: query.pageSize === 1 ? contestTags(eventId, contestId) : listTags(eventId, contestId),
      };
      const page = async () => {
        const field = await fields.fieldOf(version.contestKey, Number(version.key), Number(version.listKey));
        if (field === null) throw notFound('Contest');
        const filter = { ...query, ...(await fieldFilterOf(context, field, query)) };
        const { items, total } = fieldResults(field, filter);
        return pageOf(items.map(presentResultRow), total, query.page, query.pageSize);
      };
      // A page of one row is the "n of N" count every participant page asks for: kept.
      return query.pageSize === 1 ? kept.answer(head, page) : answer(head, page);
    },
  };
}
