import { describe, expect, it } from 'vitest';
import { computeResults } from './compute-results.js';
import {
  ESTIMATE_STOP_BEFORE_FINISH_M,
  estimatePosition,
  estimateTracking,
  predictFinish,
} from './estimate-tracking.js';
import { finisher, GUN, makeEntry, makeSetup, MINUTE, read, rowOf } from './testing/contest-fixture.js';

const base = {
  lastCheckpointDistanceM: 5000,
  lastAtMs: GUN + 25 * MINUTE,
  paceMsPerKm: 5 * MINUTE,
  distanceM: 10_000,
};

describe('estimatePosition', () => {
  it('moves on from the last checkpoint at the pace', () => {
    expect(estimatePosition({ ...base, nowMs: GUN + 35 * MINUTE })).toBe(7000);
  });

  it('stops short of the finish until a finish read arrives', () => {
    expect(estimatePosition({ ...base, nowMs: GUN + 90 * MINUTE })).toBe(
      10_000 - ESTIMATE_STOP_BEFORE_FINISH_M,
    );
  });

  it('never goes behind the last checkpoint', () => {
    expect(estimatePosition({ ...base, nowMs: GUN })).toBe(5000);
  });

  it('stays at the last checkpoint without a pace', () => {
    expect(estimatePosition({ ...base, paceMsPerKm: null, nowMs: GUN + 35 * MINUTE })).toBe(5000);
  });
});

describe('predictFinish', () => {
  it('adds the remaining distance at the pace to the last passing', () => {
    expect(predictFinish(base)).toBe(GUN + 50 * MINUTE);
  });

  it('is null without a pace', () => {
    expect(predictFinish({ ...base, paceMsPerKm: 0 })).toBeNull();
  });
});

describe('estimateTracking', () => {
  const setup = makeSetup();

  it('estimates a started participant from the pace of their last segment', () => {
    const row = rowOf(computeResults(setup, [makeEntry('1', { reads: [read('km5', 20 * MINUTE)] })]), '1');
    expect(estimateTracking(setup, row, GUN + 28 * MINUTE)).toEqual({
      estimatedDistanceM: 7000,
      predictedFinishAt: GUN + 40 * MINUTE,
      paceMsPerKm: 4 * MINUTE,
      isOverdue: false,
    });
  });

  it('marks a participant overdue once the predicted finish has passed', () => {
    const row = rowOf(computeResults(setup, [makeEntry('1', { reads: [read('km5', 20 * MINUTE)] })]), '1');
    expect(estimateTracking(setup, row, GUN + 41 * MINUTE)?.isOverdue).toBe(true);
  });

  it('gives no estimate for finishers, non-starters or a start read alone', () => {
    const rows = computeResults(setup, [
      finisher('1', 40 * MINUTE),
      makeEntry('2'),
      makeEntry('3', { reads: [read('start', 0)] }),
    ]);
    expect(
      ['1', '2', '3'].map((bib) => estimateTracking(setup, rowOf(rows, bib), GUN + 30 * MINUTE)),
    ).toEqual([null, null, null]);
  });
});
