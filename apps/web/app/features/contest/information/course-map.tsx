import type { CheckpointInfo } from '@finishline/contract';
import { formatDistance } from '../../../lib/format';
import { useLocale, useT } from '../../../lib/i18n/i18n-context';
import { INTL_LOCALES } from '../../../lib/i18n/locales';
import { tidySpaces } from '../../../lib/i18n/tidy-spaces';
import { type CourseShape, coursePath, pointAt, scaleBar } from './course-shape';
import { isolate } from '../result-bits';

/** Split checkpoints numbered along the course (1, 2, 3…), as on the map and in the table. */
export function numberedSplits(checkpoints: CheckpointInfo[]): Map<string, number> {
  return new Map(checkpoints.filter((cp) => cp.kind === 'split').map((cp, i) => [cp.id, i + 1]));
}

export type CourseMarker = { id: string; label: string; share: number };

/**
 * The course drawn from its GPX (projected on the server): the line, the start (circle), the
 * finish (square) and numbered checkpoint markers, north up, with a scale bar. No map tiles. The
 * figure's caption is its text alternative.
 */
export function CourseMap({
  shape,
  checkpoints,
  distanceM,
  city,
  markers = [],
}: {
  shape: CourseShape;
  checkpoints: CheckpointInfo[];
  distanceM: number;
  city: string;
  /** Estimated positions of followed participants (Tracking tab): a share of the course and a short label. */
  markers?: CourseMarker[];
}) {
  const t = useT();
  const locale = useLocale();
  const numbers = numberedSplits(checkpoints);
  const start = pointAt(shape, 0);
  const finish = pointAt(shape, 1);
  const bar = scaleBar(shape);
  const splits = checkpoints.filter((cp) => numbers.has(cp.id));
  const description = t('contest.course.description', {
    distance: formatDistance(distanceM, locale),
    city: isolate(city, locale),
    shape: shape.isLoop ? 'loop' : 'line',
    count: splits.length,
    checkpoints: tidySpaces(
      new Intl.ListFormat(INTL_LOCALES[locale], { type: 'conjunction' }).format(
        splits.map((cp) => formatDistance(cp.distanceM, locale)),
      ),
    ),
  });
  return (
    <figure>
      <div className="overflow-hidden rounded-xl bg-sunken ring-1 ring-inset ring-line">
        <svg
          viewBox={`0 0 ${shape.width} ${shape.height + 28}`}
          role="img"
          aria-labelledby="course-map-title"
          aria-describedby="course-map-caption"
          className="mx-auto block max-h-[28rem] w-full"
        >
          <title id="course-map-title">{t('contest.course.title')}</title>
          <path
            d={coursePath(shape)}
            fill="none"
            strokeWidth={9}
            strokeLinejoin="round"
            strokeLinecap="round"
            className="stroke-surface"
          />
          <path
            d={coursePath(shape)}
            fill="none"
            strokeWidth={4}
            strokeLinejoin="round"
            strokeLinecap="round"
            className="stroke-accent"
          />
          <rect
            x={finish.x - 8}
            y={finish.y - 8}
            width={16}
            height={16}
            rx={2}
            strokeWidth={2.5}
            className="fill-fg stroke-surface"
          />
          <circle
            cx={start.x}
            cy={start.y}
            r={shape.isLoop ? 5 : 8}
            strokeWidth={2.5}
            className="fill-live stroke-surface"
          />
          {splits.map((cp) => {
            const at = pointAt(shape, distanceM > 0 ? cp.distanceM / distanceM : 0);
            return (
              <g key={cp.id}>
                <circle cx={at.x} cy={at.y} r={10} strokeWidth={2} className="fill-surface stroke-fg" />
                <text
                  x={at.x}
                  y={at.y}
                  dy="0.35em"
                  textAnchor="middle"
                  fontSize={11}
                  fontWeight={700}
                  className="fill-fg"
                  direction="ltr"
                >
                  {numbers.get(cp.id)}
                </text>
              </g>
            );
          })}
          {markers.map((marker) => {
            const at = pointAt(shape, marker.share);
            return (
              <g
                key={marker.id}
                data-marker={marker.id}
                // A CSS transform (not the attribute) so that each second's step glides instead of jumping.
                style={{ transform: `translate(${at.x}px, ${at.y}px)` }}
                className="transition-transform duration-1000 ease-linear motion-reduce:transition-none"
              >
                <circle r={7} strokeWidth={2.5} className="fill-live stroke-surface" />
                <text
                  y={-12}
                  textAnchor="middle"
                  fontSize={11}
                  fontWeight={700}
                  strokeWidth={3}
                  paintOrder="stroke"
                  className="fill-fg stroke-surface"
                  direction="ltr"
                >
                  {marker.label}
                </text>
              </g>
            );
          })}
          <g transform={`translate(${shape.width - 16 - bar.units} ${shape.height + 14})`}>
            <path d={`M0 -4 V0 H${bar.units} V-4`} fill="none" strokeWidth={2} className="stroke-fg" />
            <text x={bar.units / 2} y={-8} textAnchor="middle" fontSize={11} className="fill-fg">
              {formatDistance(bar.metres, locale)}
            </text>
          </g>
        </svg>
      </div>
      <ul
        className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-fg"
        aria-label={t('contest.course.legend')}
      >
        <li className="flex items-center gap-2">
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
            <circle cx={8} cy={8} r={6} className="fill-live" />
          </svg>
          {t('contest.course.start')}
        </li>
        <li className="flex items-center gap-2">
          <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
            <rect x={2} y={2} width={12} height={12} rx={2} className="fill-fg" />
          </svg>
          {t('contest.course.finish')}
        </li>
        {splits.length > 0 ? (
          <li className="flex items-center gap-2">
            <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
              <circle cx={8} cy={8} r={6.5} strokeWidth={1.5} className="fill-surface stroke-fg" />
            </svg>
            {t('contest.course.checkpoint')}
          </li>
        ) : null}
        {markers.length > 0 ? (
          <li className="flex items-center gap-2">
            <svg viewBox="0 0 16 16" className="size-4" aria-hidden="true">
              <circle cx={8} cy={8} r={5} className="fill-live" />
            </svg>
            {t('contest.course.estimate')}
          </li>
        ) : null}
      </ul>
      <figcaption id="course-map-caption" className="mt-2 text-sm text-muted">
        {description}
      </figcaption>
    </figure>
  );
}
