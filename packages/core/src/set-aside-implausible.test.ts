import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlausibility, type TimedCheckpoint } from './check-plausibility.js';
import { setAsideImplausible } from './set-aside-implausible.js';
import { EVENT_TYPES } from './types.js';

const at = (checkpointId: string, order: number, km: number, elapsed: string): TimedCheckpoint => {
  const [h = 0, m = 0, s = 0] = elapsed.split(':').map(Number);
  return { checkpointId, order, distanceM: km * 1000, elapsedMs: ((h * 60 + m) * 60 + s) * 1000 };
};
const ids = (points: readonly TimedCheckpoint[]) => points.map((point) => point.checkpointId);

describe('setAsideImplausible', () => {
  it('keeps every time of a plausible race', () => {
    const race = [
      at('km10', 0, 10, '0:40:00'),
      at('km30', 1, 30, '2:05:00'),
      at('finish', 2, 42.195, '3:00:00'),
    ];
    expect(setAsideImplausible(race, 'running', 'finish')).toEqual({ kept: race, setAside: [] });
  });

  it('sets aside a 40K split after the finish, not the finish, and says it is later than the finish', () => {
    const race = [
      at('km35', 0, 35, '2:40:00'),
      at('km40', 1, 40, '3:10:00'),
      at('finish', 2, 42.195, '3:05:00'),
    ];
    const { kept, setAside } = setAsideImplausible(race, 'running', 'finish');
    expect(ids(kept)).toEqual(['km35', 'finish']);
    expect(setAside).toMatchObject([
      {
        point: { checkpointId: 'km40' },
        reason: { kind: 'later_than_after', other: { checkpointId: 'finish' } },
      },
    ]);
  });

  it('sets aside a split earlier than the one before it', () => {
    const race = [
      at('km10', 0, 10, '0:50:00'),
      at('km20', 1, 20, '0:45:00'),
      at('finish', 2, 42.195, '3:30:00'),
    ];
    const { kept, setAside } = setAsideImplausible(race, 'running', 'finish');
    expect(ids(kept)).toEqual(['km10', 'finish']);
    expect(setAside).toMatchObject([
      {
        point: { checkpointId: 'km20' },
        reason: { kind: 'earlier_than_before', other: { checkpointId: 'km10' } },
      },
    ]);
  });

  it('sets aside a mangled 49:03:00 swim (49 hours) as too slow, and keeps the bike and the finish', () => {
    const race = [
      at('swim', 0, 3.8, '49:03:00'),
      at('bike', 1, 183.8, '5:30:00'),
      at('finish', 2, 226, '8:45:00'),
    ];
    const { kept, setAside } = setAsideImplausible(race, 'triathlon', 'finish');
    expect(ids(kept)).toEqual(['bike', 'finish']);
    expect(setAside).toMatchObject([{ point: { checkpointId: 'swim' }, reason: { kind: 'too_slow' } }]);
  });

  it('sets aside a split that makes the stretch after it too fast', () => {
    // 10 km in 5 minutes from the start: too fast from the start, whatever comes next.
    const race = [at('km10', 0, 10, '0:05:00'), at('finish', 1, 21.0975, '1:30:00')];
    expect(setAsideImplausible(race, 'running', 'finish').setAside).toMatchObject([
      { point: { checkpointId: 'km10' }, reason: { kind: 'too_fast_from', otherId: null, limitKmh: 30 } },
    ]);
    // 20 km at 1:00:00 leaves 1.1 km for the finish in 5 seconds: the split goes, the finish stays.
    const late = [at('km20', 0, 20, '1:24:55'), at('finish', 1, 21.0975, '1:25:00')];
    expect(setAsideImplausible(late, 'running', 'finish')).toMatchObject({
      kept: [{ checkpointId: 'finish' }],
      setAside: [{ point: { checkpointId: 'km20' }, reason: { kind: 'too_fast_to' } }],
    });
  });

  it('sets the finish aside only when it cannot be kept at all (then the caller refuses the row)', () => {
    const dayFraction = [
      at('km10', 0, 10, '0:45:00'),
      { checkpointId: 'finish', order: 1, distanceM: 21_097.5, elapsedMs: 124 },
    ];
    const { kept, setAside } = setAsideImplausible(dayFraction, 'running', 'finish');
    expect(ids(kept)).toEqual(['km10']);
    expect(ids(setAside.map((aside) => aside.point))).toEqual(['finish']);
  });

  it('keeps the finish over two splits that agree with each other but not with it', () => {
    const race = [
      at('km10', 0, 10, '0:40:00'),
      at('km30', 1, 30, '3:40:00'),
      at('km35', 2, 35, '3:50:00'),
      at('finish', 3, 42.195, '3:20:00'),
    ];
    const { kept } = setAsideImplausible(race, 'running', 'finish');
    expect(ids(kept)).toEqual(['km10', 'finish']);
  });

  it('keeps a plausible run in which checkPlausibility finds nothing, the finish in it when it can be, and gives every other time a reason (property)', () => {
    const point = fc.record({
      order: fc.integer({ min: 0, max: 8 }),
      km: fc.double({ min: 0, max: 50, noNaN: true }),
      minutes: fc.integer({ min: -10, max: 600 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...EVENT_TYPES),
        fc.uniqueArray(point, { selector: (p) => p.order, maxLength: 8 }),
        fc.boolean(),
        (type, drawn, withFinish) => {
          const points = drawn.map((p, i) => ({
            checkpointId: `cp${i}`,
            order: p.order,
            distanceM: p.km * 1000,
            elapsedMs: p.minutes * 60_000,
          }));
          const finish = withFinish && points.length > 0 ? (points[0]?.checkpointId ?? null) : null;
          const { kept, setAside } = setAsideImplausible(points, type, finish);
          expect(checkPlausibility(kept, type)).toEqual([]);
          expect(kept.length + setAside.length).toBe(points.length);
          if (finish !== null && setAside.some((aside) => aside.point.checkpointId === finish)) {
            // Set aside only when the finish fails on its own or against the start.
            expect(
              checkPlausibility(
                points.filter((p) => p.checkpointId === finish),
                type,
              ),
            ).not.toEqual([]);
          }
          // Nothing set aside could have been kept: adding any one back breaks the run.
          for (const { point: back } of setAside)
            expect(checkPlausibility([...kept, back], type)).not.toEqual([]);
          // The order of the input does not matter.
          expect(setAsideImplausible([...points].reverse(), type, finish)).toEqual({ kept, setAside });
        },
      ),
    );
  });
});
