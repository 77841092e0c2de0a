/**
 * What the start list and results tabs share: their head tags, the "is a new page loading" test and
 * the frame around the table (the count, the empty state, the pager). Their loader is
 * load-list.server.ts; their filters sit on filter-form.tsx.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, type MetaDescriptor, useLocation, useNavigation } from 'react-router';
import { buttonGhost } from '../../../components/ui/button-styles';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatNumber } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import type { MatchLike } from '../../../lib/route-data';
import { contestTabMeta } from '../contest-tab-route';
import { isPaged, ListPager } from './list-pager';
import { isNarrowed, type ListQuery, rowRange, toSearch } from './list-query';
import { TabSection } from '../tab-section';

/** The tab's head tags; filtered and later pages are views of one list, not pages of their own for search engines. */
export function listTabMeta(
  matches: readonly MatchLike[],
  tab: 'startlist' | 'results',
  query: ListQuery | undefined,
): MetaDescriptor[] {
  const tags = contestTabMeta(matches, tab);
  return query && (isNarrowed(query) || query.page > 1)
    ? [...tags, { name: 'robots', content: 'noindex, follow' }]
    : tags;
}

/** Whether another page or filter of this list is loading (a navigation that stays on the tab). */
export function useIsListBusy(): boolean {
  const location = useLocation();
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location.pathname === location.pathname;
}

type ListPage = { page: number; pageSize: number; total: number; items: readonly unknown[] };

/**
 * The tab under its heading: `header` (the filters), "Rows 101–200 of 2,345" (or "Loading…"), the
 * table (`children`) or, when `empty` is given, an empty state that offers to clear a narrowed list,
 * and the pager.
 */
export function ListTab({
  title,
  header,
  query,
  list,
  pages,
  isBusy,
  hasCount,
  empty,
  children,
}: {
  title: string;
  header: ReactNode;
  query: ListQuery;
  list: ListPage;
  /** Pages for the pager (1 hides it). */
  pages: number;
  isBusy: boolean;
  /** False leaves the count out (nothing to count). */
  hasCount: boolean;
  /** Shown instead of the table; the hint is replaced by a "clear" link when the list is narrowed. */
  empty: { title: string; hint: ReactNode } | null;
  children: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const range = rowRange(list.page, list.pageSize, list.items.length);
  const location = useLocation();
  const countRef = useRef<HTMLParagraphElement>(null);
  // After paging, focus lands on "Showing 101–200 of …" just above the new rows (read out, next Tab is the pager, then
  // the table), scrolled into view: not on the site's top, nor left on a link that may have gone.
  useEffect(() => {
    if (!isPaged(location.state)) return;
    countRef.current?.focus({ preventScroll: true });
    countRef.current?.scrollIntoView({ block: 'start' });
  }, [location.key, location.state]);
  return (
    <TabSection title={title}>
      {header}
      {/* The count and, above the table too, the pager: the bottom one is a hundred rows (a few hundred Tabs) away. */}
      <div className="mt-5 mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p
          ref={countRef}
          tabIndex={-1}
          className="scroll-mt-20 text-sm text-muted tabular outline-none"
          aria-live="polite"
        >
          {isBusy
            ? t('common.loading')
            : hasCount
              ? t('contest.list.range', {
                  from: formatNumber(range.from, locale),
                  to: formatNumber(range.to, locale),
                  total: formatNumber(list.total, locale),
                })
              : null}
        </p>
        {empty ? null : (
          <ListPager
            page={list.page}
            pages={pages}
            hrefFor={(page) => `.${toSearch({ ...query, page })}`}
            label={t('contest.pager.labelTop')}
            isCompact
          />
        )}
      </div>
      {empty ? (
        <EmptyState title={empty.title}>
          {isNarrowed(query) ? (
            <Link to="." className={buttonGhost}>
              {t('contest.filters.clear')}
            </Link>
          ) : (
            empty.hint
          )}
        </EmptyState>
      ) : (
        children
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
