/**
 * The checkpoint charts, loaded when their section comes near the screen (features/shared/lazy-when-near.tsx):
 * the participant page's first load carries no chart code; the checkpoints table above says the same.
 */
import type { PaceUnitCode, Split } from '@finishline/contract';
import { lazy } from 'react';
import { useT } from '../../lib/i18n/i18n-context';
import { LazyWhenNear } from '../shared/lazy-when-near';

const CheckpointCharts = lazy(() => import('./checkpoint-charts'));

export function LazyCheckpointCharts({
  splits,
  paceUnit,
}: {
  splits: readonly Split[];
  /** The contest's: the pace chart speaks it. */
  paceUnit: PaceUnitCode;
}) {
  const t = useT();
  return (
    <LazyWhenNear
      name="charts"
      loading={t('participants.charts.loading')}
      failed={t('participants.charts.error')}
      noscript={t('participants.charts.noscript')}
    >
      <CheckpointCharts splits={splits} paceUnit={paceUnit} />
    </LazyWhenNear>
  );
}
