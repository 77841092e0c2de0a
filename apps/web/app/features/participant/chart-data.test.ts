import type { Split } from '@finishline/contract';
import { describe, expect, it } from 'vitest';
import {
  labelsBelow,
  hasChartData,
  paceAxis,
  paceExtremes,
  paceSegments,
  placeAxis,
  placePoints,
  placeSummary,
} from './chart-data';

function split(
  order: number,
  name: string,
  distanceM: number,
  reached?: { segmentDistanceM: number; pace: number; place: number | null },
): Split {
  return {
    checkpointId: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    distanceM,
    order,
    kind: name === 'Finish' ? 'finish' : 'split',
    leg: null,
    isReached: reached !== undefined,
    isSetAside: false,
    at: null,
    fromStartMs: null,
    fromPreviousMs: null,
    segmentDistanceM: reached?.segmentDistanceM ?? null,
    segmentPaceMsPerKm: reached?.pace ?? null,
    segmentSpeedKmh: null,
    // Not the exact conversion: enough to tell which unit a chart read.
    segmentPaceMsPerMile: reached ? Math.round(reached.pace * 1.609344) : null,
    segmentSpeedMph: null,
    overallPlace: reached?.place ?? null,
    genderPlace: null,
    ageGroupPlace: null,
    gapMs: null,
    genderGapMs: null,
    ageGroupGapMs: null,
    passed: null,
    passedBy: null,
    fieldMedianSegmentMs: null,
  };
}

// A marathon with a missed read at halfway: the 30 km segment spans it.
const splits = [
  split(4, '40 km', 40_000, { segmentDistanceM: 10_000, pace: 203_100, place: 19 }),
  split(1, '10 km', 10_000, { segmentDistanceM: 10_000, pace: 187_300, place: 9 }),
  split(2, 'Half', 21_098),
  split(3, '30 km', 30_000, { segmentDistanceM: 20_000, pace: 199_000, place: 28 }),
  split(5, 'Finish', 42_195, { segmentDistanceM: 2_195, pace: 209_568, place: 18 }),
];

describe('paceSegments', () => {
  it('charts only the run legs of a multisport course', () => {
    const legs = [
      {
        ...split(1, 'Swim exit', 1_500, { segmentDistanceM: 1_500, pace: 1_000_000, place: 1 }),
        leg: 'swim' as const,
      },
      {
        ...split(2, 'Bike in', 41_500, { segmentDistanceM: 40_000, pace: 100_000, place: 1 }),
        leg: 'bike' as const,
      },
      {
        ...split(3, 'Finish', 51_500, { segmentDistanceM: 10_000, pace: 250_000, place: 1 }),
        leg: 'run' as const,
      },
    ];
    expect(paceSegments(legs).map((segment) => [segment.from, segment.to, segment.paceMs])).toEqual([
      ['Bike in', 'Finish', 250_000],
    ]);
  });

  it('gives one bar per segment between reads, in course order, spanning missed reads', () => {
    expect(paceSegments(splits)).toEqual([
      { id: '10-km', from: null, to: '10 km', fromM: 0, toM: 10_000, paceMs: 187_300, spansGap: false },
      {
        id: '30-km',
        from: '10 km',
        to: '30 km',
        fromM: 10_000,
        toM: 30_000,
        paceMs: 199_000,
        spansGap: true,
      },
      {
        id: '40-km',
        from: '30 km',
        to: '40 km',
        fromM: 30_000,
        toM: 40_000,
        paceMs: 203_100,
        spansGap: false,
      },
      {
        id: 'finish',
        from: '40 km',
        to: 'Finish',
        fromM: 40_000,
        toM: 42_195,
        paceMs: 209_568,
        spansGap: false,
      },
    ]);
  });

  it('draws the pace per mile for a contest shown in miles', () => {
    const miles = paceSegments(splits, 'min_per_mile');
    expect(miles.map((segment) => segment.paceMs)).toEqual([301_430, 320_259, 326_858, 337_267]);
    expect(miles.map((segment) => segment.id)).toEqual(paceSegments(splits).map((segment) => segment.id));
  });

  it('has nothing for a participant who reached no checkpoint', () => {
    const none = splits.map((s) => split(s.order, s.name, s.distanceM));
    expect(paceSegments(none)).toEqual([]);
    expect(placePoints(none)).toEqual([]);
    expect(hasChartData(none)).toBe(false);
    expect(hasChartData(splits)).toBe(true);
  });
});

describe('placePoints', () => {
  it('keeps the checkpoints with a place, never guessing the missed one', () => {
    expect(placePoints(splits).map((p) => [p.name, p.place])).toEqual([
      ['10 km', 9],
      ['30 km', 28],
      ['40 km', 19],
      ['Finish', 18],
    ]);
  });

  it('summarises first, best and last place', () => {
    const summary = placeSummary(placePoints(splits));
    expect(summary?.first.place).toBe(9);
    expect(summary?.best.name).toBe('10 km');
    expect(summary?.last.place).toBe(18);
    expect(placeSummary([])).toBeNull();
  });
});

describe('axes', () => {
  it('starts the pace axis at zero, so bar lengths stay proportional to the pace, with round ticks', () => {
    const axis = paceAxis(paceSegments(splits));
    expect(axis).toEqual({ min: 0, max: 240_000, ticks: [0, 60_000, 120_000, 180_000, 240_000] });
    // 5:15 to 6:10 per km: the fastest bar is not a sliver (the axis used to start at 5:00).
    const close = paceAxis([
      { id: 'a', from: null, to: 'A', fromM: 0, toM: 1, paceMs: 315_000, spansGap: false },
      { id: 'b', from: 'A', to: 'B', fromM: 1, toM: 2, paceMs: 370_000, spansGap: false },
    ]);
    expect(close.min).toBe(0);
    expect(315_000 / close.max).toBeGreaterThan(0.6);
    // 2:30 to 9:00 per km: minute ticks.
    const wide = paceAxis([
      { id: 'a', from: null, to: 'A', fromM: 0, toM: 1, paceMs: 150_000, spansGap: false },
      { id: 'b', from: 'A', to: 'B', fromM: 1, toM: 2, paceMs: 540_000, spansGap: false },
    ]);
    expect(wide.ticks.every((tick) => tick % 60_000 === 0 || tick % 120_000 === 0)).toBe(true);
    expect(wide.min).toBe(0);
    expect(wide.max).toBeGreaterThanOrEqual(540_000);
    expect(wide.ticks.length).toBeLessThanOrEqual(6);
  });

  it('covers the places with 1, 2, 5 × 10ⁿ ticks', () => {
    expect(placeAxis(placePoints(splits))).toEqual({ min: 5, max: 30, ticks: [5, 10, 15, 20, 25, 30] });
    expect(placeAxis([{ id: 'a', name: 'A', distanceM: 1, place: 1 }])).toEqual({
      min: 1,
      max: 2,
      ticks: [1, 2],
    });
    const leader = placeAxis([
      { id: 'a', name: 'A', distanceM: 1, place: 1 },
      { id: 'b', name: 'B', distanceM: 2, place: 12 },
    ]);
    expect(leader.ticks[0]).toBe(1);
    expect(leader.max).toBeGreaterThanOrEqual(12);
    const back = placeAxis([
      { id: 'a', name: 'A', distanceM: 1, place: 10_731 },
      { id: 'b', name: 'B', distanceM: 2, place: 12_000 },
    ]);
    expect(back).toEqual({ min: 10_500, max: 12_000, ticks: [10_500, 11_000, 11_500, 12_000] });
  });
});

describe('paceExtremes', () => {
  it('names the fastest and slowest segments', () => {
    const extremes = paceExtremes(paceSegments(splits));
    expect(extremes?.fastest.to).toBe('10 km');
    expect(extremes?.slowest.to).toBe('Finish');
    expect(paceExtremes([])).toBeNull();
  });
});

describe('labelsBelow', () => {
  it('labels a point below when the line comes down into it from every side', () => {
    // Screen y grows down: 50 is higher on screen than 80.
    expect(labelsBelow([80, 50, 60, 90])).toEqual([true, false, false, true]);
    expect(labelsBelow([50, 90, 40])).toEqual([false, true, false]);
    expect(labelsBelow([70])).toEqual([false]);
  });

  it('never puts the finish label on the segment that leads to it', () => {
    const ys = [120, 60, 50, 70, 90];
    const below = labelsBelow(ys);
    // The finish (last) is reached from above: its label goes below, away from the line.
    expect(below.at(-1)).toBe(true);
  });
});
