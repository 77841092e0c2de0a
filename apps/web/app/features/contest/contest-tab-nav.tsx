import { NavLink } from 'react-router';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { localizePath } from '../../lib/i18n/locales';
import { CONTEST_TABS, contestPath } from '@finishline/contract/page-paths';

/**
 * Info, Start list, Tracking, Results, Live, Contact: links, so each tab has its own URL. Phones
 * get a 3 × 2 grid (all six in sight, none scrolled away); wider screens an underlined row.
 */
export function ContestTabNav({ eventId, contestId }: { eventId: string; contestId: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <nav aria-label={t('contest.tabs.label')} className="sm:overflow-x-auto">
      <ul className="grid grid-cols-3 gap-1.5 sm:flex sm:min-w-max sm:gap-1 sm:border-b sm:border-line">
        {CONTEST_TABS.map((tab) => (
          <li key={tab}>
            <NavLink
              to={localizePath(locale, contestPath(eventId, contestId, tab))}
              preventScrollReset
              className="flex h-full items-center justify-center rounded-lg px-2 py-2 text-center text-sm font-semibold text-muted ring-1 ring-inset ring-line hover:text-fg aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-soft-fg aria-[current=page]:ring-transparent sm:-mb-px sm:block sm:rounded-none sm:border-b-2 sm:border-transparent sm:px-3 sm:py-2.5 sm:ring-0 sm:aria-[current=page]:border-accent sm:aria-[current=page]:bg-transparent sm:aria-[current=page]:text-fg"
            >
              {t(`contest.tab.${tab}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
