import type { PrecisionValue } from '@finishline/contract';
import { Link, useParams } from 'react-router';
import { buttonGhost } from '../../../components/ui/button-styles';
import { formatDistance, formatTime } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { statusLabel } from '../../../lib/i18n/labels';
import { localizePath } from '../../../lib/i18n/locales';
import { FOLLOWED_ROW, FollowedMark } from '../../shared/follow/follow-star';
import { useFollowedBibs } from '../../shared/follow/use-follow';
import { formatPaceValue, formatPlace, formatRaceTime, isolate } from '../../shared/format-result';
import { checkpointName, Figure, Nation } from '../result-bits';
import { estimateAt, type TrackedParticipant, type TrackingEstimate } from './tracking-view';
import { RunnerName } from '../../shared/runner-name';
import { participantPath } from '@finishline/contract/page-paths';

type CardProps = {
  entry: TrackedParticipant;
  eventId: string;
  precisionMs: PrecisionValue;
  zoneOffset: number;
  removeHref: string;
  /** The clock the estimate is moved to (the browser's, ticking; the server's on first render). */
  nowMs: number;
};

/** One followed participant: last checkpoint, time, pace, and an estimate while on course. */
export function TrackingCard({ entry, eventId, precisionMs, zoneOffset, removeHref, nowMs }: CardProps) {
  const t = useT();
  const locale = useLocale();
  // Starred runners are this list (features/shared/follow): marked once the browser has read it.
  const { contestId } = useParams();
  const isFollowed = useFollowedBibs(eventId, contestId).isFollowed(entry.bib);
  const surface = isFollowed ? FOLLOWED_ROW : 'bg-surface';
  const remove = (
    <Link
      to={removeHref}
      preventScrollReset
      className={`${buttonGhost} h-9 shrink-0 px-2 text-xs whitespace-nowrap`}
    >
      {t('contest.tracking.remove')}
      <span className="sr-only"> {t('contest.tracking.bib', { bib: entry.bib })}</span>
    </Link>
  );
  if (!entry.isFound) {
    return (
      <article
        className={`flex items-center justify-between gap-3 rounded-2xl p-4 shadow-sm ring-1 ring-line ${surface}`}
      >
        <p className="text-sm text-fg">{t('contest.tracking.notFound', { bib: entry.bib })}</p>
        {remove}
      </article>
    );
  }
  const facts = [
    {
      key: 'last',
      label: t('contest.tracking.last'),
      value: entry.last ? (
        <>
          <bdi>{checkpointName(t, entry.last)}</bdi>{' '}
          <span className="text-muted tabular">({formatDistance(entry.last.distanceM, locale)})</span>
        </>
      ) : (
        t('contest.tracking.notSeen')
      ),
    },
    {
      key: 'time',
      label: entry.officialTimeMs !== null ? t('contest.results.col.official') : t('contest.tracking.time'),
      value: (
        <Figure>
          {formatRaceTime(entry.officialTimeMs ?? entry.last?.fromStartMs ?? null, precisionMs)}
        </Figure>
      ),
    },
    {
      key: 'seenAt',
      label: t('contest.tracking.seenAt'),
      value: entry.last?.at ? (
        <Figure>{formatTime({ at: entry.last.at, offsetMinutes: zoneOffset }, locale)}</Figure>
      ) : (
        '–'
      ),
    },
    {
      key: 'pace',
      label: t(`contest.results.col.pace.${entry.paceUnit}`),
      value: <Figure>{formatPaceValue(entry.pace)}</Figure>,
    },
    ...(entry.overallPlace !== null
      ? [
          {
            key: 'place',
            label: t('contest.results.col.overall'),
            value: <Figure>{formatPlace(entry.overallPlace, locale)}</Figure>,
          },
        ]
      : []),
  ];
  return (
    <article
      aria-labelledby={`tracked-${entry.id}`}
      className={`rounded-2xl p-4 shadow-sm ring-1 ring-line ${surface}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`tracked-${entry.id}`} className="flex items-center gap-1.5 text-base font-bold text-fg">
            <Link
              to={localizePath(locale, participantPath(eventId, entry.id))}
              className="underline-offset-4 hover:text-accent hover:underline"
            >
              <RunnerName name={entry.name} />
            </Link>
            {/* After the name, so the name does not move when the browser marks it. */}
            {isFollowed ? <FollowedMark /> : null}
          </h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
            <span>{t('contest.tracking.bib', { bib: entry.bib })}</span>
            <Nation code={entry.nation} />
            {entry.ageGroup ? <span translate="no">{entry.ageGroup}</span> : null}
            <span className="font-semibold text-fg">{statusLabel(t, entry.status)}</span>
          </p>
        </div>
        {remove}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-5">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt className="text-xs text-muted">{fact.label}</dt>
            <dd className="text-sm font-medium text-fg">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {entry.estimate ? <EstimateLine estimate={entry.estimate} nowMs={nowMs} /> : null}
    </article>
  );
}

function EstimateLine({ estimate, nowMs }: { estimate: TrackingEstimate; nowMs: number }) {
  const t = useT();
  const locale = useLocale();
  const now = estimateAt(estimate, nowMs);
  return (
    <p
      className="mt-3 rounded-lg bg-sunken px-3 py-2 text-sm text-fg ring-1 ring-inset ring-line"
      data-estimate-m={now.distanceM}
    >
      <span className="me-1 font-semibold">{t('contest.tracking.estimate')}</span>
      {now.isOverdue
        ? t('contest.tracking.estimate.overdue', {
            finish: formatRaceTime(estimate.finishFromStartMs, 1000),
          })
        : estimate.finishRange
          ? t('contest.tracking.estimate.textRange', {
              distance: formatDistance(Math.round(now.distanceM / 100) * 100, locale),
              finish: formatRaceTime(estimate.finishFromStartMs, 1000),
              // One isolated run, so a right-to-left sentence keeps the range in reading order.
              range: isolate(
                `${formatRaceTime(estimate.finishRange.earliestFromStartMs, 1000)}–${formatRaceTime(
                  estimate.finishRange.latestFromStartMs,
                  1000,
                )}`,
              ),
            })
          : t('contest.tracking.estimate.text', {
              // To the nearest 100 m: an estimate, not a measurement.
              distance: formatDistance(Math.round(now.distanceM / 100) * 100, locale),
              finish: formatRaceTime(estimate.finishFromStartMs, 1000),
            })}
    </p>
  );
}
