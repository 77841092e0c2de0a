/**
 * Data of /event/{eventId}/my-runners: the runners of `?runners=` (contests of this event only), each contest's
 * list in one call to the Tracking tab's API, the contests in parallel.
 */
import type { TrackedParticipants } from '@finishline/contract';
import { apiGet, getEvent } from '../../lib/api.server';
import { parseRunners, RUNNERS_PARAM } from '../shared/follow/runners-param';
import { matchRunners, type MyRunnersGroup } from './my-runner';

const enc = encodeURIComponent;

export type MyRunnersData = { hasParam: boolean; groups: MyRunnersGroup[] };

export async function loadMyRunners(args: {
  eventId: string;
  url: URL;
  signal: AbortSignal;
}): Promise<MyRunnersData> {
  const { eventId, url, signal } = args;
  const param = url.searchParams.get(RUNNERS_PARAM);
  const event = await getEvent(eventId, signal);
  const lists = parseRunners(
    param,
    event.contests.map((contest) => contest.id),
  );
  const groups = await Promise.all(
    lists.map(async ({ contestId, bibs }): Promise<MyRunnersGroup> => {
      const { items } = await apiGet<TrackedParticipants>(
        `/api/events/${enc(eventId)}/contests/${enc(contestId)}/tracking`,
        { bibs: bibs.join(',') },
        signal,
      );
      const contest = event.contests.find((c) => c.id === contestId);
      return {
        contestId,
        contestName: contest?.name ?? contestId,
        state: contest?.state ?? 'completed',
        precisionMs: items[0]?.contest.precisionMs ?? 1000,
        bibs,
        runners: matchRunners(bibs, items),
      };
    }),
  );
  return { hasParam: param !== null, groups };
}
