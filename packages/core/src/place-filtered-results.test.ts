import { describe, expect, it } from 'vitest';
import { computeResults } from './compute-results.js';
import { placeFilteredResults } from './place-filtered-results.js';
import { finisher, makeEntry, makeSetup, MINUTE } from './testing/contest-fixture.js';

const rows = computeResults(makeSetup(), [
  finisher('1', 40 * MINUTE, { gender: 'm' }),
  finisher('2', 41 * MINUTE, { gender: 'f' }),
  finisher('3', 43 * MINUTE, { gender: 'f' }),
  finisher('4', 43 * MINUTE, { gender: 'f' }),
  finisher('5', 44 * MINUTE, { gender: 'f' }),
  makeEntry('6', { gender: 'f' }),
]);

describe('placeFilteredResults', () => {
  it('a filtered list shows places within the filter, with shared places, gaps and diffs', () => {
    const women = placeFilteredResults(rows.filter((row) => row.gender === 'f'));
    expect(
      women.map(({ row, place, gapMs, diffMs }) => [row.bib, place, gapMs, diffMs, row.overallPlace]),
    ).toEqual([
      ['2', 1, 0, null, 2],
      ['3', 2, 2 * MINUTE, 2 * MINUTE, 3],
      ['4', 2, 2 * MINUTE, 0, 3],
      ['5', 4, 3 * MINUTE, MINUTE, 5],
      ['6', null, null, null, null],
    ]);
  });

  it('a gender filter gives the gender places', () => {
    const women = placeFilteredResults(rows.filter((row) => row.gender === 'f'));
    expect(women.map(({ place }) => place)).toEqual(women.map(({ row }) => row.genderPlace));
  });

  it('puts the rows in results order whatever order they come in', () => {
    expect(placeFilteredResults([...rows].reverse()).map(({ row }) => row.rank)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
