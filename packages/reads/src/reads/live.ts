/** GET …/contests/{contestId}/live/snapshot: the live view as JSON, with the cursor its stream resumes from. */
import {
  LIVE_LEADERS_PER_CHECKPOINT,
  LIVE_RANKING_SIZE,
  LIVE_RECENT_PASSINGS,
  type LiveSnapshot,
} from '@finishline/contract';
import { findLatestPassings, getLiveContest, getPassingCursor } from '@finishline/db';
import { type Answer, answer, makeEtag } from '../answer.js';
import { notFound } from '../api-error.js';
import { contestTags } from '../cache-tags.js';
import { checkId } from '../checked-input.js';
import { fieldLiveRanking, type LiveRankingData } from '../field/field-live.js';
import { presentPassing, presentRanking } from '../presenters/live.js';
import { type ReadContext } from '../read-context.js';
import { contestFreshness } from '../schedule.js';

export function liveReads({ db, fields, now, versions }: ReadContext) {
  /** The contest's live ranking and leaders from its field, placed at its lists' version; null for no such contest. */
  async function liveRanking(ref: { eventId: string; contestId: string }): Promise<LiveRankingData | null> {
    const version = await versions.contest(ref.eventId, ref.contestId);
    if (version === null) return null;
    const field = await fields.fieldOf(version.contestKey, Number(version.key), Number(version.listKey));
    if (field === null) return null;
    return fieldLiveRanking(field, { size: LIVE_RANKING_SIZE, leaders: LIVE_LEADERS_PER_CHECKPOINT });
  }

  return {
    liveRanking,

    /**
     * The first LIVE_RANKING_SIZE of the live ranking, the leaders at each checkpoint and the latest reads; a
     * read committed after the cursor was taken is left to the stream (`?after=cursor`) rather than sent twice.
     */
    async liveSnapshot(ref: { eventId: string; contestId: string }): Promise<Answer<LiveSnapshot>> {
      const eventId = checkId(ref.eventId, 'Contest');
      const contestId = checkId(ref.contestId, 'Contest');
      const [contest, version] = await Promise.all([
        getLiveContest(db, eventId, contestId),
        versions.contest(eventId, contestId),
      ]);
      if (contest === null || version === null) throw notFound('Contest');
      const cursor = await getPassingCursor(db, contest.key);
      const head = {
        etag: makeEtag(['live-snapshot', eventId, contestId, version.listKey, cursor]),
        freshness: contestFreshness(version.clock, now()),
        tags: contestTags(eventId, contestId),
      };
      return answer(head, async () => {
        const [data, passings] = await Promise.all([
          liveRanking({ eventId, contestId }),
          findLatestPassings(db, contest.key, LIVE_RECENT_PASSINGS),
        ]);
        if (data === null) throw notFound('Contest');
        const shown = passings.filter((row) => row.seq <= cursor).map(presentPassing);
        return { ...presentRanking(contest, data), cursor, passings: shown };
      });
    },
  };
}
