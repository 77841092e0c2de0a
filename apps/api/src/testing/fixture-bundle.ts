/**
 * A small, hand-written import bundle for the API tests, with the clock pinned at FIXTURE_NOW (15 June 2026,
 * 10:00 UTC): a completed marathon with ties, sub-second truncation, a missed split, DNF/DNS/DSQ, gender `x`,
 * accents and Arabic names; a net-time 10 km; an event on today (live); an upcoming triathlon; and a 2025 event
 * whose finish videos have expired, with a half marathon of 21 097.5 m beside it (fractional distances and
 * segments).
 */
import {
  type ContactInfo,
  type ImportBundle,
  type ParticipantRecord,
  type PassingRecord,
} from '@finishline/core';

export const FIXTURE_NOW = Date.UTC(2026, 5, 15, 10, 0, 0);

const H = 3_600_000;
const M = 60_000;
const S = 1_000;

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

type Runner = {
  bib: string;
  first: string;
  last: string;
  gender: 'm' | 'f' | 'x';
  ageGroup: string | null;
  club: string | null;
  country: string | null;
  status?: 'dnf' | 'dns' | 'dsq';
  /** Offsets from the gun in ms, by checkpoint id. */
  reads: Record<string, number>;
};

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
    birthYear: null,
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

/** Marathon: gun time basis, 1 s precision. Gun 10 May 2026 07:00 UTC. */
export const MARATHON_GUN = Date.UTC(2026, 4, 10, 7, 0, 0);
export const MARATHON_RUNNERS: Runner[] = [
  {
    bib: '1',
    first: 'Amina',
    last: 'El Idrissi',
    gender: 'f',
    ageGroup: 'F35',
    club: 'Casa Running Club',
    country: 'MA',
    reads: { start: 5 * S, km10: 35 * M, half: 74 * M, finish: 2 * H + 30 * M },
  },
  {
    bib: '2',
    first: 'José',
    last: 'Ñandú',
    gender: 'm',
    ageGroup: 'M40',
    club: 'Club Atlético Sevilla',
    country: 'ES',
    reads: { start: 3 * S, km10: 33 * M, half: 70 * M, finish: 2 * H + 20 * M },
  },
  {
    bib: '3',
    first: 'محمد',
    last: 'العلوي',
    gender: 'm',
    ageGroup: 'SEN',
    club: 'نادي الرباط',
    country: 'MA',
    reads: { start: 4 * S, km10: 33 * M + 10 * S, half: 70 * M + 5 * S, finish: 2 * H + 20 * M + 400 },
  },
  {
    bib: '4',
    first: 'Jean',
    last: 'Dupont',
    gender: 'm',
    ageGroup: 'M40',
    club: 'Paris Athlé',
    country: 'FR',
    reads: { start: 6 * S, km10: 34 * M, half: 72 * M, finish: 2 * H + 25 * M + 700 },
  },
  {
    bib: '5',
    first: 'Fatima Zahra',
    last: 'Benali',
    gender: 'f',
    ageGroup: 'SEN',
    club: 'Casa Running Club',
    country: 'MA',
    reads: { start: 8 * S, km10: 38 * M, half: 80 * M, finish: 2 * H + 45 * M + 10 * S },
  },
  {
    bib: '6',
    first: 'Élodie',
    last: 'Martin',
    gender: 'f',
    ageGroup: 'F40',
    club: null,
    country: 'FR',
    status: 'dnf',
    reads: { start: 9 * S, km10: 40 * M, half: 85 * M },
  },
  {
    bib: '7',
    first: 'Youssef',
    last: 'Amrani',
    gender: 'm',
    ageGroup: 'SEN',
    club: null,
    country: 'MA',
    reads: { start: 7 * S, km10: 45 * M },
  },
  {
    bib: '8',
    first: 'Sam',
    last: 'Taylor',
    gender: 'x',
    ageGroup: null,
    club: 'Harriers',
    country: 'GB',
    reads: { start: 10 * S, km10: 40 * M, half: 84 * M, finish: 2 * H + 50 * M },
  },
  {
    bib: '9',
    first: 'Karim',
    last: 'Haddad',
    gender: 'm',
    ageGroup: 'M40',
    club: null,
    country: 'MA',
    status: 'dns',
    reads: {},
  },
  {
    bib: '10',
    first: 'Lucía',
    last: 'García',
    gender: 'f',
    ageGroup: 'F35',
    club: null,
    country: 'ES',
    status: 'dsq',
    reads: { start: 5 * S, km10: 36 * M, half: 75 * M, finish: 2 * H + 35 * M },
  },
  {
    bib: '11',
    first: 'Omar',
    last: 'Benjelloun',
    gender: 'm',
    ageGroup: 'SEN',
    club: 'Casa Running Club',
    country: 'MA',
    reads: { start: 12 * S, km10: 50 * M, finish: 3 * H + 5 * M },
  },
  {
    bib: '12',
    first: 'Zineb',
    last: 'Tazi',
    gender: 'f',
    ageGroup: 'F35',
    club: null,
    country: 'MA',
    reads: {},
  },
];

/** 10 km of the same event: net time basis, 0.1 s precision, start mat. */
export const TEN_K_GUN = Date.UTC(2026, 4, 10, 9, 0, 0);
const TEN_K_RUNNERS: Runner[] = [
  {
    bib: '1001',
    first: 'Nadia',
    last: 'Chraibi',
    gender: 'f',
    ageGroup: 'SEN',
    club: null,
    country: 'MA',
    reads: { start: 30 * S, km5: 20 * M, finish: 40 * M + 250 },
  },
  {
    bib: '1002',
    first: 'Hassan',
    last: 'Ouali',
    gender: 'm',
    ageGroup: 'M40',
    club: null,
    country: 'MA',
    reads: { start: 2 * S, km5: 19 * M, finish: 39 * M + 50 * S },
  },
  {
    bib: '1003',
    first: 'Ana',
    last: 'Lopes',
    gender: 'f',
    ageGroup: 'F35',
    club: null,
    country: 'PT',
    reads: { start: 60 * S, km5: 23 * M, finish: 47 * M },
  },
];

/** Today's event (ongoing at FIXTURE_NOW): some passings in, nobody finished. */
export const LIVE_GUN = Date.UTC(2026, 5, 15, 8, 0, 0);
const LIVE_RUNNERS: Runner[] = [
  {
    bib: '1',
    first: 'Claire',
    last: 'Dubois',
    gender: 'f',
    ageGroup: 'SEN',
    club: null,
    country: 'FR',
    reads: { km5: 22 * M },
  },
  {
    bib: '2',
    first: 'Marc',
    last: 'Petit',
    gender: 'm',
    ageGroup: 'SEN',
    club: null,
    country: 'FR',
    reads: { km5: 20 * M },
  },
  {
    bib: '3',
    first: 'Inès',
    last: 'Roux',
    gender: 'f',
    ageGroup: 'SEN',
    club: null,
    country: 'FR',
    reads: {},
  },
];

const TRI_RUNNERS: Runner[] = [
  {
    bib: '101',
    first: 'Pablo',
    last: 'Ruiz',
    gender: 'm',
    ageGroup: 'SEN',
    club: 'Tri Sevilla',
    country: 'ES',
    reads: {},
  },
  {
    bib: '102',
    first: 'Carmen',
    last: 'Vega',
    gender: 'f',
    ageGroup: 'F40',
    club: 'Tri Sevilla',
    country: 'ES',
    reads: {},
  },
];

export const OLD_GUN = Date.UTC(2025, 5, 1, 6, 0, 0);
const OLD_RUNNERS: Runner[] = [
  {
    bib: '1',
    first: 'Luc',
    last: 'Moreau',
    gender: 'm',
    ageGroup: 'SEN',
    club: null,
    country: 'FR',
    reads: { finish: 4 * H },
  },
  {
    bib: '2',
    first: 'Julie',
    last: 'Bernard',
    gender: 'f',
    ageGroup: 'SEN',
    club: null,
    country: 'FR',
    reads: { finish: 4 * H + 30 * M },
  },
];

/** Half marathon run beside the 2025 Gran Fondo: 21 097.5 m, a 10 km split, gun basis, 1 s precision. */
export const SEMI_GUN = Date.UTC(2025, 5, 1, 7, 0, 0);
export const SEMI_DISTANCE_M = 21_097.5;
const SEMI_RUNNERS: Runner[] = [
  {
    bib: '501',
    first: 'Chloé',
    last: 'Lefèvre',
    gender: 'f',
    ageGroup: 'SEN',
    club: null,
    country: 'FR',
    reads: { km10: 45 * M, finish: H + 35 * M + 20 * S },
  },
  {
    bib: '502',
    first: 'Thomas',
    last: 'Girard',
    gender: 'm',
    ageGroup: 'M40',
    club: null,
    country: 'FR',
    // The 10 km mat missed him: the finish segment spans the whole 21 097.5 m.
    reads: { finish: H + 42 * M },
  },
  {
    bib: '503',
    first: 'Léa',
    last: 'Fontaine',
    gender: 'f',
    ageGroup: 'F40',
    club: null,
    country: 'FR',
    status: 'dnf',
    reads: { km10: 58 * M },
  },
];

const GPX =
  '<?xml version="1.0"?><gpx version="1.1" creator="fixture"><trk><trkseg><trkpt lat="33.59" lon="-7.62"/><trkpt lat="33.60" lon="-7.60"/></trkseg></trk></gpx>';

/** The bundle the API tests load. */
export function createFixtureBundle(): ImportBundle {
  const contestBase = { country: 'MA', city: 'Casablanca', ageGroupScheme: null, contact, courseGpx: null };
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
