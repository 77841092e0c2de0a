import { Link } from 'react-router';
import type { Route } from './+types/event-detail';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { buttonSecondary } from '../components/ui/button-styles';
import { UsersIcon } from '../components/ui/icons';
import { ContestCard } from '../features/events/contest-card';
import { EventHeader } from '../features/events/event-header';
import { eventJsonLd } from '../features/events/event-json-ld';
import { TimeBasisNote } from '../features/events/time-basis-note';
import { contestStart, useEvent, useEventOffsets } from '../features/events/use-event';
import { countryName, formatDateRange } from '../lib/format';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { eventTypeLabel } from '../lib/i18n/labels';
import { localizePath } from '../lib/i18n/locales';
import { metaI18n } from '../lib/meta-i18n';
import { eventData } from '../lib/route-data';
import { findRootData, pageMeta } from '../lib/seo';

export function meta({ matches }: Route.MetaArgs) {
  const event = eventData(matches)?.event;
  const { t, locale } = metaI18n(matches);
  if (!event) return [];
  const path = `/event/${encodeURIComponent(event.id)}`;
  const origin = findRootData(matches)?.origin ?? '';
  const place = t('common.place', { city: event.city, country: countryName(event.country, locale) });
  const type = eventTypeLabel(t, event.type);
  return pageMeta(matches, {
    title: event.name,
    description: t('event.meta.description', {
      type,
      place,
      dates: formatDateRange(event.dateFrom, event.dateTo, locale),
    }),
    path,
    jsonLd: eventJsonLd(event, {
      url: `${origin}${localizePath(locale, path)}`,
      sport: type,
      countryName: countryName(event.country, locale),
    }),
  });
}

export default function EventDetailPage() {
  const event = useEvent();
  const offsets = useEventOffsets();
  const t = useT();
  const locale = useLocale();
  const bases = [...new Set(event.contests.map((contest) => contest.timeBasis))];
  const eventPath = `/event/${encodeURIComponent(event.id)}`;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-8 pt-6 sm:px-6 sm:pt-10">
      <Breadcrumbs
        label={t('common.breadcrumb.label')}
        items={[{ label: t('common.nav.events'), to: localizePath(locale, '/') }, { label: event.name }]}
      />
      <EventHeader event={event} zoneOffset={offsets.zone} />
      <div className="mt-6 flex flex-wrap gap-2">
        <Link to={localizePath(locale, `${eventPath}/participants`)} className={buttonSecondary}>
          <UsersIcon className="size-4" />
          {t('event.participants.link')}
        </Link>
        <Link to={localizePath(locale, `${eventPath}/contest`)} className={buttonSecondary}>
          {t('event.contestArea.link')}
        </Link>
      </div>
      {event.description ? (
        <section aria-labelledby="about" className="mt-8 max-w-3xl">
          <h2 id="about" className="text-xl font-bold tracking-tight text-fg">
            {t('event.about')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-base leading-relaxed text-muted [unicode-bidi:plaintext]">
            {event.description}
          </p>
        </section>
      ) : null}
      <section aria-labelledby="contests" className="mt-10">
        <h2 id="contests" className="text-xl font-bold tracking-tight text-fg">
          {t('event.contests.heading')}
        </h2>
        {event.contests.length === 0 ? (
          <p className="mt-3 text-muted">{t('event.contests.empty')}</p>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {event.contests.map((contest) => (
              <li key={contest.id}>
                <ContestCard contest={contest} start={contestStart(contest, offsets)} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="mt-10 max-w-3xl">
        <TimeBasisNote bases={bases} />
      </div>
    </div>
  );
}
