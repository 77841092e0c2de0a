/**
 * The runners of the API test fixture (fixture-bundle.ts), contest by contest, as offsets from each gun: who they
 * are and when each mat read them. Every case the tests rely on is named where it is set.
 */
import { type GenderCode, type TimerStatusCode } from '@finishline/contract';

export const H = 3_600_000;
export const M = 60_000;
export const S = 1_000;

export type Runner = {
  bib: string;
  first: string;
  last: string;
  gender: GenderCode;
  ageGroup: string | null;
  club: string | null;
  country: string | null;
  status?: TimerStatusCode;
  /** For the age grading (the marathon's first finishers): ages on race day are race year − birth year. */
  birthYear?: number;
  /** Offsets from the gun in ms, by checkpoint id. */
  reads: Record<string, number>;
};

/** Marathon: gun time basis, 1 s precision. Gun 10 May 2026 07:00 UTC. */
export const MARATHON_GUN = Date.UTC(2026, 4, 10, 7, 0, 0);
export const MARATHON_RUNNERS: Runner[] = [
  {
    bib: '1',
    birthYear: 1988,
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
    birthYear: 1984,
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
    birthYear: 1998,
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
export const TEN_K_RUNNERS: Runner[] = [
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
export const LIVE_RUNNERS: Runner[] = [
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

export const TRI_RUNNERS: Runner[] = [
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
export const OLD_RUNNERS: Runner[] = [
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
export const SEMI_RUNNERS: Runner[] = [
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
