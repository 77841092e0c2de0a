import { computeResults, type ContestSetup, type Gender, type TimerStatus } from '@finishline/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ContestState, type EntrantState } from './apply-bundle-in-memory.js';
import { diffContest, entriesOf, MAX_MOVES } from './diff-import.js';

const GUN = Date.UTC(2026, 9, 25, 8);
const MIN = 60_000;
const SETUP: ContestSetup = {
  startTime: GUN,
  distanceM: 10_000,
  timeBasis: 'gun',
  precisionMs: 1000,
  checkpoints: [
    { id: 'km5', name: '5 km', distanceM: 5_000, order: 0, kind: 'split' },
    { id: 'finish', name: 'Finish', distanceM: 10_000, order: 1, kind: 'finish' },
  ],
};

function entrant(bib: string, gender: Gender = 'f', timerStatus: TimerStatus | null = null): EntrantState {
  return {
    id: bib,
    bib,
    chip: null,
    firstName: `First${bib}`,
    lastName: `Last${bib}`,
    displayName: `First${bib} Last${bib}`,
    club: null,
    country: null,
    nation: null,
    gender,
    birthYear: null,
    age: null,
    ageGroup: null,
    waveStart: null,
    timerStatus,
    nameHidden: false,
  };
}

/** A runner: gender, status, 5K and finish in minutes after the gun (null: no read). */
type Runner = { gender: Gender; status: TimerStatus | null; km5: number | null; finish: number | null };

function stateOf(runners: readonly Runner[]): ContestState {
  return {
    eventId: 'e',
    contestId: 'c',
    setup: SETUP,
    entrants: new Map(runners.map((r, i) => [String(i + 1), entrant(String(i + 1), r.gender, r.status)])),
    reads: new Map(
      runners.map((r, i) => [
        String(i + 1),
        [
          ...(r.km5 === null ? [] : [{ checkpointId: 'km5', at: GUN + r.km5 * MIN }]),
          ...(r.finish === null ? [] : [{ checkpointId: 'finish', at: GUN + r.finish * MIN }]),
        ],
      ]),
    ),
  };
}

/** The overall places computeResults gives, by id: what the stored results rows hold after a recompute. */
function placesOf(state: ContestState): Map<string, number | null> {
  return new Map(
    computeResults(state.setup, entriesOf(state)).map((row) => [row.participantId, row.overallPlace]),
  );
}

const runner: fc.Arbitrary<Runner> = fc.record({
  gender: fc.constantFrom<Gender>('f', 'm', 'x'),
  status: fc.option(fc.constantFrom<TimerStatus>('dnf', 'dsq', 'dns'), { freq: 5, nil: null }),
  km5: fc.option(fc.integer({ min: 15, max: 40 }), { freq: 6, nil: null }),
  finish: fc.option(fc.integer({ min: 41, max: 90 }), { freq: 6, nil: null }),
});

describe('diffContest', () => {
  it('names the runners added, changed and not in the file, the biggest moves and the splits', () => {
    const before = stateOf(
      Array.from({ length: 8 }, (_, i) => ({ gender: 'f', status: null, km5: 20 + i, finish: 40 + i })),
    );
    const after = stateOf([
      ...Array.from({ length: 7 }, (_, i) => ({
        gender: 'f' as const,
        status: null,
        km5: 20 + i,
        finish: 40 + i,
      })),
      { gender: 'f', status: null, km5: 19, finish: 39 },
      { gender: 'f', status: null, km5: 30, finish: 60 },
    ]);
    after.entrants.set('3', { ...entrant('3'), club: 'AC Test' });
    const listed = new Set(['1', '2', '3', '4', '6', '7', '8', '9']);
    const changes = diffContest(before, after, listed, placesOf(before));
    expect(changes.runners).toEqual({
      added: 1,
      changed: 1,
      unchanged: 6,
      fields: { club: 1 },
      notInFile: 1,
    });
    expect(changes.places).toMatchObject({ moved: 8, placed: 0, unplaced: 0 });
    expect(changes.places?.biggest[0]).toEqual({ bib: '8', from: 8, to: 1 });
    expect(changes.places?.biggest.slice(1).map((move) => move.bib)).toEqual(['1', '2', '3', '4']);
    expect(changes.splits).toEqual({ added: 2, removed: 0, corrected: 2 });
    expect(changes.isNew).toBe(false);
  });

  it('of a contest against itself: nothing changes', () => {
    fc.assert(
      fc.property(fc.array(runner, { maxLength: 30 }), (runners) => {
        const state = stateOf(runners);
        const changes = diffContest(state, state, new Set(state.entrants.keys()), placesOf(state));
        expect(changes.runners).toEqual({
          added: 0,
          changed: 0,
          unchanged: runners.length,
          fields: {},
          notInFile: 0,
        });
        expect(changes.places).toEqual({ moved: 0, placed: 0, unplaced: 0, biggest: [] });
        expect(changes.splits).toEqual({ added: 0, removed: 0, corrected: 0 });
      }),
    );
  });

  it('counts exactly the runners whose place the engine moves, and the splits it counts', () => {
    const pair = fc
      .integer({ min: 0, max: 30 })
      .chain((n) =>
        fc.tuple(
          fc.array(runner, { minLength: n, maxLength: n }),
          fc.array(runner, { minLength: n, maxLength: n }),
        ),
      );
    fc.assert(
      fc.property(pair, ([was, now]) => {
        const before = stateOf(was);
        const after = stateOf(now);
        const placesBefore = placesOf(before);
        const placesAfter = placesOf(after);
        const { places, splits } = diffContest(before, after, new Set(after.entrants.keys()), placesBefore);
        if (places === null) throw new Error('places given, so ranked');
        const moved = [...placesAfter].filter(([id, place]) => placesBefore.get(id) !== place);
        expect(places.moved).toBe(moved.length);
        expect(places.placed).toBe(moved.filter(([id]) => placesBefore.get(id) === null).length);
        expect(places.unplaced).toBe(moved.filter(([, place]) => place === null).length);
        expect(places.biggest.length).toBeLessThanOrEqual(MAX_MOVES);
        const distances = places.biggest.map((move) => Math.abs((move.from ?? 0) - (move.to ?? 0)));
        expect(distances).toEqual([...distances].sort((a, b) => b - a));
        for (const move of places.biggest) {
          expect(placesBefore.get(move.bib)).toBe(move.from);
          expect(placesAfter.get(move.bib)).toBe(move.to);
        }
        // Reads here are one per checkpoint, all after the gun: each counts.
        const counted = (rs: readonly Runner[]): number =>
          rs.reduce((sum, r) => sum + (r.km5 === null ? 0 : 1) + (r.finish === null ? 0 : 1), 0);
        expect(splits.added - splits.removed).toBe(counted(now) - counted(was));
        const same = was.reduce(
          (sum, r, i) =>
            sum +
            (r.km5 !== null && r.km5 === now[i]?.km5 ? 1 : 0) +
            (r.finish !== null && r.finish === now[i]?.finish ? 1 : 0),
          0,
        );
        expect(splits.corrected + splits.removed + same).toBe(counted(was));
      }),
    );
  });

  it('ranks nobody again when nothing the engine reads changes: same setup, fields and read lists', () => {
    const before = stateOf(
      Array.from({ length: 5 }, (_, i) => ({ gender: 'f', status: null, km5: 20 + i, finish: 40 + i })),
    );
    // Stored places the engine would not give (reversed): proof of whether the field was ranked again.
    const reversed = new Map([...before.entrants.keys()].map((id, i) => [id, 5 - i]));
    const renamed: ContestState = { ...before, entrants: new Map(before.entrants) };
    renamed.entrants.set('2', { ...entrant('2'), club: 'AC Test', displayName: 'Renamed' });
    const listed = new Set(before.entrants.keys());
    const unranked = diffContest(before, renamed, listed, reversed);
    expect(unranked.runners).toMatchObject({ changed: 1, fields: { club: 1, name: 1 } });
    expect(unranked.places?.moved).toBe(0);

    // The same reads in a new list, a new status or another gun: ranked, and the reversed places move.
    const relisted: ContestState = { ...before, reads: new Map(before.reads) };
    relisted.reads.set('3', [...(before.reads.get('3') ?? [])]);
    const restatused: ContestState = { ...before, entrants: new Map(before.entrants) };
    restatused.entrants.set('5', { ...entrant('5'), timerStatus: 'dnf' });
    const regunned: ContestState = { ...before, setup: { ...SETUP, startTime: GUN - MIN } };
    for (const after of [relisted, restatused, regunned]) {
      expect(diffContest(before, after, listed, reversed).places?.moved).toBeGreaterThan(0);
    }
  });

  it('a new contest: every runner and split added, no place moved', () => {
    const after = stateOf([{ gender: 'm', status: null, km5: 20, finish: 41 }]);
    const changes = diffContest(null, after, new Set(['1']), new Map());
    expect(changes).toMatchObject({
      isNew: true,
      runners: { added: 1, changed: 0, unchanged: 0, notInFile: 0 },
      places: { moved: 0 },
      splits: { added: 2, removed: 0, corrected: 0 },
    });
  });
});
