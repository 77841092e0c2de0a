import type { Split } from '@finishline/contract';
import { describe, expect, it } from 'vitest';
import { hasLegs, legMeasure } from './leg-measure';

const units = { paceUnit: 'min_per_km', speedUnit: 'kmh' } as const;

function leg(kind: Split['leg'], fromPreviousMs: number, segmentDistanceM: number): Split {
  const hours = fromPreviousMs / 3_600_000;
  return {
    checkpointId: String(kind),
    name: String(kind),
    distanceM: segmentDistanceM,
    order: 1,
    kind: 'split',
    leg: kind,
    isReached: true,
    isSetAside: false,
    at: null,
    fromStartMs: fromPreviousMs,
    fromPreviousMs,
    segmentDistanceM,
    segmentPaceMsPerKm: (fromPreviousMs * 1000) / segmentDistanceM,
    segmentSpeedKmh: segmentDistanceM / 1000 / hours,
    segmentPaceMsPerMile: (fromPreviousMs * 1609.344) / segmentDistanceM,
    segmentSpeedMph: segmentDistanceM / 1609.344 / hours,
    overallPlace: null,
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

describe('legMeasure', () => {
  it('reads a swim per 100 m, a bike leg as speed, a run as pace, a transition as a time', () => {
    // 1.5 km in 25:00 is 1:40 per 100 m; 40 km in 1:06:40 is 36 km/h; 10 km in 45:00 is 4:30 per km.
    expect(legMeasure(leg('swim', 1_500_000, 1500), units)).toEqual({ kind: 'swimPace', msPer100m: 100_000 });
    expect(legMeasure(leg('bike', 4_000_000, 40_000), units)).toEqual({
      kind: 'speed',
      value: 36,
      unit: 'kmh',
    });
    expect(legMeasure(leg('run', 2_700_000, 10_000), units)).toEqual({
      kind: 'pace',
      ms: 270_000,
      unit: 'min_per_km',
    });
    expect(legMeasure(leg('transition', 90_000, 100), units)).toEqual({ kind: 'transition' });
    // A single-sport split is a run, in the contest's unit.
    expect(
      legMeasure(leg(null, 2_700_000, 10_000), { paceUnit: 'min_per_mile', speedUnit: 'mph' }),
    ).toMatchObject({
      kind: 'pace',
      unit: 'min_per_mile',
    });
  });

  it('tells a multisport course by its legs', () => {
    expect(hasLegs([{ leg: null }, { leg: 'swim' }])).toBe(true);
    expect(hasLegs([{ leg: null }])).toBe(false);
  });
});
