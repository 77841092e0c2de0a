import { describe, expect, it } from 'vitest';
import { buildForecastModel, comingNext, forecastRunner, MIN_BAND_RUNNERS } from './forecast-arrivals.js';
import { type FieldCheckpoint, type FieldRunner, makeRaceField } from './race-field.js';

const N = Number.NaN;
const GUN = 1_000_000;
/** 10 km, 20 km, 30 km finish; no start mat (gun basis). */
const COURSE: FieldCheckpoint[] = [
  { kind: 'split', distanceM: 10_000 },
  { kind: 'split', distanceM: 20_000 },
  { kind: 'finish', distanceM: 30_000 },
];

/** A runner at `paceMs` per 10 km who slows by `fade` on each later 10 km, timed up to checkpoint `reached`. */
function runner(paceMs: number, fade: number, reached: number): FieldRunner {
  const fromStart = [paceMs, paceMs * (2 + fade), paceMs * (3 + 3 * fade)].map((time, k) =>
    k <= reached ? Math.round(time) : N,
  );
  return {
    gender: 'm',
    ageGroup: null,
    status: reached === 2 ? 'finished' : 'started',
    at: fromStart.map((time) => GUN + time),
    fromStart,
  };
}

describe('forecastRunner', () => {
  // A field that slows by 10 % a stretch; a hundred finishers from 40 to 60 minutes a 10 km.
  const finishers = Array.from({ length: 100 }, (_, i) => runner(2_400_000 + i * 12_000, 0.1, 2));

  it('uses how the field covered the same stretch, banded by time, with a range', () => {
    const field = makeRaceField(COURSE, 'gun', [...finishers, runner(3_000_000, 0.1, 0)]);
    const [next, finish] = forecastRunner(field, buildForecastModel(field), 100);
    expect(next).toMatchObject({ checkpointIndex: 1, basis: 'field', fromStartMs: 6_300_000 });
    expect(finish).toMatchObject({ checkpointIndex: 2, basis: 'field', fromStartMs: 9_900_000 });
    expect(finish!.at).toBe(GUN + 9_900_000);
    expect(finish!.earliestFromStartMs).toBeLessThanOrEqual(finish!.fromStartMs);
    expect(finish!.latestFromStartMs).toBeGreaterThanOrEqual(finish!.fromStartMs);
  });

  it("falls back on the runner's own time (Riegel) while too few have covered the stretch", () => {
    const field = makeRaceField(COURSE, 'gun', [
      ...finishers.slice(0, MIN_BAND_RUNNERS - 1),
      runner(3_000_000, 0.1, 0),
    ]);
    const [next] = forecastRunner(field, buildForecastModel(field), MIN_BAND_RUNNERS - 1);
    expect(next?.basis).toBe('pace');
    expect(next?.fromStartMs).toBe(Math.round(3_000_000 * 2 ** 1.06));
    expect(next!.earliestFromStartMs).toBeLessThan(next!.fromStartMs);
    expect(next!.latestFromStartMs).toBeGreaterThan(next!.fromStartMs);
  });

  it('has nothing for finishers, runners without a time, or after the finish', () => {
    const field = makeRaceField(COURSE, 'gun', [...finishers, runner(3_000_000, 0, -1)]);
    const model = buildForecastModel(field);
    expect(forecastRunner(field, model, 0)).toEqual([]);
    expect(forecastRunner(field, model, 100)).toEqual([]);
  });
});

describe('comingNext', () => {
  it('lists the runners due next at a checkpoint, soonest first, leaving out the long overdue', () => {
    const onCourse = [
      runner(3_000_000, 0.1, 0),
      runner(2_700_000, 0.1, 0),
      runner(2_000_000, 0.1, 0),
      runner(2_500_000, 0.1, 1),
    ];
    const field = makeRaceField(COURSE, 'gun', [
      ...Array.from({ length: 40 }, (_, i) => runner(2_400_000 + i * 12_000, 0.1, 2)),
      ...onCourse,
    ]);
    const model = buildForecastModel(field);
    const nowMs = GUN + 5_400_000;
    const due = comingNext(field, model, 1, { nowMs, limit: 5 });
    // The 2,000,000 runner was due at 4.2 million: more than ten minutes ago, so left out.
    expect(due.map((entry) => entry.runner)).toEqual([41, 40]);
    expect(due[0]!.forecast.at).toBeLessThan(due[1]!.forecast.at);
    expect(comingNext(field, model, 1, { nowMs, limit: 1 })).toHaveLength(1);
  });
});
