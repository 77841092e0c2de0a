import type { PaceUnitCode, PrecisionValue, SpeedUnitCode } from '@finishline/contract';
import type { CSSProperties, ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { TableScroller } from '../../../components/ui/table-scroller';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { localizePath } from '../../../lib/i18n/locales';
import { paceInUnit, speedInUnit } from '../../shared/contest-units';
import { FOLLOWED_ROW, StarToggle } from '../../shared/follow/follow-star';
import { useFollowedBibs } from '../../shared/follow/use-follow';
import {
  formatDiff,
  formatGap,
  formatPaceValue,
  formatPercent,
  formatPlace,
  formatRaceTime,
  formatSpeedValue,
} from '../../shared/format-result';
import { legLabel, type legColumns } from '../../shared/result-legs';
import { isMarkedStatus, Nation, StatusMark } from '../result-bits';
import type { ResultsTableRow } from './results-row';
import { RunnerName, runnerLabel } from '../../shared/runner-name';
import { participantPath } from '@finishline/contract/page-paths';

/**
 * A column beyond the essential four: its header and its figure. Figures are laid out left to right
 * by CSS; signed ones (`+0:39`) also carry dir="ltr", as the bidi algorithm would otherwise put the
 * sign on the right in Arabic, even in plain text.
 */
type Column = { key: string; label: string; text: (row: ResultsTableRow) => string; isSigned?: boolean };

/** `text` as a CSS string literal. */
function cssString(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`;
}

/**
 * One page of results (at most 100 rows), each value rendered once. The cells' look comes from
 * app.css (`.results-table`, by column position), not from class lists repeated in every row. From
 * `lg` every column is a table column. Phones see place, bib, name and time; each row's "More" (a
 * <details> holding nothing but its summary, so no JavaScript is needed) shows the row's other cells
 * below it, each labelled by CSS with its column's name — the names are set once, on the table, as
 * custom properties (`--c5` for the fifth column…).
 */
export function ResultsTable({
  eventId,
  rows,
  precisionMs,
  units,
  timeLabel,
  isAtCheckpoint,
  ageGrading = null,
  isAgeGradeRanking = false,
  legs = [],
  highlightId = null,
  highlightNote = null,
  caption,
  isBusy,
}: {
  eventId: string;
  rows: ResultsTableRow[];
  precisionMs: PrecisionValue;
  /** The contest's: pace per km or per mile, speed in km/h or mph. */
  units: { paceUnit: PaceUnitCode; speedUnit: SpeedUnitCode };
  /** "Official time", or "Time at 10 km" for a checkpoint ranking. */
  timeLabel: string;
  isAtCheckpoint: boolean;
  /** The contest's age grading (road running): an "Age grade" column; null for other sports. */
  ageGrading?: 'official' | 'unofficial' | null;
  /** The age-graded ranking: `timeLabel` names the age-graded time; official time and places sit beside it. */
  isAgeGradeRanking?: boolean;
  /** Multisport: a column per leg (result-legs.ts legColumns) in place of a whole-race pace and speed. */
  legs?: ReturnType<typeof legColumns>;
  /** The row "find a runner" found: marked, and its anchor (`#p-<id>`) scrolled to. */
  highlightId?: string | null;
  /** Under the found runner's name: the other matches, in view after the jump to the row. */
  highlightNote?: ReactNode;
  caption: string;
  isBusy: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  // The contest from the URL: the table also renders outside a contest route (its tests), without stars.
  const { contestId } = useParams();
  const followed = useFollowedBibs(eventId, contestId);
  const time = (ms: number | null) => formatRaceTime(ms, precisionMs);
  const place = (value: number | null) => formatPlace(value, locale);
  // At a checkpoint the list ranks the time there: the final places and times would sit beside it as if
  // they were the checkpoint's (and push Diff off a laptop screen), so only the checkpoint's figures show.
  const finalColumns: Column[] = isAtCheckpoint
    ? []
    : [
        { key: 'overall', label: t('contest.results.col.overall'), text: (row) => place(row.overallPlace) },
        {
          key: 'genderPlace',
          label: t('contest.results.col.genderPlace'),
          text: (row) => place(row.genderPlace),
        },
        {
          key: 'ageGroupPlace',
          label: t('contest.results.col.ageGroupPlace'),
          text: (row) => place(row.ageGroupPlace),
        },
        { key: 'gun', label: t('codes.basis.gun'), text: (row) => time(row.gunTimeMs) },
        { key: 'net', label: t('codes.basis.net'), text: (row) => time(row.netTimeMs) },
      ];
  const ageGrade: Column[] =
    ageGrading === null || isAtCheckpoint
      ? []
      : [
          {
            key: 'ageGrade',
            label: t('contest.results.col.ageGrade'),
            text: (row) => formatPercent(row.ageGradePercent, locale),
          },
        ];
  const paceColumns: Column[] = [
    {
      key: 'pace',
      label: t(`contest.results.col.pace.${units.paceUnit}`),
      text: (row) => formatPaceValue(paceInUnit(units.paceUnit, row.paceMsPerKm, row.paceMsPerMile)),
    },
    {
      key: 'speed',
      label: t(`contest.results.col.speed.${units.speedUnit}`),
      text: (row) => formatSpeedValue(speedInUnit(units.speedUnit, row.speedKmh, row.speedMph), locale),
    },
  ];
  // A whole-race pace means nothing across sports: a multisport list shows each leg's time instead.
  const legTimeColumns: Column[] = legs.map((leg) => ({
    key: `leg-${leg.toCheckpointId}`,
    label: legLabel(t, leg),
    text: (row) => time(row.legTimesMs?.[leg.index] ?? null),
  }));
  // The age-graded ranking lists graded times: pace, speed, gap and diff of them would mean nothing.
  const extra: Column[] = isAgeGradeRanking
    ? [
        ...ageGrade,
        {
          key: 'official',
          label: t('contest.results.col.official'),
          text: (row) => time(row.officialTimeMs),
        },
        ...finalColumns,
      ]
    : [
        // A multisport list leads with its legs, right after the time: what a triathlete looks for first.
        ...legTimeColumns,
        ...finalColumns,
        ...ageGrade,
        ...(legs.length > 0 ? [] : paceColumns),
        {
          key: 'gap',
          label: t('contest.results.col.gap'),
          text: (row) => formatGap(row.gapMs, precisionMs),
          isSigned: true,
        },
        {
          key: 'diff',
          label: t('contest.results.col.diff'),
          text: (row) => formatDiff(row.diffMs, precisionMs),
          isSigned: true,
        },
      ];
  // React's style type knows no custom properties.
  const labels = Object.fromEntries(
    extra.map((column, index) => [`--c${index + 5}`, cssString(column.label)]),
  ) as CSSProperties;
  const more = t('contest.results.more');
  const less = t('contest.results.less');
  return (
    <TableScroller
      labelledBy="results-caption"
      frameClassName={`rounded-2xl bg-surface shadow-sm ring-1 ring-line transition-opacity ${isBusy ? 'opacity-60' : ''}`}
    >
      <table
        className="results-table w-full border-collapse text-sm"
        style={labels}
        aria-busy={isBusy || undefined}
      >
        <caption id="results-caption" className="sr-only">
          {caption}
        </caption>
        <thead className="bg-sunken text-xs text-muted">
          <tr>
            <th scope="col">{t('contest.results.col.place')}</th>
            <th scope="col">{t('contest.col.bib')}</th>
            <th scope="col">{t('contest.col.name')}</th>
            <th scope="col">{timeLabel}</th>
            {extra.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const isFollowed = followed.isFollowed(row.bib);
            return (
              <tr
                key={row.id}
                id={`p-${row.id}`}
                aria-current={row.id === highlightId ? 'true' : undefined}
                className={
                  row.id === highlightId
                    ? 'bg-accent-soft outline outline-2 outline-accent'
                    : isFollowed
                      ? FOLLOWED_ROW
                      : undefined
                }
              >
                {row.place === null && isMarkedStatus(row.status) ? (
                  <td>
                    <StatusMark status={row.status} />
                  </td>
                ) : (
                  <td>{place(row.place)}</td>
                )}
                <td>{row.bib}</td>
                <td>
                  {contestId ? (
                    // Beside the name on phones, at the end of its sub-line from `lg` (app.css `.star-toggle`).
                    <StarToggle
                      isPressed={isFollowed}
                      name={row.name}
                      onToggle={() => followed.toggle(row.bib)}
                    />
                  ) : null}
                  <Link to={localizePath(locale, participantPath(eventId, row.id))} discover="none">
                    <RunnerName name={row.name} />
                  </Link>
                  <p>
                    <Nation code={row.nation} name="never" />
                    {row.ageGroup ? <span translate="no">{row.ageGroup}</span> : null}
                    {row.club ? <bdi>{row.club}</bdi> : null}
                  </p>
                  {row.id === highlightId && highlightNote ? (
                    <p className="find-note">{highlightNote}</p>
                  ) : null}
                  <details>
                    <summary>
                      <span>{more}</span>
                      <span>{less}</span>
                      <span className="sr-only">{` – ${runnerLabel(row.name, t)}`}</span>
                    </summary>
                  </details>
                </td>
                <td>{time(row.timeMs)}</td>
                {extra.map((column) => (
                  <td key={column.key} dir={column.isSigned ? 'ltr' : undefined}>
                    {column.text(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
