import { orderByTime } from './order-by-time.js';
import { createPlacer, type Placer, type Placing } from './rank-finishers.js';
import { type Gender } from './types.js';

export type Finisher = { officialTimeMs: number; gender: Gender; ageGroup: string | null };

export type FinisherPlacings<T> = {
  item: T;
  overall: Placing;
  /** Null for gender `x`, who are ranked overall only. */
  gender: Placing | null;
  /** Null without an age group. */
  ageGroup: Placing | null;
};

/**
 * Ranks finishers by official time (docs/results.md §Places): overall over the contest, by gender within
 * `m` and `f`, by age group within each age-group label. Equal official times share a place and the next
 * place skips; among them the input order stands (computeResults passes finishers in bib order).
 * One sort: every sub-ranking is a filter of the overall order, so its places stream out of the same pass.
 * Returns the finishers in overall order.
 */
export function placeFinishers<T extends Finisher>(finishers: readonly T[]): FinisherPlacings<T>[] {
  const overall = createPlacer();
  const byGender: Record<Gender, Placer | null> = { m: createPlacer(), f: createPlacer(), x: null };
  const byAgeGroup = new Map<string, Placer>();
  const placings: FinisherPlacings<T>[] = [];
  for (const index of orderByTime(finishers.map((finisher) => finisher.officialTimeMs))) {
    const item = finishers[index];
    if (item === undefined) continue;
    const time = item.officialTimeMs;
    const genderPlacer = byGender[item.gender];
    let ageGroupPlacer: Placer | null = null;
    if (item.ageGroup !== null) {
      ageGroupPlacer = byAgeGroup.get(item.ageGroup) ?? createPlacer();
      byAgeGroup.set(item.ageGroup, ageGroupPlacer);
    }
    placings.push({
      item,
      overall: overall.add(time),
      gender: genderPlacer ? genderPlacer.add(time) : null,
      ageGroup: ageGroupPlacer ? ageGroupPlacer.add(time) : null,
    });
  }
  return placings;
}
