/** The shape of a demo event in the catalogue, and what several events share (checkpoint sets, contacts). */
import {
  type ContactInfo,
  type ContestGender,
  type EventType,
  type PaceUnit,
  type PrecisionMs,
  type SpeedUnit,
  type TimeBasis,
} from '@finishline/core';

/** The sport of a multisport leg (core's). */
export type { Leg } from '@finishline/core';
import { type Leg } from '@finishline/core';

export type CheckpointSpec = {
  id: string;
  name: string;
  km: number;
  kind?: 'start' | 'split' | 'finish';
  /** Multisport only: the leg that ends at this checkpoint (its stretch from the previous one). */
  leg?: Leg;
};

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
  /** Shown per mile and in mph (a British or American race); metric by default. */
  units?: { pace: PaceUnit; speed: SpeedUnit };
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

export const marathonCheckpoints: CheckpointSpec[] = [
  { id: 'start', name: 'Start', km: 0, kind: 'start' },
  { id: 'km10', name: '10 km', km: 10 },
  { id: 'half', name: 'Half marathon', km: 21.0975 },
  { id: 'km30', name: '30 km', km: 30 },
  { id: 'km40', name: '40 km', km: 40 },
  { id: 'finish', name: 'Finish', km: 42.195 },
];
export const tenK: CheckpointSpec[] = [
  { id: 'km3', name: '3 km', km: 3 },
  { id: 'km5', name: '5 km', km: 5 },
  { id: 'km8', name: '8 km', km: 8 },
  { id: 'finish', name: 'Finish', km: 10 },
];
export const halfCheckpoints: CheckpointSpec[] = [
  { id: 'start', name: 'Start', km: 0, kind: 'start' },
  { id: 'km5', name: '5 km', km: 5 },
  { id: 'km10', name: '10 km', km: 10 },
  { id: 'km15', name: '15 km', km: 15 },
  { id: 'km20', name: '20 km', km: 20 },
  { id: 'finish', name: 'Finish', km: 21.0975 },
];
/** An organiser's race-office contact. */
export const contact = (
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
