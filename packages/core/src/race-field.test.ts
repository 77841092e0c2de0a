import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseIndexedRunner, analyseRunner, indexRunners } from './analyse-runner.js';
import { analyseField, type FieldCheckpoint, type FieldRunner, makeRaceField } from './race-field.js';

const N = Number.NaN;
const GUN = 1_000_000;
/** Start mat, 5 km, 10 km finish. */
const COURSE: FieldCheckpoint[] = [
  { kind: 'start', distanceM: 0 },
  { kind: 'split', distanceM: 5000 },
  { kind: 'finish', distanceM: 10000 },
];

/** A runner on a net basis who crossed the start line `startOffset` ms after the gun. */
function runner(startOffset: number, times: [number, number], extra: Partial<FieldRunner> = {}): FieldRunner {
  return {
    gender: 'm',
    ageGroup: 'M40',
    status: Number.isNaN(times[1]) ? 'started' : 'finished',
    at: [N, GUN + startOffset + times[0], GUN + startOffset + times[1]],
    fromStart: [N, times[0], times[1]],
    ...extra,
  };
}

describe('analyseField and analyseRunner', () => {
  const runners = [
    runner(0, [1_200_000, 2_500_000]),
    runner(60_000, [1_150_000, 2_300_000]),
    runner(30_000, [1_300_000, 2_450_000], { gender: 'f', ageGroup: 'F40' }),
    runner(0, [1_100_000, 2_700_000], { status: 'dsq' }),
    runner(90_000, [1_400_000, N], { ageGroup: 'M45' }),
  ];
  const field = makeRaceField(COURSE, 'net', runners);
  const stats = analyseField(field);

  it('finds the leaders at each checkpoint among counted runners (a DSQ is no leader)', () => {
    expect([...stats.leaderMs]).toEqual([N, 1_150_000, 2_300_000]);
    expect([...stats.genderLeaderMs[1]]).toEqual([N, 1_300_000, 2_450_000]);
  });

  it('gives the gaps, age-group places and the median segment at each checkpoint', () => {
    const first = analyseRunner(field, stats, 0);
    expect(first[0]).toMatchObject({ ageGroupPlace: null, gapMs: null });
    expect(first[1]).toMatchObject({ ageGroupPlace: 2, gapMs: 50_000, ageGroupGapMs: 50_000 });
    expect(first[2]).toMatchObject({ ageGroupPlace: 2, gapMs: 200_000, genderGapMs: 200_000 });
    // Segment 5 km → 10 km: 1.3, 1.15, 1.15, 1.6 million ms (the DSQ's time counts: it was run).
    expect(first[2]?.fieldMedianSegmentMs).toBe(1_225_000);
    // The disqualified runner is placed where they would be, pushing nobody down.
    expect(analyseRunner(field, stats, 3)[1]?.ageGroupPlace).toBe(1);
    expect(analyseRunner(field, stats, 1)[1]?.ageGroupPlace).toBe(1);
  });

  it('counts passings from the crossing instants, the start line included on a net basis', () => {
    // Start line crossings: 0, 60 000, 30 000, 0, 90 000 after the gun; 5 km at 1.2M, 1.21M, 1.33M, 1.1M, 1.49M.
    const second = analyseRunner(field, stats, 1);
    expect(second[1]).toMatchObject({ passed: 1, passedBy: 0 });
    expect(second[2]).toMatchObject({ passed: 2, passedBy: 0 });
    // Not timed at the finish: no count on that segment.
    expect(analyseRunner(field, stats, 4)[2]).toMatchObject({ passed: null, passedBy: null });
  });

  it('has no start-line passings on a gun basis (the crossing is not known)', () => {
    const gun = makeRaceField(COURSE, 'gun', runners);
    expect(analyseRunner(gun, analyseField(gun), 1)[1]?.passed).toBeNull();
  });

  it('matches the definitions, pair by pair, on any field', () => {
    const time = fc.integer({ min: 1, max: 50 }).map((minutes) => minutes * 60_000);
    const arbitraryRunner = fc.record({
      start: fc.integer({ min: 0, max: 5 }).map((seconds) => seconds * 1000),
      split: time,
      rest: fc.option(time, { nil: null }),
      group: fc.constantFrom('A', 'B', null),
      status: fc.constantFrom('finished', 'dsq'),
    });
    fc.assert(
      fc.property(fc.array(arbitraryRunner, { minLength: 1, maxLength: 25 }), (drawn) => {
        const all = drawn.map(({ start, split, rest, group, status }) =>
          runner(start, [split, rest === null ? N : split + rest], {
            ageGroup: group,
            status: status as 'finished' | 'dsq',
          }),
        );
        const built = makeRaceField(COURSE, 'net', all);
        const figures = analyseField(built);
        all.forEach((me, r) => {
          const mine = analyseRunner(built, figures, r)[1];
          const faster = all.filter(
            (other) =>
              other.ageGroup === me.ageGroup &&
              other.status !== 'dsq' &&
              other.fromStart[1]! < me.fromStart[1]!,
          );
          expect(mine?.ageGroupPlace).toBe(me.ageGroup === null ? null : faster.length + 1);
          const passed = all.filter(
            (other) =>
              other.at[1]! - other.fromStart[1]! < me.at[1]! - me.fromStart[1]! && other.at[1]! > me.at[1]!,
          );
          expect(mine?.passed).toBe(passed.length);
          const passedBy = all.filter(
            (other) =>
              other.at[1]! - other.fromStart[1]! > me.at[1]! - me.fromStart[1]! && other.at[1]! < me.at[1]!,
          );
          expect(mine?.passedBy).toBe(passedBy.length);
        });
      }),
    );
  });
});

describe('indexRunners', () => {
  const minutes = fc.integer({ min: 1, max: 40 }).map((m) => m * 60_000);
  const drawnRunner = fc.record({
    start: fc.integer({ min: 0, max: 4 }).map((seconds) => seconds * 1000),
    first: fc.option(minutes, { nil: null }),
    second: fc.option(minutes, { nil: null }),
    gender: fc.constantFrom('m', 'f', 'x'),
    group: fc.constantFrom('A', 'B', null),
    status: fc.constantFrom('finished', 'started', 'dsq', 'dns', 'dnf'),
  });

  it('gives every runner exactly the analysis of its definition, on any field, either basis', () => {
    fc.assert(
      fc.property(
        fc.array(drawnRunner, { minLength: 1, maxLength: 40 }),
        fc.constantFrom('net', 'gun'),
        (drawn, basis) => {
          const all = drawn.map(({ start, first, second, gender, group, status }): FieldRunner => {
            const split = first ?? N;
            const finish = first !== null && second !== null ? first + second : N;
            return {
              gender: gender as FieldRunner['gender'],
              ageGroup: group,
              status: status as FieldRunner['status'],
              at: [N, GUN + start + split, GUN + start + finish],
              fromStart: [N, split, finish],
            };
          });
          const built = makeRaceField(COURSE, basis as 'net' | 'gun', all);
          const figures = analyseField(built);
          const index = indexRunners(built, figures);
          all.forEach((_, r) => {
            expect(analyseIndexedRunner(built, figures, index, r)).toEqual(analyseRunner(built, figures, r));
          });
        },
      ),
      { numRuns: 300 },
    );
  });
});
