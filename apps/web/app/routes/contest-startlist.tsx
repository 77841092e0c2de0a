import type { Route } from './+types/contest-startlist';
import { findStartList } from '../features/contest/contest-reads.server';
import { readsOf } from '../lib/services.server';
import { isNarrowed, pageCount, parseStartListQuery } from '../features/contest/lists/list-query';
import { ListTab, listTabMeta, useIsListBusy } from '../features/contest/lists/list-tab';
import { loadListPage } from '../features/contest/lists/load-list.server';
import { StartListFilters } from '../features/contest/startlist/startlist-filters';
import { StartListTable } from '../features/contest/startlist/startlist-table';
import { useContest } from '../features/contest/use-contest';
import { useEvent } from '../features/events/use-event';
import { useT } from '../lib/i18n/i18n-context';

export function loader({ params, url, context }: Route.LoaderArgs) {
  const ref = { eventId: params.eventId, contestId: params.contestId };
  return loadListPage(url, parseStartListQuery, (query) => findStartList(readsOf(context), ref, query));
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return listTabMeta(matches, 'startlist', loaderData?.query);
}

export default function ContestStartListTab({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const contest = useContest();
  const event = useEvent();
  const t = useT();
  const isBusy = useIsListBusy();
  const pages = pageCount(list.total);
  const emptyTitle = isNarrowed(query) ? t('contest.startlist.empty.filtered') : t('contest.startlist.empty');
  return (
    <ListTab
      title={t('contest.tab.startlist')}
      header={<StartListFilters contest={contest} query={query} />}
      query={query}
      list={list}
      pages={pages}
      isBusy={isBusy}
      hasCount={list.total !== 0}
      empty={list.items.length === 0 ? { title: emptyTitle, hint: null } : null}
    >
      <StartListTable
        eventId={event.id}
        rows={list.items}
        caption={t('contest.startlist.caption', { contest: contest.name, page: list.page, pages })}
        isBusy={isBusy}
      />
    </ListTab>
  );
}
