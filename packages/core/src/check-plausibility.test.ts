import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPlausibility, MAX_SPEED_KMH, type TimedCheckpoint } from './check-plausibility.js';
import { EVENT_TYPES } from './types.js';

const at = (checkpointId: string, order: number, km: number, elapsed: string): TimedCheckpoint => {
  const [h = 0, m = 0, s = 0] = elapsed.split(':').map(Number);
  return { checkpointId, order, distanceM: km * 1000, elapsedMs: ((h * 60 + m) * 60 + s) * 1000 };
};

describe('checkPlausibility', () => {
  it('accepts a real marathon, a real Ironman and an ultra', () => {
    const marathon = [
      at('km10', 0, 10, '0:28:40'),
      at('half', 1, 21.0975, '1:00:30'),
      at('finish', 2, 42.195, '2:01:09'),
    ];
    expect(checkPlausibility(marathon, 'running')).toEqual([]);
    const ironman = [
      at('swim', 0, 3.8, '0:49:03'),
      at('bike', 1, 183.8, '5:30:00'),
      at('finish', 2, 226, '8:45:00'),
    ];
    expect(checkPlausibility(ironman, 'triathlon')).toEqual([]);
    expect(checkPlausibility([at('finish', 0, 171, '46:30:00')], 'trail_running')).toEqual([]);
  });

  it('refuses a spreadsheet day fraction read as seconds: 0.124 s for a half marathon', () => {
    const found = checkPlausibility(
      [{ checkpointId: 'finish', order: 0, distanceM: 21_097.5, elapsedMs: 124 }],
      'running',
    );
    expect(found).toMatchObject([{ kind: 'too_fast', checkpointId: 'finish', limitKmh: 30 }]);
  });

  it('refuses a 49:03 swim mangled into 49:03:00 (49 hours), and the bike split that now comes before it', () => {
    const found = checkPlausibility(
      [at('swim', 0, 3.8, '49:03:00'), at('bike', 1, 183.8, '5:30:00')],
      'triathlon',
    );
    expect(found).toMatchObject([
      { kind: 'too_slow', checkpointId: 'swim' },
      { kind: 'out_of_order', checkpointId: 'bike', before: { checkpointId: 'swim' } },
    ]);
  });

  it('refuses a finish before the runner’s own split, and a stretch faster than the sport allows', () => {
    expect(
      checkPlausibility([at('km30', 0, 30, '1:50:00'), at('finish', 1, 42.195, '1:10:00')], 'running'),
    ).toMatchObject([{ kind: 'out_of_order', checkpointId: 'finish', before: { checkpointId: 'km30' } }]);
    // 10 km in 15 minutes is 40 km/h: fine on a bike, not on foot.
    const fast = [at('km10', 0, 10, '0:45:00'), at('km20', 1, 20, '1:00:00')];
    expect(checkPlausibility(fast, 'running')).toMatchObject([
      { kind: 'too_fast', checkpointId: 'km20', fromId: 'km10' },
    ]);
    expect(checkPlausibility(fast, 'cycling')).toEqual([]);
    expect(checkPlausibility(fast, 'motorsports')).toEqual([]);
  });

  it('has a limit or an explicit "none" for every sport', () => {
    for (const type of EVENT_TYPES)
      expect(MAX_SPEED_KMH[type] === null || MAX_SPEED_KMH[type] > 0).toBe(true);
  });

  it('finds nothing in any run of increasing times within the sport’s speeds (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EVENT_TYPES),
        fc.array(fc.integer({ min: 0, max: 50_000 }), { maxLength: 12 }),
        (type, stretches) => {
          const limit = MAX_SPEED_KMH[type] ?? 100;
          let distanceM = 0;
          let elapsedMs = 0;
          const points = stretches.map((meters, order) => {
            distanceM += meters;
            // At the sport's limit or 20 km/h, whichever is slower: within the limits, and never a stretch in no time.
            elapsedMs += Math.ceil((meters / 1000 / Math.min(limit, 20)) * 3_600_000) + 1;
            return { checkpointId: `cp${order}`, order, distanceM, elapsedMs };
          });
          expect(checkPlausibility(points, type)).toEqual([]);
        },
      ),
    );
  });
});
