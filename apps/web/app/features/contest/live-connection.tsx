/**
 * The live stream's state in words: "Updating live" while it is open, a clear banner while the connection is
 * lost (the browser is reconnecting), and a short "connected again" once it is back. A polite live region, so
 * screen readers hear the change without losing their place.
 */
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/i18n-context';
import type { LiveStreamStatus } from '../shared/live-stream-state';

/** How long "connected again" stays after a reconnection. */
const BACK_NOTICE_MS = 6_000;

export function LiveConnection({ status }: { status: LiveStreamStatus }) {
  const t = useT();
  const wasLost = useRef(false);
  const [isBack, setIsBack] = useState(false);
  useEffect(() => {
    if (status === 'reconnecting') {
      wasLost.current = true;
      setIsBack(false);
      return undefined;
    }
    if (status !== 'open' || !wasLost.current) return undefined;
    wasLost.current = false;
    setIsBack(true);
    const timer = setTimeout(() => setIsBack(false), BACK_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <div role="status" aria-live="polite" className="contents">
      {status === 'reconnecting' ? (
        <p
          data-live-connection="lost"
          className="rounded-xl bg-accent-soft p-3 text-sm font-medium text-accent-soft-fg ring-1 ring-inset ring-line-strong"
        >
          {t('contest.live.stream.lost')}
        </p>
      ) : isBack ? (
        <p
          data-live-connection="back"
          className="rounded-xl bg-live-soft p-3 text-sm font-medium text-fg ring-1 ring-inset ring-line"
        >
          {t('contest.live.stream.back')}
        </p>
      ) : status === 'open' ? (
        <p data-live-connection="open" className="flex items-center gap-2 text-xs font-medium text-live">
          <span
            className="size-2 animate-pulse rounded-full bg-live motion-reduce:animate-none"
            aria-hidden="true"
          />
          {t('contest.live.stream.on')}
        </p>
      ) : null}
    </div>
  );
}
