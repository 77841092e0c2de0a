/**
 * Data of /event/{eventId}/my-runners: the runners of `?runners=` (contests of this event only), each contest's
 * list in one read of the Tracking tab's, the contests in parallel.
 */
import { read, type Reads } from '../../lib/services.server';
import { parseRunners, RUNNERS_PARAM } from '../shared/follow/runners-param';
import { matchRunners, type MyRunnersGroup } from './my-runner';

export type MyRunnersData = { hasParam: boolean; groups: MyRunnersGroup[] };

export async function loadMyRunners(
  reads: Reads,
  args: { eventId: string; url: URL },
): Promise<MyRunnersData> {
  const { eventId, url } = args;
  const param = url.searchParams.get(RUNNERS_PARAM);
  const event = await read(reads.event({ eventId }));
  const lists = parseRunners(
    param,
    event.contests.map((contest) => contest.id),
  );
  const groups = await Promise.all(
    lists.map(async ({ contestId, bibs }): Promise<MyRunnersGroup> => {
      const { items } = await read(reads.tracking({ eventId, contestId }, { bibs: bibs.join(',') }));
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
