import type { CheckpointInfo, ContestDetail } from '@finishline/contract';
import { buttonSecondary } from '../../../components/ui/button-styles';
import { CalendarIcon, InfoIcon } from '../../../components/ui/icons';
import { TableScroller } from '../../../components/ui/table-scroller';
import {
  countryName,
  formatDistance,
  formatLongDate,
  formatTime,
  formatUtcOffset,
  type ZonedInstant,
} from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { genderLabel, timeBasisExplanation, timeBasisLabel } from '../../../lib/i18n/labels';
import { numberedSplits } from './course-map';
import { checkpointName, Figure, hasGenericName } from '../result-bits';
import { Panel } from '../tab-section';

/** The calendar day of an instant in the event's zone, `YYYY-MM-DD`. */
function localDate(time: ZonedInstant): string {
  return new Date(Date.parse(time.at) + time.offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Distance, start in the event's time zone, category, place and entrants. */
export function ContestFacts({ contest, start }: { contest: ContestDetail; start: ZonedInstant }) {
  const t = useT();
  const locale = useLocale();
  const facts = [
    { key: 'distance', label: t('contest.info.distance'), value: formatDistance(contest.distanceM, locale) },
    {
      key: 'start',
      label: t('contest.info.start'),
      value: t('contest.info.start.value', {
        date: formatLongDate(localDate(start), locale),
        time: formatTime(start, locale),
        zone: formatUtcOffset(start.offsetMinutes, locale),
      }),
    },
    { key: 'gender', label: t('contest.info.category'), value: genderLabel(t, contest.gender) },
    {
      key: 'place',
      label: t('contest.info.place'),
      value: t('common.place', { city: contest.city, country: countryName(contest.country, locale) }),
    },
    {
      key: 'entrants',
      label: t('contest.info.entrants'),
      value: [
        t('event.contest.participants', { count: contest.participantCount }),
        ...(contest.finisherCount > 0
          ? [t('event.contest.finishers', { count: contest.finisherCount })]
          : []),
      ].join(' · '),
    },
  ];
  return (
    <Panel id="contest-facts" title={t('contest.info.facts')}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt className="text-xs font-semibold text-muted">{fact.label}</dt>
            <dd className="mt-0.5 text-sm font-medium text-fg tabular">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {/* The contest as an iCalendar file in the page's language, from the API on the same origin (a download). */}
      <a
        href={`/api/events/${encodeURIComponent(contest.eventId)}/contests/${encodeURIComponent(contest.id)}/calendar.ics?locale=${locale}`}
        download
        className={`${buttonSecondary} mt-5`}
      >
        <CalendarIcon className="size-4" />
        {t('contest.info.calendar')}
      </a>
    </Panel>
  );
}

/** The official time basis (gun or net) with its explanation, and the precision of the times. */
export function TimeBasisPanel({ contest }: { contest: ContestDetail }) {
  const t = useT();
  return (
    <section
      aria-labelledby="contest-basis"
      className="rounded-2xl bg-sunken p-4 ring-1 ring-inset ring-line sm:p-5"
    >
      <h3 id="contest-basis" className="flex items-center gap-2 text-base font-bold text-fg">
        <InfoIcon className="size-5 text-accent" />
        {t('contest.info.basis', { basis: timeBasisLabel(t, contest.timeBasis) })}
      </h3>
      <p className="mt-2 text-sm text-fg">{timeBasisExplanation(t, contest.timeBasis)}</p>
      <p className="mt-1 text-sm text-muted">{t(`contest.info.precision.${contest.precisionMs}`)}</p>
    </section>
  );
}

/** Every timing point with its distance from the start and from the previous one. */
export function CheckpointTable({ checkpoints }: { checkpoints: CheckpointInfo[] }) {
  const t = useT();
  const locale = useLocale();
  const numbers = numberedSplits(checkpoints);
  const th = 'px-3 py-2 font-semibold';
  return (
    <Panel id="contest-checkpoints" title={t('contest.info.checkpoints')}>
      {checkpoints.length === 0 ? (
        <p className="text-sm text-muted">{t('contest.info.checkpoints.empty')}</p>
      ) : (
        <TableScroller role="group" labelledBy="contest-checkpoints" frameClassName="-mx-4 sm:-mx-5">
          <table className="w-full border-collapse text-sm">
            <thead className="bg-sunken text-xs text-muted">
              <tr>
                <th scope="col" className={`${th} w-10 ps-4 sm:ps-5 text-start`}>
                  <span aria-hidden="true">#</span>
                  <span className="sr-only">{t('contest.info.checkpoint.number')}</span>
                </th>
                <th scope="col" className={`${th} text-start`}>
                  {t('contest.info.checkpoint')}
                </th>
                <th scope="col" className={`${th} text-end`}>
                  {t('contest.info.checkpoint.distance')}
                </th>
                <th scope="col" className={`${th} pe-4 text-end sm:pe-5`}>
                  {t('contest.info.checkpoint.segment')}
                </th>
              </tr>
            </thead>
            <tbody>
              {checkpoints.map((cp, i) => {
                const previous = checkpoints[i - 1];
                const name = checkpointName(t, cp);
                const isGeneric = cp.kind === 'split' || hasGenericName(cp);
                return (
                  <tr key={cp.id} className="border-t border-line">
                    <td className="px-3 py-2 ps-4 font-semibold text-muted sm:ps-5">
                      <Figure>{String(numbers.get(cp.id) ?? '')}</Figure>
                    </td>
                    <th scope="row" className="px-3 py-2 text-start font-medium text-fg">
                      <bdi>{name}</bdi>
                      {isGeneric ? null : (
                        <span className="ms-2 text-xs font-normal text-muted">
                          {t(`contest.info.kind.${cp.kind}`)}
                        </span>
                      )}
                    </th>
                    <td className="px-3 py-2 text-end text-fg tabular">
                      {formatDistance(cp.distanceM, locale)}
                    </td>
                    <td className="px-3 py-2 pe-4 text-end text-muted tabular sm:pe-5">
                      {previous ? formatDistance(cp.distanceM - previous.distanceM, locale) : '–'}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      )}
    </Panel>
  );
}
