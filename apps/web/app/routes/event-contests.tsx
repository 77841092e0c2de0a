import { redirect } from 'react-router';
import type { Route } from './+types/event-contests';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { read, readsOf } from '../lib/services.server';
import { ContestCard } from '../features/events/contest-card';
import { TimeBasisNote } from '../features/events/time-basis-note';
import { contestStart, useEvent, useEventOffsets } from '../features/events/use-event';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { localeOfPath, localizePath } from '../lib/i18n/locales';
import { metaI18n } from '../lib/meta-i18n';
import { eventData } from '../lib/route-data';
import { pageMeta } from '../lib/seo';
import { contestPath, eventContestsPath, eventPath, eventsPath } from '@finishline/contract/page-paths';

/** An event with a single contest has nothing to choose: open that contest. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const contests = await read(readsOf(context).contests({ eventId: params.eventId }));
  const only = contests.total === 1 ? contests.items[0] : undefined;
  if (only)
    throw redirect(localizePath(localeOfPath(url.pathname), contestPath(params.eventId, only.id, 'results')));
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  const event = eventData(matches)?.event;
  const { t } = metaI18n(matches);
  if (!event) return [];
  return pageMeta(matches, {
    title: `${t('contest.area.title')} · ${event.name}`,
    description: t('contest.area.intro'),
    path: eventContestsPath(event.id),
  });
}

export default function EventContestsPage() {
  const event = useEvent();
  const offsets = useEventOffsets();
  const t = useT();
  const locale = useLocale();
  const bases = [...new Set(event.contests.map((contest) => contest.timeBasis))];
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-6 sm:px-6 sm:pt-10">
      <Breadcrumbs
        label={t('common.breadcrumb.label')}
        items={[
          { label: t('common.nav.events'), to: localizePath(locale, eventsPath()) },
          { label: event.name, to: localizePath(locale, eventPath(event.id)) },
          { label: t('contest.area.title') },
        ]}
      />
      <h1 className="text-3xl font-bold tracking-tight text-fg">{t('contest.area.title')}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t('contest.area.intro')}</p>
      <h2 className="sr-only">{t('contest.area.list', { event: event.name })}</h2>
      {event.contests.length === 0 ? (
        <p className="mt-6 text-muted">{t('event.contests.empty')}</p>
      ) : (
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {event.contests.map((contest) => (
            <li key={contest.id}>
              <ContestCard contest={contest} start={contestStart(contest, offsets)} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-8 max-w-3xl">
        <TimeBasisNote bases={bases} />
      </div>
    </div>
  );
}
