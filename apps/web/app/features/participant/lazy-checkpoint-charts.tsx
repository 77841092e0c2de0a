/**
 * The charts load only when their section comes near the screen, from their own chunk
 * (React.lazy), so the participant page's first load carries no chart code. Until then, and if
 * the chunk fails, the checkpoints table above says the same.
 */
import type { PaceUnitCode, Split } from '@finishline/contract';
import { Component, type ReactNode, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/i18n-context';

const CheckpointCharts = lazy(() => import('./checkpoint-charts'));

class ChartErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[charts]', error);
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

function ChartsNotice({ children, isBusy = false }: { children: ReactNode; isBusy?: boolean }) {
  return (
    <div
      role="status"
      aria-busy={isBusy || undefined}
      className="flex min-h-40 items-center justify-center rounded-2xl border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-sm text-muted"
    >
      {children}
    </div>
  );
}

export function LazyCheckpointCharts({
  splits,
  paceUnit,
}: {
  splits: readonly Split[];
  /** The contest's: the pace chart speaks it. */
  paceUnit: PaceUnitCode;
}) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const loading = <ChartsNotice isBusy>{t('participants.charts.loading')}</ChartsNotice>;
  return (
    <div ref={ref} data-charts={isNear ? 'requested' : 'waiting'}>
      {isNear ? (
        <ChartErrorBoundary fallback={<ChartsNotice>{t('participants.charts.error')}</ChartsNotice>}>
          <Suspense fallback={loading}>
            <CheckpointCharts splits={splits} paceUnit={paceUnit} />
          </Suspense>
        </ChartErrorBoundary>
      ) : (
        <>
          {loading}
          <noscript>
            <p className="mt-2 text-sm text-muted">{t('participants.charts.noscript')}</p>
          </noscript>
        </>
      )}
    </div>
  );
}
