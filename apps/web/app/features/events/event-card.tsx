import type { EventSummary } from '@finishline/contract';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { CalendarIcon, PinIcon } from '../../components/ui/icons';
import {
  countryName,
  formatDateRange,
  formatDateTile,
  formatDistance,
  nameIncludesDistance,
} from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { eventTypeLabel, scheduleStateLabel } from '../../lib/i18n/labels';
import { localizePath } from '../../lib/i18n/locales';
import { useNow } from '../../lib/client/use-now';
import { shownEventState } from '../../lib/schedule-state';

const MAX_CONTESTS = 3;

/** A small calendar leaf: day over month (decorative; the full dates follow in the text). */
function DateTile({ dateFrom, dateTo }: { dateFrom: string; dateTo: string }) {
  const locale = useLocale();
  const { day, month } = formatDateTile(dateFrom, dateTo, locale);
  return (
    <div
      aria-hidden="true"
      className="flex w-14 shrink-0 flex-col overflow-hidden rounded-xl text-center ring-1 ring-line"
    >
      <span className="bg-accent py-0.5 text-[0.6875rem] font-bold uppercase tracking-wide text-accent-fg">
        {month}
      </span>
      <span className="bg-surface py-1 text-lg font-bold leading-tight text-fg tabular">{day}</span>
    </div>
  );
}

export function EventCard({ event, headingLevel = 2 }: { event: EventSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const t = useT();
  const locale = useLocale();
  const nowMs = useNow();
  const state = shownEventState(
    event.state,
    event.contests.map((contest) => contest.startTime),
    nowMs,
  );
  const shown = event.contests.slice(0, MAX_CONTESTS);
  const more = event.contests.length - shown.length;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line transition hover:shadow-md hover:ring-line-strong">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Badge tone="accent">{eventTypeLabel(t, event.type)}</Badge>
          {state === 'ongoing' ? <Badge tone="live">{scheduleStateLabel(t, 'ongoing')}</Badge> : null}
          {state === 'today' ? <Badge>{t('events.state.today')}</Badge> : null}
        </div>
        <DateTile dateFrom={event.dateFrom} dateTo={event.dateTo} />
      </div>
      <Heading className="mt-3 text-lg font-bold leading-snug tracking-tight text-fg">
        <Link
          to={localizePath(locale, `/event/${encodeURIComponent(event.id)}`)}
          className="after:absolute after:inset-0 after:rounded-2xl group-hover:text-accent"
        >
          {event.name}
        </Link>
      </Heading>
      <dl className="mt-3 grid gap-1.5 text-sm text-muted">
        <div className="flex items-center gap-2">
          <dt>
            <CalendarIcon className="size-4 shrink-0" />
            <span className="sr-only">{t('event.dates')}</span>
          </dt>
          <dd className="tabular">{formatDateRange(event.dateFrom, event.dateTo, locale)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <PinIcon className="size-4 shrink-0" />
            <span className="sr-only">{t('event.location')}</span>
          </dt>
          <dd>{t('common.place', { city: event.city, country: countryName(event.country, locale) })}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-4">
        <p className="border-t border-line pt-3 text-xs font-semibold uppercase tracking-wide text-muted">
          {t('events.card.contests', { count: event.contests.length })}
        </p>
        {shown.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {shown.map((contest) => (
              <li key={contest.id} className="rounded-md bg-sunken px-2 py-1 text-xs font-medium text-fg">
                <bdi>{contest.name}</bdi>
                {nameIncludesDistance(contest.name, contest.distanceM, locale) ? null : (
                  <span className="text-muted"> · {formatDistance(contest.distanceM, locale)}</span>
                )}
              </li>
            ))}
            {more > 0 ? (
              <li className="rounded-md px-2 py-1 text-xs font-medium text-muted">
                {t('events.card.more', { count: more })}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
