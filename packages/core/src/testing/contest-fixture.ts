// Builders for tests: a 10 km contest with a start mat, a 5 km split and the finish.
import {
  type Checkpoint,
  type ContestSetup,
  type ParticipantEntry,
  type Read,
  type ResultRow,
} from '../types.js';

/** The gun: 2026-04-12 08:00:00 UTC. */
export const GUN = Date.UTC(2026, 3, 12, 8, 0, 0);

export const MINUTE = 60_000;

export const CHECKPOINTS: Checkpoint[] = [
  { id: 'start', name: 'Start', distanceM: 0, order: 0, kind: 'start' },
  { id: 'km5', name: '5 km', distanceM: 5000, order: 1, kind: 'split' },
  { id: 'finish', name: 'Finish', distanceM: 10_000, order: 2, kind: 'finish' },
];

export function makeSetup(overrides: Partial<ContestSetup> = {}): ContestSetup {
  return {
    startTime: GUN,
    distanceM: 10_000,
    timeBasis: 'gun',
    precisionMs: 1000,
    checkpoints: CHECKPOINTS,
    ...overrides,
  };
}

/** A read `afterGunMs` after the gun. */
export function read(checkpointId: string, afterGunMs: number): Read {
  return { checkpointId, at: GUN + afterGunMs };
}

export function makeEntry(bib: string, overrides: Partial<ParticipantEntry> = {}): ParticipantEntry {
  return {
    id: `p${bib}`,
    bib,
    gender: 'm',
    ageGroup: null,
    waveStart: null,
    timerStatus: null,
    reads: [],
    ...overrides,
  };
}

/** A finisher with a finish read `finishMs` after the gun (and a 5 km read at half of it). */
export function finisher(
  bib: string,
  finishMs: number,
  overrides: Partial<ParticipantEntry> = {},
): ParticipantEntry {
  return makeEntry(bib, {
    reads: [read('km5', Math.floor(finishMs / 2)), read('finish', finishMs)],
    ...overrides,
  });
}

/** The row of one bib; fails the test when missing. */
export function rowOf(rows: readonly ResultRow[], bib: string): ResultRow {
  const row = rows.find((candidate) => candidate.bib === bib);
  if (row === undefined) throw new Error(`No row for bib ${bib}`);
  return row;
}

export function bibsInOrder(rows: readonly ResultRow[]): string[] {
  return rows.map((row) => row.bib);
}
