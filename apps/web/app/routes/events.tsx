import type { Route } from './+types/events';
import { Pagination } from '../components/ui/pagination';
import { EventFilters } from '../features/events/event-filters';
import { EventList } from '../features/events/event-list';
import { PAGE_SIZE, parseEventsQuery, toSearch } from '../features/events/events-query';
import { PeriodToggle } from '../features/events/period-toggle';
import { findEvents, getEventFilters } from '../lib/api.server';
import { useT } from '../lib/i18n/i18n-context';
import { metaI18n } from '../lib/meta-i18n';
import { pageMeta } from '../lib/seo';

export async function loader({ url, request }: Route.LoaderArgs) {
  const query = parseEventsQuery(url.searchParams);
  const [list, filters] = await Promise.all([
    findEvents(
      {
        period: query.period,
        type: query.type,
        country: query.country,
        city: query.city,
        q: query.q,
        page: query.page,
        pageSize: PAGE_SIZE,
      },
      request.signal,
    ),
    getEventFilters({ period: query.period }, request.signal),
  ]);
  return { query, list, filters };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaI18n(matches);
  return pageMeta(matches, {
    title: t('events.meta.title'),
    description: t('events.meta.description'),
    path: '/',
  });
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { query, list, filters } = loaderData;
  const t = useT();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-8 sm:px-6 sm:pt-12">
      <header className="mb-6 sm:mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-5xl">{t('events.heading')}</h1>
        <p className="mt-3 max-w-2xl text-base text-muted sm:text-lg">{t('events.intro')}</p>
      </header>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <PeriodToggle query={query} />
        <p className="text-sm font-medium text-muted tabular" aria-live="polite">
          {t('events.count', { count: list.total })}
        </p>
      </div>
      <EventFilters query={query} options={filters} />
      <section aria-label={t('events.heading')} className="mt-6">
        <EventList events={list.items} />
      </section>
      <Pagination
        page={list.page}
        pages={pages}
        hrefFor={(page) => `.${toSearch({ ...query, page })}`}
        labels={{
          nav: t('common.pagination.label'),
          previous: t('common.pagination.previous'),
          next: t('common.pagination.next'),
          status: t('common.pagination.page', { page: list.page, pages }),
        }}
      />
    </div>
  );
}
