import type { Split } from '@finishline/contract';
import { describe, expect, it } from 'vitest';
import { hasRaceAnalysis, raceAnalysisRows } from './race-analysis-rows';

function split(
  id: string,
  place: number | null,
  fromPreviousMs: number | null,
  medianMs: number | null,
): Split {
  const reached = fromPreviousMs !== null;
  return {
    checkpointId: id,
    name: id,
    distanceM: 1000,
    order: 1,
    kind: 'split',
    leg: null,
    isReached: reached,
    isSetAside: false,
    at: reached ? '2026-05-10T08:00:00.000Z' : null,
    fromStartMs: fromPreviousMs,
    fromPreviousMs,
    segmentDistanceM: null,
    segmentPaceMsPerKm: null,
    segmentSpeedKmh: null,
    segmentPaceMsPerMile: null,
    segmentSpeedMph: null,
    overallPlace: place,
    genderPlace: null,
    ageGroupPlace: null,
    gapMs: reached ? 0 : null,
    genderGapMs: null,
    ageGroupGapMs: null,
    passed: null,
    passedBy: null,
    fieldMedianSegmentMs: medianMs,
  };
}

describe('raceAnalysisRows', () => {
  it('gives the places gained or lost on each segment and the time against the median', () => {
    const rows = raceAnalysisRows([
      split('km5', 40, 1_500_000, 1_600_000),
      split('km10', 31, 1_450_000, 1_400_000),
      split('missed', null, null, 1_000_000),
      split('finish', 35, 3_000_000, null),
    ]);
    expect(rows.map((row) => [row.split.checkpointId, row.placesGained, row.versusMedianMs])).toEqual([
      ['km5', null, -100_000],
      ['km10', 9, 50_000],
      ['finish', -4, null],
    ]);
  });

  it('says when there is nothing to analyse', () => {
    expect(hasRaceAnalysis([split('km5', null, null, null)])).toBe(false);
    expect(hasRaceAnalysis([split('km5', 1, 1000, null)])).toBe(true);
  });
});
