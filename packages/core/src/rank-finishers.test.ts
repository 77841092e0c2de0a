import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPlacer, rankFinishers } from './rank-finishers.js';

function rank(times: number[]) {
  return rankFinishers(times, (time) => time);
}

describe('rankFinishers', () => {
  it('equal official times share a place and the next place skips', () => {
    expect(rank([100, 200, 200, 300]).map((ranked) => ranked.place)).toEqual([1, 2, 2, 4]);
  });

  it("gap is the time minus the winner's time, 0 for the winner", () => {
    expect(rank([100, 150, 400]).map((ranked) => ranked.gapMs)).toEqual([0, 50, 300]);
  });

  it('diff is the time minus the one placed just ahead, 0 within a shared place', () => {
    expect(rank([100, 150, 150, 400]).map((ranked) => ranked.diffMs)).toEqual([null, 50, 0, 250]);
  });

  it("the winner's diff is null and a tied winner's diff is 0", () => {
    expect(rank([100, 100, 120]).map((ranked) => [ranked.place, ranked.diffMs])).toEqual([
      [1, null],
      [1, 0],
      [3, 20],
    ]);
  });

  it('sorts by time and orders equal times with compareTies', () => {
    const items = [
      { bib: 'b', time: 200 },
      { bib: 'c', time: 100 },
      { bib: 'a', time: 200 },
    ];
    const ranked = rankFinishers(
      items,
      (item) => item.time,
      (x, y) => x.bib.localeCompare(y.bib),
    );
    expect(ranked.map(({ item, place }) => [item.bib, place])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 2],
    ]);
  });

  it('an empty list has no places', () => {
    expect(rank([])).toEqual([]);
  });

  it('a placer rejects a time faster than the previous one', () => {
    const placer = createPlacer();
    placer.add(200);
    expect(() => placer.add(100)).toThrow(RangeError);
  });

  it('placeOf gives the place a time would take without counting it', () => {
    const placer = createPlacer();
    expect(placer.placeOf(50)).toBe(1);
    placer.add(100);
    placer.add(200);
    expect(placer.placeOf(200)).toBe(2);
    expect(placer.placeOf(250)).toBe(3);
    expect(placer.add(300).place).toBe(3);
  });

  it('place is 1 + the number of strictly faster times; gaps and diffs are never negative (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 })), (times) => {
        const ranked = rank(times);
        ranked.forEach(({ item, place, gapMs, diffMs }, index) => {
          expect(place).toBe(1 + times.filter((time) => time < item).length);
          expect(gapMs).toBeGreaterThanOrEqual(0);
          if (index === 0) expect([gapMs, diffMs]).toEqual([0, null]);
          else expect(diffMs).toBeGreaterThanOrEqual(0);
          if (index > 0) expect(place).toBeGreaterThanOrEqual(ranked[index - 1]?.place ?? 0);
        });
      }),
    );
  });
});
