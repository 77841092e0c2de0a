/** A synthetic contest of any size, for benchmarks: one event, one net-time contest, N checkpoints. */
import { type ContestRecord, type ImportBundle } from '@finishline/core';
import { generateField } from './field.js';
import { createRandom } from './random.js';

export function generateSyntheticContest(options: {
  participants: number;
  checkpoints: number;
  seed?: number;
}): ImportBundle {
  const distanceM = 42_195;
  const splits = Math.max(1, options.checkpoints - 2);
  const contest: ContestRecord = {
    eventId: 'bench-marathon',
    id: 'marathon',
    name: 'Benchmark Marathon',
    startTime: Date.UTC(2026, 3, 12, 7, 0),
    distanceM,
    gender: 'mf',
    country: 'MA',
    city: 'Marrakech',
    timeBasis: 'net',
    precisionMs: 1000,
    paceUnit: 'min_per_km',
    speedUnit: 'kmh',
    ageGroupScheme: null,
    checkpoints: [
      { id: 'start', name: 'Start', distanceM: 0, order: 0, kind: 'start' },
      ...Array.from({ length: splits }, (_, i) => {
        const d = Math.round(((i + 1) * distanceM) / (splits + 1));
        return {
          id: `cp${i + 1}`,
          name: `${(d / 1000).toFixed(1)} km`,
          distanceM: d,
          order: i + 1,
          kind: 'split' as const,
        };
      }),
      { id: 'finish', name: 'Finish', distanceM, order: splits + 1, kind: 'finish' },
    ],
    contact: {
      name: null,
      email: null,
      phone: null,
      website: null,
      organizerType: null,
      organizer: null,
      timingCompany: null,
      country: 'MA',
      city: 'Marrakech',
    },
    courseGpx: null,
  };
  const { participants, passings } = generateField(
    contest,
    {
      count: options.participants,
      paceSecPerKm: [345, 55],
      field: { MA: 0.6, FR: 0.2, ES: 0.2 },
      startSpreadMs: 15 * 60_000,
      bibBase: 1,
      year: 2026,
      withReads: true,
    },
    createRandom(options.seed ?? 7),
  );
  return {
    events: [
      {
        id: contest.eventId,
        name: contest.name,
        type: 'running',
        country: 'MA',
        city: 'Marrakech',
        dateFrom: '2026-04-12',
        dateTo: '2026-04-12',
        timeZone: 'Africa/Casablanca',
        description: null,
      },
    ],
    contests: [contest],
    participants,
    passings,
    recordings: [],
  };
}
