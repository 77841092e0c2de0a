/**
 * What every synthetic export of the fidelity suite shares: what a test needs to know of it, the source's own
 * ranking rule (written apart from core's engine on purpose: the suite checks the engine against it), times as the
 * sources print them, invented names, and the event and contest the export is imported into.
 */
import { type ContactInfo, type ImportBundle } from '@finishline/core';
import { type CsvMapping } from '@finishline/ingest';
import { type Random } from '../demo/random.js';

export type Expected = {
  overallPlace: number | null;
  genderPlace: number | null;
  /** Only where the source prints class or division places. */
  ageGroupPlace?: number | null;
  status: 'finished' | 'dnf' | 'dns' | 'dsq';
  /** Pace the source prints, ms per km, whole seconds. */
  paceMsPerKm?: number | null;
};

export type FidelityExport = {
  name: string;
  eventId: string;
  contestId: string;
  /** The event and contest, imported first. */
  bundle: ImportBundle;
  csv: string;
  mapping: CsvMapping;
  expected: Map<string, Expected>;
};

export const GUN = Date.UTC(2026, 3, 26, 7, 0, 0);
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ren',
  'sa',
  'tu',
  'vel',
  'no',
  'ari',
  'den',
  'fi',
  'go',
  'hal',
  'jo',
  'ly',
];

export function invented(random: Random, parts: number): string {
  let word = '';
  for (let i = 0; i < parts; i++) word += random.pick(SYLLABLES);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** h:mm:ss of whole seconds. */
export function clock(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** m:ss of whole seconds. */
export function minutes(ms: number): string {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/**
 * The source's ranking: finishers by time, equal times sharing a place and the next place skipped (1, 2, 2, 4);
 * others get no place. Returns the place by key.
 */
export function rankBy<T>(
  rows: readonly T[],
  key: (row: T) => string,
  time: (row: T) => number | null,
): Map<string, number> {
  const timed = rows.flatMap((row) => {
    const ms = time(row);
    return ms === null ? [] : [{ id: key(row), ms }];
  });
  timed.sort((a, b) => a.ms - b.ms);
  const places = new Map<string, number>();
  timed.forEach((row, i) => {
    const previous = timed[i - 1];
    places.set(row.id, previous && previous.ms === row.ms ? (places.get(previous.id) ?? i + 1) : i + 1);
  });
  return places;
}

export function groupRank<T>(
  rows: readonly T[],
  group: (row: T) => string,
  key: (row: T) => string,
  time: (row: T) => number | null,
): Map<string, number> {
  const places = new Map<string, number>();
  for (const name of new Set(rows.map(group))) {
    for (const [id, place] of rankBy(
      rows.filter((row) => group(row) === name),
      key,
      time,
    ))
      places.set(id, place);
  }
  return places;
}

/** The fidelity contests publish no contact details. */
const NO_CONTACT: ContactInfo = {
  name: null,
  email: null,
  phone: null,
  website: null,
  organizerType: null,
  organizer: null,
  timingCompany: null,
  country: null,
  city: null,
};

export function contestBundle(
  eventId: string,
  contestId: string,
  type: ImportBundle['events'][number]['type'],
  distanceM: number,
  timeBasis: 'gun' | 'net',
  checkpoints: { id: string; name: string; distanceM: number; kind: 'split' | 'finish' }[],
): ImportBundle {
  return {
    events: [
      {
        id: eventId,
        name: `Fidelity ${eventId}`,
        type,
        country: 'DE',
        city: 'Testburg',
        dateFrom: '2026-04-26',
        dateTo: '2026-04-26',
        timeZone: 'Europe/Berlin',
        description: null,
      },
    ],
    contests: [
      {
        eventId,
        id: contestId,
        name: contestId,
        startTime: GUN,
        distanceM,
        gender: 'mf',
        country: 'DE',
        city: 'Testburg',
        timeBasis,
        precisionMs: 1000,
        paceUnit: 'min_per_km',
        speedUnit: 'kmh',
        ageGroupScheme: null,
        checkpoints: checkpoints.map((checkpoint, order) => ({ ...checkpoint, order })),
        contact: NO_CONTACT,
        courseGpx: null,
      },
    ],
    participants: [],
    passings: [],
    recordings: [],
  };
}

/** Places overall and within each gender, as the source ranks them (rankBy, groupRank), by bib. */
export function sourcePlaces<T extends { bib: string; gender: string }>(
  rows: readonly T[],
  time: (row: T) => number | null,
): { overall: Map<string, number>; byGender: Map<string, number> } {
  return {
    overall: rankBy(rows, (row) => row.bib, time),
    byGender: groupRank(
      rows,
      (row) => row.gender,
      (row) => row.bib,
      time,
    ),
  };
}
