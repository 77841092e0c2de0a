import { describe, expect, it } from 'vitest';
import { computeResults } from './compute-results.js';
import { liveRanking } from './live-ranking.js';
import { finisher, makeEntry, makeSetup, MINUTE, read } from './testing/contest-fixture.js';

const setup = makeSetup();

function live(entries: Parameters<typeof computeResults>[1]) {
  return liveRanking(computeResults(setup, entries)).map(({ position, row }) => [position, row.bib]);
}

describe('liveRanking', () => {
  it('ranks by furthest checkpoint, then time at it', () => {
    expect(
      live([
        makeEntry('1', { reads: [read('start', 0)] }),
        makeEntry('2', { reads: [read('km5', 24 * MINUTE)] }),
        makeEntry('3', { reads: [read('km5', 21 * MINUTE)] }),
        finisher('4', 48 * MINUTE),
      ]),
    ).toEqual([
      [1, '4'],
      [2, '3'],
      [3, '2'],
      [4, '1'],
    ]);
  });

  it('finishers keep their results order on top', () => {
    expect(
      live([
        finisher('2', 45 * MINUTE),
        finisher('1', 44 * MINUTE),
        makeEntry('3', { reads: [read('km5', 10 * MINUTE)] }),
      ]),
    ).toEqual([
      [1, '1'],
      [2, '2'],
      [3, '3'],
    ]);
  });

  it('the same checkpoint and time share a position', () => {
    const at = [read('km5', 20 * MINUTE)];
    expect(
      live([
        makeEntry('1', { reads: at }),
        makeEntry('2', { reads: at }),
        makeEntry('3', { reads: [read('km5', 21 * MINUTE)] }),
      ]),
    ).toEqual([
      [1, '1'],
      [1, '2'],
      [3, '3'],
    ]);
  });

  it('leaves out DNF, DSQ, DNS and registered participants', () => {
    const at = [read('km5', 20 * MINUTE)];
    expect(
      live([
        makeEntry('1', { reads: at, timerStatus: 'dnf' }),
        makeEntry('2', { reads: at, timerStatus: 'dsq' }),
        makeEntry('3', { timerStatus: 'dns' }),
        makeEntry('4'),
        makeEntry('5', { reads: at }),
      ]),
    ).toEqual([[1, '5']]);
  });
});
