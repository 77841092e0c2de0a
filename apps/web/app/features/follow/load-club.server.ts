/**
 * A club's runners in every contest of an event, for "Follow all N runners of <club>": the start list of each
 * contest filtered by club (exact name ignoring case and accents), as many bibs as one followed list holds.
 */
import { read, type Reads } from '../../lib/services.server';
import { type FollowList, MAX_FOLLOWED } from '../shared/follow/follow-store';

export type ClubMembers = {
  club: string;
  /** The club's runners in the event, all contests. */
  total: number;
  /** Their bibs by contest; a contest with more than MAX_FOLLOWED has its first MAX_FOLLOWED by bib. */
  lists: FollowList[];
  /** Some contest has more of the club than one list holds. */
  isCapped: boolean;
};

export async function loadClubMembers(
  reads: Reads,
  args: { eventId: string; contestIds: readonly string[]; club: string },
): Promise<ClubMembers> {
  const { eventId, contestIds, club } = args;
  const pages = await Promise.all(
    contestIds.map(async (contestId) => {
      const query = { club, sort: 'bib', pageSize: MAX_FOLLOWED } as const;
      const page = await read(reads.startList({ eventId, contestId }, query));
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
