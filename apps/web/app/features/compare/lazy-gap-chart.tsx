/**
 * The gap chart, loaded when its section comes near the screen (features/shared/lazy-when-near.tsx), as the
 * participant page's charts are: the page's first load carries no chart code; the table above says the same.
 */
import { type ComponentProps, lazy } from 'react';
import { useT } from '../../lib/i18n/i18n-context';
import { LazyWhenNear } from '../shared/lazy-when-near';
import type GapChartType from './gap-chart';

const GapChart = lazy(() => import('./gap-chart'));

export function LazyGapChart(props: ComponentProps<typeof GapChartType>) {
  const t = useT();
  return (
    <LazyWhenNear
      name="chart"
      loading={t('compare.chart.loading')}
      failed={t('compare.chart.error')}
      noscript={t('compare.chart.noscript')}
    >
      <GapChart {...props} />
    </LazyWhenNear>
  );
}
