/**
 * The gap chart: along the course (x = distance), each runner's time behind the first of them at every checkpoint
 * (0 at the top), one line per runner told apart by colour, dash pattern and marker, with a legend. Loaded on
 * demand (lazy-gap-chart.tsx), drawn as SVG with the theme's colours and mirrored in right-to-left pages through
 * the participant charts' frame. A line is cut where its runner has no read; the table holds every value.
 */
import type { PrecisionValue } from '@finishline/contract';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { textDirection } from '../../lib/i18n/locales';
// The participant charts' frame, reused as is so that both pages' charts look and mirror alike. It belongs in
// features/shared; moving it is the participant feature's owners' call, until then these two imports cross over.
import { BOTTOM, HEIGHT, makeFrame, TOP, useWidth, XLabels, YGrid } from '../shared/chart-frame';
import { linearScale } from '../shared/chart-scale';
import { formatGap, formatRaceTime, isolate } from '../shared/format-result';
import { type CompareRow, gapAxis, gapSeries } from './compare-data';
import { checkpointName } from './compare-text';
import { Marker, RunnerSwatch, runnerStyle } from './runner-style';
import { RunnerName } from '../shared/runner-name';

export default function GapChart({
  runners,
  rows,
  precisionMs,
  summary,
}: {
  runners: readonly { id: string; name: string }[];
  rows: readonly CompareRow[];
  precisionMs: PrecisionValue;
  /** Who is ahead at the last checkpoint compared, in words: the chart's description. */
  summary: string;
}) {
  const t = useT();
  const locale = useLocale();
  const [ref, width] = useWidth<HTMLDivElement>();
  const series = gapSeries(rows, runners.length);
  const axis = gapAxis(series);
  const labels = axis.ticks.map((tick) =>
    tick === 0 ? formatRaceTime(0, precisionMs) : formatGap(tick, 1000),
  );
  const maxDistanceM = Math.max(0, ...rows.map((row) => row.distanceM));
  const distances = [0, ...new Set(series.flatMap((s) => s.runs.flat().map((point) => point.distanceM)))];
  const names = new Map(rows.map((row) => [row.checkpointId, checkpointName(t, row)]));
  return (
    <figure
      className="min-w-0 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-5"
      aria-labelledby="gap-chart-title"
    >
      <figcaption id="gap-chart-title" className="text-base font-bold text-fg">
        {t('compare.chart.title')}
      </figcaption>
      <p className="mt-2 text-xs font-medium text-muted">{t('compare.chart.axis')}</p>
      <div ref={ref} className="mt-1" style={{ height: HEIGHT }}>
        {width > 0 ? (
          <svg
            role="img"
            aria-labelledby="gap-chart-title"
            aria-describedby="gap-chart-summary"
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            style={{ direction: 'ltr' }}
            className="block overflow-visible"
          >
            {(() => {
              const frame = makeFrame(
                width,
                Math.max(...labels.map((label) => label.length)),
                maxDistanceM,
                textDirection(locale) === 'rtl',
              );
              // The first of them on top: a gap grows downwards, as a runner drops back.
              const y = linearScale([0, axis.max], [TOP + 6, HEIGHT - BOTTOM - 4]);
              return (
                <>
                  <YGrid
                    frame={frame}
                    ticks={axis.ticks.map((tick, i) => ({ y: y(tick), label: labels[i] ?? '' }))}
                  />
                  {series.map((line, index) => {
                    const style = runnerStyle(index);
                    const runner = runners[index];
                    return (
                      <g key={runner?.id ?? index} data-runner={index}>
                        {line.runs.map((run) =>
                          run.length < 2 ? null : (
                            <polyline
                              key={run[0]?.checkpointId}
                              points={run.map((p) => `${frame.x(p.distanceM)},${y(p.gapMs)}`).join(' ')}
                              fill="none"
                              className={style.stroke}
                              strokeWidth={2.5}
                              strokeDasharray={style.dash}
                              strokeLinejoin="round"
                              strokeLinecap="round"
                            />
                          ),
                        )}
                        {line.runs.flat().map((p) => (
                          <g key={p.checkpointId}>
                            <Marker
                              shape={style.marker}
                              x={frame.x(p.distanceM)}
                              y={y(p.gapMs)}
                              className={style.fill}
                            />
                            <title>
                              {t('compare.chart.point', {
                                name: isolate(runner?.name ?? ''),
                                checkpoint: isolate(names.get(p.checkpointId) ?? p.name),
                                gap:
                                  p.gapMs === 0
                                    ? t('compare.chart.leads')
                                    : isolate(formatGap(p.gapMs, precisionMs)),
                              })}
                            </title>
                          </g>
                        ))}
                      </g>
                    );
                  })}
                  <XLabels frame={frame} distances={distances} locale={locale} />
                </>
              );
            })()}
          </svg>
        ) : null}
      </div>
      <p className="mt-1 text-end text-xs font-medium text-muted">{t('compare.chart.distance')}</p>
      <ul
        aria-label={t('compare.chart.legend')}
        className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-fg"
      >
        {runners.map((runner, index) => (
          <li key={runner.id} className="flex min-w-0 items-center gap-2">
            <RunnerSwatch index={index} />
            <RunnerName name={runner.name} className="truncate" />
          </li>
        ))}
      </ul>
      <p id="gap-chart-summary" className="mt-3 text-sm text-muted">
        {summary}
      </p>
    </figure>
  );
}
