import type { EventSummary } from '@finishline/contract';
import { EmptyState } from '../../components/ui/empty-state';
import { useT } from '../../lib/i18n/i18n-context';
import { EventCard } from './event-card';

export function EventList({ events }: { events: EventSummary[] }) {
  const t = useT();
  if (events.length === 0) {
    return <EmptyState title={t('events.empty.title')}>{t('events.empty.hint')}</EmptyState>;
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}
