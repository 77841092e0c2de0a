import { describe, expect, it } from 'vitest';
import { computeResults } from './compute-results.js';
import {
  bibsInOrder,
  finisher,
  makeEntry,
  makeSetup,
  MINUTE,
  read,
  rowOf,
} from './testing/contest-fixture.js';

const setup = makeSetup();

describe('computeResults: places', () => {
  it('finishers come first by official time, then non-finishers, with rank 1..n', () => {
    const rows = computeResults(setup, [
      makeEntry('1', { reads: [read('km5', 20 * MINUTE)] }),
      finisher('2', 45 * MINUTE),
      finisher('3', 40 * MINUTE),
    ]);
    expect(bibsInOrder(rows)).toEqual(['3', '2', '1']);
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 3]);
    expect(rows.map((row) => row.overallPlace)).toEqual([1, 2, null]);
  });

  it('equal official times share a place and the next place skips', () => {
    const rows = computeResults(setup, [
      finisher('1', 40 * MINUTE),
      finisher('2', 41 * MINUTE + 300),
      finisher('3', 41 * MINUTE + 900),
      finisher('4', 42 * MINUTE),
    ]);
    expect(rows.map((row) => row.overallPlace)).toEqual([1, 2, 2, 4]);
  });

  it('equal official times are listed by bib, numbers as numbers', () => {
    const rows = computeResults(setup, [
      finisher('10', 40 * MINUTE),
      finisher('9', 40 * MINUTE),
      finisher('A1', 40 * MINUTE),
    ]);
    expect(bibsInOrder(rows)).toEqual(['9', '10', 'A1']);
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 3]);
  });

  it('gender places rank within gender; gender x gets no gender place', () => {
    const rows = computeResults(setup, [
      finisher('1', 40 * MINUTE, { gender: 'm' }),
      finisher('2', 41 * MINUTE, { gender: 'f' }),
      finisher('3', 42 * MINUTE, { gender: 'x' }),
      finisher('4', 43 * MINUTE, { gender: 'f' }),
    ]);
    expect(rows.map((row) => [row.bib, row.overallPlace, row.genderPlace, row.genderGapMs])).toEqual([
      ['1', 1, 1, 0],
      ['2', 2, 1, 0],
      ['3', 3, null, null],
      ['4', 4, 2, 2 * MINUTE],
    ]);
  });

  it('age-group places rank within the age group; no age group gets none', () => {
    const rows = computeResults(setup, [
      finisher('1', 40 * MINUTE, { ageGroup: 'M40' }),
      finisher('2', 41 * MINUTE, { ageGroup: 'MSEN' }),
      finisher('3', 42 * MINUTE, { ageGroup: 'M40' }),
      finisher('4', 43 * MINUTE, { ageGroup: null }),
    ]);
    expect(rows.map((row) => [row.bib, row.ageGroupPlace, row.ageGroupGapMs])).toEqual([
      ['1', 1, 0],
      ['2', 1, 0],
      ['3', 2, 2 * MINUTE],
      ['4', null, null],
    ]);
  });

  it("gap is the official time minus the winner's, and diff the official time minus the one just ahead", () => {
    const rows = computeResults(setup, [
      finisher('1', 40 * MINUTE),
      finisher('2', 41 * MINUTE),
      finisher('3', 41 * MINUTE),
      finisher('4', 45 * MINUTE),
    ]);
    expect(rows.map((row) => [row.gapMs, row.diffMs])).toEqual([
      [0, null],
      [MINUTE, MINUTE],
      [MINUTE, 0],
      [5 * MINUTE, 4 * MINUTE],
    ]);
  });

  it('pace is official time per km and speed is km per hour', () => {
    const row = rowOf(computeResults(setup, [finisher('1', 50 * MINUTE)]), '1');
    expect([row.paceMsPerKm, row.speedKmh]).toEqual([5 * MINUTE, 12]);
  });

  it('a net-basis contest ranks by net time', () => {
    const rows = computeResults(makeSetup({ timeBasis: 'net' }), [
      finisher('1', 40 * MINUTE),
      makeEntry('2', { reads: [read('start', 2 * MINUTE), read('finish', 41 * MINUTE)] }),
    ]);
    expect(bibsInOrder(rows)).toEqual(['2', '1']);
    expect(rows.map((row) => row.officialTimeMs)).toEqual([39 * MINUTE, 40 * MINUTE]);
  });
});

describe('computeResults: non-finishers', () => {
  it('DSQ and DNF with a finish read get no time and no place', () => {
    const rows = computeResults(setup, [
      finisher('1', 40 * MINUTE, { timerStatus: 'dsq' }),
      finisher('2', 41 * MINUTE, { timerStatus: 'dnf' }),
      finisher('3', 42 * MINUTE),
    ]);
    expect(rows.map((row) => [row.bib, row.status, row.officialTimeMs, row.overallPlace, row.gapMs])).toEqual(
      [
        ['3', 'finished', 42 * MINUTE, 1, 0],
        ['1', 'dsq', null, null, null],
        ['2', 'dnf', null, null, null],
      ],
    );
  });

  it('DSQ keeps its reads as splits', () => {
    const row = rowOf(computeResults(setup, [finisher('1', 40 * MINUTE, { timerStatus: 'dsq' })]), '1');
    expect(row.splits.map((split) => split.checkpointId)).toEqual(['km5', 'finish']);
    expect(row.lastCheckpointId).toBe('finish');
  });

  it('non-finishers sort by furthest checkpoint reached, then the time there', () => {
    const rows = computeResults(setup, [
      makeEntry('1', { reads: [read('start', 0)] }),
      makeEntry('2', { reads: [read('km5', 25 * MINUTE)] }),
      makeEntry('3', { reads: [read('km5', 22 * MINUTE)] }),
      makeEntry('4'),
    ]);
    expect(bibsInOrder(rows)).toEqual(['3', '2', '1', '4']);
  });

  it('at the same checkpoint and time non-finishers sort started, DNF, DSQ, DNS, then registered', () => {
    const at = [read('km5', 25 * MINUTE)];
    const rows = computeResults(setup, [
      makeEntry('1', { reads: at, timerStatus: 'dns' }),
      makeEntry('2', { reads: at, timerStatus: 'dsq' }),
      makeEntry('3', { reads: at, timerStatus: 'dnf' }),
      makeEntry('4', { reads: at }),
    ]);
    expect(rows.map((row) => row.status)).toEqual(['started', 'dnf', 'dsq', 'dns']);
  });

  it('participants with no read come last: DNS before registered, then by bib', () => {
    const rows = computeResults(setup, [
      makeEntry('12'),
      makeEntry('3'),
      makeEntry('20', { timerStatus: 'dns' }),
      makeEntry('1', { reads: [read('start', 0)] }),
    ]);
    expect(bibsInOrder(rows)).toEqual(['1', '20', '3', '12']);
    expect(rows.map((row) => row.status)).toEqual(['started', 'dns', 'registered', 'registered']);
  });

  it('the last checkpoint is the furthest reached, the start mat included', () => {
    const rows = computeResults(makeSetup({ timeBasis: 'gun' }), [
      makeEntry('1', { reads: [read('start', 30_000)] }),
      makeEntry('2', { reads: [read('start', 0), read('km5', 20 * MINUTE + 500)] }),
    ]);
    expect(
      rows.map((row) => [row.bib, row.lastCheckpointId, row.lastCheckpointOrder, row.lastFromStartMs]),
    ).toEqual([
      ['2', 'km5', 1, 20 * MINUTE],
      ['1', 'start', 0, 30_000],
    ]);
  });

  it('a course without a finish checkpoint has no finishers', () => {
    const noFinish = makeSetup({
      checkpoints: makeSetup().checkpoints.map((c) =>
        c.kind === 'finish' ? { ...c, kind: 'split' as const } : c,
      ),
    });
    expect(rowOf(computeResults(noFinish, [finisher('1', 40 * MINUTE)]), '1').status).toBe('started');
  });

  it('results are the same whatever the input order', () => {
    const entries = [
      finisher('2', 40 * MINUTE),
      finisher('1', 40 * MINUTE),
      makeEntry('3'),
      makeEntry('4', { reads: [read('km5', MINUTE)] }),
    ];
    expect(computeResults(setup, [...entries].reverse())).toEqual(computeResults(setup, entries));
  });

  it('an empty contest has no results', () => {
    expect(computeResults(setup, [])).toEqual([]);
  });
});

describe('computeResults: a contest whose results published no gun time', () => {
  it('gives no gun time, and the same net and official times and places as with one', () => {
    const entries = [finisher('1', 40 * MINUTE), finisher('2', 38 * MINUTE)];
    const published = computeResults({ ...setup, timeBasis: 'net' }, entries);
    const netOnly = computeResults({ ...setup, timeBasis: 'net', gunTimePublished: false }, entries);
    expect(published.map((row) => row.gunTimeMs)).toEqual([38 * MINUTE, 40 * MINUTE]);
    expect(netOnly.map((row) => row.gunTimeMs)).toEqual([null, null]);
    const { gunTimeMs: _a, ...withGun } = published[0]!;
    const { gunTimeMs: _b, ...without } = netOnly[0]!;
    expect(without).toEqual(withGun);
  });
});
