/**
 * A small, hand-written import bundle for the API tests, with the clock pinned at FIXTURE_NOW (15 June 2026,
 * 10:00 UTC): a completed marathon with ties, sub-second truncation, a missed split, DNF/DNS/DSQ, gender `x`,
 * accents and Arabic names; a net-time 10 km; an event on today (live); an upcoming triathlon; and a 2025 event
 * whose finish videos have expired, with a half marathon of 21 097.5 m beside it (fractional distances and
 * segments; shown in miles).
 */
import {
  type ContactInfo,
  type ImportBundle,
  type ParticipantRecord,
  type PassingRecord,
} from '@finishline/core';
import {
  H,
  M,
  LIVE_GUN,
  LIVE_RUNNERS,
  MARATHON_GUN,
  MARATHON_RUNNERS,
  OLD_GUN,
  OLD_RUNNERS,
  SEMI_DISTANCE_M,
  SEMI_GUN,
  SEMI_RUNNERS,
  TEN_K_GUN,
  TEN_K_RUNNERS,
  TRI_RUNNERS,
  type Runner,
} from './fixture-runners.js';

export const FIXTURE_NOW = Date.UTC(2026, 5, 15, 10, 0, 0);

const contact: ContactInfo = {
  name: 'Race office',
  email: 'office@example.org',
  phone: '+212 522 000 000',
  website: 'https://example.org',
  organizerType: 'association',
  organizer: 'Casablanca Runners Association',
  timingCompany: 'Fast Timing',
  country: 'MA',
  city: 'Casablanca',
};

/** The guns and distances the tests compare against. */
export { MARATHON_GUN, TEN_K_GUN, LIVE_GUN, OLD_GUN, SEMI_GUN, SEMI_DISTANCE_M } from './fixture-runners.js';

function participants(eventId: string, contestId: string, runners: Runner[]): ParticipantRecord[] {
  return runners.map((r) => ({
    eventId,
    contestId,
    id: r.bib,
    bib: r.bib,
    chip: null,
    firstName: r.first,
    lastName: r.last,
    displayName: `${r.first} ${r.last}`,
    club: r.club,
    country: r.country,
    nation: r.country,
    gender: r.gender,
    birthYear: r.birthYear ?? null,
    age: null,
    ageGroup: r.ageGroup,
    waveStart: null,
    timerStatus: r.status ?? null,
  }));
}

function passings(eventId: string, contestId: string, gun: number, runners: Runner[]): PassingRecord[] {
  return runners.flatMap((r) =>
    Object.entries(r.reads).map(([checkpointId, offset]) => ({
      eventId,
      contestId,
      bib: r.bib,
      checkpointId,
      at: gun + offset,
    })),
  );
}

const GPX =
  '<?xml version="1.0"?><gpx version="1.1" creator="fixture"><trk><trkseg><trkpt lat="33.59" lon="-7.62"/><trkpt lat="33.60" lon="-7.60"/></trkseg></trk></gpx>';

/** The bundle the API tests load. */
export function createFixtureBundle(): ImportBundle {
  const contestBase = {
    country: 'MA',
    city: 'Casablanca',
    paceUnit: 'min_per_km',
    speedUnit: 'kmh',
    ageGroupScheme: null,
    contact,
    courseGpx: null,
  } as const;
  return {
    events: [
      {
        id: 'casablanca-marathon-2026',
        name: 'Marathon International de Casablanca',
        type: 'running',
        country: 'MA',
        city: 'Casablanca',
        dateFrom: '2026-05-10',
        dateTo: '2026-05-10',
        timeZone: 'Africa/Casablanca',
        description: 'Along the Corniche.',
      },
      {
        id: 'paris-10k-2026',
        name: 'Paris 10 km',
        type: 'running',
        country: 'FR',
        city: 'Paris',
        dateFrom: '2026-06-15',
        dateTo: '2026-06-15',
        timeZone: 'Europe/Paris',
        description: null,
      },
      {
        id: 'sevilla-triathlon-2026',
        name: 'Triatlón de Sevilla',
        type: 'triathlon',
        country: 'ES',
        city: 'Sevilla',
        dateFrom: '2026-09-20',
        dateTo: '2026-09-21',
        timeZone: 'Europe/Madrid',
        description: null,
      },
      {
        id: 'lyon-gran-fondo-2025',
        name: 'Lyon Gran Fondo',
        type: 'cycling',
        country: 'FR',
        city: 'Lyon',
        dateFrom: '2025-06-01',
        dateTo: '2025-06-01',
        timeZone: 'Europe/Paris',
        description: null,
      },
    ],
    contests: [
      {
        ...contestBase,
        eventId: 'casablanca-marathon-2026',
        id: 'marathon',
        name: 'Marathon',
        startTime: MARATHON_GUN,
        distanceM: 42_195,
        gender: 'mf',
        timeBasis: 'gun',
        precisionMs: 1000,
        courseGpx: GPX,
        checkpoints: [
          { id: 'start', name: 'Start', distanceM: 0, order: 0, kind: 'start' },
          { id: 'km10', name: '10 km', distanceM: 10_000, order: 1, kind: 'split' },
          { id: 'half', name: 'Half marathon', distanceM: 21_098, order: 2, kind: 'split' },
          { id: 'finish', name: 'Finish', distanceM: 42_195, order: 3, kind: 'finish' },
        ],
      },
      {
        ...contestBase,
        eventId: 'casablanca-marathon-2026',
        id: '10k',
        name: '10 km',
        startTime: TEN_K_GUN,
        distanceM: 10_000,
        gender: 'mf',
        timeBasis: 'net',
        precisionMs: 100,
        checkpoints: [
          { id: 'start', name: 'Start', distanceM: 0, order: 0, kind: 'start' },
          { id: 'km5', name: '5 km', distanceM: 5_000, order: 1, kind: 'split' },
          { id: 'finish', name: 'Finish', distanceM: 10_000, order: 2, kind: 'finish' },
        ],
      },
      {
        ...contestBase,
        eventId: 'paris-10k-2026',
        id: '10k',
        name: '10 km',
        // Its organiser publishes the age grading as official.
        ageGradingOfficial: true,
        startTime: LIVE_GUN,
        distanceM: 10_000,
        gender: 'mf',
        country: 'FR',
        city: 'Paris',
        timeBasis: 'gun',
        precisionMs: 1000,
        checkpoints: [
          { id: 'km5', name: '5 km', distanceM: 5_000, order: 0, kind: 'split' },
          { id: 'finish', name: 'Finish', distanceM: 10_000, order: 1, kind: 'finish' },
        ],
      },
      {
        ...contestBase,
        eventId: 'sevilla-triathlon-2026',
        id: 'olympic',
        name: 'Olympic distance',
        startTime: Date.UTC(2026, 8, 20, 7, 0, 0),
        distanceM: 51_500,
        gender: 'mf',
        country: 'ES',
        city: 'Sevilla',
        timeBasis: 'net',
        precisionMs: 1000,
        checkpoints: [{ id: 'finish', name: 'Finish', distanceM: 51_500, order: 0, kind: 'finish' }],
      },
      {
        ...contestBase,
        eventId: 'lyon-gran-fondo-2025',
        id: 'fondo',
        name: 'Gran Fondo',
        startTime: OLD_GUN,
        distanceM: 120_000,
        gender: 'mf',
        country: 'FR',
        city: 'Lyon',
        timeBasis: 'gun',
        precisionMs: 1000,
        checkpoints: [{ id: 'finish', name: 'Finish', distanceM: 120_000, order: 0, kind: 'finish' }],
      },
      {
        ...contestBase,
        eventId: 'lyon-gran-fondo-2025',
        id: 'semi',
        name: 'Semi-marathon',
        startTime: SEMI_GUN,
        distanceM: SEMI_DISTANCE_M,
        gender: 'mf',
        country: 'FR',
        city: 'Lyon',
        timeBasis: 'gun',
        precisionMs: 1000,
        // Shown per mile and in mph (a US-style contest); the API gives both units either way.
        paceUnit: 'min_per_mile',
        speedUnit: 'mph',
        checkpoints: [
          { id: 'km10', name: '10 km', distanceM: 10_000, order: 0, kind: 'split' },
          { id: 'finish', name: 'Finish', distanceM: SEMI_DISTANCE_M, order: 1, kind: 'finish' },
        ],
      },
    ],
    participants: [
      ...participants('casablanca-marathon-2026', 'marathon', MARATHON_RUNNERS),
      ...participants('casablanca-marathon-2026', '10k', TEN_K_RUNNERS),
      ...participants('paris-10k-2026', '10k', LIVE_RUNNERS),
      ...participants('sevilla-triathlon-2026', 'olympic', TRI_RUNNERS),
      ...participants('lyon-gran-fondo-2025', 'fondo', OLD_RUNNERS),
      ...participants('lyon-gran-fondo-2025', 'semi', SEMI_RUNNERS),
    ],
    passings: [
      ...passings('casablanca-marathon-2026', 'marathon', MARATHON_GUN, MARATHON_RUNNERS),
      ...passings('casablanca-marathon-2026', '10k', TEN_K_GUN, TEN_K_RUNNERS),
      ...passings('paris-10k-2026', '10k', LIVE_GUN, LIVE_RUNNERS),
      ...passings('lyon-gran-fondo-2025', 'fondo', OLD_GUN, OLD_RUNNERS),
      ...passings('lyon-gran-fondo-2025', 'semi', SEMI_GUN, SEMI_RUNNERS),
    ],
    recordings: [
      {
        eventId: 'casablanca-marathon-2026',
        contestId: 'marathon',
        id: 'finish-cam',
        src: 'media/marathon-finish.mp4',
        startsAt: MARATHON_GUN + 2 * H + 15 * M,
        durationMs: H,
      },
      {
        eventId: 'lyon-gran-fondo-2025',
        contestId: 'fondo',
        id: 'finish-cam',
        src: 'media/fondo-finish.mp4',
        startsAt: OLD_GUN + 3 * H + 50 * M,
        durationMs: H,
      },
    ],
  };
}
