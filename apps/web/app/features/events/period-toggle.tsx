import { SegmentedLinks } from '../../components/ui/segmented';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { type EventsQuery, eventsHref, PERIODS } from './events-query';

/** Latest / Upcoming / Completed / All, keeping the other filters. */
export function PeriodToggle({ query }: { query: EventsQuery }) {
  const t = useT();
  const locale = useLocale();
  return (
    <SegmentedLinks
      label={t('events.period.label')}
      items={PERIODS.map((period) => ({
        key: period,
        label: t(`events.period.${period}`),
        to: eventsHref(locale, { ...query, period, page: 1 }),
        isCurrent: period === query.period,
      }))}
    />
  );
}
