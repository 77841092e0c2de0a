import type { ContestDetail } from '@finishline/contract';
import { useContestData } from '../../lib/route-data';

/** The contest loaded by routes/contest.tsx, for its tabs. */
export function useContest(): ContestDetail {
  const data = useContestData();
  if (!data) throw new Error('useContest() outside /event/{eventId}/contest/{contestId}');
  return data.contest;
}
