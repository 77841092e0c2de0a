/**
 * The head-to-head of two to four runners of one contest, from their splits (design §3 Splits): per checkpoint,
 * each runner's time from the start, the gap to whoever of them was ahead there, and the segment time with the
 * fastest of them marked; and the gap lines of the chart. A missed read stays a gap, never a guessed time: that
 * runner has no time and no gap there, the next segment spans it and does not compete for the fastest segment.
 * Times are compared as shown, truncated to the contest's precision, so that a gap is the difference of the two
 * times on screen.
 */
import type { CheckpointKindCode, PrecisionValue, Split } from '@finishline/contract';

export type CompareCell =
  | { isReached: false }
  | {
      isReached: true;
      fromStartMs: number | null;
      /** Behind the runner ahead at this checkpoint; null when fewer than two of them have a time here. */
      gapMs: number | null;
      /** First of the compared runners here (ties share it); only when two or more have a time. */
      isAhead: boolean;
      /** Time since the previous checkpoint this runner reached. */
      segmentMs: number | null;
      /** The segment reaches back past a checkpoint without a read: not comparable with the others'. */
      spansGap: boolean;
      /** Fastest of the comparable segments here (ties share it); only when two or more compare. */
      isSegmentBest: boolean;
    };

export type CompareRow = {
  checkpointId: string;
  name: string;
  kind: CheckpointKindCode;
  distanceM: number;
  /** One per runner, in the runners' order. */
  cells: CompareCell[];
};

/** What the comparison reads of a split (the API gives more). */
export type CompareSplit = Pick<
  Split,
  'checkpointId' | 'name' | 'distanceM' | 'order' | 'kind' | 'isReached' | 'fromStartMs' | 'fromPreviousMs'
>;

type SplitsOf = { splits: readonly CompareSplit[] };

function truncate(ms: number | null, precisionMs: number): number | null {
  return ms === null ? null : Math.floor(ms / precisionMs) * precisionMs;
}

/** The checkpoints of any of the runners, in course order (all runners of a contest share them). */
function checkpointsOf(runners: readonly SplitsOf[]): CompareSplit[] {
  const byId = new Map<string, CompareSplit>();
  for (const runner of runners) {
    for (const split of runner.splits) if (!byId.has(split.checkpointId)) byId.set(split.checkpointId, split);
  }
  return [...byId.values()].sort((a, b) => a.order - b.order || a.distanceM - b.distanceM);
}

/** Indexes of the smallest values (ties share), or none when fewer than two values compete. */
function best(values: readonly (number | null)[]): Set<number> {
  const present = values.filter((value): value is number => value !== null);
  if (present.length < 2) return new Set();
  const min = Math.min(...present);
  return new Set(values.flatMap((value, index) => (value === min ? [index] : [])));
}

export function compareRows(runners: readonly SplitsOf[], precisionMs: PrecisionValue = 1000): CompareRow[] {
  const checkpoints = checkpointsOf(runners);
  const splitMaps = runners.map(
    (runner) => new Map(runner.splits.map((split) => [split.checkpointId, split])),
  );
  // Whether each runner missed a checkpoint since the last one they reached.
  const skipped = runners.map(() => false);
  return checkpoints.map((checkpoint) => {
    const splits = splitMaps.map((map) => map.get(checkpoint.checkpointId));
    const times = splits.map((split) => (split?.isReached ? truncate(split.fromStartMs, precisionMs) : null));
    const segments = splits.map((split) =>
      split?.isReached ? truncate(split.fromPreviousMs, precisionMs) : null,
    );
    const spans = splits.map((split, index) => Boolean(split?.isReached) && (skipped[index] ?? false));
    const comparable = segments.map((segment, index) => (spans[index] ? null : segment));
    const timed = times.filter((time): time is number => time !== null);
    const lead = timed.length >= 2 ? Math.min(...timed) : null;
    const segmentBest = best(comparable);
    const cells = splits.map((split, index): CompareCell => {
      skipped[index] = split?.isReached ? false : true;
      if (!split?.isReached) return { isReached: false };
      const time = times[index] ?? null;
      const gapMs = lead === null || time === null ? null : time - lead;
      return {
        isReached: true,
        fromStartMs: time,
        gapMs,
        isAhead: gapMs === 0,
        segmentMs: segments[index] ?? null,
        spansGap: spans[index] ?? false,
        isSegmentBest: segmentBest.has(index),
      };
    });
    return {
      checkpointId: checkpoint.checkpointId,
      name: checkpoint.name,
      kind: checkpoint.kind,
      distanceM: checkpoint.distanceM,
      cells,
    };
  });
}

export type GapPoint = { checkpointId: string; name: string; distanceM: number; gapMs: number };

/**
 * One runner's line on the gap chart, cut where they have no gap (a missed read, or after they stopped): each
 * run is drawn as its own line, so nothing is drawn between two reads that were not both made.
 */
export type GapSeries = { runs: GapPoint[][] };

export function gapSeries(rows: readonly CompareRow[], runnerCount: number): GapSeries[] {
  return Array.from({ length: runnerCount }, (_, index) => {
    const runs: GapPoint[][] = [];
    let current: GapPoint[] = [];
    for (const row of rows) {
      const cell = row.cells[index];
      if (cell?.isReached && cell.gapMs !== null) {
        current.push({
          checkpointId: row.checkpointId,
          name: row.name,
          distanceM: row.distanceM,
          gapMs: cell.gapMs,
        });
      } else if (current.length > 0) {
        // No gap known here (no read, or no one of them to compare with): the line stops, nothing is bridged.
        runs.push(current);
        current = [];
      }
    }
    if (current.length > 0) runs.push(current);
    return { runs };
  });
}

/** Whether the chart has a line to draw: two checkpoints where two of the runners have times. */
export function hasGapChart(series: readonly GapSeries[]): boolean {
  const distances = new Set(series.flatMap((s) => s.runs.flat().map((point) => point.distanceM)));
  return distances.size >= 2;
}

/** Gap ticks: a clock-friendly step (5 s … 1 h) giving at most `maxTicks` lines from zero. */
const GAP_STEPS = [
  5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 900_000, 1_800_000, 3_600_000,
];

export type GapAxis = { max: number; ticks: number[] };

export function gapAxis(series: readonly GapSeries[], maxTicks = 6): GapAxis {
  const high = Math.max(0, ...series.flatMap((s) => s.runs.flat().map((point) => point.gapMs)));
  for (const step of GAP_STEPS) {
    const max = Math.max(step, Math.ceil(high / step) * step);
    if (max / step + 1 <= maxTicks || step === GAP_STEPS.at(-1)) {
      return { max, ticks: Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step) };
    }
  }
  /* c8 ignore next */
  return { max: high, ticks: [0, high] };
}

/**
 * The chart's summary: the last checkpoint where two or more of the runners have times, with each one's gap
 * there, ahead first. Null when there is none.
 */
export function lastComparison(
  rows: readonly CompareRow[],
): { name: string; kind: CheckpointKindCode; gaps: { index: number; gapMs: number }[] } | null {
  for (const row of [...rows].reverse()) {
    const gaps = row.cells.flatMap((cell, index) =>
      cell.isReached && cell.gapMs !== null ? [{ index, gapMs: cell.gapMs }] : [],
    );
    if (gaps.length >= 2) {
      return {
        name: row.name,
        kind: row.kind,
        gaps: gaps.sort((a, b) => a.gapMs - b.gapMs || a.index - b.index),
      };
    }
  }
  return null;
}

/** Per runner, how many segments they ran fastest of the group: a line of the runners' headers. */
export function segmentWins(rows: readonly CompareRow[], runnerCount: number): number[] {
  return Array.from({ length: runnerCount }, (_, index) =>
    rows.reduce((wins, row) => {
      const cell = row.cells[index];
      return cell?.isReached && cell.isSegmentBest ? wins + 1 : wins;
    }, 0),
  );
}
