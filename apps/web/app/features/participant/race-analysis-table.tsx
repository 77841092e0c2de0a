import type { ParticipantDetail } from '@finishline/contract';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { formatNumber } from '../../lib/format';
import { formatGap, formatKm, formatPlace, formatRaceTime, NO_VALUE } from '../shared/format-result';
import { ScrollTable } from '../shared/scroll-table';
import { competitorKey, useCompetitorWord } from '../shared/competitor-word';
import { raceAnalysisRows } from './race-analysis-rows';
import { checkpointName } from '../shared/checkpoint-name';

/**
 * The participant's race against the field, checkpoint by checkpoint (docs/results.md §Race analysis): places
 * overall, in the gender and the age group, places gained or lost on the segment, the gaps to the leaders, who
 * they passed and who passed them, and their segment time against the field's median.
 */
export function RaceAnalysisTable({ detail }: { detail: ParticipantDetail }) {
  const t = useT();
  const who = useCompetitorWord();
  const locale = useLocale();
  const precision = detail.contest.precisionMs;
  const rows = raceAnalysisRows(detail.splits);
  const head = 'px-3 py-2.5 text-start align-bottom text-xs font-semibold uppercase tracking-wide text-muted';
  const cell = 'px-3 py-2.5 whitespace-nowrap tabular text-fg';
  const sticky = 'sticky start-0 z-10 bg-surface';
  const signed = (value: number | null, format: (abs: number) => string): string =>
    value === null ? NO_VALUE : `${value > 0 ? '+' : value < 0 ? '−' : '±'}${format(Math.abs(value))}`;
  return (
    <>
      <ScrollTable
        descriptionId="analysis-description"
        description={t(competitorKey('participants.analysis.caption', who))}
        scrollHint={t('participants.splits.scrollHint')}
        regionLabel={t('participants.analysis.region')}
      >
        <table
          id="analysis-table"
          aria-describedby="analysis-description"
          className="w-full border-collapse text-sm"
        >
          <caption className="sr-only">{t('participants.analysis.heading')}</caption>
          <thead className="border-b border-line">
            <tr>
              <th scope="col" className={`${head} ${sticky}`}>
                {t('participants.splits.col.checkpoint')}
              </th>
              <th scope="col" className={head}>
                {t('participants.analysis.col.place')}
              </th>
              <th scope="col" className={head}>
                {t('participants.analysis.col.genderPlace')}
              </th>
              <th scope="col" className={head}>
                {t('participants.analysis.col.ageGroupPlace')}
              </th>
              <th scope="col" className={head}>
                {t('participants.analysis.col.gap')}
              </th>
              <th scope="col" className={head}>
                {t('participants.analysis.col.ageGroupGap')}
              </th>
              <th scope="col" className={head}>
                {t('participants.analysis.col.passed')}
              </th>
              <th scope="col" className={head}>
                {t('participants.analysis.col.passedBy')}
              </th>
              <th scope="col" className={head}>
                {t('participants.analysis.col.segment')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map(({ split, placesGained, versusMedianMs }) => (
              <tr key={split.checkpointId} className={split.kind === 'finish' ? 'font-semibold' : undefined}>
                <th scope="row" className={`${sticky} px-3 py-2.5 text-start font-normal`}>
                  <span className="block font-semibold text-fg">
                    <bdi>{checkpointName(t, split)}</bdi>
                  </span>
                  {split.name === formatKm(split.distanceM, locale) ? null : (
                    <span className="block text-xs text-muted tabular">
                      {formatKm(split.distanceM, locale)}
                    </span>
                  )}
                </th>
                <td className={cell}>
                  {formatPlace(split.overallPlace, locale)}
                  {placesGained === null || placesGained === 0 ? null : (
                    <span className={`block text-xs ${placesGained > 0 ? 'text-live' : 'text-accent'}`}>
                      <span aria-hidden="true">
                        {placesGained > 0 ? '▲' : '▼'} {formatNumber(Math.abs(placesGained), locale)}
                      </span>
                      <span className="sr-only">
                        {t(
                          placesGained > 0
                            ? 'participants.analysis.gainedValue'
                            : 'participants.analysis.lostValue',
                          { count: Math.abs(placesGained) },
                        )}
                      </span>
                    </span>
                  )}
                </td>
                <td className={cell}>{formatPlace(split.genderPlace, locale)}</td>
                <td className={cell}>{formatPlace(split.ageGroupPlace, locale)}</td>
                <td className={cell}>
                  <span dir="ltr">{formatGap(split.gapMs, precision)}</span>
                </td>
                <td className={cell}>
                  <span dir="ltr">{formatGap(split.ageGroupGapMs, precision)}</span>
                </td>
                <td className={cell}>
                  {split.passed === null ? NO_VALUE : formatNumber(split.passed, locale)}
                </td>
                <td className={cell}>
                  {split.passedBy === null ? NO_VALUE : formatNumber(split.passedBy, locale)}
                </td>
                <td className={cell}>
                  <span dir="ltr">{formatRaceTime(split.fromPreviousMs, precision)}</span>
                  {split.fieldMedianSegmentMs === null ? null : (
                    <span className="block text-xs text-muted">
                      {t('participants.analysis.median', {
                        time: formatRaceTime(split.fieldMedianSegmentMs, precision),
                      })}
                      {versusMedianMs === null || versusMedianMs === 0 ? null : (
                        <span className={`ms-1 ${versusMedianMs < 0 ? 'text-live' : ''}`}>
                          <span dir="ltr">
                            ({signed(versusMedianMs, (abs) => formatRaceTime(abs, precision))})
                          </span>
                        </span>
                      )}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </>
  );
}
