import type { ParticipantDetail } from '@finishline/contract';
import { InfoIcon } from '../../components/ui/icons';
import { formatTimeWithSeconds, type ZonedInstant } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { timeBasisExplanation, timeBasisLabel } from '../../lib/i18n/labels';
import { paceInUnit, speedInUnit } from '../shared/contest-units';
import { legLabel, participantLegs, type ShownLeg } from '../shared/result-legs';
import {
  formatPaceValue,
  formatPlace,
  formatRaceTime,
  formatSpeedWithUnit,
  isolate,
} from '../shared/format-result';
import { LegMeasureValue } from './splits-table';
import { isOutOfRace } from './status-badge';

/**
 * Official time on the contest's basis with its explanation, gun and net time, pace, speed and gap. A multisport
 * result shows each leg's time and measure instead of a whole-race pace and speed, which mean nothing across sports.
 */
export function ResultSummary({ detail }: { detail: ParticipantDetail }) {
  const t = useT();
  const locale = useLocale();
  const { result, contest } = detail;
  const precision = contest.precisionMs;
  const basis = timeBasisLabel(t, contest.timeBasis);
  const hasTime = result.officialTimeMs !== null;
  const status = result.status;
  const pace = paceInUnit(contest.paceUnit, result.paceMsPerKm, result.paceMsPerMile);
  const legs = participantLegs(detail.splits, contest);
  // A net-only export publishes no gun time: a net time without one shows no empty "Gun time" row.
  const hasNoGunTime = result.gunTimeMs === null && result.netTimeMs !== null;
  const rows = [
    ...(hasNoGunTime
      ? []
      : [
          {
            key: 'gun',
            label: t('codes.basis.gun'),
            value: formatRaceTime(result.gunTimeMs, precision),
            isTime: true,
          },
        ]),
    {
      key: 'net',
      label: t('codes.basis.net'),
      value: formatRaceTime(result.netTimeMs, precision),
      isTime: true,
    },
    ...(legs.length > 0
      ? []
      : [
          {
            key: 'pace',
            label: t('participants.result.pace'),
            value:
              pace === null
                ? formatPaceValue(null)
                : t(`participants.result.paceValue.${contest.paceUnit}`, { pace: formatPaceValue(pace) }),
          },
          {
            key: 'speed',
            label: t('participants.result.speed'),
            value: formatSpeedWithUnit(
              speedInUnit(contest.speedUnit, result.speedKmh, result.speedMph),
              contest.speedUnit,
              locale,
            ),
          },
        ]),
    ...(result.gapMs !== null && result.gapMs > 0
      ? [
          {
            key: 'gap',
            label: t('participants.result.gap'),
            value: `+${formatRaceTime(result.gapMs, precision)}`,
            isTime: true,
          },
        ]
      : []),
  ];
  const note = status === 'finished' ? null : t(`participants.result.note.${status}`);
  return (
    <section
      aria-labelledby="result-heading"
      className="rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line sm:p-6"
    >
      <h2 id="result-heading" className="text-base font-bold text-fg">
        {t('participants.result.heading')}
      </h2>
      <div className="mt-3">
        <p className="text-sm font-medium text-muted">{t('participants.result.officialBasis', { basis })}</p>
        {result.officialTimeMs === null && isOutOfRace(status) ? (
          <p className="mt-1 text-4xl font-bold tracking-tight text-red-700 sm:text-5xl dark:text-red-300">
            {t(`codes.status.short.${status}`)}
          </p>
        ) : (
          <p className="mt-1 text-4xl font-bold tracking-tight text-fg tabular sm:text-5xl">
            <span dir="ltr" className="inline-block">
              {formatRaceTime(result.officialTimeMs, precision)}
            </span>
          </p>
        )}
      </div>
      {note ? (
        <p
          className={`mt-4 rounded-lg px-3 py-2 text-sm font-medium ${
            isOutOfRace(status)
              ? 'bg-red-50 text-red-800 dark:bg-red-950/60 dark:text-red-200'
              : 'bg-sunken text-fg'
          }`}
        >
          {note}
        </p>
      ) : null}
      {hasTime || status === 'finished' ? (
        <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
          {rows.map((row) => (
            <div key={row.key}>
              <dt className="text-muted">{row.label}</dt>
              <dd className="mt-0.5 font-semibold text-fg tabular">
                {row.isTime ? <span dir="ltr">{row.value}</span> : row.value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {legs.length > 0 && legs.some((leg) => leg.timeMs !== null) ? (
        <LegTimes legs={legs} precision={precision} />
      ) : null}
      <p className="mt-5 flex gap-2 border-t border-line pt-4 text-sm text-muted">
        <InfoIcon className="mt-0.5 size-4 shrink-0 text-accent" />
        <span>{timeBasisExplanation(t, contest.timeBasis)}</span>
      </p>
    </section>
  );
}

/** Each leg of a multisport result: its name, its time and its sport's measure (swim /100 m, bike speed, run pace). */
function LegTimes({
  legs,
  precision,
}: {
  legs: ShownLeg[];
  precision: ParticipantDetail['contest']['precisionMs'];
}) {
  const t = useT();
  return (
    <section aria-labelledby="legs-heading" className="mt-5 border-t border-line pt-4">
      <h3 id="legs-heading" className="text-sm font-bold text-fg">
        {t('participants.legs.heading')}
      </h3>
      <p className="mt-1 text-xs text-muted">{t('participants.legs.caption')}</p>
      <dl id="result-legs" className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-5">
        {legs.map((leg) => (
          <div key={leg.toCheckpointId} data-leg={leg.leg}>
            <dt className="text-muted">{legLabel(t, leg)}</dt>
            <dd className="mt-0.5 font-semibold text-fg tabular">
              <span dir="ltr">{formatRaceTime(leg.timeMs, precision)}</span>
            </dd>
            {leg.measure === null || leg.measure.kind === 'transition' ? null : (
              <dd className="text-xs text-muted tabular">
                <LegMeasureValue measure={leg.measure} />
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Overall, gender and age-group places, each "of N" where the total is known. */
export function PlacesSummary({
  detail,
  totals,
  asOf = null,
}: {
  detail: ParticipantDetail;
  totals: { overall: number | null; gender: number | null; ageGroup: number | null };
  /** While the contest is live: when the places were worked out (they move as others pass). */
  asOf?: ZonedInstant | null;
}) {
  const t = useT();
  const locale = useLocale();
  const { result, participant } = detail;
  const places = [
    {
      key: 'overall',
      label: t('participants.places.overall'),
      place: result.overallPlace,
      total: totals.overall,
    },
    ...(participant.gender !== 'x'
      ? [
          {
            key: 'gender',
            label: t(`codes.gender.${participant.gender}`),
            place: result.genderPlace,
            total: totals.gender,
          },
        ]
      : []),
    ...(participant.ageGroup
      ? [
          {
            key: 'ageGroup',
            label: t('participants.places.ageGroup', { group: isolate(participant.ageGroup) }),
            place: result.ageGroupPlace,
            total: totals.ageGroup,
          },
        ]
      : []),
  ];
  return (
    <section
      aria-labelledby="places-heading"
      className="rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line sm:p-6"
    >
      <h2 id="places-heading" className="text-base font-bold text-fg">
        {t('participants.places.heading')}
      </h2>
      {asOf === null ? null : (
        <p id="places-as-of" className="mt-1 text-xs text-muted tabular">
          {t('participants.places.asOf', { time: isolate(formatTimeWithSeconds(asOf, locale)) })}
        </p>
      )}
      <dl className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
        {places.map((item) => (
          <div
            key={item.key}
            className="flex min-w-0 flex-col justify-between rounded-xl bg-sunken p-2.5 ring-1 ring-inset ring-line sm:p-4"
          >
            <dt className="text-xs font-semibold break-words text-muted sm:text-sm">
              <bdi>{item.label}</bdi>
            </dt>
            <dd className="mt-1">
              {item.place === null ? (
                <span className="text-sm font-semibold text-muted">{t('participants.places.none')}</span>
              ) : (
                <>
                  <span className="block text-2xl font-bold text-fg tabular sm:text-3xl">
                    {formatPlace(item.place, locale)}
                  </span>
                  {item.total !== null ? (
                    <span className="block text-xs text-muted tabular sm:text-sm">
                      {t('participants.places.of', { total: formatPlace(item.total, locale) })}
                    </span>
                  ) : null}
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
