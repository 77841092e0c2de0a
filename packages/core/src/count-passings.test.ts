import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countPassings } from './count-passings.js';

const N = Number.NaN;

/** The definition, pair by pair: what countPassings must equal. */
function bruteForce(crossedAt: number[][], a: number, b: number): { passed: number[]; passedBy: number[] } {
  const timed = (r: number) => Number.isFinite(crossedAt[r]![a]!) && Number.isFinite(crossedAt[r]![b]!);
  const passed = crossedAt.map(() => N);
  const passedBy = crossedAt.map(() => N);
  crossedAt.forEach((me, r) => {
    if (!timed(r)) return;
    let p = 0;
    let by = 0;
    crossedAt.forEach((other, x) => {
      if (x === r || !timed(x)) return;
      if (other[a]! < me[a]! && other[b]! > me[b]!) p++;
      if (other[a]! > me[a]! && other[b]! < me[b]!) by++;
    });
    passed[r] = p;
    passedBy[r] = by;
  });
  return { passed, passedBy };
}

describe('countPassings', () => {
  it('counts who overtook whom between two mats', () => {
    // Crossing instants at three mats: 1 leads then fades, 3 comes through the field.
    const crossedAt = [
      [100, 200, 400],
      [110, 205, 300],
      [120, 190, 280],
      [130, N, 290],
    ];
    const [first, second] = countPassings(crossedAt, 3);
    expect([...first!.passed]).toEqual([0, 0, 2, N]);
    expect([...first!.passedBy]).toEqual([1, 1, 0, N]);
    // Runner 3 missed the middle mat: not counted on either side of it.
    expect([...second!.passed]).toEqual([0, 1, 0, N]);
    expect([...second!.passedBy]).toEqual([1, 0, 0, N]);
  });

  it('counts equal instants as neither before nor after', () => {
    const [segment] = countPassings(
      [
        [100, 200],
        [100, 190],
        [90, 200],
      ],
      2,
    );
    // 0 and 1 crossed the first mat together: whatever the second mat says, neither passed the other.
    expect([...segment!.passed]).toEqual([0, 1, 0]);
    expect([...segment!.passedBy]).toEqual([0, 0, 1]);
  });

  it('equals the pair-by-pair definition on any field (property)', () => {
    const instant = fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constant(N));
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }).chain((checkpoints) =>
          fc.tuple(
            fc.constant(checkpoints),
            fc.array(fc.array(instant, { minLength: checkpoints, maxLength: checkpoints }), {
              maxLength: 30,
            }),
          ),
        ),
        ([checkpoints, crossedAt]) => {
          const segments = countPassings(crossedAt, checkpoints);
          expect(segments).toHaveLength(checkpoints - 1);
          segments.forEach((segment, a) => {
            const expected = bruteForce(crossedAt, a, a + 1);
            expect([...segment.passed]).toEqual(expected.passed);
            expect([...segment.passedBy]).toEqual(expected.passedBy);
          });
        },
      ),
    );
  });

  it('counts 50,000 runners over 10 mats without comparing pairs', () => {
    const crossedAt = Array.from({ length: 50_000 }, (_, r) =>
      Array.from({ length: 10 }, (_, c) => r * 7 + c * 3_600 + ((r * 7919 + c * 104_729) % 5_000)),
    );
    const segments = countPassings(crossedAt, 10);
    const runner = 25_000;
    const me = crossedAt[runner]!;
    const passed = crossedAt.filter((other) => other[4]! < me[4]! && other[5]! > me[5]!).length;
    const passedBy = crossedAt.filter((other) => other[4]! > me[4]! && other[5]! < me[5]!).length;
    expect(segments[4]!.passed[runner]).toBe(passed);
    expect(segments[4]!.passedBy[runner]).toBe(passedBy);
    expect(passed + passedBy).toBeGreaterThan(0);
  });
});
