/** The sample bundle's marathon entrants and their reads (see sample-bundle.ts for the story). */
import { type ParticipantRecord, type PassingRecord } from '@finishline/core';

/** The marathon's gun, 2026-10-25 08:00 UTC. */
export const GUN = Date.UTC(2026, 9, 25, 8, 0, 0);
export const MIN = 60_000;

export type Person = [
  bib: string,
  first: string,
  last: string,
  gender: 'm' | 'f',
  extra?: Partial<ParticipantRecord>,
];
/** The marathon entrants: bib, first and last name, gender, and what differs from the defaults. */
export const PEOPLE: Person[] = [
  [
    '1',
    'José',
    'García',
    'm',
    { club: 'Club Atlético Madrid', country: 'ES', nation: 'ES', birthYear: 1985 },
  ],
  ['4', 'Ahmed', 'Benali', 'm', { club: 'Raja Athletic', birthYear: 1980 }],
  ['2', 'Amina', 'El Idrissi', 'f', { club: 'Raja Athletic', birthYear: 1990 }],
  ['3', 'محمد', 'العلوي', 'm', { club: 'نادي الرجاء', birthYear: 1995 }],
  ['10', 'Fatima', 'Zahra', 'f', { club: 'Raja Athletic', ageGroup: 'F40' }],
  ['11', 'John', 'Smith', 'm', { country: 'GB', nation: 'GB', timerStatus: 'dnf', age: 30 }],
  ['12', 'Pierre', 'Dupont', 'm', { club: 'raja athletic', country: 'FR', nation: 'FR', timerStatus: 'dsq' }],
  ['13', 'Élodie', 'Martin', 'f', { country: 'FR', nation: 'FR' }],
];

/** Minutes after the gun at [start mat, km10, half, finish]; null = no read. */
const SPLITS: Record<string, (number | null)[]> = {
  '1': [0.1, 35, 74, 150],
  '4': [0.2, 34, 73, 150],
  '2': [0.3, 38, 80, 165],
  '3': [0.4, 40, null, 170],
  '10': [0.5, 44, 92, 190],
  '11': [0.6, 41, null, null],
  '12': [0.7, 36, 77, 160],
};
const CHECKPOINT_IDS = ['start', 'km10', 'half', 'finish'];

/** A marathon entrant of the sample, id `m<bib>`. */
export function participant([bib, firstName, lastName, gender, extra]: Person): ParticipantRecord {
  return {
    eventId: 'casa-2026',
    contestId: 'marathon',
    id: `m${bib}`,
    bib,
    chip: null,
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`,
    club: null,
    country: 'MA',
    nation: 'MA',
    gender,
    birthYear: null,
    age: null,
    ageGroup: null,
    waveStart: null,
    timerStatus: null,
    ...extra,
  };
}

/** The marathon reads of the sample. */
export function passings(): PassingRecord[] {
  return Object.entries(SPLITS).flatMap(([bib, minutes]) =>
    minutes.flatMap((minute, index) =>
      minute === null
        ? []
        : [
            {
              eventId: 'casa-2026',
              contestId: 'marathon',
              bib,
              checkpointId: CHECKPOINT_IDS[index] ?? 'finish',
              at: GUN + Math.round(minute * MIN),
            },
          ],
    ),
  );
}
