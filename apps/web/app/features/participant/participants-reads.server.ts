/** The participant pages' reads (lib/services.server.ts: the API's own functions, in process). */
import type { SearchResult, StartList, StartListQuery } from '@finishline/contract';
import { read, readOptional, type Reads } from '../../lib/services.server';

/** Participants of the event by `bib` (digits) or `text` (spec §5), optionally in one contest. */
export function searchParticipants(
  reads: Reads,
  eventId: string,
  query: ({ bib: string } | { text: string }) & { contest?: string; page: number; pageSize: number },
): Promise<SearchResult> {
  const { contest, ...rest } = query;
  return read(reads.search({ eventId }, contest === undefined ? rest : query));
}

/** The start list of a contest, filtered, sorted and paged. */
export function findStartList(
  reads: Reads,
  ref: { eventId: string; contestId: string },
  query: StartListQuery,
): Promise<StartList> {
  const defined = Object.entries(query).filter(([, value]) => value !== undefined && value !== '');
  return read(reads.startList(ref, Object.fromEntries(defined) as StartListQuery));
}

/**
 * How many finished in a gender or age group: the "of N" of a place. Optional: null when the read fails, and the
 * page shows the place alone.
 */
export async function countFinishers(
  reads: Reads,
  ref: { eventId: string; contestId: string },
  filter: { gender: StartListQuery['gender'] & string } | { ageGroup: string },
): Promise<number | null> {
  const list = await readOptional(reads.results(ref, { ...filter, status: 'finished', pageSize: 1 }));
  return list?.total ?? null;
}
