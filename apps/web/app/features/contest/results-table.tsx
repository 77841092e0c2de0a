import type { PrecisionValue, ResultRow } from '@finishline/contract';
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
} from '../shared/format-result';
import { isMarkedStatus, Nation, participantPath, StatusMark } from './result-bits';

/** A column beyond the essential four; `dir` "ltr" for figures, "auto" for names from the data. */
type Column = { key: string; label: string; text: (row: ResultRow) => string; dir?: 'ltr' | 'auto' };

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
  const time = (ms: number | null) => formatRaceTime(ms, precisionMs);
  const place = (value: number | null) => formatPlace(value, locale);
  const figure = (key: string, label: string, text: (row: ResultRow) => string): Column => ({
    key,
    label,
    text,
    dir: 'ltr',
  });
  const extra: Column[] = [
    figure('overall', t('contest.results.col.overall'), (row) => place(row.overallPlace)),
    figure('genderPlace', t('contest.results.col.genderPlace'), (row) => place(row.genderPlace)),
    figure('ageGroupPlace', t('contest.results.col.ageGroupPlace'), (row) => place(row.ageGroupPlace)),
    ...(isAtCheckpoint
      ? [figure('official', t('contest.results.col.official'), (row) => time(row.officialTimeMs))]
      : []),
    figure('gun', t('codes.basis.gun'), (row) => time(row.gunTimeMs)),
    figure('net', t('codes.basis.net'), (row) => time(row.netTimeMs)),
    figure('pace', t('contest.results.col.pace'), (row) => formatPaceValue(row.paceMsPerKm)),
    figure('speed', t('contest.results.col.speed'), (row) => formatSpeedValue(row.speedKmh, locale)),
    figure('gap', t('contest.results.col.gap'), (row) => formatGap(row.gapMs, precisionMs)),
    figure('diff', t('contest.results.col.diff'), (row) => formatDiff(row.diffMs, precisionMs)),
  ];
  const gender: Column = {
    key: 'gender',
    label: t('contest.col.gender'),
    text: (row) => genderLabel(t, row.gender),
  };
  const club: Column = {
    key: 'club',
    label: t('contest.col.club'),
    text: (row) => row.club ?? '',
    dir: 'auto',
  };
  const th = 'px-2 py-2.5 align-bottom font-semibold first:ps-3 last:pe-3 sm:px-3 lg:px-2';
  return (
    <div
      className={`overflow-x-auto rounded-2xl bg-surface shadow-sm ring-1 ring-line transition-opacity ${isBusy ? 'opacity-60' : ''}`}
    >
      <table className="results-table w-full border-collapse text-sm" aria-busy={isBusy || undefined}>
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
              {row.place === null && isMarkedStatus(row.status) ? (
                <td className="num">
                  <StatusMark status={row.status} />
                </td>
              ) : (
                <td className="num" dir="ltr">
                  {place(row.place)}
                </td>
              )}
              <td className="bib" dir="ltr">
                {row.bib}
              </td>
              <td className="min-w-36">
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
                <details className="more group mt-1 lg:hidden">
                  <summary className="inline-flex min-h-6 cursor-pointer items-center gap-1 rounded text-xs font-semibold text-accent">
                    <span className="group-open:hidden">{t('contest.results.more')}</span>
                    <span className="hidden group-open:inline">{t('contest.results.less')}</span>
                    <span className="sr-only">
                      {' '}
                      – <bdi>{row.name}</bdi>
                    </span>
                  </summary>
                  <dl>
                    {[...extra, gender, ...(row.club ? [club] : [])].map((column) => [
                      <dt key={`${column.key}-t`}>{column.label}</dt>,
                      <dd key={`${column.key}-d`} dir={column.dir}>
                        {column.text(row)}
                      </dd>,
                    ])}
                  </dl>
                </details>
              </td>
              <td className="num" dir="ltr">
                {time(row.timeMs)}
              </td>
              {extra.map((column) => (
                <td key={column.key} className="num extra" dir="ltr">
                  {column.text(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
