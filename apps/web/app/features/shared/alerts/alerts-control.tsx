/**
 * "Notify me" (docs/alerts.md): asks for alerts about one runner (the participant page) or a list (My runners),
 * shows when they are on with a one-click stop, says what is kept and for how long, and says plainly when this
 * browser cannot take alerts. Its place is kept before hydration, so nothing moves when it appears.
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { buttonSecondary } from '../../../components/ui/button-styles';
import { BellIcon } from '../../../components/ui/icons';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { useIsHydrated } from '../follow/use-follow';
import {
  type AlertOutcome,
  type AlertRunner,
  alertsSnapshot,
  alertSupport,
  type AlertSupport,
  fetchPushKey,
  hasRunner,
  parseAlertsOn,
  setAlertRunners,
  subscribeAlerts,
  turnOffAlerts,
  withRunners,
} from './push-alerts';

/** The alerts that are on for an event (null: none, and on the server). */
export function useAlertsOn(eventId: string) {
  const snapshot = useSyncExternalStore(
    subscribeAlerts,
    () => alertsSnapshot(eventId),
    () => '',
  );
  return useMemo(() => parseAlertsOn(snapshot), [snapshot]);
}

/** What the status line says: how the last change ended, or why this browser cannot take alerts. */
type Said = AlertOutcome['kind'] | Exclude<AlertSupport, 'supported'>;

export function AlertsControl({
  eventId,
  runners,
  name,
}: {
  eventId: string;
  /** The runners this control is about: one (with `name`) or the list shown. */
  runners: readonly AlertRunner[];
  /** The runner's name when it is about one runner. */
  name?: string;
}) {
  const t = useT();
  const locale = useLocale();
  const isHydrated = useIsHydrated();
  const on = useAlertsOn(eventId);
  const [support, setSupport] = useState<AlertSupport>('supported');
  const [retentionDays, setRetentionDays] = useState<number | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<Said | null>(null);
  useEffect(() => {
    setSupport(alertSupport());
    let isCurrent = true;
    void fetchPushKey().then((key) => {
      if (isCurrent && key) setRetentionDays(key.retentionDays);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const isOn = runners.length > 0 && runners.every((runner) => hasRunner(on, runner));
  const isAvailable = isHydrated && support === 'supported' && runners.length > 0;
  const run = async (change: () => Promise<AlertOutcome>) => {
    setIsBusy(true);
    setMessage(null);
    try {
      setMessage((await change()).kind);
    } finally {
      setIsBusy(false);
    }
  };
  const turnOn = () =>
    run(() => setAlertRunners(eventId, withRunners(on?.runners ?? [], runners, true), locale));
  const stop = () =>
    run(() => {
      const left = withRunners(on?.runners ?? [], runners, false);
      return left.length === 0 ? turnOffAlerts(eventId) : setAlertRunners(eventId, left, locale);
    });

  const label = isOn
    ? name
      ? t('follow.alerts.stop.one', { name })
      : t('follow.alerts.stop.all')
    : name
      ? t('follow.alerts.on.one', { name })
      : t('follow.alerts.on.all', { count: runners.length });
  const said: Said | null = isHydrated && support !== 'supported' ? support : message;
  return (
    <div className="flex max-w-prose flex-col gap-1">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={isHydrated ? buttonSecondary : `${buttonSecondary} invisible`}
          aria-hidden={isHydrated ? undefined : true}
          tabIndex={isHydrated ? undefined : -1}
          aria-pressed={isHydrated ? isOn : undefined}
          disabled={!isAvailable || isBusy}
          onClick={() => void (isOn ? stop() : turnOn())}
        >
          <BellIcon />
          {label}
        </button>
        {isOn && !name && on ? (
          <span className="text-sm font-medium text-fg">
            {t('follow.alerts.status', { count: on.runners.length })}
          </span>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="text-sm text-muted">
        {said ? t(`follow.alerts.said.${said}`) : ''}
      </p>
      {/* Its lines (three on a phone) kept until the retention is known: nothing below moves when it arrives. */}
      <p className="min-h-[3lh] text-xs text-muted sm:min-h-[2lh]">
        {retentionDays !== null ? t('follow.alerts.privacy', { days: retentionDays }) : ''}
      </p>
    </div>
  );
}
