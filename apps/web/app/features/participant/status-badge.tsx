import type { StatusCode } from '@finishline/contract';
import { useT } from '../../lib/i18n/i18n-context';
import { statusLabel } from '../../lib/i18n/labels';

/** Did not finish, did not start, disqualified: marked in red, with the short code and the words. */
export function isOutOfRace(status: StatusCode): status is 'dnf' | 'dns' | 'dsq' {
  return status === 'dnf' || status === 'dns' || status === 'dsq';
}

const TONES: Record<StatusCode, string> = {
  registered: 'bg-sunken text-muted ring-line',
  started: 'bg-live-soft text-live ring-transparent',
  finished: 'bg-sunken text-fg ring-line',
  dnf: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900',
  dns: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900',
  dsq: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900',
};

/**
 * A participant's status. `compact` shows DNF/DNS/DSQ by their short code (the words stay for
 * screen readers); otherwise both.
 */
export function StatusBadge({ status, compact = false }: { status: StatusCode; compact?: boolean }) {
  const t = useT();
  const label = statusLabel(t, status);
  const short = isOutOfRace(status) ? t(`codes.status.short.${status}`) : null;
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[status]}`}
    >
      {short && compact ? (
        <>
          <span aria-hidden="true">{short}</span>
          <span className="sr-only">{label}</span>
        </>
      ) : short && short !== label ? (
        <>
          <span className="font-bold">{short}</span>
          <span aria-hidden="true">·</span>
          <span>{label}</span>
        </>
      ) : (
        label
      )}
    </span>
  );
}
