import type { EventSummary } from '@finishline/contract';
import { EmptyState } from '../../components/ui/empty-state';
import { useT } from '../../lib/i18n/i18n-context';
import { EventCard } from './event-card';

/** The cards' names are h2 under the page title, or h3 inside a titled section of the home page. */
export function EventList({ events, headingLevel = 2 }: { events: EventSummary[]; headingLevel?: 2 | 3 }) {
  const t = useT();
  if (events.length === 0) {
    return <EmptyState title={t('events.empty.title')}>{t('events.empty.hint')}</EmptyState>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
