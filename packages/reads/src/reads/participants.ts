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
  type ContestVersion,
  findSetAsideCheckpoints,
  getParticipantDetail,
  getParticipantDetailsByBibs,
  type ParticipantDetailRow,
  searchWords,
} from '@finishline/db';
import { type Answer, answer, clockBucket, makeEtag } from '../answer.js';
import { notFound } from '../api-error.js';
import { contestTags, listTags, participantTags } from '../cache-tags.js';
import { checkId, queryChecker } from '../checked-input.js';
import { detailOf } from '../field/field-detail.js';
import { fieldStartList, participantRow } from '../field/field-start-list.js';
import { fieldFilterOf } from '../field/read-filter.js';
import { participantFilter } from '../filters.js';
import { pageOf } from '../presenters/lists.js';
import { presentForecast, presentParticipant, presentParticipantDetail } from '../presenters/participant.js';
import { analyseParticipant, analysisOf, dueAt, forecastParticipant } from '../race-analysis.js';
import { type ReadContext } from '../read-context.js';
import { contestFreshness, contestState, runnerFreshness, statesOf } from '../schedule.js';

const checkStartListQuery = queryChecker(StartListQuery);
const checkTrackingQuery = queryChecker(TrackingQuery);
const checkComingNextQuery = queryChecker(ComingNextQuery);

type ContestRef = { eventId: string; contestId: string };

export function participantReads(context: ReadContext) {
  const { db, now, fields, events, versions } = context;

  /** Where the import set a time of the participant's aside (a small indexed lookup; most have none). */
  async function setAsideOf(detail: ParticipantDetailRow): Promise<Set<string>> {
    const found = await findSetAsideCheckpoints(db, detail.contestKey, [detail.participant.bib]);
    return new Set(found.get(detail.participant.bib));
  }

  /** The contest's field with its own data as of `version.key`, placed as of its lists (ADR 032). */
  function listFieldOf(version: ContestVersion) {
    return fields.fieldOf(version.contestKey, Number(version.key), Number(version.listKey));
  }

  async function versionOf(ref: ContestRef) {
    const eventId = checkId(ref.eventId, 'Contest');
    const contestId = checkId(ref.contestId, 'Contest');
    const version = await versions.contest(eventId, contestId);
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
        etag: makeEtag(['start-list', eventId, contestId, query, version.listKey]),
        freshness: contestFreshness(version.clock, now()),
        tags: listTags(eventId, contestId),
      };
      return answer(head, async () => {
        const field = await listFieldOf(version);
        if (field === null) throw notFound('Contest');
        const words = query.text === null ? null : await context.fold(searchWords(query.text));
        const filter = { ...(await fieldFilterOf(context, field, query)), ...query, words };
        const { items, total } = fieldStartList(field, filter);
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
      const version = await versions.participant(eventId, participantId);
      if (!version) throw notFound('Participant');
      const nowMs = now();
      const head = {
        etag: makeEtag([
          'participant',
          eventId,
          participantId,
          version.eventKey,
          version.ownVersion,
          version.listVersion,
          clockBucket(nowMs),
          statesOf([version.clock], nowMs),
        ]),
        freshness: runnerFreshness(version.clock, nowMs),
        tags: participantTags(eventId, version.contestId, participantId),
      };
      return answer(head, async () => {
        // The runner's own data as of their version; the places as of the contest's list version (ADR 032).
        const field = await fields.fieldOf(
          version.contestKey,
          Math.max(Number(version.contestVersion), Number(version.ownVersion)),
          Number(version.listVersion),
        );
        const row = field?.currentRow(version.participantKey);
        const rows = await events.rowsOf(eventId, version.contestId, version.eventKey);
        if (!field || !row || !rows) {
          // Entered, not computed yet (no results row): straight from the database.
          const detail = await getParticipantDetail(db, eventId, participantId);
          if (!detail) throw notFound('Participant');
          return presentParticipantDetail(detail, nowMs, null, await setAsideOf(detail));
        }
        const analysis = analyseParticipant(analysisOf(field), row.key);
        const detail = detailOf(field, row, rows);
        const presented = presentParticipantDetail(detail, nowMs, analysis, await setAsideOf(detail));
        // Live, the places are those of the contest's lists (ADR 032): the page says as of when.
        if (contestState(version.clock, nowMs) !== 'ongoing') return presented;
        return { ...presented, result: { ...presented.result, placesAsOf: version.listVersionAt } };
      });
    },

    /** GET …/contests/{contestId}/tracking: followed participants by bib, with results, splits and forecasts. */
    async tracking(ref: ContestRef, input: TrackingQuery): Promise<Answer<TrackedParticipants>> {
      const bibs = [...new Set(checkTrackingQuery(input).bibs.split(','))];
      const { eventId, contestId, version } = await versionOf(ref);
      const nowMs = now();
      const head = {
        // As the participant detail: the event's version (media, any contest's recompute) and the clock (states).
        etag: makeEtag([
          'tracking',
          eventId,
          contestId,
          bibs,
          version.eventKey,
          version.key,
          clockBucket(nowMs),
          statesOf([version.clock], nowMs),
        ]),
        freshness: contestFreshness(version.clock, nowMs),
        tags: contestTags(eventId, contestId),
      };
      return answer(head, async () => {
        const [field, rows] = await Promise.all([
          listFieldOf(version),
          events.rowsOf(eventId, contestId, version.eventKey),
        ]);
        if (!field || !rows) {
          const details = await getParticipantDetailsByBibs(db, eventId, contestId, bibs);
          if (!details) throw notFound('Contest');
          const setAside = await findSetAsideCheckpoints(db, version.contestKey, bibs);
          return {
            items: details.map((detail) =>
              presentParticipantDetail(detail, nowMs, null, new Set(setAside.get(detail.participant.bib))),
            ),
          };
        }
        const analysed = analysisOf(field);
        const setAside = await findSetAsideCheckpoints(db, version.contestKey, bibs);
        // The cards show forecasts, not the race analysis.
        const items = bibs.flatMap((bib) => {
          const placed = field.rowByBib(bib);
          const row = placed && field.currentRow(placed.key);
          if (row === undefined) return [];
          const detail: ParticipantDetailRow = detailOf(field, row, rows);
          const forecast = forecastParticipant(analysed, row.key);
          return [presentParticipantDetail(detail, nowMs, forecast, new Set(setAside.get(bib)))];
        });
        return { items };
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
          version.listKey,
          clockBucket(nowMs),
        ]),
        freshness: contestFreshness(version.clock, nowMs),
        tags: listTags(eventId, contestId),
      };
      return answer(head, async () => {
        const field = await listFieldOf(version);
        const analysed = field && analysisOf(field);
        const index =
          analysed?.checkpoints.findIndex((row) => row.id === checkpoint && row.kind !== 'start') ?? -1;
        const target = analysed?.checkpoints[index];
        if (!field || !analysed || target === undefined) throw notFound('Checkpoint');
        const kind = target.kind === 'finish' ? 'finish' : 'split';
        return {
          checkpointId: target.id,
          name: target.name,
          distanceM: target.distanceM,
          items: dueAt(analysed, index, { nowMs, limit }).flatMap(({ participantKey, forecast }) => {
            const row = field.rowByKey(participantKey);
            if (row === undefined) return [];
            const person = presentParticipant(participantRow(row));
            return [{ ...person, forecast: presentForecast(forecast, { ...target, kind }) }];
          }),
        };
      });
    },
  };
}
