import { SegmentedLinks } from '../../components/ui/segmented';
import { useT } from '../../lib/i18n/i18n-context';
import { type EventsQuery, PERIODS, toSearch } from './events-query';

/** Upcoming / All / Completed, keeping the other filters. */
export function PeriodToggle({ query }: { query: EventsQuery }) {
  const t = useT();
  return (
    <SegmentedLinks
      label={t('events.period.label')}
      items={PERIODS.map((period) => ({
        key: period,
        label: t(`events.period.${period}`),
        to: `.${toSearch({ ...query, period, page: 1 })}`,
        isCurrent: period === query.period,
      }))}
    />
  );
}
