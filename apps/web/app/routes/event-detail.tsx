import { Link, redirect } from 'react-router';
import type { Route } from './+types/event-detail';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { buttonSecondary } from '../components/ui/button-styles';
import { CalendarIcon, UsersIcon } from '../components/ui/icons';
import { runnerTarget } from '../features/contest/results/runner-target';
import { ContestCard } from '../features/events/contest-card';
import { EventHeader } from '../features/events/event-header';
import { eventJsonLd } from '../features/events/event-json-ld';
import { TimeBasisNote } from '../features/events/time-basis-note';
import { contestStart, useEvent, useEventOffsets } from '../features/events/use-event';
import { searchParticipants } from '../features/participant/participants-reads.server';
import { EventSearch, type EventMiss } from '../features/search/event-search';
import { classifySearch, MAX_SEARCH_LENGTH, searchParams } from '../features/shared/search-input';
import { countryName, formatDateRange } from '../lib/format';
import { useLocale, useT } from '../lib/i18n/i18n-context';
import { eventTypeLabel } from '../lib/i18n/labels';
import { isLocale, localizePath } from '../lib/i18n/locales';
import { metaI18n } from '../lib/meta-i18n';
import { eventData } from '../lib/route-data';
import { findRootData, pageMeta } from '../lib/seo';
import { readsOf } from '../lib/services.server';
import {
  contestPath,
  eventContestsPath,
  eventPath,
  eventsPath,
  participantPath,
  participantsPath,
} from '@finishline/contract/page-paths';

/**
 * The search box (`?find=`, name or bib, every contest): one runner → their row, highlighted, on their page of
 * their contest's results (as the results tab's "find a runner" sends them); several → the event's participant
 * search for the same text; nobody → said on this page, with the names the API suggests.
 */
export async function loader({
  params,
  url,
  context,
}: Route.LoaderArgs): Promise<{ miss: EventMiss | null }> {
  const typed = url.searchParams.get('find')?.trim().slice(0, MAX_SEARCH_LENGTH) ?? '';
  if (typed === '') return { miss: null };
  const query = searchParams(classifySearch(typed));
  if (query === null) return { miss: { typed, suggestions: [] } };
  const { eventId } = params;
  const found = await searchParticipants(readsOf(context), eventId, { ...query, page: 1, pageSize: 2 });
  const [only] = found.items;
  if (found.total === 0 || !only) return { miss: { typed, suggestions: found.suggestions ?? [] } };
  const locale = params.lang !== undefined && isLocale(params.lang) ? params.lang : 'en';
  const path = (rest: string) => localizePath(locale, rest);
  if (found.total > 1) throw redirect(path(participantsPath(eventId, { q: typed })));
  // Before its contest is first computed, a runner has no row in the results: their own page then.
  if (only.resultsRank === null) throw redirect(path(participantPath(eventId, only.id)));
  const runner = { id: only.id, resultsRank: only.resultsRank };
  throw redirect(runnerTarget(path(contestPath(eventId, only.contestId, 'results')), runner, typed, 0));
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const event = eventData(matches)?.event;
  const { t, locale } = metaI18n(matches);
  if (!event) return [];
  const path = eventPath(event.id);
  const origin = findRootData(matches)?.origin ?? '';
  const place = t('common.place', { city: event.city, country: countryName(event.country, locale) });
  const type = eventTypeLabel(t, event.type);
  const tags = pageMeta(matches, {
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
  // A search that found nobody is not a page of its own for search engines.
  return loaderData?.miss ? [...tags, { name: 'robots', content: 'noindex, follow' }] : tags;
}

export default function EventDetailPage({ loaderData }: Route.ComponentProps) {
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
          { label: event.name },
        ]}
      />
      <EventHeader event={event} zoneOffset={offsets.zone} />
      {event.contests.length > 0 ? (
        <div className="mt-6 max-w-3xl">
          <EventSearch eventId={event.id} miss={loaderData.miss} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-2">
        <Link to={localizePath(locale, participantsPath(event.id))} className={buttonSecondary}>
          <UsersIcon className="size-4" />
          {t('event.participants.link')}
        </Link>
        <Link to={localizePath(locale, eventContestsPath(event.id))} className={buttonSecondary}>
          {t('event.contestArea.link')}
        </Link>
        {/* The event's contests as an iCalendar file in the page's language, from the API on the same origin. */}
        <a
          href={`/api/events/${encodeURIComponent(event.id)}/calendar.ics?locale=${locale}`}
          download
          className={buttonSecondary}
        >
          <CalendarIcon className="size-4" />
          {t('event.calendar.link')}
        </a>
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
