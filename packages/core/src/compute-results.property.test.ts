import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareBibs } from './compare-bibs.js';
import { computeResults, ownResults } from './compute-results.js';
import { indexCourse } from './pick-reads.js';
import { finisherColumns, placeRunners } from './place-runners.js';
import { GUN } from './testing/contest-fixture.js';
import { type Checkpoint, type ContestSetup, type ParticipantEntry, type ResultRow } from './types.js';

const CHECKPOINTS: Checkpoint[] = [
  { id: 'start', name: 'Start', distanceM: 0, order: 0, kind: 'start' },
  { id: 'km3', name: '3 km', distanceM: 3000, order: 1, kind: 'split' },
  { id: 'km6', name: '6 km', distanceM: 6000, order: 2, kind: 'split' },
  { id: 'finish', name: 'Finish', distanceM: 10_000, order: 3, kind: 'finish' },
];

// Coarse instants (quarter seconds over a small window) so that equal times and shared places are common.
const instant = fc.integer({ min: -60, max: 400 }).map((quarter) => GUN + quarter * 250 + (quarter % 3));

// Whole seconds plus a jitter within the second: at 1 s precision many finishers share a time.
const finishAt = fc
  .tuple(fc.integer({ min: 100, max: 115 }), fc.integer({ min: 0, max: 999 }))
  .map(([seconds, jitter]) => GUN + seconds * 1000 + jitter);

// Usually one read per checkpoint, sometimes missing, plus stray reads
// (duplicates, early reads, unknown checkpoints).
const readsArb = fc
  .tuple(
    fc.option(instant, { nil: null }),
    fc.option(instant, { nil: null }),
    fc.option(instant, { nil: null }),
    fc.option(finishAt, { freq: 3, nil: null }),
    fc.array(
      fc.record({ checkpointId: fc.constantFrom('start', 'km3', 'km6', 'finish', 'elsewhere'), at: instant }),
      {
        maxLength: 3,
      },
    ),
  )
  .map(([start, km3, km6, finish, stray]) => [
    ...[
      { checkpointId: 'start', at: start },
      { checkpointId: 'km3', at: km3 },
      { checkpointId: 'km6', at: km6 },
      { checkpointId: 'finish', at: finish },
    ].flatMap(({ checkpointId, at }) => (at === null ? [] : [{ checkpointId, at }])),
    ...stray,
  ]);

const setupArb: fc.Arbitrary<ContestSetup> = fc.record({
  startTime: fc.constant(GUN),
  distanceM: fc.constant(10_000),
  timeBasis: fc.constantFrom('gun' as const, 'net' as const),
  precisionMs: fc.constantFrom(1000 as const, 100 as const, 10 as const, 1 as const),
  checkpoints: fc.shuffledSubarray(CHECKPOINTS, { minLength: 4 }),
});

const entriesArb: fc.Arbitrary<ParticipantEntry[]> = fc
  .uniqueArray(fc.stringMatching(/^[0-9A]{1,3}$/), { maxLength: 40, size: 'large' })
  .chain((bibs) =>
    fc.tuple(
      ...bibs.map((bib) =>
        fc.record({
          id: fc.constant(`p${bib}`),
          bib: fc.constant(bib),
          gender: fc.constantFrom('m' as const, 'f' as const, 'x' as const),
          ageGroup: fc.constantFrom(null, 'M40', 'FSEN'),
          waveStart: fc.option(instant, { nil: null }),
          timerStatus: fc.oneof(
            { arbitrary: fc.constant(null), weight: 4 },
            { arbitrary: fc.constantFrom('dnf' as const, 'dns' as const, 'dsq' as const), weight: 1 },
          ),
          reads: readsArb,
        }),
      ),
    ),
  );

function finishersOf(rows: ResultRow[]): (ResultRow & { officialTimeMs: number })[] {
  return rows.flatMap((row) =>
    row.officialTimeMs === null ? [] : [{ ...row, officialTimeMs: row.officialTimeMs }],
  );
}

function assertPlaces(
  group: (ResultRow & { officialTimeMs: number })[],
  placeOf: (row: ResultRow) => number | null,
  gapOf: (row: ResultRow) => number | null,
) {
  const winner = Math.min(...group.map((row) => row.officialTimeMs));
  for (const row of group) {
    expect(placeOf(row)).toBe(1 + group.filter((other) => other.officialTimeMs < row.officialTimeMs).length);
    expect(gapOf(row)).toBe(row.officialTimeMs - winner);
  }
}

describe('computeResults invariants (property)', () => {
  it('the generated contests have finishers, shared places and non-finishers of every kind', () => {
    const rows = fc
      .sample(fc.tuple(setupArb, entriesArb), { numRuns: 200, seed: 1 })
      .flatMap(([setup, entries]) => computeResults(setup, entries));
    expect(rows.filter((row) => row.status === 'finished').length).toBeGreaterThan(rows.length / 3);
    expect(rows.filter((row) => row.diffMs === 0).length).toBeGreaterThan(20);
    for (const status of ['started', 'dnf', 'dsq', 'dns', 'registered'] as const) {
      expect(rows.some((row) => row.status === status)).toBe(true);
    }
  });

  it('rank is a permutation 1..n, one row per entry, finishers first', () => {
    fc.assert(
      fc.property(setupArb, entriesArb, (setup, entries) => {
        const rows = computeResults(setup, entries);
        expect(rows.map((row) => row.rank)).toEqual(entries.map((_, index) => index + 1));
        expect(rows.map((row) => row.participantId).sort()).toEqual(entries.map((entry) => entry.id).sort());
        const firstNonFinisher = rows.findIndex((row) => row.overallPlace === null);
        if (firstNonFinisher >= 0)
          expect(rows.slice(firstNonFinisher).every((row) => row.overallPlace === null)).toBe(true);
        const reached = rows.slice(Math.max(0, firstNonFinisher)).map((row) => row.lastCheckpointOrder ?? -1);
        if (firstNonFinisher >= 0) expect(reached).toEqual([...reached].sort((a, b) => b - a));
        for (const row of rows) {
          expect(row.status === 'finished').toBe(row.overallPlace !== null);
          expect(row.status === 'finished').toBe(row.officialTimeMs !== null);
        }
      }),
    );
  });

  it('places are non-decreasing in official time and equal 1 + the number of strictly faster finishers', () => {
    fc.assert(
      fc.property(setupArb, entriesArb, (setup, entries) => {
        const finishers = finishersOf(computeResults(setup, entries));
        finishers.forEach((row, index) => {
          const ahead = finishers[index - 1];
          if (ahead === undefined) return;
          expect(row.officialTimeMs).toBeGreaterThanOrEqual(ahead.officialTimeMs);
          expect(row.overallPlace ?? 0).toBeGreaterThanOrEqual(ahead.overallPlace ?? 0);
        });
        assertPlaces(
          finishers,
          (row) => row.overallPlace,
          (row) => row.gapMs,
        );
        for (const gender of ['m', 'f'] as const) {
          assertPlaces(
            finishers.filter((row) => row.gender === gender),
            (row) => row.genderPlace,
            (row) => row.genderGapMs,
          );
        }
        expect(finishers.filter((row) => row.gender === 'x').every((row) => row.genderPlace === null)).toBe(
          true,
        );
        for (const ageGroup of ['M40', 'FSEN']) {
          assertPlaces(
            finishers.filter((row) => row.ageGroup === ageGroup),
            (row) => row.ageGroupPlace,
            (row) => row.ageGroupGapMs,
          );
        }
      }),
    );
  });

  it("gaps are never negative and the winner's is 0; diffs are never negative and null only for the first", () => {
    fc.assert(
      fc.property(setupArb, entriesArb, (setup, entries) => {
        finishersOf(computeResults(setup, entries)).forEach((row, index, finishers) => {
          expect(row.gapMs).toBeGreaterThanOrEqual(0);
          if (index === 0) expect([row.gapMs, row.diffMs]).toEqual([0, null]);
          else expect(row.diffMs).toBe(row.officialTimeMs - (finishers[index - 1]?.officialTimeMs ?? 0));
          expect(row.diffMs ?? 0).toBeGreaterThanOrEqual(0);
          expect(row.netTimeMs ?? 0).toBeLessThanOrEqual(row.gunTimeMs ?? 0);
        });
      }),
    );
  });

  it('segment times add up to the time at the last split, and to the official time for finishers', () => {
    fc.assert(
      fc.property(setupArb, entriesArb, (setup, entries) => {
        for (const row of computeResults(setup, entries)) {
          const last = row.splits.at(-1);
          expect(row.splits.reduce((sum, split) => sum + split.fromPreviousMs, 0)).toBe(
            last?.fromStartMs ?? 0,
          );
          expect(row.splits.reduce((sum, split) => sum + split.segmentDistanceM, 0)).toBe(
            last?.distanceM ?? 0,
          );
          if (row.status === 'finished') expect(last?.fromStartMs).toBe(row.officialTimeMs);
          if (row.status === 'finished' && row.splits.length === 3) {
            expect(row.splits.map((split) => split.segmentDistanceM)).toEqual([3000, 3000, 4000]);
          }
        }
      }),
    );
  });

  it('a checkpoint place is 1 + the number of counted runners strictly faster there', () => {
    fc.assert(
      fc.property(setupArb, entriesArb, (setup, entries) => {
        const rows = computeResults(setup, entries);
        const counted = rows.filter((row) => row.status !== 'dsq' && row.status !== 'dns');
        for (const row of rows) {
          for (const split of row.splits) {
            const faster = counted.filter((other) => {
              const there = other.splits.find((candidate) => candidate.checkpointId === split.checkpointId);
              return there !== undefined && there.fromStartMs < split.fromStartMs;
            });
            expect(split.overallPlace).toBe(1 + faster.length);
            const sameGender = faster.filter((other) => other.gender === row.gender).length;
            expect(split.genderPlace).toBe(row.gender === 'x' ? null : 1 + sameGender);
          }
        }
      }),
    );
  });

  it('results are deterministic under input order shuffle', () => {
    fc.assert(
      fc.property(
        setupArb,
        entriesArb.chain((entries) =>
          fc.tuple(fc.constant(entries), fc.shuffledSubarray(entries, { minLength: entries.length })),
        ),
        (setup, [entries, shuffled]) => {
          expect(computeResults(setup, shuffled)).toEqual(computeResults(setup, entries));
        },
      ),
    );
  });
});

describe('a field kept runner by runner (ADR 032, property)', () => {
  it('each runner recomputed alone (ownResults), then placed (placeRunners), equals computeResults', () => {
    fc.assert(
      fc.property(setupArb, entriesArb, (setup, entries) => {
        const full = computeResults(setup, entries);
        // Each runner alone, as a live step recomputes them; placed together in bib order, as the field does.
        const own = entries.map((entry) => ownResults(setup, [entry])[0] as ResultRow);
        const inBibOrder = [...own].sort((a, b) => compareBibs(a.bib, b.bib));
        const course = indexCourse(setup);
        const placing = placeRunners(
          course,
          inBibOrder.map((row) => ({
            gender: row.gender,
            ageGroup: row.ageGroup,
            status: row.status,
            officialTimeMs: row.officialTimeMs,
            fromStartMs: course.checkpoints.map(
              (checkpoint) =>
                row.splits.find((split) => split.checkpointId === checkpoint.id)?.fromStartMs ?? Number.NaN,
            ),
            lastCheckpointOrder: row.lastCheckpointOrder,
            lastFromStartMs: row.lastFromStartMs,
          })),
        );
        const placed = [...placing.order].map((index, position) => {
          const row = inBibOrder[index] as ResultRow;
          const finisher = placing.finishers[index];
          return {
            ...row,
            rank: position + 1,
            ...finisherColumns(finisher ?? null),
            splits: row.splits.map((split) => {
              const at = course.indexById.get(split.checkpointId) ?? -1;
              const gender = placing.checkpoints.gender[at]?.[index] ?? 0;
              return {
                ...split,
                overallPlace: placing.checkpoints.overall[at]?.[index] ?? 0,
                genderPlace: gender === 0 ? null : gender,
              };
            }),
          };
        });
        expect(placed).toEqual(full);
      }),
      { numRuns: 300 },
    );
  });
});
