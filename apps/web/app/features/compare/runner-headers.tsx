import type { ParticipantDetail, PrecisionValue, StatusCode } from '@finishline/contract';
import { Link } from 'react-router';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { localizePath } from '../../lib/i18n/locales';
import { statusLabel } from '../../lib/i18n/labels';
import { formatPlace, formatRaceTime } from '../shared/format-result';
import { compareSearch, withoutBib } from './compare-bibs';
import { RunnerSwatch } from './runner-style';
import { RunnerName, runnerLabel } from '../shared/runner-name';
import { participantPath } from '@finishline/contract/page-paths';

type OutOfRace = 'dnf' | 'dns' | 'dsq';

function isOutOfRace(status: StatusCode): status is OutOfRace {
  return status === 'dnf' || status === 'dns' || status === 'dsq';
}

const TONES = {
  out: 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-900',
  started: 'bg-live-soft text-live ring-transparent',
  other: 'bg-sunken text-fg ring-line',
};

/** The status in words, marked red when out of the race (the words and the short code say it too). */
function Status({ status }: { status: StatusCode }) {
  const t = useT();
  const tone = isOutOfRace(status) ? TONES.out : status === 'started' ? TONES.started : TONES.other;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone}`}
    >
      {isOutOfRace(status) ? (
        <>
          <span className="font-bold">{t(`codes.status.short.${status}`)}</span>
          <span aria-hidden="true">·</span>
        </>
      ) : null}
      {statusLabel(t, status)}
    </span>
  );
}

/** One card per runner: who (with the line the chart draws them with), status, official time and place. */
export function RunnerHeaders({
  eventId,
  runners,
  bibs,
  wins,
  precisionMs,
}: {
  eventId: string;
  runners: readonly ParticipantDetail[];
  /** The URL's list, for the links that take one runner out. */
  bibs: readonly string[];
  /** Fastest segments of each runner, in the runners' order. */
  wins: readonly number[];
  precisionMs: PrecisionValue;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="compare-runners">
      <h2 id="compare-runners" className="sr-only">
        {t('compare.runners.label')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {runners.map(({ participant, result }, index) => (
          <li
            key={participant.id}
            className="flex min-w-0 flex-col rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line"
          >
            <h3 className="flex min-w-0 items-center gap-2 text-base font-bold text-fg">
              <RunnerSwatch index={index} />
              <Link
                to={localizePath(locale, participantPath(eventId, participant.id))}
                className="min-w-0 truncate underline-offset-4 hover:text-accent hover:underline"
              >
                <RunnerName name={participant.name} />
              </Link>
            </h3>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <span className="inline-flex items-center rounded-full bg-sunken px-2.5 py-0.5 text-xs font-semibold text-fg tabular ring-1 ring-inset ring-line">
                {t('compare.runner.bib', { bib: participant.bib })}
              </span>
              <Status status={participant.status} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <div className="min-w-0">
                <dt className="text-xs text-muted">{t('compare.runner.official')}</dt>
                <dd className="text-lg font-bold text-fg tabular">
                  <span dir="ltr">{formatRaceTime(result.officialTimeMs, precisionMs)}</span>
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="text-xs text-muted">{t('compare.runner.place')}</dt>
                <dd className="text-lg font-bold text-fg tabular">
                  {formatPlace(result.overallPlace, locale)}
                </dd>
              </div>
            </dl>
            <div className="mt-auto flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 pt-2">
              <p className="text-xs text-muted">{t('compare.runner.wins', { count: wins[index] ?? 0 })}</p>
              <Link
                to={compareSearch(withoutBib(bibs, participant.bib)) || '?'}
                aria-label={t('compare.runner.remove.label', { name: runnerLabel(participant.name, t) })}
                className="text-xs font-semibold text-accent underline underline-offset-4"
              >
                {t('compare.runner.remove')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
