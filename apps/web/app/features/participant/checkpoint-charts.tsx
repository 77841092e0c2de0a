/**
 * The checkpoint charts: pace per segment and position through the checkpoints. Loaded on demand
 * (see lazy-checkpoint-charts.tsx), drawn as SVG with the theme's colours (so dark mode follows),
 * mirrored in right-to-left pages (the course runs from the start side), each with a text summary
 * as its description; the checkpoints table holds every value.
 */
import type { PaceUnitCode, Split } from '@finishline/contract';
import { formatNumber } from '../../lib/format';
import { useLocale, useT } from '../../lib/i18n/i18n-context';
import { checkpointName } from '../shared/checkpoint-name';
import { textDirection } from '../../lib/i18n/locales';
import {
  labelsBelow,
  paceAxis,
  paceExtremes,
  paceSegments,
  placeAxis,
  placePoints,
  placeSummary,
} from './chart-data';
import {
  BOTTOM,
  ChartFigure,
  HEIGHT,
  LABEL_GAP,
  makeFrame,
  TOP,
  XLabels,
  YGrid,
} from '../shared/chart-frame';
import { linearScale, thinLabels } from '../shared/chart-scale';
import { formatPaceValue, isolate } from '../shared/format-result';

function PaceChart({
  splits,
  maxDistanceM,
  paceUnit,
}: {
  splits: readonly Split[];
  maxDistanceM: number;
  paceUnit: PaceUnitCode;
}) {
  const t = useT();
  const locale = useLocale();
  const segments = paceSegments(splits, paceUnit);
  const extremes = paceExtremes(segments);
  if (!extremes || segments.length < 2) return null;
  const axis = paceAxis(segments);
  const start = t('participants.charts.start');
  const name = (value: string | null) => isolate(value ?? start);
  const summary = t(`participants.charts.pace.summary.${paceUnit}`, {
    fastest: formatPaceValue(extremes.fastest.paceMs),
    fastestFrom: name(extremes.fastest.from),
    fastestTo: name(extremes.fastest.to),
    slowest: formatPaceValue(extremes.slowest.paceMs),
    slowestFrom: name(extremes.slowest.from),
    slowestTo: name(extremes.slowest.to),
  });
  const labels = axis.ticks.map((tick) => formatPaceValue(tick));
  return (
    <ChartFigure
      id="pace-chart"
      title={t('participants.charts.pace.title')}
      axis={t(`participants.charts.pace.axis.${paceUnit}`)}
      summary={summary}
    >
      {(width) => {
        const frame = makeFrame(
          width,
          Math.max(...labels.map((l) => l.length)),
          maxDistanceM,
          textDirection(locale) === 'rtl',
        );
        const y = linearScale([axis.min, axis.max], [HEIGHT - BOTTOM, TOP]);
        const baseline = HEIGHT - BOTTOM;
        return (
          <>
            <YGrid
              frame={frame}
              ticks={axis.ticks.map((tick, i) => ({ y: y(tick), label: labels[i] ?? '' }))}
            />
            {segments.map((segment) => {
              const a = frame.x(segment.fromM);
              const b = frame.x(segment.toM);
              const top = y(segment.paceMs);
              const gap = Math.abs(b - a) > 6 ? 1.5 : 0.5;
              return (
                <rect
                  key={segment.id}
                  x={Math.min(a, b) + gap}
                  width={Math.max(1, Math.abs(b - a) - 2 * gap)}
                  y={top}
                  height={Math.max(1, baseline - top)}
                  rx={2}
                  className="fill-accent"
                  fillOpacity={segment.spansGap ? 0.45 : 0.9}
                >
                  <title>
                    {t(`participants.charts.pace.segment.${paceUnit}`, {
                      from: name(segment.from),
                      to: name(segment.to),
                      pace: formatPaceValue(segment.paceMs),
                    })}
                  </title>
                </rect>
              );
            })}
            <XLabels frame={frame} distances={[0, ...segments.map((s) => s.toM)]} locale={locale} />
          </>
        );
      }}
    </ChartFigure>
  );
}

/** How far below its point a place label's baseline sits. */
const LABEL_BELOW = 19;

function PositionChart({ splits, maxDistanceM }: { splits: readonly Split[]; maxDistanceM: number }) {
  const t = useT();
  const locale = useLocale();
  const points = placePoints(splits);
  const summary = placeSummary(points);
  if (!summary || points.length < 2) return null;
  const axis = placeAxis(points);
  const labels = axis.ticks.map((tick) => formatNumber(tick, locale));
  const text = t('participants.charts.position.summary', {
    first: formatNumber(summary.first.place, locale),
    firstName: isolate(summary.first.name),
    best: formatNumber(summary.best.place, locale),
    bestName: isolate(summary.best.name),
    last: formatNumber(summary.last.place, locale),
    lastName: isolate(summary.last.name),
  });
  return (
    <ChartFigure
      id="position-chart"
      title={t('participants.charts.position.title')}
      axis={t('participants.charts.position.axis')}
      summary={text}
    >
      {(width) => {
        const frame = makeFrame(
          width,
          Math.max(...labels.map((l) => l.length)),
          maxDistanceM,
          textDirection(locale) === 'rtl',
        );
        // Best place on top.
        const y = linearScale([axis.min, axis.max], [TOP + 8, HEIGHT - BOTTOM - 4]);
        const xy = points.map((point) => ({ point, x: frame.x(point.distanceM), y: y(point.place) }));
        // A label below its point when the line comes down into it, unless that would meet the distance axis.
        const below = labelsBelow(xy.map((p) => p.y)).map(
          (isBelow, index) => isBelow && (xy[index]?.y ?? 0) + LABEL_BELOW <= HEIGHT - BOTTOM - 2,
        );
        // Labels above and labels below are thinned apart: they cannot collide with each other.
        const side = (isBelow: boolean) =>
          xy.flatMap((p, index) => (below[index] === isBelow ? [index] : []));
        const shown = new Set(
          [side(false), side(true)].flatMap((indexes) =>
            thinLabels(
              indexes.map((index) => xy[index]?.x ?? 0),
              LABEL_GAP + 6,
            ).map((kept) => indexes[kept] ?? -1),
          ),
        );
        return (
          <>
            <YGrid
              frame={frame}
              ticks={axis.ticks.map((tick, i) => ({ y: y(tick), label: labels[i] ?? '' }))}
            />
            <polyline
              points={xy.map((p) => `${p.x},${p.y}`).join(' ')}
              fill="none"
              className="stroke-accent"
              strokeWidth={2.5}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
            {xy.map((p, index) => (
              <g key={p.point.id}>
                <circle cx={p.x} cy={p.y} r={4.5} className="fill-surface stroke-accent" strokeWidth={2.5}>
                  <title>
                    {t('participants.charts.position.point', {
                      name: isolate(p.point.name),
                      place: formatNumber(p.point.place, locale),
                    })}
                  </title>
                </circle>
                {shown.has(index) ? (
                  <text
                    x={p.x}
                    y={below[index] ? p.y + LABEL_BELOW : p.y - 10}
                    textAnchor="middle"
                    className="fill-fg text-[11px] font-semibold tabular"
                  >
                    {formatNumber(p.point.place, locale)}
                  </text>
                ) : null}
              </g>
            ))}
            <XLabels frame={frame} distances={points.map((p) => p.distanceM)} locale={locale} />
          </>
        );
      }}
    </ChartFigure>
  );
}

export default function CheckpointCharts({
  splits,
  paceUnit,
}: {
  splits: readonly Split[];
  paceUnit: PaceUnitCode;
}) {
  const t = useT();
  const maxDistanceM = Math.max(0, ...splits.map((split) => split.distanceM));
  // The charts' labels and summaries name checkpoints as the splits table does.
  const named = splits.map((split) => ({ ...split, name: checkpointName(t, split) }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <PaceChart splits={named} maxDistanceM={maxDistanceM} paceUnit={paceUnit} />
      <PositionChart splits={named} maxDistanceM={maxDistanceM} />
    </div>
  );
}
