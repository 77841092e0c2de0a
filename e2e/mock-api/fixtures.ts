/**
 * Deterministic events for the browser tests, placed relative to today so that every period has
 * some. Shapes are the API contract's (packages/contract), so a contract change breaks this file.
 */
import type {
  ContestGenderCode,
  ContestSummary,
  EventDetail,
  EventTypeCode,
  TimeBasisCode,
} from '@finishline/contract';

type ContestSeed = {
  id: string;
  name: string;
  km: number;
  gender: ContestGenderCode;
  start: string;
  basis: TimeBasisCode;
  entrants: number;
};
type EventSeed = {
  id: string;
  name: string;
  type: EventTypeCode;
  country: string;
  city: string;
  timeZone: string;
  offsetDays: number;
  days?: number;
  description: string | null;
  contests: ContestSeed[];
};

const SEEDS: EventSeed[] = [
  {
    id: 'marrakech-marathon',
    name: 'Marrakech International Marathon',
    type: 'running',
    country: 'MA',
    city: 'Marrakech',
    timeZone: 'Africa/Casablanca',
    offsetDays: -40,
    description: 'Flat and fast loops through the palm groves and the red city, finishing at the Koutoubia.',
    contests: [
      {
        id: 'marathon',
        name: 'Marathon',
        km: 42.195,
        gender: 'mf',
        start: '08:00',
        basis: 'net',
        entrants: 20500,
      },
      {
        id: 'half',
        name: 'Half Marathon',
        km: 21.0975,
        gender: 'mf',
        start: '08:30',
        basis: 'net',
        entrants: 3000,
      },
    ],
  },
  {
    id: 'rabat-10k',
    name: 'Rabat 10K',
    type: 'running',
    country: 'MA',
    city: 'Rabat',
    timeZone: 'Africa/Casablanca',
    offsetDays: 24,
    description: 'A fast 10 km along the Bouregreg river and the Kasbah of the Udayas.',
    contests: [
      { id: '10k', name: '10 km', km: 10, gender: 'mf', start: '09:00', basis: 'gun', entrants: 900 },
      {
        id: 'women-5k',
        name: "Women's 5 km",
        km: 5,
        gender: 'f',
        start: '10:30',
        basis: 'gun',
        entrants: 400,
      },
    ],
  },
  {
    id: 'casablanca-night-run',
    name: 'Casablanca Night Run',
    type: 'running',
    country: 'MA',
    city: 'Casablanca',
    timeZone: 'Africa/Casablanca',
    offsetDays: 0,
    description: 'An evening run on the Corniche of Aïn Diab, past the Hassan II Mosque.',
    contests: [
      { id: '10k', name: '10 km', km: 10, gender: 'mf', start: '20:00', basis: 'net', entrants: 600 },
    ],
  },
  {
    id: 'trail-des-cedres',
    name: 'Trail des Cèdres',
    type: 'trail_running',
    country: 'MA',
    city: 'Ifrane',
    timeZone: 'Africa/Casablanca',
    offsetDays: -75,
    description: 'Cedar forests, Barbary macaques and 1,800 m of climbing in the Middle Atlas.',
    contests: [
      {
        id: '42k',
        name: 'Ultra des Cèdres 42 km',
        km: 42,
        gender: 'mf',
        start: '07:00',
        basis: 'gun',
        entrants: 350,
      },
      { id: '18k', name: 'Trail 18 km', km: 18, gender: 'mf', start: '09:00', basis: 'gun', entrants: 300 },
      { id: '8k', name: 'Découverte 8 km', km: 8, gender: 'mf', start: '10:00', basis: 'gun', entrants: 120 },
      { id: 'kids', name: 'Kids 2 km', km: 2, gender: 'mf', start: '11:00', basis: 'gun', entrants: 80 },
    ],
  },
  {
    id: 'maraton-sevilla',
    name: 'Maratón de Sevilla',
    type: 'running',
    country: 'ES',
    city: 'Sevilla',
    timeZone: 'Europe/Madrid',
    offsetDays: 68,
    description: 'El maratón más llano de Europa, con salida y meta en el Estadio de La Cartuja.',
    contests: [
      {
        id: 'maraton',
        name: 'Maratón',
        km: 42.195,
        gender: 'mf',
        start: '08:30',
        basis: 'net',
        entrants: 1200,
      },
    ],
  },
  {
    id: 'triatlon-barcelona',
    name: 'Triatló de Barcelona',
    type: 'triathlon',
    country: 'ES',
    city: 'Barcelona',
    timeZone: 'Europe/Madrid',
    offsetDays: -20,
    description: 'Olympic distance: 1.5 km swim off Bogatell beach, 40 km bike, 10 km run.',
    contests: [
      {
        id: 'olympic',
        name: 'Olympic distance',
        km: 51.5,
        gender: 'mf',
        start: '08:00',
        basis: 'gun',
        entrants: 500,
      },
    ],
  },
  {
    id: 'semi-paris',
    name: 'Semi-Marathon de Paris',
    type: 'running',
    country: 'FR',
    city: 'Paris',
    timeZone: 'Europe/Paris',
    offsetDays: -12,
    description: 'De la Bastille au Bois de Vincennes, 21,1 km au cœur de Paris.',
    contests: [
      {
        id: 'semi',
        name: 'Semi-marathon',
        km: 21.0975,
        gender: 'mf',
        start: '09:00',
        basis: 'net',
        entrants: 2500,
      },
    ],
  },
  {
    id: 'la-provencale',
    name: 'La Provençale Cyclosportive',
    type: 'cycling',
    country: 'FR',
    city: 'Avignon',
    timeZone: 'Europe/Paris',
    offsetDays: 110,
    description: 'Le Ventoux par Bédoin, 140 km et 2 900 m de dénivelé.',
    contests: [
      {
        id: 'grand',
        name: 'Grand parcours 140 km',
        km: 140,
        gender: 'mf',
        start: '07:30',
        basis: 'gun',
        entrants: 700,
      },
    ],
  },
  {
    id: 'duathlon-lyon',
    name: 'Duathlon de Lyon',
    type: 'duathlon',
    country: 'FR',
    city: 'Lyon',
    timeZone: 'Europe/Paris',
    offsetDays: 45,
    days: 2,
    description: 'Course à pied, vélo, course à pied au Parc de la Tête d’Or.',
    contests: [
      { id: 'sprint', name: 'Sprint', km: 27.5, gender: 'mf', start: '09:00', basis: 'gun', entrants: 250 },
      {
        id: 'women',
        name: 'Sprint Femmes',
        km: 27.5,
        gender: 'f',
        start: '11:00',
        basis: 'gun',
        entrants: 90,
      },
      {
        id: 'men',
        name: 'Sprint Hommes',
        km: 27.5,
        gender: 'm',
        start: '13:00',
        basis: 'gun',
        entrants: 160,
      },
    ],
  },
  {
    id: 'travessia-tejo',
    name: 'Travessia do Tejo',
    type: 'swimming',
    country: 'PT',
    city: 'Lisboa',
    timeZone: 'Europe/Lisbon',
    offsetDays: -120,
    description: null,
    contests: [
      { id: '3k', name: '3 km open water', km: 3, gender: 'mf', start: '10:00', basis: 'gun', entrants: 220 },
    ],
  },
  {
    id: 'bruxelles-walk',
    name: 'Brussels Heritage Walk',
    type: 'walking',
    country: 'BE',
    city: 'Bruxelles',
    timeZone: 'Europe/Brussels',
    offsetDays: 30,
    description: 'A 15 km walk from the Atomium to the Grand-Place.',
    contests: [
      { id: '15k', name: '15 km walk', km: 15, gender: 'mf', start: '10:00', basis: 'gun', entrants: 300 },
    ],
  },
  {
    id: 'agadir-sup',
    name: 'Agadir Paddle Cup',
    type: 'standup_paddleboarding',
    country: 'MA',
    city: 'Agadir',
    timeZone: 'Africa/Casablanca',
    offsetDays: 90,
    description: 'Stand-up paddle races in the bay of Agadir.',
    contests: [],
  },
];

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The UTC instant of a wall-clock time in a zone (good to the minute for these fixtures). */
function zonedInstant(day: string, time: string, timeZone: string): string {
  const guess = new Date(`${day}T${time}:00Z`);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  })
    .formatToParts(guess)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  const asZoned = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
  return new Date(guess.getTime() - (asZoned - guess.getTime())).toISOString();
}

export type Fixture = EventDetail;

export function buildFixtures(today = new Date()): Fixture[] {
  return SEEDS.map((seed) => {
    const from = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + seed.offsetDays),
    );
    const to = new Date(from.getTime() + ((seed.days ?? 1) - 1) * 86_400_000);
    const state =
      seed.offsetDays > 0 ? 'upcoming' : seed.offsetDays + (seed.days ?? 1) - 1 < 0 ? 'completed' : 'ongoing';
    const contests: ContestSummary[] = seed.contests.map((contest) => ({
      id: contest.id,
      eventId: seed.id,
      name: contest.name,
      distanceM: Math.round(contest.km * 1000),
      startTime: zonedInstant(isoDay(from), contest.start, seed.timeZone),
      gender: contest.gender,
      country: seed.country,
      city: seed.city,
      timeBasis: contest.basis,
      state,
      participantCount: contest.entrants,
      finisherCount: state === 'completed' ? Math.round(contest.entrants * 0.93) : 0,
    }));
    return {
      id: seed.id,
      name: seed.name,
      type: seed.type,
      country: seed.country,
      city: seed.city,
      dateFrom: isoDay(from),
      dateTo: isoDay(to),
      timeZone: seed.timeZone,
      state,
      description: seed.description,
      contests,
    };
  });
}
