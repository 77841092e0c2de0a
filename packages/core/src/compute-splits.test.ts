import { describe, expect, it } from 'vitest';
import { computeResults } from './compute-results.js';
import { type Checkpoint } from './types.js';
import { finisher, makeEntry, makeSetup, MINUTE, read, rowOf } from './testing/contest-fixture.js';

const CHECKPOINTS: Checkpoint[] = [
  { id: 'start', name: 'Start', distanceM: 0, order: 0, kind: 'start' },
  { id: 'km3', name: '3 km', distanceM: 3000, order: 1, kind: 'split' },
  { id: 'km6', name: '6 km', distanceM: 6000, order: 2, kind: 'split' },
  { id: 'finish', name: 'Finish', distanceM: 10_000, order: 3, kind: 'finish' },
];
const setup = makeSetup({ checkpoints: CHECKPOINTS });

function splitsOf(entry = makeEntry('1'), contest = setup) {
  return rowOf(computeResults(contest, [entry]), entry.bib).splits;
}

describe('splits', () => {
  it('one split per split or finish checkpoint reached; the start mat is not a split', () => {
    const entry = makeEntry('1', {
      reads: [
        read('start', 0),
        read('km3', 15 * MINUTE),
        read('km6', 30 * MINUTE),
        read('finish', 50 * MINUTE),
      ],
    });
    expect(
      splitsOf(entry).map((split) => [
        split.checkpointId,
        split.fromStartMs,
        split.fromPreviousMs,
        split.segmentDistanceM,
      ]),
    ).toEqual([
      ['km3', 15 * MINUTE, 15 * MINUTE, 3000],
      ['km6', 30 * MINUTE, 15 * MINUTE, 3000],
      ['finish', 50 * MINUTE, 20 * MINUTE, 4000],
    ]);
  });

  it('missing read leaves a gap and the next segment spans it', () => {
    const entry = makeEntry('1', { reads: [read('km3', 15 * MINUTE), read('finish', 50 * MINUTE)] });
    expect(
      splitsOf(entry).map((split) => [
        split.checkpointId,
        split.fromPreviousMs,
        split.segmentDistanceM,
        split.segmentPaceMsPerKm,
      ]),
    ).toEqual([
      ['km3', 15 * MINUTE, 3000, 5 * MINUTE],
      ['finish', 35 * MINUTE, 7000, 5 * MINUTE],
    ]);
  });

  it('segment pace and speed are per segment', () => {
    const entry = makeEntry('1', { reads: [read('km3', 12 * MINUTE), read('km6', 30 * MINUTE)] });
    expect(splitsOf(entry).map((split) => [split.segmentPaceMsPerKm, split.segmentSpeedKmh])).toEqual([
      [4 * MINUTE, 15],
      [6 * MINUTE, 10],
    ]);
  });

  it('splits measure from the gun on a gun-basis contest', () => {
    const entry = makeEntry('1', { reads: [read('start', MINUTE), read('km3', 16 * MINUTE)] });
    expect(splitsOf(entry)[0]?.fromStartMs).toBe(16 * MINUTE);
  });

  it('splits measure from the own start on a net-basis contest', () => {
    const entry = makeEntry('1', { reads: [read('start', MINUTE), read('km3', 16 * MINUTE)] });
    expect(splitsOf(entry, makeSetup({ checkpoints: CHECKPOINTS, timeBasis: 'net' }))[0]?.fromStartMs).toBe(
      15 * MINUTE,
    );
  });

  it('a read earlier than the previous checkpoint is kept: a negative segment with no pace, nothing dropped', () => {
    const entry = makeEntry('1', { reads: [read('km3', 20 * MINUTE), read('km6', 18 * MINUTE)] });
    expect(
      splitsOf(entry).map((split) => [split.fromPreviousMs, split.segmentPaceMsPerKm, split.segmentSpeedKmh]),
    ).toEqual([
      [20 * MINUTE, (20 * MINUTE) / 3, 9],
      [-2 * MINUTE, null, null],
    ]);
  });

  it('split times truncate to the precision and segments add up to the finish time', () => {
    const entry = makeEntry('1', {
      reads: [
        read('km3', 15 * MINUTE + 999),
        read('km6', 30 * MINUTE + 450),
        read('finish', 50 * MINUTE + 1),
      ],
    });
    const splits = splitsOf(entry, makeSetup({ checkpoints: CHECKPOINTS, precisionMs: 100 }));
    expect(splits.map((split) => split.fromStartMs)).toEqual([
      15 * MINUTE + 900,
      30 * MINUTE + 400,
      50 * MINUTE,
    ]);
    expect(splits.reduce((sum, split) => sum + split.fromPreviousMs, 0)).toBe(50 * MINUTE);
  });
});

describe('places at checkpoints', () => {
  it('rank everyone who reached the checkpoint by time there, with shared places', () => {
    const rows = computeResults(setup, [
      makeEntry('1', { reads: [read('km3', 14 * MINUTE)] }),
      makeEntry('2', { reads: [read('km3', 13 * MINUTE)] }),
      makeEntry('3', { reads: [read('km3', 14 * MINUTE + 400)] }),
      makeEntry('4', { reads: [read('km3', 15 * MINUTE)] }),
      makeEntry('5'),
    ]);
    expect(['1', '2', '3', '4'].map((bib) => rowOf(rows, bib).splits[0]?.overallPlace)).toEqual([2, 1, 2, 4]);
    expect(rowOf(rows, '5').splits).toEqual([]);
  });

  it('gender place at a checkpoint ranks within the gender; x gets none', () => {
    const rows = computeResults(setup, [
      makeEntry('1', { gender: 'm', reads: [read('km3', 13 * MINUTE)] }),
      makeEntry('2', { gender: 'f', reads: [read('km3', 14 * MINUTE)] }),
      makeEntry('3', { gender: 'x', reads: [read('km3', 15 * MINUTE)] }),
    ]);
    expect(
      ['1', '2', '3'].map((bib) => [
        rowOf(rows, bib).splits[0]?.overallPlace,
        rowOf(rows, bib).splits[0]?.genderPlace,
      ]),
    ).toEqual([
      [1, 1],
      [2, 1],
      [3, null],
    ]);
  });

  it('DSQ participants take the place they would have had without pushing anyone down', () => {
    const rows = computeResults(setup, [
      finisher('1', 40 * MINUTE, { timerStatus: 'dsq' }),
      finisher('2', 41 * MINUTE),
      finisher('3', 42 * MINUTE),
    ]);
    const finishPlaces = ['1', '2', '3'].map((bib) => rowOf(rows, bib).splits.at(-1)?.overallPlace);
    expect(finishPlaces).toEqual([1, 1, 2]);
    expect(rowOf(rows, '2').overallPlace).toBe(1);
  });

  it('DNF participants count in the places of the checkpoints they reached', () => {
    const rows = computeResults(setup, [
      makeEntry('1', { timerStatus: 'dnf', reads: [read('km3', 10 * MINUTE)] }),
      makeEntry('2', { reads: [read('km3', 11 * MINUTE)] }),
    ]);
    expect(rowOf(rows, '2').splits[0]?.overallPlace).toBe(2);
  });
});
