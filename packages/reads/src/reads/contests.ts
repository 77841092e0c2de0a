/** An event's contests, one contest, and a contest's course (GPX). */
import { type ContestDetail, type ContestList, ContestListQuery } from '@finishline/contract';
import { findContests, getContest, getContestCourse } from '@finishline/db';
import { type Answer, answer, clockBucket, makeEtag } from '../answer.js';
import { notFound } from '../api-error.js';
import { contestTags, eventTags } from '../cache-tags.js';
import { checkId, queryChecker } from '../checked-input.js';
import { presentContestDetail, presentContestSummary } from '../presenters/contest.js';
import { pageOf } from '../presenters/lists.js';
import { type ReadContext } from '../read-context.js';
import { contestFreshness, eventFreshness, statesOf } from '../schedule.js';

const checkListQuery = queryChecker(ContestListQuery);

type ContestRef = { eventId: string; contestId: string };

export function contestReads({ db, now, kept, versions }: ReadContext) {
  /** The contest's version and ids, or a 404. */
  async function versionOf(ref: ContestRef) {
    const eventId = checkId(ref.eventId, 'Contest');
    const contestId = checkId(ref.contestId, 'Contest');
    const version = await versions.contest(eventId, contestId);
    if (!version) throw notFound('Contest');
    return { eventId, contestId, version };
  }

  return {
    /** GET /api/events/{eventId}/contests: the contests of an event, by start time. */
    async contests(params: { eventId: string }, input: ContestListQuery = {}): Promise<Answer<ContestList>> {
      const eventId = checkId(params.eventId, 'Event');
      const query = checkListQuery(input);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? 100;
      const version = await versions.event(eventId);
      if (!version) throw notFound('Event');
      const nowMs = now();
      const head = {
        etag: makeEtag([
          'contests',
          eventId,
          page,
          pageSize,
          version.key,
          clockBucket(nowMs),
          statesOf(version.contests, nowMs),
        ]),
        freshness: eventFreshness(version.event, version.contests, nowMs),
        tags: eventTags(eventId),
      };
      return kept.answer(head, async () => {
        const contests = await findContests(db, eventId);
        const items = contests
          .slice((page - 1) * pageSize, page * pageSize)
          .map((contest) => presentContestSummary(contest, version.event, nowMs));
        return pageOf(items, contests.length, page, pageSize);
      });
    },

    /** GET …/contests/{contestId}: distance, start, basis, precision, checkpoints, contact, media availability. */
    async contest(ref: ContestRef): Promise<Answer<ContestDetail>> {
      const { eventId, contestId, version } = await versionOf(ref);
      const nowMs = now();
      const head = {
        etag: makeEtag([
          'contest',
          eventId,
          contestId,
          version.eventKey,
          clockBucket(nowMs),
          statesOf([version.clock], nowMs),
        ]),
        freshness: contestFreshness(version.clock, nowMs),
        tags: contestTags(eventId, contestId),
      };
      return kept.answer(head, async () => {
        const contest = await getContest(db, eventId, contestId);
        if (!contest) throw notFound('Contest');
        return presentContestDetail(contest, version.event, nowMs);
      });
    },

    /** GET …/contests/{contestId}/course: the GPX the organiser published; a 404 when there is none. */
    async course(ref: ContestRef): Promise<Answer<string>> {
      const { eventId, contestId, version } = await versionOf(ref);
      const head = {
        // The course changes only with an import, which moves the event's version.
        etag: makeEtag(['course', eventId, contestId, version.eventKey]),
        freshness: contestFreshness(version.clock, now()),
        tags: contestTags(eventId, contestId),
      };
      return answer(head, async () => {
        const gpx = await getContestCourse(db, eventId, contestId);
        if (gpx === null) throw notFound('Contest');
        if (gpx === '') throw notFound('Course');
        return gpx;
      });
    },
  };
}
