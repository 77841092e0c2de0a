import type { ContestDetail } from '@finishline/contract';
import { useRouteLoaderData } from 'react-router';

/** The contest loaded by routes/contest.tsx, for its tabs. */
export function useContest(): ContestDetail {
  const data = useRouteLoaderData<{ contest: ContestDetail }>('routes/contest');
  if (!data) throw new Error('useContest() outside /event/{eventId}/contest/{contestId}');
  return data.contest;
}
