/**
 * A club's runners in every contest of an event, for "Follow all N runners of <club>": the start list of each
 * contest filtered by club (exact name ignoring case and accents), as many bibs as one followed list holds.
 */
import type { StartList } from '@finishline/contract';
import { apiGet } from '../../lib/api.server';
import { type FollowList, MAX_FOLLOWED } from '../shared/follow/follow-store';

const enc = encodeURIComponent;

export type ClubMembers = {
  club: string;
  /** The club's runners in the event, all contests. */
  total: number;
  /** Their bibs by contest; a contest with more than MAX_FOLLOWED has its first MAX_FOLLOWED by bib. */
  lists: FollowList[];
  /** Some contest has more of the club than one list holds. */
  isCapped: boolean;
};

export async function loadClubMembers(args: {
  eventId: string;
  contestIds: readonly string[];
  club: string;
  signal: AbortSignal;
}): Promise<ClubMembers> {
  const { eventId, contestIds, club, signal } = args;
  const pages = await Promise.all(
    contestIds.map(async (contestId) => {
      const page = await apiGet<StartList>(
        `/api/events/${enc(eventId)}/contests/${enc(contestId)}/participants`,
        { club, sort: 'bib', pageSize: MAX_FOLLOWED },
        signal,
      );
      return { contestId, page };
    }),
  );
  return {
    club,
    total: pages.reduce((sum, { page }) => sum + page.total, 0),
    lists: pages
      .filter(({ page }) => page.items.length > 0)
      .map(({ contestId, page }) => ({ contestId, bibs: page.items.map((item) => item.bib) })),
    isCapped: pages.some(({ page }) => page.total > page.items.length),
  };
}
