/**
 * Data of /event/{eventId}/participants: the search results when the box has an entry (a bib with
 * exactly one match goes straight to that participant), else a page of a contest's start list.
 */
import type { ContestDetail, EventDetail, SearchResult, StartList } from '@finishline/contract';
import { redirect } from 'react-router';
import { read, type Reads } from '../../lib/services.server';
import { isLocale, localizePath } from '../../lib/i18n/locales';
import {
  LIST_PAGE_SIZE,
  type ParticipantsQuery,
  parseParticipantsQuery,
  SEARCH_PAGE_SIZE,
} from './participants-query';
import { findStartList, searchParticipants } from './participants-reads.server';
import { classifySearch, type SearchInput, searchParams } from '../shared/search-input';
import { participantPath } from '@finishline/contract/page-paths';

export type ParticipantsData =
  | {
      mode: 'search';
      query: ParticipantsQuery;
      input: Exclude<SearchInput, { kind: 'empty' }>;
      result: SearchResult;
    }
  | { mode: 'list'; query: ParticipantsQuery; contest: ContestDetail; list: StartList }
  | { mode: 'none'; query: ParticipantsQuery };

function contestOf(event: EventDetail, id: string | undefined): string | undefined {
  return event.contests.some((contest) => contest.id === id) ? id : undefined;
}

export async function loadParticipants(
  reads: Reads,
  args: { eventId: string; lang: string | undefined; url: URL },
): Promise<ParticipantsData> {
  const { eventId, url } = args;
  const query = parseParticipantsQuery(url.searchParams);
  const input = classifySearch(query.q);
  const event = await read(reads.event({ eventId }));

  if (input.kind !== 'empty') {
    const contest = contestOf(event, query.contest);
    const params = searchParams(input);
    const result: SearchResult = params
      ? await searchParticipants(reads, eventId, {
          ...params,
          contest,
          page: query.page,
          pageSize: SEARCH_PAGE_SIZE,
        })
      : { items: [], total: 0, page: query.page, pageSize: SEARCH_PAGE_SIZE };
    const [only] = result.items;
    if (input.kind === 'bib' && result.total === 1 && only) {
      const locale = args.lang === undefined ? 'en' : args.lang;
      if (isLocale(locale)) throw redirect(localizePath(locale, participantPath(eventId, only.id)));
    }
    return { mode: 'search', query: { ...query, contest }, input, result };
  }

  const contestId = contestOf(event, query.contest) ?? event.contests[0]?.id;
  if (!contestId) return { mode: 'none', query };
  const contest = await read(reads.contest({ eventId, contestId }));
  const ageGroup = query.ageGroup && contest.ageGroups.includes(query.ageGroup) ? query.ageGroup : undefined;
  const list = await findStartList(
    reads,
    { eventId, contestId },
    {
      gender: query.gender,
      ageGroup,
      nation: query.nation,
      status: query.status,
      sort: query.sort,
      page: query.page,
      pageSize: LIST_PAGE_SIZE,
    },
  );
  return { mode: 'list', query: { ...query, contest: contestId, ageGroup }, contest, list };
}
