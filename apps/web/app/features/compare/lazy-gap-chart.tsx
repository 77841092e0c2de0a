/**
 * The gap chart loads only when its section comes near the screen, from its own chunk (React.lazy), as the
 * participant page's charts do: the page's first load carries no chart code. Until then, and if the chunk fails,
 * the table above says the same.
 */
import {
  Component,
  type ComponentProps,
  type ReactNode,
  Suspense,
  lazy,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useT } from '../../lib/i18n/i18n-context';
import type GapChartType from './gap-chart';

const GapChart = lazy(() => import('./gap-chart'));

class ChartErrorBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[compare chart]', error);
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

function ChartNotice({ children, isBusy = false }: { children: ReactNode; isBusy?: boolean }) {
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

export function LazyGapChart(props: ComponentProps<typeof GapChartType>) {
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

  const loading = <ChartNotice isBusy>{t('compare.chart.loading')}</ChartNotice>;
  return (
    <div ref={ref} data-chart={isNear ? 'requested' : 'waiting'}>
      {isNear ? (
        <ChartErrorBoundary fallback={<ChartNotice>{t('compare.chart.error')}</ChartNotice>}>
          <Suspense fallback={loading}>
            <GapChart {...props} />
          </Suspense>
        </ChartErrorBoundary>
      ) : (
        <>
          {loading}
          <noscript>
            <p className="mt-2 text-sm text-muted">{t('compare.chart.noscript')}</p>
          </noscript>
        </>
      )}
    </div>
  );
}
