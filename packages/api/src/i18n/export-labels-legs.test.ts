import { courseLegs } from '@finishline/core';
import { describe, expect, it } from 'vitest';
import { legColumnLabel } from './export-labels.js';

const triathlon = courseLegs([
  { id: 'swim', kind: 'split', distanceM: 1500, leg: 'swim' },
  { id: 't1', kind: 'split', distanceM: 1600, leg: 'transition' },
  { id: 'bike', kind: 'split', distanceM: 41_500, leg: 'bike' },
  { id: 't2', kind: 'split', distanceM: 41_600, leg: 'transition' },
  { id: 'finish', kind: 'finish', distanceM: 51_500, leg: 'run' },
]);

describe('legColumnLabel', () => {
  it('heads a triathlon’s leg columns as the results page does, in each language', () => {
    expect(triathlon.map((leg) => legColumnLabel(leg, 'en'))).toEqual(['Swim', 'T1', 'Bike', 'T2', 'Run']);
    expect(triathlon.map((leg) => legColumnLabel(leg, 'fr'))).toEqual([
      'Natation',
      'T1',
      'Vélo',
      'T2',
      'Course',
    ]);
    expect(triathlon.map((leg) => legColumnLabel(leg, 'ar'))).toEqual([
      'سباحة',
      'انتقال 1',
      'دراجة',
      'انتقال 2',
      'جري',
    ]);
  });

  it('numbers the runs of a duathlon', () => {
    const duathlon = courseLegs([
      { id: 'run1', kind: 'split', distanceM: 5000, leg: 'run' },
      { id: 'bike', kind: 'split', distanceM: 25_000, leg: 'bike' },
      { id: 'finish', kind: 'finish', distanceM: 27_500, leg: 'run' },
    ]);
    expect(duathlon.map((leg) => legColumnLabel(leg, 'es'))).toEqual(['Carrera 1', 'Bicicleta', 'Carrera 2']);
  });
});
