import type { ContestSummary } from '@finishline/contract';
import { Link } from 'react-router';
import { ChevronIcon } from '../../components/ui/icons';
import { formatDistance } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { localizePath } from '../../lib/i18n/locales';
import { type ContestTab, contestPath } from './contest-tabs';

/** The event's other contests, each linking to the same tab. */
export function OtherContests({
  contests,
  currentId,
  tab,
}: {
  contests: ContestSummary[];
  currentId: string;
  tab: ContestTab;
}) {
  const t = useT();
  const locale = useLocale();
  const others = contests.filter((contest) => contest.id !== currentId);
  if (others.length === 0) return null;
  return (
    <section
      aria-labelledby="other-contests"
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
    >
      <h2 id="other-contests" className="px-2 text-sm font-bold uppercase tracking-wide text-muted">
        {t('contest.other')}
      </h2>
      <ul className="mt-2 grid gap-0.5">
        {others.map((contest) => (
          <li key={contest.id}>
            <Link
              to={localizePath(locale, contestPath(contest.eventId, contest.id, tab))}
              className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 text-sm hover:bg-sunken"
            >
              <bdi className="font-medium text-fg">{contest.name}</bdi>
              <span className="flex items-center gap-1 text-muted tabular">
                {formatDistance(contest.distanceM, locale)}
                <ChevronIcon className="size-3.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
