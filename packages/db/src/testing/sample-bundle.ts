/**
 * A small, hand-checked import bundle for integration tests: two events (one with two contests, one past),
 * Latin, accented and Arabic names, a tie, a DNF, a DSQ, a registered entrant, a missing split.
 * Marathon (gun basis, 1 s): finish order José and Ahmed tied at 2:30:00, Amina 2:45:00, Mohammed
 * (محمد العلوي) 2:50:00, Fatima 3:10:00; Pierre is disqualified, John did not finish, Élodie never started.
 */
import { type ImportBundle } from '@finishline/core';
import { GUN, MIN, participant, passings, PEOPLE } from './sample-entrants.js';

const CONTACT = {
  name: 'Race office',
  email: 'office@example.org',
  phone: null,
  website: 'https://example.org',
  organizerType: 'association',
  organizer: 'Casa Running',
  timingCompany: 'ChronoMaroc',
  country: 'MA',
  city: 'Casablanca',
} as const;

/** The sample bundle (a fresh copy each call, safe to modify). */
export function sampleBundle(): ImportBundle {
  return {
    events: [
      {
        id: 'casa-2026',
        name: 'Casablanca Marathon',
        type: 'running',
        country: 'MA',
        city: 'Casablanca',
        dateFrom: '2026-10-25',
        dateTo: '2026-10-25',
        timeZone: 'Africa/Casablanca',
        description: 'By the sea.',
      },
      {
        id: 'atlas-trail-2025',
        name: 'Atlas Trail Ultra',
        type: 'trail_running',
        country: 'MA',
        city: 'Marrakech',
        dateFrom: '2025-05-10',
        dateTo: '2025-05-11',
        timeZone: 'Africa/Casablanca',
        description: null,
      },
      {
        id: 'paris-10k-2027',
        name: 'Paris Élite 10K',
        type: 'running',
        country: 'FR',
        city: 'Paris',
        dateFrom: '2027-04-04',
        dateTo: '2027-04-04',
        timeZone: 'Europe/Paris',
        description: null,
      },
    ],
    contests: [
      {
        eventId: 'casa-2026',
        id: 'marathon',
        name: 'Marathon',
        startTime: GUN,
        distanceM: 42_195,
        gender: 'mf',
        country: 'MA',
        city: 'Casablanca',
        timeBasis: 'gun',
        precisionMs: 1000,
        paceUnit: 'min_per_km',
        speedUnit: 'kmh',
        ageGroupScheme: null,
        checkpoints: [
          { id: 'start', name: 'Start', distanceM: 0, order: 0, kind: 'start' },
          { id: 'km10', name: '10 km', distanceM: 10_000, order: 1, kind: 'split' },
          { id: 'half', name: 'Half', distanceM: 21_097, order: 2, kind: 'split' },
          { id: 'finish', name: 'Finish', distanceM: 42_195, order: 3, kind: 'finish' },
        ],
        contact: { ...CONTACT },
        courseGpx: '<gpx version="1.1"></gpx>',
      },
      {
        eventId: 'casa-2026',
        id: '10k',
        name: '10 km',
        startTime: GUN + 60 * MIN,
        distanceM: 10_000,
        gender: 'mf',
        country: 'MA',
        city: 'Casablanca',
        timeBasis: 'net',
        precisionMs: 100,
        // A US-style contest: pace per mile, speed in mph.
        paceUnit: 'min_per_mile',
        speedUnit: 'mph',
        ageGroupScheme: null,
        checkpoints: [
          { id: 'start', name: 'Start', distanceM: 0, order: 0, kind: 'start' },
          { id: 'finish', name: 'Finish', distanceM: 10_000, order: 1, kind: 'finish' },
        ],
        contact: { ...CONTACT, organizerType: null },
        courseGpx: null,
      },
    ],
    participants: [
      ...PEOPLE.map(participant),
      { ...participant(['1', 'Karim', 'Tazi', 'm']), contestId: '10k', id: 'k1' },
    ],
    passings: [
      ...passings(),
      { eventId: 'casa-2026', contestId: '10k', bib: '1', checkpointId: 'start', at: GUN + 61 * MIN },
      { eventId: 'casa-2026', contestId: '10k', bib: '1', checkpointId: 'finish', at: GUN + 101 * MIN + 250 },
    ],
    recordings: [
      {
        eventId: 'casa-2026',
        contestId: 'marathon',
        id: 'finish-cam',
        src: 'casa/finish.mp4',
        startsAt: GUN + 140 * MIN,
        durationMs: 90 * MIN,
      },
    ],
  };
}
