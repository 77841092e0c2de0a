/**
 * What an import changes in a contest (the summary of `finishline import`, dry run or not): runners added,
 * changed and left as they are, overall places moved (ranked with core's eachResult, as the recompute ranks
 * them), and the times at checkpoints the engine counts (core's pickReads) added, removed or corrected. Pure.
 */
import {
  compareBibs,
  eachResult,
  type ContestSetup,
  type Course,
  indexCourse,
  type ParticipantEntry,
  pickReads,
  type Read,
} from '@finishline/core';
import { type ContestState, type EntrantState } from './apply-bundle-in-memory.js';

/** One runner's overall place before and after (null: no place, e.g. no finish, DNF). */
export type PlaceMove = { bib: string; from: number | null; to: number | null };

export type PlaceChanges = {
  /** Stored runners whose overall place changes (gained or lost one included). */
  moved: number;
  /** Of those, runners placed now who had no place, and runners who lose their place. */
  placed: number;
  unplaced: number;
  /** The largest moves between two places, largest first (then by bib), at most `MAX_MOVES`. */
  biggest: PlaceMove[];
};

/** A runner's overall place after an import: ranked in memory (a dry run) or read back once written. */
export type PlaceAfter = { participantId: string; bib: string; overallPlace: number | null };

export type ContestChanges = {
  eventId: string;
  contestId: string;
  /** The contest is not stored yet: the import creates it. */
  isNew: boolean;
  /** Setup the engine reads that changes (start, distance, basis, precision, checkpoints). */
  setupChanged: string[];
  runners: {
    added: number;
    changed: number;
    unchanged: number;
    /** How many changed runners each field changed for (`name`, `club`, `status`, …). */
    fields: Record<string, number>;
    /**
     * Stored runners of the contest that the file does not list, left as they are (those whose derived age group
     * a new scheme or race date changes count as changed).
     */
    notInFile: number;
  };
  /**
   * Overall places that move; null when not ranked here (previewImport with `rankPlaces: false`: a real import
   * reads them back after its recompute, placeChanges).
   */
  places: PlaceChanges | null;
  /** Times at checkpoints (splits and the finish) as the engine counts them, one per runner and checkpoint. */
  splits: { added: number; removed: number; corrected: number };
};

export const MAX_MOVES = 5;

/** Field names of the summary, by the stored columns they cover. */
const FIELDS: [string, (keyof EntrantState)[]][] = [
  ['bib', ['bib']],
  ['chip', ['chip']],
  ['name', ['firstName', 'lastName', 'displayName']],
  ['name hidden', ['nameHidden']],
  ['club', ['club']],
  ['country', ['country']],
  ['nation', ['nation']],
  ['gender', ['gender']],
  ['birth year', ['birthYear']],
  ['age', ['age']],
  ['age group', ['ageGroup']],
  ['own start', ['waveStart']],
  ['status', ['timerStatus']],
];

/**
 * The changes from `before` (as stored; null for a new contest) to `after` (applyBundleInMemory) for one contest.
 * `listed`: the ids the file lists in this contest; `storedPlaces`: overall places of the stored results rows, by
 * participant id (null: places not ranked here). A runner the file moves here from another contest counts as
 * added here.
 */
export function diffContest(
  before: ContestState | null,
  after: ContestState,
  listed: ReadonlySet<string>,
  storedPlaces: ReadonlyMap<string, number | null> | null,
): ContestChanges {
  const runners = { added: 0, changed: 0, unchanged: 0, fields: {} as Record<string, number>, notInFile: 0 };
  for (const entrant of after.entrants.values()) {
    const was = before?.entrants.get(entrant.id);
    if (was === undefined) {
      if (listed.has(entrant.id)) runners.added++;
      continue;
    }
    const changed = FIELDS.filter(([, columns]) => columns.some((column) => was[column] !== entrant[column]));
    // A runner the file does not list changes only when the contest's age groups are derived anew.
    if (changed.length === 0) {
      if (listed.has(entrant.id)) runners.unchanged++;
      else runners.notInFile++;
      continue;
    }
    runners.changed++;
    for (const [name] of changed) runners.fields[name] = (runners.fields[name] ?? 0) + 1;
  }

  // Row by row (core's eachResult): only the places are kept, never the field's rows with their splits. Places
  // move only for runners stored before: a first import of the contest ranks nobody here, and nor does one that
  // changes nothing the engine reads, whose stored places are the engine's for the very same input.
  const hasStored = before !== null && before.entrants.size > 0;
  const places =
    storedPlaces === null
      ? null
      : placeChanges(
          hasStored ? storedPlaces : new Map(),
          hasStored && !isSameForEngine(before, after) ? eachResult(after.setup, entriesOf(after)) : [],
        );

  return {
    eventId: after.eventId,
    contestId: after.contestId,
    isNew: before === null,
    setupChanged: before === null ? [] : setupChanges(before, after),
    runners,
    places,
    splits: diffSplits(before, after),
  };
}

/** What the engine ranks by, of a runner (ParticipantEntry without the reads). */
const ENGINE_FIELDS = ['bib', 'gender', 'ageGroup', 'waveStart', 'timerStatus'] as const;

/**
 * Whether the engine would rank `after` as it ranked `before`: the same setup, the same runners with the same
 * fields it reads and the very same read lists (applyBundleInMemory keeps a list that no read changes).
 */
function isSameForEngine(before: ContestState, after: ContestState): boolean {
  const a = before.setup;
  const b = after.setup;
  if (
    a.startTime !== b.startTime ||
    a.distanceM !== b.distanceM ||
    a.timeBasis !== b.timeBasis ||
    a.precisionMs !== b.precisionMs ||
    a.gunTimePublished !== b.gunTimePublished ||
    JSON.stringify(a.checkpoints) !== JSON.stringify(b.checkpoints) ||
    before.entrants.size !== after.entrants.size
  )
    return false;
  for (const entrant of after.entrants.values()) {
    const was = before.entrants.get(entrant.id);
    if (was === undefined || ENGINE_FIELDS.some((field) => was[field] !== entrant[field])) return false;
    if (before.reads.get(was.bib) !== after.reads.get(entrant.bib)) return false;
  }
  return true;
}

/**
 * The overall places that move from `before` (by participant id: the runners stored before) to `after`, row by
 * row; a runner not stored before (added) moves nobody's count.
 */
export function placeChanges(
  before: ReadonlyMap<string, number | null>,
  after: Iterable<PlaceAfter>,
): PlaceChanges {
  const places: PlaceChanges = { moved: 0, placed: 0, unplaced: 0, biggest: [] };
  const moves: PlaceMove[] = [];
  for (const row of after) {
    const from = before.get(row.participantId);
    const to = row.overallPlace;
    if (from === undefined || from === to) continue;
    places.moved++;
    if (from === null) places.placed++;
    else if (to === null) places.unplaced++;
    else moves.push({ bib: row.bib, from, to });
  }
  moves.sort((a, b) => distance(b) - distance(a) || compareBibs(a.bib, b.bib));
  places.biggest = moves.slice(0, MAX_MOVES);
  return places;
}

function distance(move: PlaceMove): number {
  return Math.abs((move.from ?? 0) - (move.to ?? 0));
}

/** The entries the engine ranks: every entrant with the reads of their bib (as plan-results.ts parseEntries). */
export function entriesOf(state: ContestState): ParticipantEntry[] {
  return [...state.entrants.values()].map((entrant) => ({
    id: entrant.id,
    bib: entrant.bib,
    gender: entrant.gender,
    ageGroup: entrant.ageGroup,
    waveStart: entrant.waveStart,
    timerStatus: entrant.timerStatus,
    reads: state.reads.get(entrant.bib) ?? [],
  }));
}

/**
 * Per runner (by id) and checkpoint: the instant the engine counts there, before and after. A runner whose reads
 * are the very same list on the same course counts the same times: not picked again (most runners of a
 * re-import).
 */
function diffSplits(before: ContestState | null, after: ContestState): ContestChanges['splits'] {
  const splits = { added: 0, removed: 0, corrected: 0 };
  const courseNow = indexCourse(after.setup);
  const courseWas = before === null ? null : indexCourse(before.setup);
  const isSameCourse =
    before !== null &&
    before.setup.startTime === after.setup.startTime &&
    courseKey(before.setup) === courseKey(after.setup);
  for (const entrant of after.entrants.values()) {
    const was = before?.entrants.get(entrant.id);
    const readsNow = after.reads.get(entrant.bib);
    const readsWas = was === undefined ? undefined : before?.reads.get(was.bib);
    if (was !== undefined && isSameCourse && readsNow === readsWas) continue;
    // A runner new to the contest: every time counted now is added (no map of times built for each).
    if (was === undefined) {
      if (readsNow !== undefined) splits.added += countTimes(courseNow, after.setup.startTime, readsNow);
      continue;
    }
    const now = countedTimes(courseNow, after.setup.startTime, readsNow);
    const old =
      before === null || courseWas === null || readsWas === undefined
        ? new Map<string, number>()
        : countedTimes(courseWas, before.setup.startTime, readsWas);
    for (const [checkpointId, at] of now) {
      const previous = old.get(checkpointId);
      if (previous === undefined) splits.added++;
      else if (previous !== at) splits.corrected++;
    }
    for (const checkpointId of old.keys()) if (!now.has(checkpointId)) splits.removed++;
  }
  // Runners leaving the contest take their times along.
  if (before !== null && courseWas !== null) {
    for (const entrant of before.entrants.values()) {
      if (after.entrants.has(entrant.id)) continue;
      splits.removed += countedTimes(courseWas, before.setup.startTime, before.reads.get(entrant.bib)).size;
    }
  }
  return splits;
}

/** How many checkpoints of the course the engine counts a time at (core's pickReads). */
function countTimes(course: Course, gun: number, reads: readonly Read[]): number {
  let count = 0;
  for (const at of pickReads(course, gun, reads)) if (!Number.isNaN(at)) count++;
  return count;
}

/** The instant the engine counts at each checkpoint of the course (core's pickReads), by checkpoint id. */
function countedTimes(course: Course, gun: number, reads: readonly Read[] | undefined): Map<string, number> {
  const times = new Map<string, number>();
  if (reads === undefined) return times;
  pickReads(course, gun, reads).forEach((at, index) => {
    const checkpoint = course.checkpoints[index];
    if (!Number.isNaN(at) && checkpoint !== undefined) times.set(checkpoint.id, at);
  });
  return times;
}

/** What pickReads reads of the course: each checkpoint's id, kind and order. */
function courseKey(setup: ContestSetup): string {
  return JSON.stringify(setup.checkpoints.map((cp) => [cp.id, cp.kind, cp.order]));
}

/** The engine's setup fields that differ (checkpoints compared by id, distance, kind and order). */
function setupChanges(before: ContestState, after: ContestState): string[] {
  const a = before.setup;
  const b = after.setup;
  const changed: string[] = [];
  if (a.startTime !== b.startTime) changed.push('start time');
  if (a.distanceM !== b.distanceM) changed.push('distance');
  if (a.timeBasis !== b.timeBasis) changed.push('time basis');
  if (a.precisionMs !== b.precisionMs) changed.push('precision');
  const course = (setup: ContestSetup): string =>
    JSON.stringify(
      [...setup.checkpoints]
        .sort((x, y) => x.order - y.order)
        .map((cp) => [cp.id, cp.distanceM, cp.kind, cp.leg ?? null]),
    );
  if (course(a) !== course(b)) changed.push('checkpoints');
  return changed;
}
