import type { EventList as EventListPage } from '@finishline/contract';
import { Link } from 'react-router';
import type { Route } from './+types/events';
import { Pagination } from '../components/ui/pagination';
import { EventFilters } from '../features/events/event-filters';
import { EventList } from '../features/events/event-list';
import {
  type EventsQuery,
  eventsHref,
  LATEST_SECTION_SIZE,
  PAGE_SIZE,
  parseEventsQuery,
} from '../features/events/events-query';
import { splitLatest } from '../features/events/latest-sections';
import { PeriodToggle } from '../features/events/period-toggle';
import { read, readsOf } from '../lib/services.server';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { metaI18n } from '../lib/meta-i18n';
import { pageMeta } from '../lib/seo';

/** Upcoming events fetched for the latest view: enough to hold every event on today plus a section. */
const LATEST_UPCOMING_FETCH = 60;

export async function loader({ url, context }: Route.LoaderArgs) {
  const reads = readsOf(context);
  const query = parseEventsQuery(url.searchParams);
  const filters = { type: query.type, country: query.country, city: query.city, q: query.q };
  if (query.period === 'latest') {
    const [upcoming, past, options] = await Promise.all([
      read(
        reads.events({
          ...filters,
          period: 'upcoming',
          sort: 'date',
          page: 1,
          pageSize: LATEST_UPCOMING_FETCH,
        }),
      ),
      read(
        reads.events({ ...filters, period: 'past', sort: '-date', page: 1, pageSize: LATEST_SECTION_SIZE }),
      ),
      read(reads.eventFilters({ period: 'all' })),
    ]);
    return { query, latest: splitLatest(upcoming, past), list: null, filters: options };
  }
  const [list, options] = await Promise.all([
    read(reads.events({ ...filters, period: query.period, page: query.page, pageSize: PAGE_SIZE })),
    read(reads.eventFilters({ period: query.period })),
  ]);
  return { query, latest: null, list, filters: options };
}

export function meta({ matches }: Route.MetaArgs) {
  const { t } = metaI18n(matches);
  return pageMeta(matches, {
    title: t('events.meta.title'),
    description: t('events.meta.description'),
    path: '/',
  });
}

function Section({
  id,
  title,
  events,
  more,
}: {
  id: string;
  title: string;
  events: EventListPage['items'];
  more?: { to: string; label: string };
}) {
  return (
    <section aria-labelledby={id} className="mt-8 first:mt-6">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-xl font-bold tracking-tight text-fg sm:text-2xl">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className="text-sm font-semibold text-accent hover:underline">
            {more.label}{' '}
            <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
              →
            </span>
          </Link>
        ) : null}
      </div>
      <EventList events={events} headingLevel={3} />
    </section>
  );
}

function LatestView({
  query,
  latest,
}: {
  query: EventsQuery;
  latest: NonNullable<Route.ComponentProps['loaderData']['latest']>;
}) {
  const t = useT();
  const locale = useLocale();
  const { ongoing, recent, upcoming, moreRecent, moreUpcoming } = latest;
  if (ongoing.length + recent.length + upcoming.length === 0) {
    return (
      <div className="mt-6">
        <EventList events={[]} />
      </div>
    );
  }
  return (
    <>
      {ongoing.length > 0 ? (
        <Section id="events-ongoing" title={t('events.section.ongoing')} events={ongoing} />
      ) : null}
      {recent.length > 0 ? (
        <Section
          id="events-recent"
          title={t('events.section.recent')}
          events={recent}
          more={
            moreRecent
              ? {
                  to: eventsHref(locale, { ...query, period: 'past', page: 1 }),
                  label: t('events.section.allRecent'),
                }
              : undefined
          }
        />
      ) : null}
      {upcoming.length > 0 ? (
        <Section
          id="events-upcoming"
          title={t('events.section.upcoming')}
          events={upcoming}
          more={
            moreUpcoming
              ? {
                  to: eventsHref(locale, { ...query, period: 'upcoming', page: 1 }),
                  label: t('events.section.allUpcoming'),
                }
              : undefined
          }
        />
      ) : null}
    </>
  );
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { query, list, latest, filters } = loaderData;
  const t = useT();
  const locale = useLocale();
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-8 sm:px-6 sm:pt-12">
      <header className="mb-6 sm:mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-5xl">{t('events.heading')}</h1>
        <p className="mt-3 max-w-2xl text-base text-muted sm:text-lg">{t('events.intro')}</p>
      </header>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <PeriodToggle query={query} />
        {list ? (
          <p className="text-sm font-medium text-muted tabular" aria-live="polite">
            {t('events.count', { count: list.total })}
          </p>
        ) : null}
      </div>
      <EventFilters query={query} options={filters} />
      {latest ? (
        <LatestView query={query} latest={latest} />
      ) : list ? (
        <>
          <section aria-label={t('events.heading')} className="mt-6">
            <EventList events={list.items} />
          </section>
          <Pagination
            page={list.page}
            pages={pages}
            hrefFor={(page) => eventsHref(locale, { ...query, page })}
            labels={{
              nav: t('common.pagination.label'),
              previous: t('common.pagination.previous'),
              next: t('common.pagination.next'),
              status: t('common.pagination.page', { page: list.page, pages }),
            }}
          />
        </>
      ) : null}
    </div>
  );
}
