import type { PrecisionValue, ResultRow } from '@finishline/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { genderLabel } from '../../lib/i18n/labels';
import { localizePath } from '../../lib/i18n/locales';
import {
  formatDiff,
  formatGap,
  formatPaceValue,
  formatPlace,
  formatRaceTime,
  formatSpeedValue,
} from './format-result';
import { Figure, isMarkedStatus, Nation, participantPath, StatusMark } from './result-bits';

type Column = { key: string; label: string; value: (row: ResultRow) => ReactNode };

/**
 * One page of results (at most 100 rows). Phones see place, bib, name and time; the other columns
 * of spec §3 are one tap away in each row's "More" disclosure (a <details>, so no JavaScript is
 * needed). From `lg` every column is a table column.
 */
export function ResultsTable({
  eventId,
  rows,
  precisionMs,
  timeLabel,
  isAtCheckpoint,
  caption,
  isBusy,
}: {
  eventId: string;
  rows: ResultRow[];
  precisionMs: PrecisionValue;
  /** "Official time", or "Time at 10 km" for a checkpoint ranking. */
  timeLabel: string;
  isAtCheckpoint: boolean;
  caption: string;
  isBusy: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const time = (ms: number | null) => <Figure>{formatRaceTime(ms, precisionMs)}</Figure>;
  const place = (value: number | null) => <Figure>{formatPlace(value, locale)}</Figure>;
  const extra: Column[] = [
    { key: 'overall', label: t('contest.results.col.overall'), value: (row) => place(row.overallPlace) },
    {
      key: 'genderPlace',
      label: t('contest.results.col.genderPlace'),
      value: (row) => place(row.genderPlace),
    },
    {
      key: 'ageGroupPlace',
      label: t('contest.results.col.ageGroupPlace'),
      value: (row) => place(row.ageGroupPlace),
    },
    ...(isAtCheckpoint
      ? [
          {
            key: 'official',
            label: t('contest.results.col.official'),
            value: (row: ResultRow) => time(row.officialTimeMs),
          },
        ]
      : []),
    { key: 'gun', label: t('codes.basis.gun'), value: (row) => time(row.gunTimeMs) },
    { key: 'net', label: t('codes.basis.net'), value: (row) => time(row.netTimeMs) },
    {
      key: 'pace',
      label: t('contest.results.col.pace'),
      value: (row) => <Figure>{formatPaceValue(row.paceMsPerKm)}</Figure>,
    },
    {
      key: 'speed',
      label: t('contest.results.col.speed'),
      value: (row) => <Figure>{formatSpeedValue(row.speedKmh, locale)}</Figure>,
    },
    {
      key: 'gap',
      label: t('contest.results.col.gap'),
      value: (row) => <Figure>{formatGap(row.gapMs, precisionMs)}</Figure>,
    },
    {
      key: 'diff',
      label: t('contest.results.col.diff'),
      value: (row) => <Figure>{formatDiff(row.diffMs, precisionMs)}</Figure>,
    },
  ];
  const th = 'px-2 py-2.5 align-bottom font-semibold first:ps-3 last:pe-3 sm:px-3 lg:px-2';
  return (
    <div
      className={`overflow-x-auto rounded-2xl bg-surface shadow-sm ring-1 ring-line transition-opacity ${isBusy ? 'opacity-60' : ''}`}
    >
      <table className="w-full border-collapse text-sm" aria-busy={isBusy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sunken text-xs text-muted">
          <tr>
            <th scope="col" className={`${th} w-12 text-end`}>
              {t('contest.results.col.place')}
            </th>
            <th scope="col" className={`${th} w-14 text-start`}>
              {t('contest.col.bib')}
            </th>
            <th scope="col" className={`${th} text-start`}>
              {t('contest.col.name')}
            </th>
            <th scope="col" className={`${th} text-end`}>
              {timeLabel}
            </th>
            {extra.map((column) => (
              <th key={column.key} scope="col" className={`${th} hidden text-end lg:table-cell`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-line align-top hover:bg-sunken/60">
              <td className="px-2 py-2.5 ps-3 text-end font-semibold text-fg sm:px-3 lg:px-2">
                {row.place === null && isMarkedStatus(row.status) ? (
                  <StatusMark status={row.status} />
                ) : (
                  place(row.place)
                )}
              </td>
              <td className="px-2 py-2.5 text-muted sm:px-3 lg:px-2">
                <Figure>{row.bib}</Figure>
              </td>
              <td className="min-w-36 px-2 py-2.5 sm:px-3 lg:px-2">
                <Link
                  to={localizePath(locale, participantPath(eventId, row.id))}
                  className="font-semibold text-fg underline-offset-4 hover:text-accent hover:underline"
                >
                  <bdi>{row.name}</bdi>
                </Link>
                <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
                  <Nation code={row.nation} name="never" />
                  {row.ageGroup ? <span translate="no">{row.ageGroup}</span> : null}
                  {row.club ? <bdi className="hidden max-w-56 truncate sm:inline">{row.club}</bdi> : null}
                </p>
                <details className="group mt-1 lg:hidden">
                  <summary className="inline-flex min-h-6 cursor-pointer items-center gap-1 rounded text-xs font-semibold text-accent">
                    <span className="group-open:hidden">{t('contest.results.more')}</span>
                    <span className="hidden group-open:inline">{t('contest.results.less')}</span>
                    <span className="sr-only">
                      {' '}
                      – <bdi>{row.name}</bdi>
                    </span>
                  </summary>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
                    {[
                      ...extra,
                      {
                        key: 'gender',
                        label: t('contest.col.gender'),
                        value: (r: ResultRow) => genderLabel(t, r.gender),
                      },
                      ...(row.club
                        ? [
                            {
                              key: 'club',
                              label: t('contest.col.club'),
                              value: (r: ResultRow) => <bdi>{r.club}</bdi>,
                            },
                          ]
                        : []),
                    ].map((column) => (
                      <div key={column.key} className="contents">
                        <dt className="text-muted">{column.label}</dt>
                        <dd className="font-medium text-fg">{column.value(row)}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              </td>
              <td className="px-2 py-2.5 pe-3 text-end font-semibold text-fg sm:px-3 lg:px-2">
                {time(row.timeMs)}
              </td>
              {extra.map((column) => (
                <td
                  key={column.key}
                  className="hidden px-2 py-2.5 text-end whitespace-nowrap text-fg last:pe-3 sm:px-3 lg:table-cell lg:px-2"
                >
                  {column.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
