import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROAD_AGE_GRADE_2020 } from './age-grade-tables.js';
import { ageGrade, ageOn, ROAD_DISTANCES_M, type AgeGradeInput } from './age-grade.js';

const MIN = 60_000;
const HOUR = 3_600_000;

function grade(input: Partial<AgeGradeInput>) {
  return ageGrade({ timeMs: 20 * MIN, distanceM: 5_000, gender: 'm', age: 50, ...input });
}

/** Column of a table distance, for reading factors straight from the tables in properties. */
const column = (metres: number): number => ROAD_DISTANCES_M.indexOf(metres);

describe('age-grade tables (2020 road, Alan Jones)', () => {
  it('hold the source values: open standards and factors spot-checked against the CSV files', () => {
    const { m, f } = ROAD_AGE_GRADE_2020;
    expect([m.firstAge, m.lastAge, f.firstAge, f.lastAge]).toEqual([5, 100, 5, 100]);
    // "OC sec" rows: 5 km, 10 km, half marathon, marathon.
    expect([5_000, 10_000, 21_097.5, 42_195].map((d) => m.openStandardS[column(d)])).toEqual([
      771, 1584, 3481, 7299,
    ]);
    expect([5_000, 10_000, 21_097.5, 42_195].map((d) => f.openStandardS[column(d)])).toEqual([
      884, 1783, 3871, 8044,
    ]);
    expect(m.factors[column(5_000)]?.[50 - 5]).toBe(0.8796);
    expect(m.factors[column(42_195)]?.[70 - 5]).toBe(0.7366);
    expect(m.factors[column(1_609.344)]?.[100 - 5]).toBe(0.2042);
    expect(f.factors[column(10_000)]?.[60 - 5]).toBe(0.7828);
    expect(f.factors[column(42_195)]?.[45 - 5]).toBe(0.9395);
    expect(f.factors[column(200_000)]?.[100 - 5]).toBe(0.0638);
  });

  it('cover 21 road distances from 1 mile to 200 km, ascending', () => {
    expect(ROAD_DISTANCES_M).toHaveLength(21);
    expect(ROAD_DISTANCES_M[0]).toBe(1_609.344);
    expect(ROAD_DISTANCES_M.at(-1)).toBe(200_000);
    expect([...ROAD_DISTANCES_M].sort((a, b) => a - b)).toEqual(ROAD_DISTANCES_M);
  });
});

describe('ageGrade', () => {
  it('worked example: a man of 50 running 5 km in 20:00', () => {
    // factor 0.8796 → 1200 s × 0.8796 = 1055.52 s; 771 ÷ 1055.52 = 73.04 %.
    const result = grade({});
    expect(result?.factor).toBe(0.8796);
    expect(result?.ageGradedTimeMs).toBe(1_055_520);
    expect(result?.percent).toBeCloseTo(73.0446, 4);
  });

  it('worked example: a woman of 45 running a marathon in 3:30:00', () => {
    // factor 0.9395 → 12 600 s × 0.9395 = 11 837.7 s; 8044 ÷ 11 837.7 = 67.95 %.
    const result = grade({ gender: 'f', age: 45, distanceM: 42_195, timeMs: 3.5 * HOUR });
    expect(result?.factor).toBe(0.9395);
    expect(result?.ageGradedTimeMs).toBe(11_837_700);
    expect(result?.percent).toBeCloseTo(67.9524, 4);
  });

  it('the open-class standard at a peak age is 100 %', () => {
    const result = grade({ age: 25, distanceM: 10_000, timeMs: 1_584_000 });
    expect(result).toEqual({ factor: 1, ageGradedTimeMs: 1_584_000, percent: 100 });
  });

  it('running exactly the age standard (open standard ÷ factor) is 100 %', () => {
    // Woman of 60, 10 km: 1783 s ÷ 0.7828 = 2277.721 s.
    const result = grade({ gender: 'f', age: 60, distanceM: 10_000, timeMs: (1783 / 0.7828) * 1000 });
    expect(result?.percent).toBeCloseTo(100, 9);
    expect(result?.ageGradedTimeMs).toBe(1_783_000);
  });

  it('between table distances, interpolates factor and standard linearly in distance', () => {
    // Man of 40, 7 km in 30:00: between 4 miles (6437.376 m; 0.9544, 1003 s) and 8 km (0.9589, 1257 s).
    const t = (7_000 - 6_437.376) / (8_000 - 6_437.376);
    const factor = 0.9544 + t * (0.9589 - 0.9544);
    const standardS = 1003 + t * (1257 - 1003);
    const result = grade({ age: 40, distanceM: 7_000, timeMs: 30 * MIN });
    expect(result?.factor).toBeCloseTo(factor, 12);
    expect(result?.factor).toBeCloseTo(0.95602, 5);
    expect(result?.ageGradedTimeMs).toBe(Math.round(1_800_000 * factor));
    expect(result?.percent).toBeCloseTo((standardS / (1800 * factor)) * 100, 9);
    expect(result?.percent).toBeCloseTo(63.6, 2);
  });

  it('a table distance is read as is, and a hair off it is all but the same', () => {
    // 10 miles, woman of 70: factor 0.6783, standard 2940 s.
    const exact = grade({ gender: 'f', age: 70, distanceM: 16_093.44, timeMs: 90 * MIN });
    expect(exact?.factor).toBe(0.6783);
    expect(exact?.percent).toBeCloseTo((2940 / (5400 * 0.6783)) * 100, 9);
    const rounded = grade({ gender: 'f', age: 70, distanceM: 16_093, timeMs: 90 * MIN });
    expect(rounded?.percent).toBeCloseTo(exact?.percent ?? NaN, 1);
  });

  it('covers ages 5 to 100 and 1 mile to 200 km, inclusive', () => {
    expect(grade({ age: 5 })?.factor).toBe(0.6062);
    expect(grade({ age: 100 })?.factor).toBe(0.2062);
    expect(grade({ distanceM: 1_609.344, timeMs: 4 * MIN })?.factor).toBe(0.8813);
    expect(grade({ distanceM: 200_000, timeMs: 20 * HOUR })?.factor).toBe(0.8922);
  });

  it('is null outside the tables: ages under 5 or over 100, distances under a mile or over 200 km', () => {
    expect(grade({ age: 4 })).toBeNull();
    expect(grade({ age: 101 })).toBeNull();
    expect(grade({ distanceM: 1_609 })).toBeNull();
    expect(grade({ distanceM: 200_001 })).toBeNull();
    expect(grade({ distanceM: 0 })).toBeNull();
    expect(grade({ distanceM: Number.NaN })).toBeNull();
  });

  it('is null for gender x, an unknown or non-whole age, and a time that is not positive', () => {
    expect(grade({ gender: 'x' })).toBeNull();
    expect(grade({ age: null })).toBeNull();
    expect(grade({ age: 50.5 })).toBeNull();
    expect(grade({ timeMs: 0 })).toBeNull();
    expect(grade({ timeMs: -1 })).toBeNull();
    expect(grade({ timeMs: Number.POSITIVE_INFINITY })).toBeNull();
    expect(grade({ timeMs: Number.NaN })).toBeNull();
  });

  const gender = fc.constantFrom<'m' | 'f'>('m', 'f');
  const distanceM = fc.oneof(
    fc.constantFrom(...ROAD_DISTANCES_M),
    fc.double({ min: 1_609.344, max: 200_000, noNaN: true }),
  );
  const timeMs = fc.integer({ min: 60_000, max: 48 * HOUR });

  it('property: the percent decreases as the time grows', () => {
    fc.assert(
      fc.property(gender, fc.integer({ min: 5, max: 100 }), distanceM, timeMs, timeMs, (g, age, d, a, b) => {
        fc.pre(a !== b);
        const [faster, slower] = [Math.min(a, b), Math.max(a, b)];
        const x = ageGrade({ gender: g, age, distanceM: d, timeMs: faster });
        const y = ageGrade({ gender: g, age, distanceM: d, timeMs: slower });
        expect(x).not.toBeNull();
        expect(y).not.toBeNull();
        expect(y?.percent ?? NaN).toBeLessThan(x?.percent ?? NaN);
      }),
    );
  });

  it('property: for ages 35 and over, the age-graded time is below the time', () => {
    fc.assert(
      fc.property(gender, fc.integer({ min: 35, max: 100 }), distanceM, timeMs, (g, age, d, time) => {
        const result = ageGrade({ gender: g, age, distanceM: d, timeMs: time });
        expect(result?.factor).toBeLessThan(1);
        expect(result?.ageGradedTimeMs).toBeLessThan(time);
      }),
    );
  });

  it('property: an interpolated factor lies between the factors of the two table distances around it', () => {
    fc.assert(
      fc.property(gender, fc.integer({ min: 5, max: 100 }), distanceM, (g, age, d) => {
        const hi = ROAD_DISTANCES_M.findIndex((metres) => metres >= d);
        const lo = ROAD_DISTANCES_M[hi] === d ? hi : hi - 1;
        const table = ROAD_AGE_GRADE_2020[g];
        const ends = [lo, hi].map((c) => table.factors[c]?.[age - 5] ?? NaN);
        const factor = ageGrade({ gender: g, age, distanceM: d, timeMs: HOUR })?.factor ?? NaN;
        expect(factor).toBeGreaterThanOrEqual(Math.min(...ends) - 1e-12);
        expect(factor).toBeLessThanOrEqual(Math.max(...ends) + 1e-12);
      }),
    );
  });

  it('property: a time twice as long halves the percent', () => {
    fc.assert(
      fc.property(gender, fc.integer({ min: 5, max: 100 }), distanceM, timeMs, (g, age, d, time) => {
        const once = ageGrade({ gender: g, age, distanceM: d, timeMs: time });
        const twice = ageGrade({ gender: g, age, distanceM: d, timeMs: 2 * time });
        expect(twice?.percent ?? NaN).toBeCloseTo((once?.percent ?? NaN) / 2, 9);
      }),
    );
  });
});

describe('ageOn', () => {
  it('counts completed years on the race date from a birth date', () => {
    expect(ageOn('1976-04-12', '2026-04-12')).toBe(50);
    expect(ageOn('1976-04-13', '2026-04-12')).toBe(49);
    expect(ageOn('1976-12-31', '2026-01-01')).toBe(49);
  });

  it('a 29 February birthday is a year older on 1 March in common years', () => {
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
    expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
  });

  it('from a birth year counts race year minus birth year, like deriveAgeGroup race_day', () => {
    expect(ageOn(1976, '2026-01-01')).toBe(50);
    expect(ageOn(1976, '2026-12-31')).toBe(50);
  });

  it('is null without a usable birth, or for a birth after the race', () => {
    expect(ageOn(null, '2026-04-12')).toBeNull();
    expect(ageOn(1976.5, '2026-04-12')).toBeNull();
    expect(ageOn('1976-02-30', '2026-04-12')).toBeNull();
    expect(ageOn('12/04/1976', '2026-04-12')).toBeNull();
    expect(ageOn(2027, '2026-04-12')).toBeNull();
    expect(ageOn('2026-04-13', '2026-04-12')).toBeNull();
    expect(ageOn('2026-04-12', '2026-04-12')).toBe(0);
  });

  it('throws on a malformed race date', () => {
    expect(() => ageOn(1976, '12/04/2026')).toThrow(RangeError);
    expect(() => ageOn(1976, '2026-13-01')).toThrow(RangeError);
  });

  it('feeds ageGrade: a man born 1976-04-13 running 5 km in 20:00 on 2026-04-12 is graded at 49', () => {
    const age = ageOn('1976-04-13', '2026-04-12');
    expect(ageGrade({ gender: 'm', age, distanceM: 5_000, timeMs: 20 * MIN })?.factor).toBe(0.8866);
  });
});
