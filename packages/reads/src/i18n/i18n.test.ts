import { describe, expect, it } from 'vitest';
import {
  CHECKPOINT_KIND_CODES,
  CONTEST_GENDER_CODES,
  EVENT_PERIOD_CODES,
  EVENT_TYPE_CODES,
  GENDER_CODES,
  ORGANIZER_TYPE_CODES,
  PACE_UNIT_CODES,
  PRECISION_VALUES,
  SPEED_UNIT_CODES,
  STATUS_CODES,
  TIME_BASIS_CODES,
  TIMER_STATUS_CODES,
} from '@finishline/contract';
import {
  CHECKPOINT_KINDS,
  CONTEST_GENDERS,
  EVENT_PERIODS,
  EVENT_TYPES,
  GENDERS,
  ORGANIZER_TYPES,
  PACE_UNITS,
  PRECISIONS_MS,
  SPEED_UNITS,
  STATUSES,
  TIME_BASES,
  TIMER_STATUSES,
} from '@finishline/core';
import { countryName, COUNTRY_CODES } from './country-names.js';

describe('the contract speaks the domain codes', () => {
  it('repeats the code lists of core exactly', () => {
    expect(EVENT_TYPE_CODES).toEqual(EVENT_TYPES);
    expect(CONTEST_GENDER_CODES).toEqual(CONTEST_GENDERS);
    expect(GENDER_CODES).toEqual(GENDERS);
    expect(STATUS_CODES).toEqual(STATUSES);
    expect(TIMER_STATUS_CODES).toEqual(TIMER_STATUSES);
    expect(TIME_BASIS_CODES).toEqual(TIME_BASES);
    expect(PRECISION_VALUES).toEqual(PRECISIONS_MS);
    expect(EVENT_PERIOD_CODES).toEqual(EVENT_PERIODS);
    expect(ORGANIZER_TYPE_CODES).toEqual(ORGANIZER_TYPES);
    expect(CHECKPOINT_KIND_CODES).toEqual(CHECKPOINT_KINDS);
    expect(PACE_UNIT_CODES).toEqual(PACE_UNITS);
    expect(SPEED_UNIT_CODES).toEqual(SPEED_UNITS);
  });
});

describe('names', () => {
  it('name about 250 countries in each locale through Intl', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(countryName('MA', 'en')).toBe('Morocco');
    expect(countryName('MA', 'fr')).toBe('Maroc');
    expect(countryName('MA', 'es')).toBe('Marruecos');
    expect(countryName('MA', 'ar')).toBe('المغرب');
  });
});
