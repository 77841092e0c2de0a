import type { EventDetail } from '@finishline/contract';
import { Badge } from '../../components/ui/badge';
import { CalendarIcon, ClockIcon, PinIcon } from '../../components/ui/icons';
import { countryName, formatDateRange, formatLongDate, formatUtcOffset } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { eventTypeLabel, scheduleStateLabel } from '../../lib/i18n/labels';
import { useNow } from '../../lib/client/use-now';
import { shownEventState } from '../../lib/schedule-state';
import { MyRunnersLink } from '../shared/follow/my-runners-link';

/** Name, type, dates, place and time zone of an event. */
export function EventHeader({ event, zoneOffset }: { event: EventDetail; zoneOffset: number }) {
  const t = useT();
  const locale = useLocale();
  const state = shownEventState(
    event.state,
    event.contests.map((contest) => contest.startTime),
    useNow(),
  );
  const dates =
    event.dateFrom === event.dateTo
      ? formatLongDate(event.dateFrom, locale)
      : formatDateRange(event.dateFrom, event.dateTo, locale);
  return (
    <header>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="accent">{eventTypeLabel(t, event.type)}</Badge>
        <Badge tone={state === 'ongoing' ? 'live' : 'neutral'}>
          {state === 'today' ? t('events.state.today') : scheduleStateLabel(t, state)}
        </Badge>
        <MyRunnersLink
          eventId={event.id}
          contestIds={event.contests.map((contest) => contest.id)}
          className="ms-auto"
        />
      </div>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-fg sm:text-4xl">{event.name}</h1>
      <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
        <div className="flex items-center gap-2">
          <dt>
            <CalendarIcon className="size-4" />
            <span className="sr-only">{t('event.dates')}</span>
          </dt>
          <dd className="font-medium text-fg">{dates}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <PinIcon className="size-4" />
            <span className="sr-only">{t('event.location')}</span>
          </dt>
          <dd className="font-medium text-fg">
            {t('common.place', { city: event.city, country: countryName(event.country, locale) })}
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <ClockIcon className="size-4" />
          </dt>
          <dd>{t('event.timeZone', { zone: formatUtcOffset(zoneOffset, locale) })}</dd>
        </div>
      </dl>
    </header>
  );
}
