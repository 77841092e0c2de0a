/**
 * What the checkpoint charts draw, prepared from a participant's splits (design §3 Splits): the pace
 * of each segment between the checkpoints reached, and the overall place at each checkpoint. A
 * missed read leaves a gap, never a guess: the next segment spans it, and it has no place.
 */
import type { PaceUnitCode, Split } from '@finishline/contract';
import { niceStep } from '../shared/chart-scale';
import { paceInUnit } from '../shared/contest-units';

/** One bar of the pace chart: a segment of the course and the pace over it. */
export type PaceSegment = {
  id: string;
  /** Names of the checkpoints at either end; `from` is null for the start. */
  from: string | null;
  to: string;
  fromM: number;
  toM: number;
  /** Milliseconds per km or per mile: the contest's unit. */
  paceMs: number;
  /** The segment spans checkpoints without a read. */
  spansGap: boolean;
};

/** One point of the position chart. */
export type PlacePoint = { id: string; name: string; distanceM: number; place: number };

export type Axis = { min: number; max: number; ticks: number[] };

/** The pace bars, in the contest's pace unit (per km unless told). */
export function paceSegments(splits: readonly Split[], unit: PaceUnitCode = 'min_per_km'): PaceSegment[] {
  const segments: PaceSegment[] = [];
  let previous: Split | null = null;
  let skipped = false;
  for (const split of [...splits].sort((a, b) => a.order - b.order)) {
    if (!split.isReached) {
      skipped = true;
      continue;
    }
    const span = split.segmentDistanceM;
    const pace = paceInUnit(unit, split.segmentPaceMsPerKm, split.segmentPaceMsPerMile);
    // A multisport course charts its run legs only: a swim or bike "pace" per km would dwarf or flatten them.
    const isRun = split.leg === null || split.leg === 'run';
    if (isRun && pace !== null && span !== null && span > 0) {
      segments.push({
        id: split.checkpointId,
        from: previous?.name ?? null,
        to: split.name,
        fromM: Math.max(0, split.distanceM - span),
        toM: split.distanceM,
        paceMs: pace,
        spansGap: skipped,
      });
    }
    previous = split;
    skipped = false;
  }
  return segments;
}

export function placePoints(splits: readonly Split[]): PlacePoint[] {
  return [...splits]
    .sort((a, b) => a.order - b.order)
    .flatMap((split) =>
      split.isReached && split.overallPlace !== null
        ? [
            {
              id: split.checkpointId,
              name: split.name,
              distanceM: split.distanceM,
              place: split.overallPlace,
            },
          ]
        : [],
    );
}

/** Pace ticks every 15 s, 30 s, 1, 2, 5 or 10 minutes, whichever gives at most `maxTicks` lines. */
const PACE_STEPS = [15_000, 30_000, 60_000, 120_000, 300_000, 600_000];

/**
 * The pace axis: from zero to a step at or above the slowest segment. The chart draws bars, whose
 * length must be proportional to the pace: an axis starting near the fastest segment would shrink
 * that bar to a sliver and make a small difference look several times larger.
 */
export function paceAxis(segments: readonly PaceSegment[], maxTicks = 6): Axis {
  if (segments.length === 0) return { min: 0, max: 60_000, ticks: [0, 60_000] };
  const high = Math.max(...segments.map((segment) => segment.paceMs));
  for (const step of PACE_STEPS) {
    const max = Math.max(step, Math.ceil(high / step) * step);
    if (max / step + 1 <= maxTicks || step === PACE_STEPS.at(-1)) {
      return { min: 0, max, ticks: range(0, max, step) };
    }
  }
  /* c8 ignore next */
  return { min: 0, max: high, ticks: [0, high] };
}

/**
 * The place axis (drawn best place on top): from the best place rounded down to the worst rounded
 * up, ticks every 1, 2 or 5 × 10ⁿ places; place 1 is always a tick when the axis starts there.
 */
export function placeAxis(points: readonly PlacePoint[], maxTicks = 6): Axis {
  if (points.length === 0) return { min: 1, max: 2, ticks: [1, 2] };
  const places = points.map((point) => point.place);
  const best = Math.min(...places);
  const worst = Math.max(...places);
  const step = niceStep(Math.max(1, worst - best), maxTicks - 1);
  const min = Math.max(1, Math.floor(best / step) * step);
  const max = Math.max(min + step, Math.ceil(worst / step) * step);
  const ticks = range(Math.ceil(min / step) * step, max, step);
  return { min, max, ticks: min === 1 && ticks[0] !== 1 ? [1, ...ticks] : ticks };
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; value <= to + step / 1000; value += step) values.push(value);
  return values;
}

/** The fastest and slowest segments, for the chart's text alternative. */
export function paceExtremes(
  segments: readonly PaceSegment[],
): { fastest: PaceSegment; slowest: PaceSegment } | null {
  const [first] = segments;
  if (!first) return null;
  let fastest = first;
  let slowest = first;
  for (const segment of segments) {
    if (segment.paceMs < fastest.paceMs) fastest = segment;
    if (segment.paceMs > slowest.paceMs) slowest = segment;
  }
  return { fastest, slowest };
}

/** First, best and last place through the checkpoints, for the chart's text alternative. */
export function placeSummary(
  points: readonly PlacePoint[],
): { first: PlacePoint; best: PlacePoint; last: PlacePoint } | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const best = points.reduce((a, b) => (b.place < a.place ? b : a));
  return { first, best, last };
}

/** Charts need two segments or two places to say anything a single number does not. */
export function hasChartData(splits: readonly Split[]): boolean {
  return paceSegments(splits).length >= 2 || placePoints(splits).length >= 2;
}

/**
 * Whether a point's place label goes below it rather than above: on the side away from the line, so a label never
 * sits on the segment that leads to it (the finish, reached from above, is labelled below). Screen y grows down;
 * `ys` are the points' y positions in course order.
 */
export function labelsBelow(ys: readonly number[]): boolean[] {
  return ys.map((y, index) => {
    const neighbours = [ys[index - 1], ys[index + 1]].filter((n): n is number => n !== undefined);
    // Above unless every neighbour is higher on screen (a valley): then the line comes down into it.
    return neighbours.length > 0 && neighbours.every((n) => n < y);
  });
}
