/** The start list of a contest, a participant's detail, the followed runners of a contest, and who comes next. */
import {
  type ComingNext,
  ComingNextQuery,
  type ParticipantDetail,
  type StartList,
  StartListQuery,
  type TrackedParticipants,
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
import { type Answer, answer, clockBucket, makeEtag } from '../answer.js';
import { notFound } from '../api-error.js';
import { contestTags, eventTags, participantTag } from '../cache-tags.js';
import { checkId, queryChecker } from '../checked-input.js';
import { participantFilter } from '../filters.js';
import { pageOf } from '../presenters/lists.js';
import { presentForecast, presentParticipant, presentParticipantDetail } from '../presenters/participant.js';
import { analyseParticipant, dueAt, forecastParticipant } from '../race-analysis.js';
import { type ReadContext } from '../read-context.js';
import { contestState, eventState, freshnessOf } from '../schedule.js';

const checkStartListQuery = queryChecker(StartListQuery);
const checkTrackingQuery = queryChecker(TrackingQuery);
const checkComingNextQuery = queryChecker(ComingNextQuery);

type ContestRef = { eventId: string; contestId: string };

export function participantReads({ db, now, analysis }: ReadContext) {
  const analysisOf = async (detail: ParticipantDetailRow, of = analyseParticipant) => {
    const analysed = await analysis.fieldOf(detail.contestKey, detail.contestVersion);
    return analysed === null ? null : of(analysed, detail.participantKey);
  };

  async function versionOf(ref: ContestRef) {
    const eventId = checkId(ref.eventId, 'Contest');
    const contestId = checkId(ref.contestId, 'Contest');
    const version = await getContestVersion(db, eventId, contestId);
    if (!version) throw notFound('Contest');
    return { eventId, contestId, version };
  }

  return {
    /** GET …/contests/{contestId}/participants: the start list, filtered, sorted by bib or name, paged. */
    async startList(ref: ContestRef, input: StartListQuery = {}): Promise<Answer<StartList>> {
      const q = checkStartListQuery(input);
      const { eventId, contestId, version } = await versionOf(ref);
      const query = {
        ...participantFilter(q),
        bib: q.bib ?? null,
        text: q.text?.trim() || null,
        sort: q.sort ?? 'bib',
        page: q.page ?? 1,
        pageSize: q.pageSize ?? 100,
      } as const;
      const head = {
        etag: makeEtag(['start-list', eventId, contestId, query, version.key]),
        freshness: freshnessOf(contestState(version.startTime, version.event, now())),
        tags: contestTags(eventId, contestId),
      };
      return answer(head, async () => {
        const { items, total } = await findStartList(db, version, query);
        return pageOf(items.map(presentParticipant), total, query.page, query.pageSize);
      });
    },

    /** GET /api/events/{eventId}/participants/{participantId}: result, every split, the race analysis, media. */
    async participant(params: {
      eventId: string;
      participantId: string;
    }): Promise<Answer<ParticipantDetail>> {
      const eventId = checkId(params.eventId, 'Participant');
      const participantId = checkId(params.participantId, 'Participant');
      const version = await getEventVersion(db, eventId);
      if (!version) throw notFound('Participant');
      const nowMs = now();
      const head = {
        etag: makeEtag(['participant', eventId, participantId, version.key, clockBucket(nowMs)]),
        freshness: freshnessOf(eventState(version.event, nowMs)),
        tags: [...eventTags(eventId), participantTag(eventId, participantId)],
      };
      return answer(head, async () => {
        const detail = await getParticipantDetail(db, eventId, participantId);
        if (!detail) throw notFound('Participant');
        return presentParticipantDetail(detail, nowMs, await analysisOf(detail));
      });
    },

    /** GET …/contests/{contestId}/tracking: followed participants by bib, with results, splits and forecasts. */
    async tracking(ref: ContestRef, input: TrackingQuery): Promise<Answer<TrackedParticipants>> {
      const bibs = [...new Set(checkTrackingQuery(input).bibs.split(','))];
      const { eventId, contestId, version } = await versionOf(ref);
      const nowMs = now();
      const head = {
        // As the participant detail: the event's version (media, any contest's recompute) and the clock (states).
        etag: makeEtag(['tracking', eventId, contestId, bibs, version.eventKey, clockBucket(nowMs)]),
        freshness: freshnessOf(eventState(version.event, nowMs)),
        tags: contestTags(eventId, contestId),
      };
      return answer(head, async () => {
        const details = await getParticipantDetailsByBibs(db, eventId, contestId, bibs);
        if (!details) throw notFound('Contest');
        // The cards show forecasts, not the race analysis: 200 analyses would cost ~160 ms on a big contest.
        const analyses = await Promise.all(details.map((detail) => analysisOf(detail, forecastParticipant)));
        return {
          items: details.map((detail, index) =>
            presentParticipantDetail(detail, nowMs, analyses[index] ?? null),
          ),
        };
      });
    },

    /** GET …/contests/{contestId}/coming-next: runners expected next at a checkpoint, with forecasts. */
    async comingNext(ref: ContestRef, input: ComingNextQuery): Promise<Answer<ComingNext>> {
      const { checkpoint, limit = 10 } = checkComingNextQuery(input);
      const { eventId, contestId, version } = await versionOf(ref);
      const nowMs = now();
      const head = {
        etag: makeEtag([
          'coming-next',
          eventId,
          contestId,
          checkpoint,
          limit,
          version.key,
          clockBucket(nowMs),
        ]),
        freshness: freshnessOf(contestState(version.startTime, version.event, nowMs)),
        tags: contestTags(eventId, contestId),
      };
      return answer(head, async () => {
        const analysed = await analysis.fieldOf(version.contestKey, version.key);
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
        const kind = target.kind === 'finish' ? 'finish' : 'split';
        return {
          checkpointId: target.id,
          name: target.name,
          distanceM: target.distanceM,
          items: due.flatMap(({ participantKey, forecast }) => {
            const person = byKey.get(participantKey);
            if (person === undefined) return [];
            return [
              { ...presentParticipant(person), forecast: presentForecast(forecast, { ...target, kind }) },
            ];
          }),
        };
      });
    },
  };
}
