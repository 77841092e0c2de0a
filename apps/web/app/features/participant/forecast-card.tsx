import type { Forecast, PrecisionValue } from '@finishline/contract';
import { formatTime } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { formatRaceTime } from '../shared/format-result';
import { competitorKey, useCompetitorWord } from '../shared/competitor-word';

/**
 * When a runner still on the course is expected at the next checkpoint and at the finish (docs/results.md
 * §Forecasts), always marked as an estimate, with its range and how it was worked out. `offsets` are the UTC
 * offsets of the expected instants in the event's zone, by checkpoint id (the loader knows the zone rules).
 */
export function ForecastCard({
  forecasts,
  offsets,
  precisionMs,
  nowMs,
}: {
  forecasts: readonly Forecast[];
  offsets: Record<string, number>;
  precisionMs: PrecisionValue;
  /** The page's clock: a forecast whose range has passed says the runner is overdue. */
  nowMs: number;
}) {
  const t = useT();
  const who = useCompetitorWord();
  const locale = useLocale();
  if (forecasts.length === 0) return null;
  const time = (at: string, checkpointId: string) =>
    formatTime({ at, offsetMinutes: offsets[checkpointId] ?? 0 }, locale);
  return (
    <section
      aria-labelledby="forecast-heading"
      className="rounded-2xl bg-surface p-5 shadow-sm ring-1 ring-line"
      data-testid="forecast-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="forecast-heading" className="text-lg font-bold tracking-tight text-fg">
          {t('participants.forecast.heading')}
        </h2>
        <span className="rounded-full bg-sunken px-2 py-0.5 text-xs font-semibold text-muted ring-1 ring-line">
          {t('participants.forecast.estimate')}
        </span>
      </div>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {forecasts.map((forecast) => {
          const isOverdue = Date.parse(forecast.latestAt) < nowMs;
          return (
            <div key={forecast.checkpointId} className="rounded-xl bg-sunken p-3">
              <dt className="text-sm font-semibold text-muted">
                <bdi>{forecast.name}</bdi>
              </dt>
              <dd className="mt-1">
                <span className="text-2xl font-bold text-fg tabular">
                  {t('participants.forecast.around', { time: time(forecast.at, forecast.checkpointId) })}
                </span>
                <span className="block text-sm text-muted tabular">
                  {t('participants.forecast.range', {
                    earliest: time(forecast.earliestAt, forecast.checkpointId),
                    latest: time(forecast.latestAt, forecast.checkpointId),
                  })}
                </span>
                <span className="block text-sm text-muted tabular">
                  {t('participants.forecast.raceTime', {
                    time: formatRaceTime(forecast.fromStartMs, precisionMs),
                  })}
                </span>
                {isOverdue ? (
                  <span className="mt-1 block text-sm font-semibold text-accent">
                    {t('participants.forecast.overdue')}
                  </span>
                ) : null}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-3 text-xs text-muted">
        {t(
          competitorKey(
            forecasts.some((forecast) => forecast.basis === 'pace')
              ? 'participants.forecast.howPace'
              : 'participants.forecast.howField',
            who,
          ),
        )}
      </p>
    </section>
  );
}
