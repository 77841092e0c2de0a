import { describe, expect, it } from 'vitest';
import {
  compareRows,
  type CompareCell,
  type CompareSplit,
  gapAxis,
  gapSeries,
  hasGapChart,
  lastComparison,
  segmentWins,
} from './compare-data';

const COURSE = [
  { id: '10k', name: '10 km', distanceM: 10_000 },
  { id: 'half', name: 'Half', distanceM: 21_097.5 },
  { id: '30k', name: '30 km', distanceM: 30_000 },
  { id: 'finish', name: 'Finish', distanceM: 42_195 },
] as const;

/** A runner's splits from their times from the start (null: no read there), per the API's rules. */
function runner(times: readonly (number | null)[]): { splits: CompareSplit[] } {
  let previous = 0;
  const splits = COURSE.map((checkpoint, order): CompareSplit => {
    const time = times[order] ?? null;
    const split: CompareSplit = {
      checkpointId: checkpoint.id,
      name: checkpoint.name,
      distanceM: checkpoint.distanceM,
      order,
      kind: checkpoint.id === 'finish' ? 'finish' : 'split',
      isReached: time !== null,
      fromStartMs: time,
      // Spans a missed checkpoint, as the API does.
      fromPreviousMs: time === null ? null : time - previous,
    };
    if (time !== null) {
      previous = time;
    }
    return split;
  });
  return { splits };
}

const min = 60_000;
type Reached = Extract<CompareCell, { isReached: true }>;
function reached(cell: CompareCell | undefined): Reached {
  if (!cell?.isReached) throw new Error('not reached');
  return cell;
}

describe('compareRows', () => {
  it('gives each runner the gap to whoever of them was ahead at each checkpoint', () => {
    const a = runner([40 * min, 85 * min, 121 * min, 170 * min]);
    const b = runner([41 * min, 84 * min, 122 * min, 168 * min]);
    const rows = compareRows([a, b]);
    expect(rows.map((row) => row.checkpointId)).toEqual(['10k', 'half', '30k', 'finish']);
    expect(rows.map((row) => row.cells.map((cell) => reached(cell).gapMs))).toEqual([
      [0, min],
      [min, 0],
      [0, min],
      [2 * min, 0],
    ]);
    expect(rows.map((row) => row.cells.map((cell) => reached(cell).isAhead))).toEqual([
      [true, false],
      [false, true],
      [true, false],
      [false, true],
    ]);
  });

  it('marks the fastest segment of the runners, ties shared', () => {
    const a = runner([40 * min, 85 * min, 121 * min, 170 * min]);
    const b = runner([41 * min, 84 * min, 122 * min, 168 * min]);
    const c = runner([40 * min, 86 * min, 122 * min, 171 * min]);
    const rows = compareRows([a, b, c]);
    const best = rows.map((row) => row.cells.map((cell) => reached(cell).isSegmentBest));
    // 10 km: 40, 41, 40 (a and c tie); half: 45, 43, 46; 30 km: 36, 38, 36; finish: 49, 46, 49.
    expect(best).toEqual([
      [true, false, true],
      [false, true, false],
      [true, false, true],
      [false, true, false],
    ]);
    expect(reached(rows[1]?.cells[1]).segmentMs).toBe(43 * min);
    expect(segmentWins(rows, 3)).toEqual([2, 2, 2]);
  });

  it('shows a missed read as such: no time, no gap, and the next segment spans it without competing', () => {
    const a = runner([40 * min, null, 121 * min, 170 * min]);
    const b = runner([41 * min, 84 * min, 122 * min, 168 * min]);
    const rows = compareRows([a, b]);
    expect(rows[1]?.cells[0]).toEqual({ isReached: false });
    // Only one time at the half: no gap, nobody "ahead", no segment comparison.
    expect(reached(rows[1]?.cells[1])).toMatchObject({ gapMs: null, isAhead: false, isSegmentBest: false });
    // a's 30 km segment reaches back to 10 km (81 min): shown, but not against b's 38 min.
    expect(reached(rows[2]?.cells[0])).toMatchObject({
      segmentMs: 81 * min,
      spansGap: true,
      isSegmentBest: false,
    });
    expect(reached(rows[2]?.cells[1])).toMatchObject({ spansGap: false, isSegmentBest: false });
    // The finish segment is comparable again.
    expect(reached(rows[3]?.cells[0])).toMatchObject({ spansGap: false, isSegmentBest: false });
    expect(reached(rows[3]?.cells[1])).toMatchObject({ isSegmentBest: true });
  });

  it('compares the times as shown, truncated to the precision', () => {
    const a = runner([40 * min + 999, null, null, null]);
    const b = runner([40 * min + 1_001, null, null, null]);
    const rows = compareRows([a, b], 1000);
    expect(reached(rows[0]?.cells[1]).gapMs).toBe(1000);
    expect(reached(rows[0]?.cells[0]).fromStartMs).toBe(40 * min);
    const tenths = compareRows([a, b], 100);
    expect(reached(tenths[0]?.cells[1]).gapMs).toBe(100);
  });

  it('stops a runner who did not finish and keeps comparing the others', () => {
    const a = runner([40 * min, 85 * min, null, null]);
    const b = runner([41 * min, 84 * min, 122 * min, 168 * min]);
    const c = runner([42 * min, 86 * min, 123 * min, 169 * min]);
    const rows = compareRows([a, b, c]);
    expect(rows[3]?.cells.map((cell) => (cell.isReached ? cell.gapMs : 'none'))).toEqual(['none', 0, min]);
  });
});

describe('gapSeries', () => {
  it('draws each runner through the checkpoints where they have a gap, cut at a missed read', () => {
    const a = runner([40 * min, null, 121 * min, 170 * min]);
    const b = runner([41 * min, 84 * min, 122 * min, 168 * min]);
    const c = runner([41 * min, 85 * min, 123 * min, null]);
    const series = gapSeries(compareRows([a, b, c]), 3);
    expect(series[0]?.runs.map((run) => run.map((p) => p.checkpointId))).toEqual([
      ['10k'],
      ['30k', 'finish'],
    ]);
    expect(series[1]?.runs.map((run) => run.map((p) => p.gapMs))).toEqual([[min, 0, min, 0]]);
    expect(series[2]?.runs.map((run) => run.map((p) => p.checkpointId))).toEqual([['10k', 'half', '30k']]);
    expect(hasGapChart(series)).toBe(true);
  });

  it('bridges no checkpoint where a runner has no gap, even when nobody else has one there', () => {
    // At the half only b has a read: a's and b's lines both stop there (b has a time but nothing to compare).
    const a = runner([40 * min, null, 121 * min, 170 * min]);
    const b = runner([41 * min, 84 * min, 122 * min, 168 * min]);
    const c = runner([42 * min, null, null, null]);
    const series = gapSeries(compareRows([a, b, c]), 3);
    expect(series[0]?.runs.map((run) => run.map((p) => p.checkpointId))).toEqual([
      ['10k'],
      ['30k', 'finish'],
    ]);
    expect(series[1]?.runs.map((run) => run.map((p) => p.checkpointId))).toEqual([
      ['10k'],
      ['30k', 'finish'],
    ]);
    expect(series[2]?.runs.map((run) => run.map((p) => p.checkpointId))).toEqual([['10k']]);
  });

  it('has no chart before two checkpoints with two times each', () => {
    const a = runner([40 * min, null, null, null]);
    const b = runner([41 * min, null, null, null]);
    expect(hasGapChart(gapSeries(compareRows([a, b]), 2))).toBe(false);
    expect(hasGapChart(gapSeries(compareRows([runner([null, null, null, null]), b]), 2))).toBe(false);
  });
});

describe('gapAxis', () => {
  const series = (gaps: number[]) => [
    { runs: [gaps.map((gapMs, i) => ({ checkpointId: String(i), name: '', distanceM: i, gapMs }))] },
  ];

  it('picks a clock-friendly step from zero to at least the largest gap', () => {
    expect(gapAxis(series([0, 0]))).toEqual({ max: 5_000, ticks: [0, 5_000] });
    expect(gapAxis(series([0, 23_000]))).toEqual({
      max: 25_000,
      ticks: [0, 5_000, 10_000, 15_000, 20_000, 25_000],
    });
    expect(gapAxis(series([0, 83_000])).ticks).toEqual([0, 30_000, 60_000, 90_000]);
    expect(gapAxis(series([0, 50 * min])).ticks).toEqual([0, 10, 20, 30, 40, 50].map((m) => m * min));
    expect(gapAxis(series([0, 55 * min])).ticks).toEqual([0, 15, 30, 45, 60].map((m) => m * min));
    expect(gapAxis(series([0, 10 * 60 * min])).ticks.length).toBeGreaterThan(6);
  });
});

describe('lastComparison', () => {
  it('sums up the last checkpoint with two or more times, ahead first', () => {
    const a = runner([40 * min, 85 * min, null, null]);
    const b = runner([41 * min, 84 * min, 122 * min, 168 * min]);
    const c = runner([42 * min, 86 * min, 123 * min, 169 * min]);
    expect(lastComparison(compareRows([a, b, c]))).toEqual({
      name: 'Finish',
      kind: 'finish',
      gaps: [
        { index: 1, gapMs: 0 },
        { index: 2, gapMs: min },
      ],
    });
    expect(lastComparison(compareRows([runner([null, null, null, null]), b]))).toBeNull();
  });
});
