import { describe, expect, it } from 'vitest';
import { DEFAULT_AGE_GROUP_SCHEME, deriveAgeGroup, type AgeGroupInput } from './derive-age-group.js';
import { type AgeGroupScheme } from './types.js';

const RACE_DATE = '2026-04-12';

function group(input: Partial<AgeGroupInput>): string | null {
  return deriveAgeGroup({ gender: 'f', birthYear: null, age: null, raceDate: RACE_DATE, ...input });
}

describe('deriveAgeGroup', () => {
  it('the default scheme: under 20, senior for 20–34, five-year bands from 35 to 80+, per gender', () => {
    expect(group({ birthYear: 2007 })).toBe('FU20');
    expect(group({ birthYear: 2006, gender: 'm' })).toBe('MSEN');
    expect(group({ birthYear: 1992 })).toBe('FSEN');
    expect(group({ birthYear: 1991 })).toBe('F35');
    expect(group({ birthYear: 1986 })).toBe('F40');
    expect(group({ birthYear: 1947, gender: 'm' })).toBe('M75');
    expect(group({ birthYear: 1946, gender: 'm' })).toBe('M80');
    expect(group({ birthYear: 1920, gender: 'm' })).toBe('M80');
  });

  it('gender x gets X-prefixed age groups', () => {
    expect(group({ birthYear: 1986, gender: 'x' })).toBe('X40');
  });

  it('the default counts the age at the end of the race year', () => {
    expect(DEFAULT_AGE_GROUP_SCHEME.ageOn).toBe('year_end');
    expect(group({ birthYear: 1986, raceDate: '2026-01-01' })).toBe('F40');
  });

  it('year_end uses the given age when there is no birth year', () => {
    expect(group({ age: 39 })).toBe('F35');
  });

  it('race_day uses the age on race day', () => {
    const scheme: AgeGroupScheme = { ...DEFAULT_AGE_GROUP_SCHEME, ageOn: 'race_day' };
    expect(group({ age: 39, birthYear: 1986, scheme })).toBe('F35');
  });

  it('race_day with only a birth year counts race year minus birth year', () => {
    const scheme: AgeGroupScheme = { ...DEFAULT_AGE_GROUP_SCHEME, ageOn: 'race_day' };
    expect(group({ birthYear: 1986, scheme })).toBe('F40');
  });

  it('a scheme not by gender gives bare labels', () => {
    const scheme: AgeGroupScheme = {
      bands: [
        { minAge: 18, label: 'Open' },
        { minAge: 50, label: 'Veteran' },
      ],
      byGender: false,
      ageOn: 'year_end',
    };
    expect(group({ birthYear: 1970, scheme })).toBe('Veteran');
    expect(group({ birthYear: 2000, scheme })).toBe('Open');
    expect(group({ birthYear: 2012, scheme })).toBeNull();
  });

  it('no birth year and no age gives no age group', () => {
    expect(group({})).toBeNull();
  });

  it('a birth year after the race gives no age group', () => {
    expect(group({ birthYear: 2027 })).toBeNull();
  });

  it('a malformed race date is a programming error', () => {
    expect(() => group({ birthYear: 1990, raceDate: '12/04/2026' })).toThrow(RangeError);
  });

  it('the default scheme cannot be changed by a caller', () => {
    expect(Object.isFrozen(DEFAULT_AGE_GROUP_SCHEME.bands)).toBe(true);
  });
});
