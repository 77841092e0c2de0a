import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageGrade } from './age-grade.js';
import { rankAgeGrades } from './rank-age-grades.js';

const TEN_K = 10_000;

describe('rankAgeGrades', () => {
  it('grades each finisher with the WMA tables and ranks them by percent, best first', () => {
    const entries = [
      { officialTimeMs: 2_100_000, gender: 'm' as const, age: 30 },
      { officialTimeMs: 2_400_000, gender: 'm' as const, age: 70 },
      { officialTimeMs: 2_700_000, gender: 'f' as const, age: 55 },
      { officialTimeMs: null, gender: 'm' as const, age: 40 },
      { officialTimeMs: 2_500_000, gender: 'x' as const, age: 40 },
      { officialTimeMs: 2_500_000, gender: 'f' as const, age: null },
    ];
    const ranked = rankAgeGrades(entries, TEN_K);
    // No time, gender x or no age: no grade.
    expect(ranked.slice(3)).toEqual([null, null, null]);
    const percents = ranked.slice(0, 3).map((grade) => grade!.percent);
    expect(percents[0]).toBeCloseTo(
      ageGrade({ timeMs: 2_100_000, distanceM: TEN_K, gender: 'm', age: 30 })!.percent,
    );
    // The 70-year-old at 40:00 grades far above the 30-year-old at 35:00.
    expect(ranked[1]!.rank).toBe(1);
    expect(ranked[1]!.ageGradedMs).toBeLessThan(2_400_000);
    expect(
      ranked
        .slice(0, 3)
        .map((grade) => grade!.rank)
        .sort(),
    ).toEqual([1, 2, 3]);
  });

  it('shares a rank on an equal percent', () => {
    const twin = { officialTimeMs: 2_400_000, gender: 'f' as const, age: 50 };
    const ranked = rankAgeGrades([twin, { ...twin, officialTimeMs: 3_000_000 }, twin], TEN_K);
    expect(ranked.map((grade) => grade?.rank)).toEqual([1, 3, 1]);
  });

  it('orders ranks exactly as the percents, on any field', () => {
    const entry = fc.record({
      officialTimeMs: fc.option(fc.integer({ min: 1_500_000, max: 6_000_000 }), { nil: null }),
      gender: fc.constantFrom('m' as const, 'f' as const, 'x' as const),
      age: fc.option(fc.integer({ min: 5, max: 100 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const ranked = rankAgeGrades(entries, TEN_K).filter((grade) => grade !== null);
        for (const a of ranked) {
          const better = ranked.filter((b) => b.percent > a.percent).length;
          expect(a.rank).toBe(better + 1);
        }
      }),
    );
  });
});
