import type { ContestSummary } from '@finishline/contract';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { ChevronIcon } from '../../components/ui/icons';
import { useNow } from '../../lib/client/use-now';
import { formatDayTime, formatDistance, type ZonedInstant } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { genderLabel, scheduleStateLabel } from '../../lib/i18n/labels';
import { localizePath } from '../../lib/i18n/locales';
import { shownContestState } from '../../lib/schedule-state';
import { contestPath, eventContestsPath, type ContestTab } from '@finishline/contract/page-paths';

/** The event's other contests, each linking to the same tab, and the way back to all of them. */
export function OtherContests({
  eventId,
  contests,
  currentId,
  tab,
  startOf,
}: {
  eventId: string;
  contests: ContestSummary[];
  currentId: string;
  tab: ContestTab;
  startOf: (contest: ContestSummary) => ZonedInstant;
}) {
  const t = useT();
  const locale = useLocale();
  const nowMs = useNow();
  const others = contests.filter((contest) => contest.id !== currentId);
  return (
    <section
      aria-labelledby="other-contests"
      className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
    >
      <h2 id="other-contests" className="px-2 text-sm font-bold text-muted">
        {t('contest.other')}
      </h2>
      {others.length === 0 ? (
        <p className="mt-2 px-2 text-sm text-muted">{t('contest.other.none')}</p>
      ) : (
        <ul className="mt-2 grid gap-0.5 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((contest) => (
            <li key={contest.id}>
              <Link
                to={localizePath(locale, contestPath(contest.eventId, contest.id, tab))}
                className="flex items-center justify-between gap-3 rounded-lg px-2 py-2 text-sm hover:bg-sunken"
              >
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-2">
                    <bdi className="font-semibold text-fg">{contest.name}</bdi>
                    {shownContestState(contest.state, contest.startTime, nowMs) === 'ongoing' ? (
                      <Badge tone="live">{scheduleStateLabel(t, 'ongoing')}</Badge>
                    ) : null}
                  </span>
                  <span className="mt-0.5 block text-xs text-muted tabular">
                    {formatDistance(contest.distanceM, locale)} · {genderLabel(t, contest.gender)} ·{' '}
                    {formatDayTime(startOf(contest), locale)}
                  </span>
                </span>
                <ChevronIcon className="size-3.5 shrink-0 text-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={localizePath(locale, eventContestsPath(eventId))}
        className="mt-2 flex items-center gap-1 rounded-lg px-2 py-2 text-sm font-semibold text-accent hover:bg-sunken"
      >
        {t('contest.other.all')}
        <ChevronIcon className="size-3.5" />
      </Link>
    </section>
  );
}
