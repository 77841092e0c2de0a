/** The frame the site's charts share (the participant's checkpoint charts, the head-to-head gap chart): measured width, axes, grid and the captioned figure. */
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n/i18n-context';
import type { Locale } from '../../lib/i18n/locales';
import { linearScale, thinLabels } from './chart-scale';

export const HEIGHT = 220;
export const TOP = 14;
export const BOTTOM = 26;
const END = 14;
export const LABEL_GAP = 34;

/** An element's width, measured on mount and whenever it resizes (0 before the first measure). */
export function useWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export type Frame = {
  width: number;
  start: number;
  isRtl: boolean;
  x: (distanceM: number) => number;
};

export function makeFrame(width: number, longestYLabel: number, maxDistanceM: number, isRtl: boolean): Frame {
  const start = 14 + longestYLabel * 6.6;
  const range: [number, number] = isRtl ? [width - start, END] : [start, width - END];
  return { width, start, isRtl, x: linearScale([0, maxDistanceM || 1], range) };
}

/** Horizontal grid lines with their labels on the start side. */
export function YGrid({ frame, ticks }: { frame: Frame; ticks: { y: number; label: string }[] }) {
  const [left, right] = frame.isRtl ? [END, frame.width - frame.start] : [frame.start, frame.width - END];
  const labelX = frame.isRtl ? frame.width - frame.start + 8 : frame.start - 8;
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick.label}>
          <line x1={left} x2={right} y1={tick.y} y2={tick.y} className="stroke-line" strokeDasharray="3 3" />
          <text
            x={labelX}
            y={tick.y}
            dy="0.32em"
            textAnchor={frame.isRtl ? 'start' : 'end'}
            className="fill-muted text-[11px] tabular"
          >
            {tick.label}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Kilometre labels under the axis, thinned so they never overlap. */
export function XLabels({ frame, distances, locale }: { frame: Frame; distances: number[]; locale: Locale }) {
  const positions = distances.map((d) => frame.x(d));
  const kept = thinLabels(positions, LABEL_GAP);
  const baseline = HEIGHT - BOTTOM;
  const [left, right] = frame.isRtl ? [END, frame.width - frame.start] : [frame.start, frame.width - END];
  return (
    <g>
      <line x1={left} x2={right} y1={baseline} y2={baseline} className="stroke-line-strong" />
      {kept.map((index) => (
        <text
          key={index}
          x={positions[index]}
          y={baseline + 16}
          textAnchor="middle"
          className="fill-muted text-[11px] tabular"
        >
          {formatNumber(Math.round((distances[index] ?? 0) / 100) / 10, locale)}
        </text>
      ))}
    </g>
  );
}

export function ChartFigure({
  id,
  title,
  axis,
  summary,
  children,
}: {
  id: string;
  title: string;
  axis: string;
  summary: string;
  children: (width: number) => ReactNode;
}) {
  const t = useT();
  const [ref, width] = useWidth<HTMLDivElement>();
  return (
    <figure
      className="min-w-0 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line sm:p-5"
      aria-labelledby={`${id}-title`}
    >
      <figcaption id={`${id}-title`} className="text-base font-bold text-fg">
        {title}
      </figcaption>
      <p className="mt-2 text-xs font-medium text-muted">{axis}</p>
      <div ref={ref} className="mt-1" style={{ height: HEIGHT }}>
        {width > 0 ? (
          <svg
            role="img"
            aria-labelledby={`${id}-title`}
            aria-describedby={`${id}-summary`}
            width={width}
            height={HEIGHT}
            viewBox={`0 0 ${width} ${HEIGHT}`}
            style={{ direction: 'ltr' }}
            className="block overflow-visible"
          >
            {children(width)}
          </svg>
        ) : null}
      </div>
      <p className="mt-1 text-end text-xs font-medium text-muted">{t('participants.charts.distance')}</p>
      <p id={`${id}-summary`} className="mt-3 text-sm text-muted">
        {summary}
      </p>
    </figure>
  );
}
