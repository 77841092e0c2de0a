import { describe, expect, it } from 'vitest';
import { formatProblems } from './format-problems.js';
import { parseBundle } from './parse-bundle.js';

const event = {
  id: 'boston-10k',
  name: 'Boston 10K',
  type: 'running',
  country: 'US',
  city: 'Boston',
  dateFrom: '2026-04-12',
  timeZone: 'America/New_York',
};
const contest = { id: '10k', name: '10K', startTime: '2026-04-12T09:00:00.000-04:00', distanceM: 10000 };

function contestsOf(extra: Record<string, unknown>) {
  const outcome = parseBundle({ events: [event], contests: [{ ...contest, ...extra }] });
  if (!outcome.ok) throw new Error(formatProblems(outcome.problems));
  return outcome.value.contests;
}

describe('a bundle contest’s units', () => {
  it('are metric by default: pace per km, speed in km/h', () => {
    expect(contestsOf({})[0]).toMatchObject({ paceUnit: 'min_per_km', speedUnit: 'kmh' });
  });

  it('may be pace per mile and speed in mph, each on its own', () => {
    expect(contestsOf({ paceUnit: 'min_per_mile', speedUnit: 'mph' })[0]).toMatchObject({
      paceUnit: 'min_per_mile',
      speedUnit: 'mph',
    });
    expect(contestsOf({ paceUnit: 'min_per_mile' })[0]).toMatchObject({
      paceUnit: 'min_per_mile',
      speedUnit: 'kmh',
    });
  });

  it('are refused when not one of the codes, with their path', () => {
    const outcome = parseBundle({
      events: [event],
      contests: [{ ...contest, paceUnit: 'min/mi', speedUnit: 'MPH' }],
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(formatProblems(outcome.problems).split('\n')).toEqual([
      'contests[0].paceUnit: must be one of min_per_km, min_per_mile (got "min/mi")',
      'contests[0].speedUnit: must be one of kmh, mph (got "MPH")',
    ]);
  });
});

describe('a bundle contest’s multisport legs', () => {
  const course = [
    { id: 'start', distanceM: 0, kind: 'start', leg: null },
    { id: 'swim', distanceM: 1500, leg: 'swim' },
    { id: 't1', distanceM: 1600, leg: 'transition' },
    { id: 'bike', distanceM: 41_600, leg: 'bike' },
    { id: 'finish', distanceM: 51_600, leg: 'run' },
  ];

  it('keep the leg each checkpoint ends, none for a start mat or a single-sport course', () => {
    const [triathlon] = contestsOf({ distanceM: 51_600, checkpoints: course });
    expect(triathlon?.checkpoints.map((checkpoint) => [checkpoint.id, checkpoint.leg])).toEqual([
      ['start', null],
      ['swim', 'swim'],
      ['t1', 'transition'],
      ['bike', 'bike'],
      ['finish', 'run'],
    ]);
    expect(contestsOf({})[0]?.checkpoints[0]?.leg ?? null).toBeNull();
  });

  it('are refused when not one of the codes, with their path', () => {
    const outcome = parseBundle({
      events: [event],
      contests: [{ ...contest, checkpoints: [{ id: 'finish', distanceM: 10000, leg: 'cycling' }] }],
    });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(formatProblems(outcome.problems)).toContain('contests[0].checkpoints[0].leg');
  });
});
