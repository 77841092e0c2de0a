import { bibKey, compareBibKeys, compareText } from './compare-bibs.js';
import { computePace, computeSpeed } from './compute-pace.js';
import { computeSplits } from './compute-splits.js';
import { draftResult, type ResultDraft } from './draft-result.js';
import { indexCourse, type Course } from './pick-reads.js';
import { type CheckpointPlaces } from './place-checkpoints.js';
import { type FinisherPlacings } from './place-finishers.js';
import { finisherColumns, placeRunners, type UnplacedRunner } from './place-runners.js';
import { type ContestSetup, type ParticipantEntry, type ResultRow } from './types.js';

/** A runner ranked, before its row is built: the draft and its index in bib order (for the checkpoint places). */
type Ranked = { draft: ResultDraft; index: number };

/**
 * The results of a contest (docs/results.md): one row per entry, in full results order with rank 1..n —
 * finishers by official time (equal times share a place, listed by bib), then non-finishers by furthest
 * checkpoint, time there, status and bib. Pure and deterministic: the same entries in any order give the
 * same rows. The database layer calls exactly this after every write to a contest.
 * Cost: one sort per ranking (bib order, overall, each checkpoint, non-finishers), linear work otherwise.
 */
export function computeResults(setup: ContestSetup, entries: ParticipantEntry[]): ResultRow[] {
  return Array.from(eachResult(setup, entries));
}

/**
 * computeResults' rows one at a time, in the same order: every runner is ranked first, then each row (with its
 * splits, most of a row's memory) is built as it is asked for. A consumer that keeps only what it needs of each
 * row — the recompute's columns, an import's places — never holds the whole field's rows (a 100,000-runner
 * field's are about 190 MB).
 */
export function* eachResult(setup: ContestSetup, entries: ParticipantEntry[]): Generator<ResultRow, void> {
  const course = indexCourse(setup);
  // The rankings keep this bib order among equals, so equal times are listed by bib.
  const drafts = inBibOrder(entries).map((entry) => draftResult(setup, course, entry));
  const placing = placeRunners(
    course,
    drafts.map((draft) => unplacedOf(course, draft)),
  );
  let rank = 0;
  for (const index of placing.order) {
    const draft = drafts[index];
    if (draft === undefined) continue;
    const finisher = placing.finishers[index] ?? null;
    yield toRow(setup, course, placing.checkpoints, { draft, index }, ++rank, finisher);
  }
}

/**
 * The rows of these entries as far as each runner's own reads and entry decide them (ADR 032): status, times, pace,
 * splits — with no place, gap, diff, rank or checkpoint place, which depend on the whole field (placeRunners). A live
 * read recomputes its runner with this; the field's places are worked out where they are read.
 */
export function ownResults(setup: ContestSetup, entries: readonly ParticipantEntry[]): ResultRow[] {
  const course = indexCourse(setup);
  const unplaced: CheckpointPlaces = { overall: [], gender: [] };
  return entries.map((entry, index) =>
    toRow(setup, course, unplaced, { draft: draftResult(setup, course, entry), index }, 0, null),
  );
}

/** What the rankings read of a draft. */
function unplacedOf(course: Course, draft: ResultDraft): UnplacedRunner {
  return {
    gender: draft.entry.gender,
    ageGroup: draft.entry.ageGroup,
    status: draft.status,
    officialTimeMs: draft.times?.officialTimeMs ?? null,
    fromStartMs: draft.fromStartMs,
    lastCheckpointOrder: course.checkpoints[draft.lastIndex]?.order ?? null,
    lastFromStartMs: lastFromStartOf(draft),
  };
}

/** The entries in bib order (then id, so even duplicated bibs order the same every time). */
function inBibOrder(entries: readonly ParticipantEntry[]): ParticipantEntry[] {
  return entries
    .map((entry) => ({ key: bibKey(entry.bib), entry }))
    .sort((a, b) => compareBibKeys(a.key, b.key) || compareText(a.entry.id, b.entry.id))
    .map(({ entry }) => entry);
}

function lastFromStartOf(draft: ResultDraft): number | null {
  const time = draft.fromStartMs[draft.lastIndex] ?? NaN;
  return Number.isNaN(time) ? null : time;
}

function toRow(
  setup: ContestSetup,
  course: Course,
  places: CheckpointPlaces,
  { draft, index }: Ranked,
  rank: number,
  placing: FinisherPlacings<unknown> | null,
): ResultRow {
  const { entry, times } = draft;
  const official = times?.officialTimeMs ?? null;
  const last = course.checkpoints[draft.lastIndex];
  return {
    participantId: entry.id,
    bib: entry.bib,
    gender: entry.gender,
    ageGroup: entry.ageGroup,
    status: draft.status,
    gunTimeMs: setup.gunTimePublished === false ? null : (times?.gunTimeMs ?? null),
    netTimeMs: times?.netTimeMs ?? null,
    officialTimeMs: official,
    ...finisherColumns(placing),
    paceMsPerKm: official === null ? null : computePace(official, setup.distanceM),
    speedKmh: official === null ? null : computeSpeed(official, setup.distanceM),
    lastCheckpointId: last?.id ?? null,
    lastCheckpointOrder: last?.order ?? null,
    lastFromStartMs: lastFromStartOf(draft),
    rank,
    splits: computeSplits(course, draft.picked, draft.fromStartMs, places, index),
  };
}
