import { Link, redirect, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/contest-results';
import { EmptyState } from '../components/ui/empty-state';
import { buttonGhost } from '../components/ui/button-styles';
import { findResults } from '../features/contest/contest-api.server';
import { contestTabMeta } from '../features/contest/contest-tab-route';
import { ListPager } from '../features/contest/list-pager';
import {
  hasFilters,
  pageCount,
  parseResultsQuery,
  PAGE_SIZE,
  rowRange,
  toSearch,
} from '../features/contest/list-query';
import { checkpointName, isolate } from '../features/contest/result-bits';
import { ResultsFilters } from '../features/contest/results-filters';
import { ResultsTable } from '../features/contest/results-table';
import { TabSection } from '../features/contest/tab-section';
import { useContest } from '../features/contest/use-contest';
import { useEvent } from '../features/events/use-event';
import { ApiError } from '../lib/api.server';
import { formatNumber } from '../lib/format';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { timeBasisExplanation } from '../lib/i18n/labels';

export async function loader({ params, request, url }: Route.LoaderArgs) {
  const query = parseResultsQuery(url.searchParams);
  try {
    const list = await findResults(params.eventId, params.contestId, query, request.signal);
    const pages = pageCount(list.total);
    if (query.page > pages) throw redirect(`${url.pathname}${toSearch({ ...query, page: pages })}`);
    return { query, list };
  } catch (error) {
    // A filter the contest does not have (an age group, a checkpoint from an old link): drop them.
    if (error instanceof ApiError && error.status === 400) throw redirect(url.pathname);
    throw error;
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const tags = contestTabMeta(
    matches,
    matches[2]?.loaderData?.event,
    matches[3]?.loaderData?.contest,
    'results',
  );
  const query = loaderData?.query;
  // Filtered and later pages are views of the same list, not pages of their own for search engines.
  return query && (hasFilters(query) || query.checkpoint || query.page > 1)
    ? [...tags, { name: 'robots', content: 'noindex, follow' }]
    : tags;
}

export default function ContestResultsTab({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const contest = useContest();
  const event = useEvent();
  const t = useT();
  const locale = useLocale();
  const location = useLocation();
  const navigation = useNavigation();
  const isBusy = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const checkpoint = contest.checkpoints.find((cp) => cp.id === query.checkpoint);
  const timeLabel = checkpoint
    ? t('contest.results.col.timeAt', { checkpoint: isolate(checkpointName(t, checkpoint), locale) })
    : t('contest.results.col.official');
  const range = rowRange(list.page, list.pageSize, list.items.length);
  const pages = pageCount(list.total, PAGE_SIZE);
  const isFiltered = hasFilters(query) || Boolean(query.checkpoint);
  // Before the start everyone is registered: a list of names without a time is not a result yet.
  const isEmpty = list.page === 1 && list.items.every((row) => row.status === 'registered');
  return (
    <TabSection title={t('contest.tab.results')}>
      <p className="text-sm text-muted">{timeBasisExplanation(t, contest.timeBasis)}</p>
      <div className="mt-4">
        <ResultsFilters contest={contest} query={query} />
      </div>
      <p className="mt-5 mb-3 text-sm text-muted tabular" aria-live="polite">
        {isBusy
          ? t('common.loading')
          : isEmpty
            ? null
            : t('contest.list.range', {
                from: formatNumber(range.from, locale),
                to: formatNumber(range.to, locale),
                total: formatNumber(list.total, locale),
              })}
      </p>
      {isEmpty ? (
        <EmptyState
          title={
            isFiltered && list.items.length === 0
              ? t('contest.results.empty.filtered')
              : t('contest.results.empty')
          }
        >
          {isFiltered ? (
            <Link to="." className={buttonGhost}>
              {t('contest.filters.clear')}
            </Link>
          ) : (
            t('contest.results.empty.hint')
          )}
        </EmptyState>
      ) : (
        <ResultsTable
          eventId={event.id}
          rows={list.items}
          precisionMs={contest.precisionMs}
          timeLabel={timeLabel}
          isAtCheckpoint={Boolean(checkpoint)}
          caption={t('contest.results.caption', { contest: contest.name, page: list.page, pages })}
          isBusy={isBusy}
        />
      )}
      <ListPager
        page={list.page}
        pages={isEmpty ? 1 : pages}
        hrefFor={(page) => `.${toSearch({ ...query, page })}`}
        label={t('common.pagination.label')}
      />
    </TabSection>
  );
}
