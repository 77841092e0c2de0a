/**
 * How each compared runner is drawn: a colour, and — so that the lines are told apart without colour — a dash
 * pattern and a marker shape. The runners' headers show the same swatch as the chart's legend.
 */

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond';

export type RunnerStyle = {
  /** Stroke and fill classes of the theme (dark mode has its own, lighter shades: 3:1 on the surface). */
  stroke: string;
  fill: string;
  dash: string | undefined;
  marker: MarkerShape;
};

const FIRST: RunnerStyle = {
  stroke: 'stroke-accent',
  fill: 'fill-accent',
  dash: undefined,
  marker: 'circle',
};

export const RUNNER_STYLES: readonly RunnerStyle[] = [
  FIRST,
  {
    stroke: 'stroke-sky-700 dark:stroke-sky-300',
    fill: 'fill-sky-700 dark:fill-sky-300',
    dash: '7 4',
    marker: 'square',
  },
  { stroke: 'stroke-live', fill: 'fill-live', dash: '2 3', marker: 'triangle' },
  {
    stroke: 'stroke-fuchsia-700 dark:stroke-fuchsia-300',
    fill: 'fill-fuchsia-700 dark:fill-fuchsia-300',
    dash: '10 3 2 3',
    marker: 'diamond',
  },
];

export function runnerStyle(index: number): RunnerStyle {
  return RUNNER_STYLES[index % RUNNER_STYLES.length] ?? FIRST;
}

/** A marker centred on (x, y), filled with the runner's colour and outlined with the surface's. */
export function Marker({
  shape,
  x,
  y,
  className,
}: {
  shape: MarkerShape;
  x: number;
  y: number;
  className: string;
}) {
  const common = { className: `${className} stroke-surface`, strokeWidth: 1.5 };
  switch (shape) {
    case 'circle':
      return <circle cx={x} cy={y} r={4.5} {...common} />;
    case 'square':
      return <rect x={x - 4} y={y - 4} width={8} height={8} {...common} />;
    case 'triangle':
      return <polygon points={`${x},${y - 5.5} ${x + 5},${y + 4} ${x - 5},${y + 4}`} {...common} />;
    case 'diamond':
      return (
        <polygon points={`${x},${y - 5.5} ${x + 5.5},${y} ${x},${y + 5.5} ${x - 5.5},${y}`} {...common} />
      );
  }
}

/** The runner's line and marker in small, next to their name. Decorative: the name says who it is. */
export function RunnerSwatch({ index }: { index: number }) {
  const style = runnerStyle(index);
  return (
    <svg
      width={34}
      height={14}
      viewBox="0 0 34 14"
      aria-hidden="true"
      className="inline-block shrink-0 overflow-visible"
    >
      <line
        x1={1}
        x2={33}
        y1={7}
        y2={7}
        className={style.stroke}
        strokeWidth={2.5}
        strokeDasharray={style.dash}
      />
      <Marker shape={style.marker} x={17} y={7} className={style.fill} />
    </svg>
  );
}
