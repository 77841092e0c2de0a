/**
 * A club's runners for "Follow all runners of <club>": those of the race the participants list shows (their bibs,
 * by bib, as many as one read gives) and how many the club has in the event's other races, so the panel counts
 * what its button follows and points to the others.
 */
import { MAX_PAGE_SIZE } from '@finishline/contract';
import { read, type Reads } from '../../lib/services.server';

export type ClubMembers = {
  club: string;
  /** The race the list shows. */
  contestId: string;
  /** The club's runners in that race. */
  total: number;
  /** Their bibs by bib: all of them, or the first MAX_PAGE_SIZE of a larger club. */
  bibs: string[];
  /** The club's runners in each other race of the event that has some, in the event's order. */
  elsewhere: { contestId: string; total: number }[];
};

export async function loadClubMembers(
  reads: Reads,
  args: { eventId: string; contestIds: readonly string[]; contestId: string; club: string },
): Promise<ClubMembers> {
  const { eventId, contestIds, contestId, club } = args;
  const pages = await Promise.all(
    contestIds.map(async (id) => {
      // The shown race's bibs; of the others, only the count.
      const pageSize = id === contestId ? MAX_PAGE_SIZE : 1;
      const page = await read(reads.startList({ eventId, contestId: id }, { club, sort: 'bib', pageSize }));
      return { contestId: id, page };
    }),
  );
  const shown = pages.find((page) => page.contestId === contestId)?.page;
  return {
    club,
    contestId,
    total: shown?.total ?? 0,
    bibs: shown?.items.map((item) => item.bib) ?? [],
    elsewhere: pages
      .filter((page) => page.contestId !== contestId && page.page.total > 0)
      .map((page) => ({ contestId: page.contestId, total: page.page.total })),
  };
}
