import { useT } from '../../lib/i18n/i18n-context';

/**
 * "Possibly out of date", hidden on every page. The origin's cache shows it (it drops `hidden` from this exact
 * markup: packages/server/src/response-cache/stale-notice.ts) when it sends the last good copy of a page while the
 * database is down (ADR 017). Keep `id` and `hidden` first, in this order.
 */
export function StaleNotice() {
  const t = useT();
  return (
    <div
      id="stale-notice"
      hidden
      role="status"
      className="border-b border-line bg-accent-soft px-4 py-2 text-center text-sm font-medium text-accent-soft-fg"
    >
      {t('common.stale')}
    </div>
  );
}
