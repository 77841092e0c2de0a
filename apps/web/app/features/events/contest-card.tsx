import type { ContestSummary } from '@finishline/contract';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { buttonPrimary, buttonSecondary } from '../../components/ui/button-styles';
import { useNow } from '../../lib/client/use-now';
import { formatDayTime, formatDistance, formatTime, type ZonedInstant } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { genderLabel, scheduleStateLabel, timeBasisLabel } from '../../lib/i18n/labels';
import { localizePath } from '../../lib/i18n/locales';
import { shownContestState } from '../../lib/schedule-state';
import { contestPath, type ContestTab } from '@finishline/contract/page-paths';

/** A contest of an event: distance, start, category and time basis, with links into its area. */
export function ContestCard({ contest, start }: { contest: ContestSummary; start: ZonedInstant }) {
  const t = useT();
  const locale = useLocale();
  const state = shownContestState(contest.state, contest.startTime, useNow());
  const href = (tab: ContestTab) => localizePath(locale, contestPath(contest.eventId, contest.id, tab));
  const facts = [
    { label: t('event.contest.distance'), value: formatDistance(contest.distanceM, locale) },
    { label: t('event.contest.start'), value: formatDayTime(start, locale) },
    { label: t('event.contest.gender'), value: genderLabel(t, contest.gender) },
    { label: t('event.contest.basis'), value: timeBasisLabel(t, contest.timeBasis) },
  ];
  return (
    <article className="flex h-full flex-col rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold tracking-tight text-fg">{contest.name}</h3>
        {state === 'ongoing' ? <Badge tone="live">{scheduleStateLabel(t, 'ongoing')}</Badge> : null}
        {state === 'today' ? (
          <Badge>{t('events.state.startsAt', { time: formatTime(start, locale) })}</Badge>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{fact.label}</dt>
            <dd className="mt-0.5 text-sm font-medium text-fg tabular">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-muted">
        {t('event.contest.participants', { count: contest.participantCount })}
        {contest.finisherCount > 0 ? (
          <> · {t('event.contest.finishers', { count: contest.finisherCount })}</>
        ) : null}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <Link to={href('results')} className={buttonPrimary}>
          {t('event.contest.results')}
          <span className="sr-only"> – {contest.name}</span>
        </Link>
        <Link to={href('startlist')} className={buttonSecondary}>
          {t('event.contest.startlist')}
          <span className="sr-only"> – {contest.name}</span>
        </Link>
        <Link to={href('information')} className={buttonSecondary}>
          {t('event.contest.information')}
          <span className="sr-only"> – {contest.name}</span>
        </Link>
      </div>
    </article>
  );
}
