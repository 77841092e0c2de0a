import { Link } from 'react-router';
import type { Route } from './+types/event-my-runners';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { EmptyState } from '../components/ui/empty-state';
import { comparePath, MAX_COMPARED } from '../features/compare/compare-bibs';
import { loadMyRunners } from '../features/follow/load-my-runners.server';
import { readsOf } from '../lib/services.server';
import { MyRunnersGroupSection } from '../features/follow/my-runners-list';
import { useRefreshWhileLive, useStoredRunners } from '../features/follow/use-my-runners';
import { StarIcon } from '../features/shared/follow/follow-star';
import { AlertsControl } from '../features/shared/alerts/alerts-control';
import { countRunners, runnersSearch } from '../features/shared/follow/runners-param';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { localizePath } from '../lib/i18n/locales';
import { metaI18n } from '../lib/meta-i18n';
import { eventData, useEventData } from '../lib/route-data';
import { pageMeta } from '../lib/seo';
import { eventPath, eventsPath, myRunnersPath, participantsPath } from '@finishline/contract/page-paths';

/** `?runners=marathon:12,345;half:7` is the list (shareable); without it the browser fills it in from storage. */
export function loader({ params, url, context }: Route.LoaderArgs) {
  return loadMyRunners(readsOf(context), { eventId: params.eventId, url });
}

export function meta({ matches }: Route.MetaArgs) {
  const event = eventData(matches)?.event;
  const { t } = metaI18n(matches);
  if (!event) return [];
  const tags = pageMeta(matches, {
    title: `${t('follow.title')} · ${event.name}`,
    description: t('follow.meta.description', { event: event.name }),
    path: myRunnersPath(event.id),
  });
  // A visitor's own list: not a page for search engines.
  return [...tags, { name: 'robots', content: 'noindex, follow' }];
}

export default function MyRunnersPage({ loaderData }: Route.ComponentProps) {
  const { groups, hasParam } = loaderData;
  const eventRoute = useEventData();
  const t = useT();
  const locale = useLocale();
  if (!eventRoute) throw new Error('My runners outside /event/{eventId}');
  const { event, offsets } = eventRoute;
  const shown = groups.map((group) => ({ contestId: group.contestId, bibs: group.bibs }));
  const { stored, isDifferent } = useStoredRunners(
    event.id,
    event.contests.map((contest) => contest.id),
    shown,
    hasParam,
  );
  useRefreshWhileLive(groups.some((group) => group.state === 'ongoing'));
  // Alerts are about races still to come or under way: a finished race has nothing left to tell.
  const alertable = groups
    .filter((group) => group.state !== 'completed')
    .flatMap((group) => group.bibs.map((bib) => ({ contestId: group.contestId, bib })));
  const empty = (
    <EmptyState title={t('follow.empty.title')}>
      <p>{t('follow.empty.hint')}</p>
      <p className="mt-3">
        <Link
          to={localizePath(locale, participantsPath(event.id))}
          className="font-semibold text-accent underline underline-offset-4"
        >
          {t('follow.empty.link')}
        </Link>
      </p>
    </EmptyState>
  );
  // Without `?runners=`, the stored list is about to fill the URL in: say so rather than "nobody" (scripts only).
  const isLookingUp = !hasParam && (stored === null || countRunners(stored) > 0);

  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-6 sm:px-6 sm:pt-10">
      <Breadcrumbs
        label={t('common.breadcrumb.label')}
        items={[
          { label: t('common.nav.events'), to: localizePath(locale, eventsPath()) },
          { label: event.name, to: localizePath(locale, eventPath(event.id)) },
          { label: t('follow.title') },
        ]}
      />
      <h1 className="flex items-center gap-2 text-3xl font-bold tracking-tight text-fg">
        <StarIcon isFilled className="size-7 shrink-0 text-star" />
        {t('follow.title')}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">{t('follow.intro')}</p>
      {groups.some((group) => group.state === 'ongoing') ? (
        <p className="mt-2 text-sm text-muted">{t('follow.live.note')}</p>
      ) : null}
      {alertable.length > 0 ? (
        <div className="mt-4">
          <AlertsControl eventId={event.id} runners={alertable} />
        </div>
      ) : null}

      {isDifferent && stored ? (
        <p
          role="status"
          className="mt-6 rounded-xl bg-sunken px-4 py-3 text-sm text-fg ring-1 ring-inset ring-line"
        >
          {t('follow.changed')}{' '}
          <Link
            to={runnersSearch(stored)}
            preventScrollReset
            className="font-semibold text-accent underline underline-offset-4"
          >
            {t('follow.changed.link')}
          </Link>
        </p>
      ) : null}

      {groups.length > 0 ? (
        <>
          {groups.map((group) => (
            <MyRunnersGroupSection
              key={group.contestId}
              group={group}
              eventId={event.id}
              zoneOffset={offsets.starts[group.contestId] ?? offsets.zone}
              compare={{
                action: localizePath(locale, comparePath(event.id, group.contestId)),
                max: MAX_COMPARED,
              }}
            />
          ))}
          <p className="mt-8 text-sm text-muted">
            {t('follow.share')}{' '}
            <Link to={runnersSearch(shown)} className="font-medium text-accent underline underline-offset-4">
              {t('follow.share.link')}
            </Link>
          </p>
        </>
      ) : isLookingUp ? (
        <div className="mt-8">
          <p role="status" className="hidden text-muted [.js_&]:block">
            {t('follow.loading')}
          </p>
          <div className="[.js_&]:hidden">{empty}</div>
        </div>
      ) : (
        <div className="mt-8">{empty}</div>
      )}
    </div>
  );
}
