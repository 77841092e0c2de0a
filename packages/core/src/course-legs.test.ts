import { describe, expect, it } from 'vitest';
import { courseLegs, legPace, legTimes } from './course-legs.js';
import { type CheckpointKind, type Leg } from './types.js';

const cp = (id: string, km: number, leg: Leg | null, kind: CheckpointKind = 'split') => ({
  id,
  kind,
  distanceM: km * 1000,
  leg,
});

/** The demo's Olympic triathlon: a start mat, then swim, T1, bike, T2 and a run timed at 5 km and the finish. */
const TRIATHLON = [
  cp('start', 0, null, 'start'),
  cp('swim', 1.5, 'swim'),
  cp('t1', 1.6, 'transition'),
  cp('bike', 41.5, 'bike'),
  cp('t2', 41.6, 'transition'),
  cp('run5', 46.5, 'run'),
  cp('finish', 51.5, 'run', 'finish'),
];

describe('courseLegs', () => {
  it('makes swim, T1, bike, T2 and run of a triathlon, the run timed at two mats being one leg', () => {
    const legs = courseLegs(TRIATHLON);
    expect(legs.map((leg) => [leg.leg, leg.number, leg.ofSport, leg.toCheckpointId])).toEqual([
      ['swim', 1, 1, 'swim'],
      ['transition', 1, 2, 't1'],
      ['bike', 1, 1, 'bike'],
      ['transition', 2, 2, 't2'],
      ['run', 1, 1, 'finish'],
    ]);
    expect(legs.map((leg) => [leg.fromIndex, leg.toIndex])).toEqual([
      [-1, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 6],
    ]);
    expect(legs.map((leg) => Math.round(leg.distanceM))).toEqual([1500, 100, 39_900, 100, 9900]);
  });

  it('numbers the two runs of a duathlon', () => {
    const legs = courseLegs([
      cp('run1', 5, 'run'),
      cp('bike', 25, 'bike'),
      cp('finish', 27.5, 'run', 'finish'),
    ]);
    expect(legs.map((leg) => [leg.leg, leg.number, leg.ofSport])).toEqual([
      ['run', 1, 2],
      ['bike', 1, 1],
      ['run', 2, 2],
    ]);
  });

  it('has no legs on a single-sport course', () => {
    expect(
      courseLegs([cp('start', 0, null, 'start'), cp('km5', 5, null), cp('finish', 10, null, 'finish')]),
    ).toEqual([]);
    expect(courseLegs([])).toEqual([]);
  });

  it('puts a mat that names no leg in the leg that ends next, and trailing ones in the last leg', () => {
    const legs = courseLegs([
      cp('swim', 1.5, 'swim'),
      cp('bike20', 21.5, null),
      cp('bike', 41.5, 'bike'),
      cp('run5', 46.5, null),
      cp('finish', 51.5, null, 'finish'),
    ]);
    expect(legs.map((leg) => [leg.leg, leg.fromIndex, leg.toIndex])).toEqual([
      ['swim', -1, 0],
      ['bike', 0, 4],
    ]);
  });
});

describe('legTimes', () => {
  const legs = courseLegs(TRIATHLON);

  it('is each leg from where the one before it ends, adding up to the time at the finish', () => {
    const fromStart = [0, 1_500_000, 1_590_000, 5_190_000, 5_250_000, 6_450_000, 7_650_000];
    const times = legTimes(legs, fromStart);
    expect(times).toEqual([1_500_000, 90_000, 3_600_000, 60_000, 2_400_000]);
    expect(times.reduce<number>((sum, ms) => sum + (ms ?? 0), 0)).toBe(7_650_000);
  });

  it('leaves both legs around a missed read without a time, and spans a missed mat inside a leg', () => {
    const fromStart = [0, 1_500_000, null, 5_190_000, 5_250_000, null, 7_650_000];
    expect(legTimes(legs, fromStart)).toEqual([1_500_000, null, null, 60_000, 2_400_000]);
  });

  it('gives no time to the legs not reached, nor to a negative one', () => {
    expect(legTimes(legs, [0, 1_500_000, 1_400_000])).toEqual([1_500_000, null, null, null, null]);
  });
});

describe('legPace', () => {
  it('reads a swim per 100 m, a bike leg as speed, a run as pace and a transition as a time only', () => {
    expect(legPace('swim', 1_500_000, 1500)).toEqual({ kind: 'swim', msPer100m: 100_000 });
    expect(legPace('bike', 3_600_000, 40_000)).toEqual({
      kind: 'bike',
      kmh: 40,
      mph: expect.closeTo(24.855, 3) as number,
    });
    expect(legPace('run', 2_400_000, 10_000)).toMatchObject({ kind: 'run', msPerKm: 240_000 });
    expect(legPace('transition', 90_000, 100)).toEqual({ kind: 'transition' });
  });

  it('is null without a time or a length', () => {
    expect(legPace('run', null, 10_000)).toBeNull();
    expect(legPace('bike', 3_600_000, 0)).toBeNull();
    expect(legPace('swim', 0, 1500)).toBeNull();
  });
});
