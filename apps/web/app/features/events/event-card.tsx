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
import { eventPath } from '@finishline/contract/page-paths';

const MAX_CONTESTS = 3;

/** A small calendar leaf: day over month (decorative; the full dates follow in the text). */
function DateTile({ dateFrom, dateTo }: { dateFrom: string; dateTo: string }) {
  const locale = useLocale();
  const { day, month } = formatDateTile(dateFrom, dateTo, locale);
  return (
    <div aria-hidden="true" className="date-tile">
      <span className="date-tile-month">{month}</span>
      <span className="date-tile-day">{day}</span>
    </div>
  );
}

/** Styled by app.css (`.event-card`): once, not in the class lists of every card of the home page. */
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
    <article className="event-card group">
      <div className="event-card-top">
        <div className="event-card-badges">
          <Badge tone="accent">{eventTypeLabel(t, event.type)}</Badge>
          {state === 'ongoing' ? <Badge tone="live">{scheduleStateLabel(t, 'ongoing')}</Badge> : null}
          {state === 'today' ? <Badge>{t('events.state.today')}</Badge> : null}
        </div>
        <DateTile dateFrom={event.dateFrom} dateTo={event.dateTo} />
      </div>
      <Heading className="event-card-title">
        <Link to={localizePath(locale, eventPath(event.id))} className="event-card-link">
          {event.name}
        </Link>
      </Heading>
      <dl className="event-card-facts">
        <div>
          <dt>
            <CalendarIcon className="size-4 shrink-0" />
            <span className="sr-only">{t('event.dates')}</span>
          </dt>
          <dd className="tabular">{formatDateRange(event.dateFrom, event.dateTo, locale)}</dd>
        </div>
        <div>
          <dt>
            <PinIcon className="size-4 shrink-0" />
            <span className="sr-only">{t('event.location')}</span>
          </dt>
          <dd>{t('common.place', { city: event.city, country: countryName(event.country, locale) })}</dd>
        </div>
      </dl>
      <div className="event-card-foot">
        <p>{t('events.card.contests', { count: event.contests.length })}</p>
        {shown.length > 0 ? (
          <ul>
            {shown.map((contest) => (
              <li key={contest.id}>
                <bdi>{contest.name}</bdi>
                {nameIncludesDistance(contest.name, contest.distanceM, locale) ? null : (
                  <span className="text-muted"> · {formatDistance(contest.distanceM, locale)}</span>
                )}
              </li>
            ))}
            {more > 0 ? <li className="event-card-more">{t('events.card.more', { count: more })}</li> : null}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
