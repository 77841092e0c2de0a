/**
 * The age-graded ranking of a contest (docs/age-grading.md): each finisher's official time graded with the WMA road
 * tables for their gender and age on race day, and the graded finishers ranked by percent, best first. Equal
 * percents share a rank (1, 2, 2, 4) and are listed in the order given (the results order, so by time then bib).
 */
import { ageGrade } from './age-grade.js';
import { type Gender } from './types.js';

export type AgeGradeEntry = {
  officialTimeMs: number | null;
  gender: Gender;
  /** Age on race day; null when unknown. */
  age: number | null;
};

export type RankedAgeGrade = { ageGradedMs: number; percent: number; rank: number };

/** By entry index: the grade and its rank, or null for entries without one (no time, no age, gender `x`). */
export function rankAgeGrades(
  entries: readonly AgeGradeEntry[],
  distanceM: number,
): (RankedAgeGrade | null)[] {
  const graded = entries.map((entry) =>
    entry.officialTimeMs === null
      ? null
      : ageGrade({ timeMs: entry.officialTimeMs, distanceM, gender: entry.gender, age: entry.age }),
  );
  const order = graded
    .flatMap((grade, index) => (grade === null ? [] : [{ index, percent: grade.percent }]))
    .sort((a, b) => b.percent - a.percent || a.index - b.index);
  const ranks = new Map<number, number>();
  order.forEach((item, position) => {
    const previous = order[position - 1];
    const rank =
      previous !== undefined && previous.percent === item.percent
        ? (ranks.get(previous.index) ?? position + 1)
        : position + 1;
    ranks.set(item.index, rank);
  });
  return graded.map((grade, index) =>
    grade === null
      ? null
      : { ageGradedMs: grade.ageGradedTimeMs, percent: grade.percent, rank: ranks.get(index) ?? 0 },
  );
}
