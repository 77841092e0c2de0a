/**
 * The demo events, placed relative to a reference date so that the site always has upcoming,
 * live and completed events. Everything else is generated from seeds.
 */
import {
  type ContactInfo,
  type ContestGender,
  type EventType,
  type PrecisionMs,
  type TimeBasis,
} from '@finishline/core';

export type CheckpointSpec = { id: string; name: string; km: number; kind?: 'start' | 'split' | 'finish' };

export type ContestSpec = {
  id: string;
  name: string;
  distanceKm: number;
  gender: ContestGender;
  /** Local wall-clock start, `HH:MM`, on the event's first day plus `day`. */
  start: string;
  day?: number;
  timeBasis: TimeBasis;
  precisionMs?: PrecisionMs;
  checkpoints: CheckpointSpec[];
  participants: number;
  /** Median pace in seconds per km, and its spread. */
  paceSecPerKm: [median: number, spread: number];
  /** Share of participants per residence country. */
  field: Record<string, number>;
  /** Start-mat spread in minutes for net-time contests (waves). */
  startSpreadMin?: number;
  /** A course loop drawn around this point (lat, lon) with this radius in km. */
  course?: { lat: number; lon: number };
  /** Live contests get no passings: `simulate` plays them. */
  live?: boolean;
};

export type EventSpec = {
  id: string;
  name: string;
  type: EventType;
  country: string;
  city: string;
  timeZone: string;
  /** Days from the reference date to the first day. */
  offsetDays: number;
  days?: number;
  description: string;
  contact: Omit<ContactInfo, 'country' | 'city'>;
  contests: ContestSpec[];
};

const marathonCheckpoints: CheckpointSpec[] = [
  { id: 'start', name: 'Start', km: 0, kind: 'start' },
  { id: 'km10', name: '10 km', km: 10 },
  { id: 'half', name: 'Half marathon', km: 21.0975 },
  { id: 'km30', name: '30 km', km: 30 },
  { id: 'km40', name: '40 km', km: 40 },
  { id: 'finish', name: 'Finish', km: 42.195 },
];
const tenK: CheckpointSpec[] = [
  { id: 'km3', name: '3 km', km: 3 },
  { id: 'km5', name: '5 km', km: 5 },
  { id: 'km8', name: '8 km', km: 8 },
  { id: 'finish', name: 'Finish', km: 10 },
];
const halfCheckpoints: CheckpointSpec[] = [
  { id: 'start', name: 'Start', km: 0, kind: 'start' },
  { id: 'km5', name: '5 km', km: 5 },
  { id: 'km10', name: '10 km', km: 10 },
  { id: 'km15', name: '15 km', km: 15 },
  { id: 'km20', name: '20 km', km: 20 },
  { id: 'finish', name: 'Finish', km: 21.0975 },
];
const contact = (
  organizer: string,
  domain: string,
  organizerType: ContactInfo['organizerType'],
  timingCompany: string,
  phone: string,
) => ({
  name: `${organizer} — race office`,
  email: `results@${domain}`,
  phone,
  website: `https://www.${domain}`,
  organizerType,
  organizer,
  timingCompany,
});

export const DEMO_EVENTS: EventSpec[] = [
  {
    id: 'marrakech-marathon',
    name: 'Marrakech International Marathon',
    type: 'running',
    country: 'MA',
    city: 'Marrakech',
    timeZone: 'Africa/Casablanca',
    offsetDays: -40,
    description: 'Flat and fast loops through the palm groves and the red city, finishing at the Koutoubia.',
    contact: contact(
      'Association Grand Atlas',
      'marathon-marrakech.example.org',
      'association',
      'Atlas Timing',
      '+212 524 00 00 00',
    ),
    contests: [
      {
        id: 'marathon',
        name: 'Marathon',
        distanceKm: 42.195,
        gender: 'mf',
        start: '08:00',
        timeBasis: 'net',
        checkpoints: marathonCheckpoints,
        participants: 20_500,
        paceSecPerKm: [345, 55],
        startSpreadMin: 12,
        field: { MA: 0.62, FR: 0.14, ES: 0.08, GB: 0.05, DE: 0.04, KE: 0.02, BE: 0.03, PT: 0.02 },
        course: { lat: 31.6295, lon: -7.9811 },
      },
      {
        id: 'half',
        name: 'Half Marathon',
        distanceKm: 21.0975,
        gender: 'mf',
        start: '08:30',
        timeBasis: 'net',
        checkpoints: halfCheckpoints,
        participants: 3_000,
        paceSecPerKm: [330, 50],
        startSpreadMin: 6,
        field: { MA: 0.7, FR: 0.15, ES: 0.1, GB: 0.05 },
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
    contact: contact(
      'Ville de Rabat',
      'rabat10k.example.org',
      'municipality',
      'Atlas Timing',
      '+212 537 00 00 00',
    ),
    contests: [
      {
        id: '10k',
        name: '10 km',
        distanceKm: 10,
        gender: 'mf',
        start: '09:00',
        timeBasis: 'gun',
        checkpoints: tenK,
        participants: 900,
        paceSecPerKm: [330, 60],
        field: { MA: 0.9, FR: 0.05, ES: 0.05 },
      },
      {
        id: 'women-5k',
        name: "Women's 5 km",
        distanceKm: 5,
        gender: 'f',
        start: '10:30',
        timeBasis: 'gun',
        checkpoints: [
          { id: 'km2', name: '2 km', km: 2 },
          { id: 'km4', name: '4 km', km: 4 },
          { id: 'finish', name: 'Finish', km: 5 },
        ],
        participants: 400,
        paceSecPerKm: [360, 60],
        field: { MA: 0.95, FR: 0.05 },
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
    contact: contact(
      'Casa Events',
      'casanightrun.example.org',
      'company',
      'Atlas Timing',
      '+212 522 00 00 00',
    ),
    contests: [
      {
        id: '10k',
        name: '10 km',
        distanceKm: 10,
        gender: 'mf',
        start: '20:00',
        timeBasis: 'net',
        checkpoints: [{ id: 'start', name: 'Start', km: 0, kind: 'start' }, ...tenK],
        participants: 600,
        paceSecPerKm: [340, 55],
        startSpreadMin: 3,
        field: { MA: 0.85, FR: 0.1, ES: 0.05 },
        live: true,
        course: { lat: 33.5951, lon: -7.6604 },
      },
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
    contact: contact(
      'Club Ifrane Trail',
      'trail-cedres.example.org',
      'club',
      'Chrono Atlas',
      '+212 535 00 00 00',
    ),
    contests: [
      {
        id: '42k',
        name: 'Ultra des Cèdres 42 km',
        distanceKm: 42,
        gender: 'mf',
        start: '07:00',
        timeBasis: 'gun',
        checkpoints: [
          { id: 'cp1', name: 'Michlifen', km: 9 },
          { id: 'cp2', name: 'Dayet Aoua', km: 18 },
          { id: 'cp3', name: 'Forêt de Cèdres', km: 27 },
          { id: 'cp4', name: 'Ain Vittel', km: 36 },
          { id: 'finish', name: 'Finish', km: 42 },
        ],
        participants: 350,
        paceSecPerKm: [480, 90],
        field: { MA: 0.7, FR: 0.2, ES: 0.1 },
        course: { lat: 33.5228, lon: -5.1106 },
      },
      {
        id: '18k',
        name: 'Trail 18 km',
        distanceKm: 18,
        gender: 'mf',
        start: '09:00',
        timeBasis: 'gun',
        checkpoints: [
          { id: 'cp0', name: 'Lac', km: 4 },
          { id: 'cp1', name: 'Michlifen', km: 9 },
          { id: 'finish', name: 'Finish', km: 18 },
        ],
        participants: 300,
        paceSecPerKm: [450, 80],
        field: { MA: 0.8, FR: 0.2 },
      },
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
    contact: contact(
      'Ayuntamiento de Sevilla',
      'maratonsevilla.example.org',
      'municipality',
      'Cronorace',
      '+34 954 00 00 00',
    ),
    contests: [
      {
        id: 'maraton',
        name: 'Maratón',
        distanceKm: 42.195,
        gender: 'mf',
        start: '08:30',
        timeBasis: 'net',
        checkpoints: marathonCheckpoints,
        participants: 1_200,
        paceSecPerKm: [330, 50],
        field: { ES: 0.8, FR: 0.1, PT: 0.05, MA: 0.05 },
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
    contact: contact(
      'Federació Catalana de Triatló',
      'triatlobcn.example.org',
      'federation',
      'ChampionChip Iberia',
      '+34 93 000 00 00',
    ),
    contests: [
      {
        id: 'olympic',
        name: 'Olympic distance',
        distanceKm: 51.5,
        gender: 'mf',
        start: '08:00',
        timeBasis: 'gun',
        precisionMs: 100,
        checkpoints: [
          { id: 'swim', name: 'Swim exit', km: 1.5 },
          { id: 't1', name: 'T1', km: 1.6 },
          { id: 'bike', name: 'Bike in', km: 41.5 },
          { id: 't2', name: 'T2', km: 41.6 },
          { id: 'run5', name: 'Run 5 km', km: 46.5 },
          { id: 'finish', name: 'Finish', km: 51.5 },
        ],
        participants: 500,
        paceSecPerKm: [165, 25],
        field: { ES: 0.75, FR: 0.15, GB: 0.1 },
        course: { lat: 41.3947, lon: 2.2076 },
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
    contact: contact(
      'Paris Running Events',
      'semiparis.example.org',
      'company',
      'Chronométrage IDF',
      '+33 1 00 00 00 00',
    ),
    contests: [
      {
        id: 'semi',
        name: 'Semi-marathon',
        distanceKm: 21.0975,
        gender: 'mf',
        start: '09:00',
        timeBasis: 'net',
        checkpoints: halfCheckpoints,
        participants: 2_500,
        paceSecPerKm: [320, 50],
        startSpreadMin: 15,
        field: { FR: 0.85, BE: 0.05, ES: 0.05, MA: 0.05 },
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
    contact: contact(
      'ASPTT Avignon',
      'laprovencale.example.org',
      'club',
      'Chronométrage Sud',
      '+33 4 00 00 00 00',
    ),
    contests: [
      {
        id: 'grand',
        name: 'Grand parcours 140 km',
        distanceKm: 140,
        gender: 'mf',
        start: '07:30',
        timeBasis: 'gun',
        checkpoints: [
          { id: 'bedoin', name: 'Bédoin', km: 40 },
          { id: 'ventoux', name: 'Mont Ventoux', km: 62 },
          { id: 'malaucene', name: 'Malaucène', km: 84 },
          { id: 'finish', name: 'Finish', km: 140 },
        ],
        participants: 700,
        paceSecPerKm: [150, 25],
        field: { FR: 0.8, BE: 0.1, DE: 0.1 },
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
    description: 'Course à pied, vélo, course à pied au Parc de la Tête d’Or.',
    contact: contact(
      'Lyon Athlétisme',
      'duathlonlyon.example.org',
      'club',
      'Chronométrage Rhône',
      '+33 4 72 00 00 00',
    ),
    contests: [
      {
        id: 'sprint',
        name: 'Sprint',
        distanceKm: 27.5,
        gender: 'mf',
        start: '09:00',
        timeBasis: 'gun',
        checkpoints: [
          { id: 'run1', name: 'Run 1', km: 5 },
          { id: 'bike', name: 'Bike', km: 25 },
          { id: 'finish', name: 'Finish', km: 27.5 },
        ],
        participants: 250,
        paceSecPerKm: [150, 25],
        field: { FR: 0.9, BE: 0.1 },
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
    description: 'Open-water crossing of the Tagus from Trafaria to Belém.',
    contact: contact(
      'Clube Naval de Lisboa',
      'travessiatejo.example.org',
      'club',
      'Lisboa Timing',
      '+351 21 000 0000',
    ),
    contests: [
      {
        id: '3k',
        name: '3 km open water',
        distanceKm: 3,
        gender: 'mf',
        start: '10:00',
        timeBasis: 'gun',
        precisionMs: 100,
        checkpoints: [
          { id: 'buoy1', name: 'Buoy 1', km: 1 },
          { id: 'buoy2', name: 'Buoy 2', km: 2 },
          { id: 'finish', name: 'Finish', km: 3 },
        ],
        participants: 220,
        paceSecPerKm: [1320, 200],
        field: { PT: 0.8, ES: 0.2 },
      },
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
    contact: contact(
      'Brussels Walking Club',
      'brusselswalk.example.org',
      'association',
      'Timing Benelux',
      '+32 2 000 00 00',
    ),
    contests: [
      {
        id: '15k',
        name: '15 km walk',
        distanceKm: 15,
        gender: 'mf',
        start: '10:00',
        timeBasis: 'gun',
        checkpoints: [
          { id: 'km5', name: 'Atomium', km: 5 },
          { id: 'km10', name: 'Parc du Cinquantenaire', km: 10 },
          { id: 'finish', name: 'Grand-Place', km: 15 },
        ],
        participants: 300,
        paceSecPerKm: [600, 60],
        field: { BE: 0.8, FR: 0.1, DE: 0.1 },
      },
    ],
  },
  {
    id: 'mud-warriors-munich',
    name: 'Mud Warriors München',
    type: 'obstacle_course_race',
    country: 'DE',
    city: 'München',
    timeZone: 'Europe/Berlin',
    offsetDays: -160,
    description: '12 km and 30 obstacles on the Olympic park hills.',
    contact: contact(
      'Mud Warriors GmbH',
      'mudwarriors.example.org',
      'company',
      'Zeitnahme Bayern',
      '+49 89 0000 000',
    ),
    contests: [
      {
        id: 'elite',
        name: 'Elite 12 km',
        distanceKm: 12,
        gender: 'mf',
        start: '09:30',
        timeBasis: 'gun',
        checkpoints: [
          { id: 'o10', name: 'Obstacle 10', km: 4 },
          { id: 'o20', name: 'Obstacle 20', km: 8 },
          { id: 'finish', name: 'Finish', km: 12 },
        ],
        participants: 260,
        paceSecPerKm: [480, 70],
        field: { DE: 0.9, GB: 0.1 },
      },
    ],
  },
  {
    id: 'canicross-annecy',
    name: 'Canicross du Lac d’Annecy',
    type: 'canicross',
    country: 'FR',
    city: 'Annecy',
    timeZone: 'Europe/Paris',
    offsetDays: 14,
    description: 'Course avec son chien sur les sentiers du Semnoz.',
    contact: contact(
      'Annecy Canicross',
      'canicross-annecy.example.org',
      'club',
      'Chronométrage Alpes',
      '+33 4 50 00 00 00',
    ),
    contests: [
      {
        id: '8k',
        name: 'Canicross 8 km',
        distanceKm: 8,
        gender: 'mf',
        start: '10:00',
        timeBasis: 'gun',
        checkpoints: [
          { id: 'km4', name: '4 km', km: 4 },
          { id: 'km6', name: '6 km', km: 6 },
          { id: 'finish', name: 'Finish', km: 8 },
        ],
        participants: 150,
        paceSecPerKm: [300, 50],
        field: { FR: 0.9, BE: 0.1 },
      },
    ],
  },
];
