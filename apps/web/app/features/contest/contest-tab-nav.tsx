import { NavLink } from 'react-router';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { localizePath } from '../../lib/i18n/locales';
import { CONTEST_TABS, contestPath } from './contest-tabs';

/** Info, Start list, Tracking, Results, Live, Contact: links, so each tab has its own URL. */
export function ContestTabNav({ eventId, contestId }: { eventId: string; contestId: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <nav aria-label={t('contest.tabs.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {CONTEST_TABS.map((tab) => (
          <li key={tab}>
            <NavLink
              to={localizePath(locale, contestPath(eventId, contestId, tab))}
              preventScrollReset
              className="-mb-px block border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-muted hover:text-fg aria-[current=page]:border-accent aria-[current=page]:text-fg"
            >
              {t(`contest.tab.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
