/**
 * Heavy parts (the charts) load only when their place comes near the screen, from their own chunk (React.lazy), so
 * a page's first load carries none of their code. Until then a notice holds the place; if the chunk fails, the
 * notice says so (the page's tables carry the same data); without JavaScript, `noscript` says why nothing comes.
 */
import { Component, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

class LoadErrorBoundary extends Component<
  { fallback: ReactNode; name: string; children: ReactNode },
  { hasFailed: boolean }
> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[${this.props.name}]`, error);
  }

  override render() {
    return this.state.hasFailed ? this.props.fallback : this.props.children;
  }
}

function Notice({ children, isBusy = false }: { children: ReactNode; isBusy?: boolean }) {
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

/** `children` (a lazy component) once the place is within 300 px of the screen. */
export function LazyWhenNear({
  name,
  loading,
  failed,
  noscript,
  children,
}: {
  /** Names the part in the console and in `data-<name>="waiting|requested"` (tests wait on it). */
  name: string;
  loading: string;
  failed: string;
  noscript: string;
  children: ReactNode;
}) {
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

  const notice = <Notice isBusy>{loading}</Notice>;
  return (
    <div ref={ref} {...{ [`data-${name}`]: isNear ? 'requested' : 'waiting' }}>
      {isNear ? (
        <LoadErrorBoundary name={name} fallback={<Notice>{failed}</Notice>}>
          <Suspense fallback={notice}>{children}</Suspense>
        </LoadErrorBoundary>
      ) : (
        <>
          {notice}
          <noscript>
            <p className="mt-2 text-sm text-muted">{noscript}</p>
          </noscript>
        </>
      )}
    </div>
  );
}
