import { Link, redirect, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/contest-startlist';
import { buttonGhost } from '../components/ui/button-styles';
import { EmptyState } from '../components/ui/empty-state';
import { findStartList } from '../features/contest/contest-api.server';
import { contestTabMeta } from '../features/contest/contest-tab-route';
import { ListPager } from '../features/contest/list-pager';
import {
  hasFilters,
  pageCount,
  parseStartListQuery,
  rowRange,
  toSearch,
} from '../features/contest/list-query';
import { StartListFilters } from '../features/contest/startlist-filters';
import { StartListTable } from '../features/contest/startlist-table';
import { TabSection } from '../features/contest/tab-section';
import { useContest } from '../features/contest/use-contest';
import { useEvent } from '../features/events/use-event';
import { ApiError } from '../lib/api.server';
import { formatNumber } from '../lib/format';
import { useLocale, useT } from '../lib/i18n/i18n-context';

export async function loader({ params, request, url }: Route.LoaderArgs) {
  const query = parseStartListQuery(url.searchParams);
  try {
    const list = await findStartList(params.eventId, params.contestId, query, request.signal);
    const pages = pageCount(list.total);
    if (query.page > pages) throw redirect(`${url.pathname}${toSearch({ ...query, page: pages })}`);
    return { query, list };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw redirect(url.pathname);
    throw error;
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const tags = contestTabMeta(
    matches,
    matches[2]?.loaderData?.event,
    matches[3]?.loaderData?.contest,
    'startlist',
  );
  const query = loaderData?.query;
  return query && (hasFilters(query) || query.page > 1)
    ? [...tags, { name: 'robots', content: 'noindex, follow' }]
    : tags;
}

export default function ContestStartListTab({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const contest = useContest();
  const event = useEvent();
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const navigation = useNavigation();
  const isBusy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const range = rowRange(list.page, list.pageSize, list.items.length);
  const pages = pageCount(list.total);
  return (
    <TabSection title={t('contest.tab.startlist')}>
      <StartListFilters contest={contest} query={query} />
      <p className="mt-5 mb-3 text-sm text-muted tabular" aria-live="polite">
        {isBusy
          ? t('common.loading')
          : list.total === 0
            ? null
            : t('contest.list.range', {
                from: formatNumber(range.from, locale),
                to: formatNumber(range.to, locale),
                total: formatNumber(list.total, locale),
              })}
      </p>
      {list.items.length === 0 ? (
        <EmptyState
          title={hasFilters(query) ? t('contest.startlist.empty.filtered') : t('contest.startlist.empty')}
        >
          {hasFilters(query) ? (
            <Link to="." className={buttonGhost}>
              {t('contest.filters.clear')}
            </Link>
          ) : null}
        </EmptyState>
      ) : (
        <StartListTable
          eventId={event.id}
          rows={list.items}
          caption={t('contest.startlist.caption', { contest: contest.name, page: list.page, pages })}
          isBusy={isBusy}
        />
      )}
      <ListPager
        page={list.page}
        pages={pages}
        hrefFor={(page) => `.${toSearch({ ...query, page })}`}
        label={t('common.pagination.label')}
      />
    </TabSection>
  );
}
