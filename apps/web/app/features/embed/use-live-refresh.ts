import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';

/** How often the live widget reads the standings again. */
export const LIVE_REFRESH_MS = 15_000;

/**
 * While `enabled`, reloads the route's data every 15 s (React Router's revalidation: one small `.data` request,
 * answered from the origin's cache when another viewer just asked), and not while the page is hidden.
 */
export function useLiveRefresh(enabled: boolean): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!enabled) return;
    const id = window.setInterval(() => {
      if (document.visibilityState !== 'visible' || latest.current.state !== 'idle') return;
      void latest.current.revalidate();
    }, LIVE_REFRESH_MS);
    return () => window.clearInterval(id);
  }, [enabled]);
}
