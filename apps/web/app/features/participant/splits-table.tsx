import type { ParticipantDetail } from '@finishline/contract';
import { formatTime } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { timeBasisLabel } from '../../lib/i18n/labels';
import { paceInUnit, speedInUnit } from '../shared/contest-units';
import { hasLegs, legMeasure, type LegMeasure } from '../shared/leg-measure';
import {
  formatKm,
  formatPaceValue,
  formatPlace,
  formatRaceTime,
  formatSpeedValue,
  formatSpeedWithUnit,
} from '../shared/format-result';
import { ScrollTable } from '../shared/scroll-table';
import { checkpointName } from '../shared/checkpoint-name';

export const SPLITS_TABLE_ID = 'splits-table';

/**
 * Per checkpoint (design §3 Splits): time of day, time from the start on the contest's basis, from
 * the previous checkpoint, segment pace and speed, and place overall and by gender. A missed read
 * is said as such, never guessed. The table is also the charts' text alternative.
 */
export function SplitsTable({
  detail,
  offsets,
}: {
  detail: ParticipantDetail;
  offsets: Record<string, number>;
}) {
  const t = useT();
  const locale = useLocale();
  const { splits, contest } = detail;
  // A multisport course reads each leg in its sport's measure, in one column (swim /100 m, bike speed, run pace).
  const multisport = hasLegs(splits);
  // Times the import set aside as impossible (docs/import.md): said, so a missing split is not read as a missed mat.
  const setAsideCount = splits.filter((split) => split.isSetAside).length;
  const precision = contest.precisionMs;
  const head = 'px-3 py-2.5 text-start align-bottom text-xs font-semibold uppercase tracking-wide text-muted';
  const cell = 'px-3 py-2.5 whitespace-nowrap tabular';
  const sticky = 'sticky start-0 z-10 bg-surface';
  return (
    <>
      <ScrollTable
        descriptionId="splits-description"
        description={t('participants.splits.caption', { basis: timeBasisLabel(t, contest.timeBasis) })}
        scrollHint={t('participants.splits.scrollHint')}
        regionLabel={t('participants.splits.region')}
      >
        <table
          id={SPLITS_TABLE_ID}
          aria-describedby="splits-description"
          className="w-full border-collapse text-sm"
        >
          <caption className="sr-only">{t('participants.splits.heading')}</caption>
          <thead className="border-b border-line">
            <tr>
              <th scope="col" className={`${head} ${sticky}`}>
                {t('participants.splits.col.checkpoint')}
              </th>
              <th scope="col" className={head}>
                {t('participants.splits.col.timeOfDay')}
              </th>
              <th scope="col" className={head}>
                {t('participants.splits.col.fromStart')}
              </th>
              <th scope="col" className={head}>
                {t('participants.splits.col.fromPrevious')}
              </th>
              {multisport ? (
                <th scope="col" className={head}>
                  {t('participants.splits.col.legMeasure')}
                </th>
              ) : (
                <>
                  <th scope="col" className={head}>
                    {t(`participants.splits.col.pace.${contest.paceUnit}`)}
                  </th>
                  <th scope="col" className={head}>
                    {t(`participants.splits.col.speed.${contest.speedUnit}`)}
                  </th>
                </>
              )}
              <th scope="col" className={head}>
                {t('participants.splits.col.place')}
              </th>
              <th scope="col" className={head}>
                {t('participants.splits.col.genderPlace')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {splits.map((split) => (
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
                  {split.leg === null ? null : (
                    <span className="block text-xs font-semibold text-muted">
                      {t(`participants.splits.leg.${split.leg}`)}
                    </span>
                  )}
                </th>
                {split.isReached ? (
                  <>
                    <td className={`${cell} text-muted`}>
                      {split.at
                        ? formatTime(
                            { at: split.at, offsetMinutes: offsets[split.checkpointId] ?? 0 },
                            locale,
                          )
                        : '–'}
                    </td>
                    <td className={`${cell} text-fg`}>
                      <span dir="ltr">{formatRaceTime(split.fromStartMs, precision)}</span>
                    </td>
                    <td className={`${cell} text-fg`}>
                      <span dir="ltr">{formatRaceTime(split.fromPreviousMs, precision)}</span>
                    </td>
                    {multisport ? (
                      <td className={`${cell} text-fg`}>
                        <LegMeasureValue measure={legMeasure(split, contest)} />
                      </td>
                    ) : (
                      <>
                        <td className={`${cell} text-fg`}>
                          <span dir="ltr">
                            {formatPaceValue(
                              paceInUnit(
                                contest.paceUnit,
                                split.segmentPaceMsPerKm,
                                split.segmentPaceMsPerMile,
                              ),
                            )}
                          </span>
                        </td>
                        <td className={`${cell} text-fg`}>
                          {formatSpeedValue(
                            speedInUnit(contest.speedUnit, split.segmentSpeedKmh, split.segmentSpeedMph),
                            locale,
                          )}
                        </td>
                      </>
                    )}
                    <td className={`${cell} text-fg`}>{formatPlace(split.overallPlace, locale)}</td>
                    <td className={`${cell} text-fg`}>{formatPlace(split.genderPlace, locale)}</td>
                  </>
                ) : (
                  <td colSpan={multisport ? 6 : 7} className="px-3 py-2.5 text-muted italic">
                    {split.isSetAside
                      ? t('participants.splits.setAside')
                      : t('participants.splits.notReached')}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
      {setAsideCount > 0 ? (
        <p className="mt-3 text-sm text-muted" data-testid="splits-set-aside">
          {t('participants.splits.setAsideNote', { count: setAsideCount })}
        </p>
      ) : null}
    </>
  );
}

/** A leg's measure with its unit: `1:40 per 100 m`, `36.0 km/h`, `4:30 per km`; a transition has none. */
export function LegMeasureValue({ measure }: { measure: LegMeasure }) {
  const t = useT();
  const locale = useLocale();
  if (measure === null || measure.kind === 'transition') return <span className="text-muted">–</span>;
  if (measure.kind === 'speed') return <>{formatSpeedWithUnit(measure.value, measure.unit, locale)}</>;
  const pace = formatPaceValue(measure.kind === 'swimPace' ? measure.msPer100m : measure.ms);
  return (
    <span dir="ltr">
      {measure.kind === 'swimPace'
        ? t('participants.splits.leg.swimPace', { pace })
        : t(`participants.result.paceValue.${measure.unit}`, { pace })}
    </span>
  );
}
