import type { CheckpointInfo, LegCode as Leg, Split } from '@finishline/contract';
import { describe, expect, it } from 'vitest';
import { getMessages } from '../../lib/i18n/catalogs.server';
import type { Locale } from '../../lib/i18n/locales';
import { createTranslator } from '../../lib/i18n/translator';
import { legColumns, legLabel, participantLegs } from './result-legs';

const metric = { paceUnit: 'min_per_km', speedUnit: 'kmh' } as const;

/** The demo's Olympic triathlon as the contest page has it: a start mat, then swim, T1, bike, T2, run 5 km, finish. */
const COURSE: Pick<CheckpointInfo, 'id' | 'kind' | 'distanceM' | 'leg'>[] = [
  { id: 'start', kind: 'start', distanceM: 0, leg: null },
  { id: 'swim', kind: 'split', distanceM: 1500, leg: 'swim' },
  { id: 't1', kind: 'split', distanceM: 1600, leg: 'transition' },
  { id: 'bike', kind: 'split', distanceM: 41_600, leg: 'bike' },
  { id: 't2', kind: 'split', distanceM: 41_700, leg: 'transition' },
  { id: 'run5', kind: 'split', distanceM: 46_700, leg: 'run' },
  { id: 'finish', kind: 'finish', distanceM: 51_700, leg: 'run' },
];

function split(id: string, distanceM: number, leg: Leg | null, fromStartMs: number | null): Split {
  return {
    checkpointId: id,
    name: id,
    distanceM,
    order: 1,
    kind: id === 'finish' ? 'finish' : 'split',
    leg,
    isReached: fromStartMs !== null,
    isSetAside: false,
    at: null,
    fromStartMs,
    fromPreviousMs: null,
    segmentDistanceM: null,
    segmentPaceMsPerKm: null,
    segmentSpeedKmh: null,
    segmentPaceMsPerMile: null,
    segmentSpeedMph: null,
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

// Swim 25:00 (1:40 /100 m), T1 1:30, bike 1:06:40 (36 km/h), T2 1:00, run 45:00 (4:30 /km).
const SPLITS = [
  split('swim', 1500, 'swim', 1_500_000),
  split('t1', 1600, 'transition', 1_590_000),
  split('bike', 41_600, 'bike', 5_590_000),
  split('t2', 41_700, 'transition', 5_650_000),
  split('run5', 46_700, 'run', 7_000_000),
  split('finish', 51_700, 'run', 8_350_000),
];

describe('participantLegs', () => {
  it('gives each leg of a triathlon its time and its sport’s measure, no run pace over the whole race', () => {
    const legs = participantLegs(SPLITS, metric);
    expect(legs.map((leg) => [leg.leg, leg.timeMs])).toEqual([
      ['swim', 1_500_000],
      ['transition', 90_000],
      ['bike', 4_000_000],
      ['transition', 60_000],
      ['run', 2_700_000],
    ]);
    expect(legs.map((leg) => leg.measure)).toEqual([
      { kind: 'swimPace', msPer100m: 100_000 },
      { kind: 'transition' },
      { kind: 'speed', value: 36, unit: 'kmh' },
      { kind: 'transition' },
      { kind: 'pace', ms: 270_000, unit: 'min_per_km' },
    ]);
  });

  it('reads the bike in mph and the run per mile for a contest in miles', () => {
    const legs = participantLegs(SPLITS, { paceUnit: 'min_per_mile', speedUnit: 'mph' });
    expect(legs[2]?.measure).toMatchObject({ kind: 'speed', unit: 'mph' });
    expect(legs[4]?.measure).toMatchObject({ kind: 'pace', unit: 'min_per_mile' });
  });

  it('has no legs for a single-sport contest', () => {
    expect(
      participantLegs(
        [split('km5', 5000, null, 1_500_000), split('finish', 10_000, null, 3_000_000)],
        metric,
      ),
    ).toEqual([]);
  });

  it('leaves a leg without a time, and without a measure, where a read is missing', () => {
    const missed = SPLITS.map((s) => (s.checkpointId === 't1' ? { ...s, fromStartMs: null } : s));
    const legs = participantLegs(missed, metric);
    expect(legs.map((leg) => leg.timeMs)).toEqual([1_500_000, null, null, 60_000, 2_700_000]);
    expect(legs[2]?.measure).toBeNull();
  });
});

describe('legColumns', () => {
  it('is every leg of the course for the finish ranking', () => {
    expect(legColumns(COURSE).map((leg) => [leg.leg, leg.index])).toEqual([
      ['swim', 0],
      ['transition', 1],
      ['bike', 2],
      ['transition', 3],
      ['run', 4],
    ]);
  });

  it('at a checkpoint is the legs ended by then, keeping their index into the rows’ leg times', () => {
    expect(legColumns(COURSE, 'bike').map((leg) => [leg.toCheckpointId, leg.index])).toEqual([
      ['swim', 0],
      ['t1', 1],
      ['bike', 2],
    ]);
  });

  it('is none for a single-sport course', () => {
    expect(
      legColumns([
        { id: 'km5', kind: 'split', distanceM: 5000, leg: null },
        { id: 'finish', kind: 'finish', distanceM: 10_000, leg: null },
      ]),
    ).toEqual([]);
  });
});

describe('legLabel', () => {
  const labels = (locale: Locale) => {
    const t = createTranslator(locale, getMessages(locale));
    return legColumns(COURSE).map((leg) => legLabel(t, leg));
  };

  it('names a triathlon’s legs in every language', () => {
    expect(labels('en')).toEqual(['Swim', 'T1', 'Bike', 'T2', 'Run']);
    expect(labels('es')).toEqual(['Natación', 'T1', 'Bicicleta', 'T2', 'Carrera']);
    expect(labels('fr')).toEqual(['Natation', 'T1', 'Vélo', 'T2', 'Course']);
    expect(labels('ar')).toEqual(['سباحة', 'انتقال 1', 'دراجة', 'انتقال 2', 'جري']);
  });

  it('numbers the two runs of a duathlon', () => {
    const t = createTranslator('en', getMessages('en'));
    const duathlon = legColumns([
      { id: 'run1', kind: 'split', distanceM: 5000, leg: 'run' },
      { id: 'bike', kind: 'split', distanceM: 25_000, leg: 'bike' },
      { id: 'finish', kind: 'finish', distanceM: 27_500, leg: 'run' },
    ]);
    expect(duathlon.map((leg) => legLabel(t, leg))).toEqual(['Run 1', 'Bike', 'Run 2']);
  });
});
