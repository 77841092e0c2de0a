/**
 * A clock that ticks every `intervalMs` in the browser (null: it stands still). It starts at `initialMs`, the
 * server's clock at render time, so the first client render matches the server's HTML.
 */
import { useEffect, useState } from 'react';

export function useTicker(initialMs: number, intervalMs: number | null): number {
  const [nowMs, setNowMs] = useState(initialMs);
  useEffect(() => {
    if (intervalMs === null) return undefined;
    setNowMs(Date.now());
    const timer = setInterval(() => setNowMs(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return nowMs;
}
