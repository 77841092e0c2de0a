/**
 * Data of /event/{eventId}/participants: the search results when the box has an entry (a bib with
 * exactly one match goes straight to that participant), else a page of a contest's start list.
 */
import type { ContestDetail, EventDetail, SearchResult, StartList } from '@finishline/contract';
import { redirect } from 'react-router';
import { getContest, getEvent } from '../../lib/api.server';
import { isLocale, localizePath } from '../../lib/i18n/locales';
import {
  LIST_PAGE_SIZE,
  type ParticipantsQuery,
  parseParticipantsQuery,
  participantPath,
  SEARCH_PAGE_SIZE,
} from './participants-query';
import { findStartList, searchParticipants } from './participants-api.server';
import { classifySearch, type SearchInput, searchParams } from '../shared/search-input';

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

export async function loadParticipants(args: {
  eventId: string;
  lang: string | undefined;
  url: URL;
  signal: AbortSignal;
}): Promise<ParticipantsData> {
  const { eventId, url, signal } = args;
  const query = parseParticipantsQuery(url.searchParams);
  const input = classifySearch(query.q);
  const event = await getEvent(eventId, signal);

  if (input.kind !== 'empty') {
    const contest = contestOf(event, query.contest);
    const params = searchParams(input);
    const result: SearchResult = params
      ? await searchParticipants(
          eventId,
          { ...params, contest, page: query.page, pageSize: SEARCH_PAGE_SIZE },
          signal,
        )
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
  const contest = await getContest(eventId, contestId, signal);
  const ageGroup = query.ageGroup && contest.ageGroups.includes(query.ageGroup) ? query.ageGroup : undefined;
  const list = await findStartList(
    eventId,
    contestId,
    {
      gender: query.gender,
      ageGroup,
      nation: query.nation,
      status: query.status,
      sort: query.sort,
      page: query.page,
      pageSize: LIST_PAGE_SIZE,
    },
    signal,
  );
  return { mode: 'list', query: { ...query, contest: contestId, ageGroup }, contest, list };
}
