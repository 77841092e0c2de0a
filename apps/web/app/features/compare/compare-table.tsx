import type { PrecisionValue, TimeBasisCode } from '@finishline/contract';
import { Fragment } from 'react';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { timeBasisLabel } from '../../lib/i18n/labels';
import { formatGap, formatKm, formatRaceTime, NO_VALUE } from '../shared/format-result';
import type { CompareCell, CompareRow } from './compare-data';
import { checkpointName } from './compare-text';
import { RunnerSwatch } from './runner-style';
import { ScrollTable } from '../shared/scroll-table';
import { RunnerName } from '../shared/runner-name';

export const COMPARE_TABLE_ID = 'compare-table';

const FASTEST = '★';
const SPANS = '†';

const head = 'px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide text-muted';
const cell = 'px-3 py-2.5 whitespace-nowrap tabular';
const sticky = 'sticky start-0 z-10 bg-surface';
// A line between the runners' groups of columns.
const groupStart = 'border-s border-line';

function RunnerCells({ data, precisionMs }: { data: CompareCell | undefined; precisionMs: PrecisionValue }) {
  const t = useT();
  if (!data?.isReached) {
    return (
      <td colSpan={3} className={`${cell} ${groupStart} text-center text-muted`}>
        <span aria-hidden="true">{NO_VALUE}</span>
        <span className="sr-only">{t('compare.table.notRead')}</span>
      </td>
    );
  }
  return (
    <>
      <td className={`${cell} ${groupStart} text-fg`}>
        <span dir="ltr">{formatRaceTime(data.fromStartMs, precisionMs)}</span>
      </td>
      <td className={`${cell} ${data.isAhead ? 'font-semibold text-live' : 'text-fg'}`}>
        {data.isAhead ? (
          t('compare.table.ahead')
        ) : (
          <span dir="ltr">{formatGap(data.gapMs, precisionMs)}</span>
        )}
      </td>
      <td className={`${cell} ${data.isSegmentBest ? 'font-bold text-fg' : 'text-fg'}`}>
        <span dir="ltr">{formatRaceTime(data.segmentMs, precisionMs)}</span>
        {data.isSegmentBest ? (
          <>
            <span aria-hidden="true" className="ms-1 text-accent">
              {FASTEST}
            </span>
            <span className="sr-only"> ({t('compare.table.fastest')})</span>
          </>
        ) : null}
        {data.spansGap ? (
          <>
            <span aria-hidden="true" className="ms-1 text-muted">
              {SPANS}
            </span>
            <span className="sr-only"> ({t('compare.table.spansGap')})</span>
          </>
        ) : null}
      </td>
    </>
  );
}

/**
 * One row per checkpoint; per runner their time from the start, the gap to whoever of them was ahead there and
 * their segment time, the fastest of them marked with a star (and in words for screen readers). A missed read
 * shows "–", never a guess. The table is the gap chart's text alternative; on a phone it scrolls sideways under
 * a fixed first column.
 */
export function CompareTable({
  runners,
  rows,
  precisionMs,
  timeBasis,
}: {
  runners: readonly { id: string; name: string }[];
  rows: readonly CompareRow[];
  precisionMs: PrecisionValue;
  timeBasis: TimeBasisCode;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <>
      <ScrollTable
        descriptionId="compare-table-description"
        description={t('compare.table.caption', { basis: timeBasisLabel(t, timeBasis) })}
        scrollHint={t('compare.table.scrollHint')}
        regionLabel={t('compare.table.region')}
        hintHiddenFrom="xl"
      >
        <table
          id={COMPARE_TABLE_ID}
          aria-describedby="compare-table-description"
          className="w-full border-collapse text-sm"
        >
          <caption className="sr-only">{t('compare.table.heading')}</caption>
          <colgroup>
            <col />
          </colgroup>
          {runners.map((runner) => (
            <colgroup key={runner.id} span={3} />
          ))}
          <thead className="border-b border-line">
            <tr>
              <th scope="col" rowSpan={2} className={`${head} ${sticky} align-bottom`}>
                {t('compare.table.col.checkpoint')}
              </th>
              {runners.map((runner, index) => (
                <th
                  key={runner.id}
                  scope="colgroup"
                  colSpan={3}
                  className={`${groupStart} px-3 pt-2.5 text-start text-sm font-bold text-fg`}
                >
                  <span className="flex items-center gap-2">
                    <RunnerSwatch index={index} />
                    <RunnerName name={runner.name} className="max-w-48 truncate" />
                  </span>
                </th>
              ))}
            </tr>
            <tr>
              {runners.map((runner) => (
                <Fragment key={runner.id}>
                  <th scope="col" className={`${head} ${groupStart}`}>
                    {t('compare.table.col.time')}
                  </th>
                  <th scope="col" className={head}>
                    {t('compare.table.col.gap')}
                  </th>
                  <th scope="col" className={head}>
                    {t('compare.table.col.segment')}
                  </th>
                </Fragment>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => {
              const name = checkpointName(t, row);
              const km = formatKm(row.distanceM, locale);
              return (
                <tr key={row.checkpointId} className={row.kind === 'finish' ? 'font-semibold' : undefined}>
                  <th scope="row" className={`${sticky} px-3 py-2.5 text-start font-normal`}>
                    <span className="block font-semibold text-fg">
                      <bdi>{name}</bdi>
                    </span>
                    {name === km ? null : <span className="block text-xs text-muted tabular">{km}</span>}
                  </th>
                  {runners.map((runner, index) => (
                    <RunnerCells key={runner.id} data={row.cells[index]} precisionMs={precisionMs} />
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollTable>
      <ul className="mt-3 grid gap-1 text-xs text-muted">
        <li>
          <span aria-hidden="true" className="me-1.5 inline-block w-3 text-center text-accent">
            {FASTEST}
          </span>
          {t('compare.table.legend.fastest')}
        </li>
        <li>
          <span aria-hidden="true" className="me-1.5 inline-block w-3 text-center">
            {SPANS}
          </span>
          {t('compare.table.legend.spans')}
        </li>
        <li>
          <span aria-hidden="true" className="me-1.5 inline-block w-3 text-center">
            {NO_VALUE}
          </span>
          {t('compare.table.legend.missed')}
        </li>
      </ul>
    </>
  );
}
