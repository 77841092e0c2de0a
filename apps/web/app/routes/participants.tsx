import { Link } from 'react-router';
import type { Route } from './+types/participants';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { buttonGhost } from '../components/ui/button-styles';
import { EmptyState } from '../components/ui/empty-state';
import { SearchSuggestions } from '../features/participant/did-you-mean';
import { Pagination } from '../components/ui/pagination';
import { SegmentedLinks } from '../components/ui/segmented';
import { useEvent } from '../features/events/use-event';
import { ClubFollow } from '../features/follow/club-follow';
import { loadClubMembers } from '../features/follow/load-club.server';
import { loadParticipants } from '../features/participant/load-participants.server';
import { findStartList } from '../features/participant/participants-reads.server';
import { isolate } from '../features/shared/format-result';
import { MyRunnersLink } from '../features/shared/follow/my-runners-link';
import {
  PARTICIPANT_FILTERS,
  ParticipantFilters,
  parseClub,
  withClub,
} from '../features/participant/participant-filters';
import { SearchHitRows, StartListRows } from '../features/participant/participant-rows';
import { ParticipantSearchForm } from '../features/participant/participant-search-form';
import {
  LIST_PAGE_SIZE,
  pageCount,
  type ParticipantsQuery,
  SEARCH_PAGE_SIZE,
  toSearch,
} from '../features/participant/participants-query';
import { read, readsOf } from '../lib/services.server';
import { useFilterFormKey } from '../lib/filter-form-key';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { localizePath } from '../lib/i18n/locales';
import { metaI18n } from '../lib/meta-i18n';
import { eventData } from '../lib/route-data';
import { pageMeta } from '../lib/seo';
import { eventPath, eventsPath, participantPath, participantsPath } from '@finishline/contract/page-paths';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const reads = readsOf(context);
  const data = await loadParticipants(reads, { eventId: params.eventId, lang: params.lang, url });
  const club = parseClub(url.searchParams);
  if (data.mode !== 'list' || !club) return { ...data, club: undefined, clubMembers: null };
  // The club filter is this page's own (participants-query.ts does not carry it yet): the page of the list again,
  // narrowed to the club, and the club's runners in every contest for "Follow all".
  const { query, contest } = data;
  const event = await read(reads.event({ eventId: params.eventId }));
  const [list, clubMembers] = await Promise.all([
    findStartList(
      reads,
      { eventId: params.eventId, contestId: contest.id },
      {
        club,
        gender: query.gender,
        ageGroup: query.ageGroup,
        nation: query.nation,
        status: query.status,
        sort: query.sort,
        page: query.page,
        pageSize: LIST_PAGE_SIZE,
      },
    ),
    loadClubMembers(reads, {
      eventId: params.eventId,
      contestIds: event.contests.map((c) => c.id),
      contestId: contest.id,
      club,
    }),
  ]);
  return { ...data, list, club, clubMembers };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const event = eventData(matches)?.event;
  const { t } = metaI18n(matches);
  if (!event) return [];
  const list = `${t('participants.list.title')} · ${event.name}`;
  const tags = pageMeta(matches, {
    title:
      loaderData?.mode === 'search'
        ? `${t('participants.meta.search.title', { query: loaderData.query.q ?? '' })} · ${list}`
        : list,
    description: t('participants.meta.list.description', { event: event.name }),
    path: participantsPath(event.id),
  });
  // Search results and filtered pages are not pages of their own for search engines.
  return loaderData?.mode === 'search' || (loaderData?.query.page ?? 1) > 1
    ? [...tags, { name: 'robots', content: 'noindex, follow' }]
    : tags;
}

export default function ParticipantsPage({ loaderData }: Route.ComponentProps) {
  const event = useEvent();
  const t = useT();
  const locale = useLocale();
  const filtersKey = useFilterFormKey(PARTICIPANT_FILTERS);
  const hrefFor = (id: string) => localizePath(locale, participantPath(event.id, id));
  const pagination = (query: ParticipantsQuery, total: number, page: number, pageSize: number) => {
    const pages = pageCount(total, pageSize);
    return (
      <Pagination
        page={page}
        pages={pages}
        hrefFor={(next) => `.${withClub(toSearch({ ...query, page: next }), loaderData.club)}`}
        labels={{
          nav: t('common.pagination.label'),
          previous: t('common.pagination.previous'),
          next: t('common.pagination.next'),
          status: t('common.pagination.page', { page, pages }),
        }}
      />
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-6 sm:px-6 sm:pt-10">
      <Breadcrumbs
        label={t('common.breadcrumb.label')}
        items={[
          { label: t('common.nav.events'), to: localizePath(locale, eventsPath()) },
          { label: event.name, to: localizePath(locale, eventPath(event.id)) },
          { label: t('participants.list.title') },
        ]}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-fg">{t('participants.list.title')}</h1>
        <MyRunnersLink eventId={event.id} contestIds={event.contests.map((contest) => contest.id)} />
      </div>
      <p className="mt-2 max-w-2xl text-muted">{t('participants.list.intro')}</p>
      <div className="mt-6">
        <ParticipantSearchForm
          q={loaderData.mode === 'search' ? loaderData.query.q : undefined}
          contest={loaderData.mode === 'search' ? loaderData.query.contest : undefined}
        />
      </div>

      {loaderData.mode === 'search' ? (
        <section aria-labelledby="search-results" data-search={loaderData.input.kind} className="mt-8">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="search-results" className="text-xl font-bold tracking-tight text-fg">
                {loaderData.input.kind === 'bib'
                  ? t('participants.search.heading.bib', { bib: loaderData.input.bib })
                  : t('participants.search.heading.text', { text: isolate(loaderData.input.text) })}
              </h2>
              <p className="mt-1 text-sm font-medium text-muted tabular" aria-live="polite">
                {t('participants.search.count', { count: loaderData.result.total })}
              </p>
            </div>
            <Link
              to={localizePath(locale, participantsPath(event.id))}
              className={`${buttonGhost} -ms-2 px-2`}
            >
              {t('participants.search.back')}
            </Link>
          </div>
          {event.contests.length > 1 ? (
            <div className="mt-4 -mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
              <SegmentedLinks
                label={t('participants.search.contests')}
                items={[
                  { key: '', name: t('participants.search.allContests'), id: undefined },
                  ...event.contests.map((c) => ({ key: c.id, name: c.name, id: c.id })),
                ].map((item) => ({
                  key: item.key,
                  label: <bdi className="whitespace-nowrap">{item.name}</bdi>,
                  to: toSearch({ ...loaderData.query, contest: item.id, page: 1 }) || '?',
                  isCurrent: loaderData.query.contest === item.id,
                }))}
              />
            </div>
          ) : null}
          <div className="mt-4">
            {loaderData.result.items.length === 0 ? (
              <EmptyState title={t('participants.search.empty.title')}>
                {t('participants.search.empty.hint')}
                <SearchSuggestions query={loaderData.query} suggestions={loaderData.result.suggestions} />
              </EmptyState>
            ) : (
              <SearchHitRows
                eventId={event.id}
                hits={loaderData.result.items}
                hrefFor={hrefFor}
                label={t('participants.search.count', { count: loaderData.result.total })}
                showContest={event.contests.length > 1}
              />
            )}
          </div>
          {pagination(loaderData.query, loaderData.result.total, loaderData.result.page, SEARCH_PAGE_SIZE)}
        </section>
      ) : loaderData.mode === 'list' ? (
        <section aria-labelledby="participants-list" className="mt-8">
          <h2 id="participants-list" className="sr-only">
            {t('participants.filters.label')}
          </h2>
          <ParticipantFilters
            key={filtersKey}
            query={loaderData.query}
            club={loaderData.club}
            contests={event.contests}
            contest={loaderData.contest}
          />
          {loaderData.clubMembers ? (
            <ClubFollow
              eventId={event.id}
              members={loaderData.clubMembers}
              contests={event.contests}
              hrefFor={(contestId) =>
                `.${withClub(toSearch({ ...loaderData.query, contest: contestId, page: 1 }), loaderData.club)}`
              }
            />
          ) : null}
          <p className="mt-6 mb-3 text-sm font-medium text-muted tabular" aria-live="polite">
            {t('participants.list.count', { count: loaderData.list.total })}
          </p>
          {loaderData.list.items.length === 0 ? (
            <EmptyState title={t('participants.list.empty.title')}>
              {t('participants.list.empty.hint')}
            </EmptyState>
          ) : (
            <StartListRows
              eventId={event.id}
              contestId={loaderData.contest.id}
              rows={loaderData.list.items}
              hrefFor={hrefFor}
              label={`${loaderData.contest.name} · ${t('participants.list.count', { count: loaderData.list.total })}`}
            />
          )}
          {pagination(loaderData.query, loaderData.list.total, loaderData.list.page, LIST_PAGE_SIZE)}
        </section>
      ) : (
        <p className="mt-8 text-muted">{t('participants.list.noContests')}</p>
      )}
    </div>
  );
}
