/**
 * A field's places worked out in memory (ADR 032): the rank, the places, gaps and diff of every finisher, the places at
 * every checkpoint and the age-graded ranks, from each runner's own stored data (status, times, splits) with core's
 * placeRunners — the ranking a whole recompute stores. A live step writes only its runners' own columns, so the
 * places stored for the others drift as they are passed; the field never reads them.
 */
import { type Course, finisherColumns, placeRunners, type UnplacedRunner } from '@finishline/core';
import { type ContestFieldRow, type FieldContest } from '@finishline/db';

/** The course as core's rankings take it: only the kinds and the order matter to them. */
function courseOf(contest: FieldContest): Course {
  const checkpoints = contest.checkpoints.map((checkpoint, order) => ({
    id: checkpoint.id,
    name: checkpoint.name,
    distanceM: checkpoint.distanceM,
    order,
    kind: checkpoint.kind,
  }));
  let finishIndex = -1;
  checkpoints.forEach((checkpoint, index) => {
    if (checkpoint.kind === 'finish') finishIndex = index;
  });
  return { checkpoints, indexById: new Map(checkpoints.map((c, index) => [c.id, index])), finishIndex };
}

function unplacedOf(row: ContestFieldRow, width: number): UnplacedRunner {
  const fromStartMs = new Array<number>(width);
  for (let index = 0; index < width; index++) fromStartMs[index] = row.splits.fromStart[index] ?? Number.NaN;
  return {
    gender: row.gender,
    ageGroup: row.ageGroup,
    status: row.status,
    officialTimeMs: row.status === 'finished' ? row.officialTimeMs : null,
    fromStartMs,
    lastCheckpointOrder: row.lastCheckpointOrder,
    lastFromStartMs: row.lastFromStartMs,
  };
}

/** In bib order (the tie-break among equal times): the stored bib rank, then the id. */
function inBibOrder(rows: Iterable<ContestFieldRow>): ContestFieldRow[] {
  return [...rows].sort((a, b) => a.bibRank - b.bibRank || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The rows with their places, in results order (rank 1…n). */
export function placeField(contest: FieldContest, rows: Iterable<ContestFieldRow>): ContestFieldRow[] {
  const course = courseOf(contest);
  const width = course.checkpoints.length;
  const runners = inBibOrder(rows);
  const placing = placeRunners(
    course,
    runners.map((row) => unplacedOf(row, width)),
  );
  const placed = new Array<ContestFieldRow>(runners.length);
  placing.order.forEach((index, position) => {
    const row = runners[index];
    if (row === undefined) return;
    const finisher = placing.finishers[index] ?? null;
    const place = new Array<number | null>(width).fill(null);
    const genderPlace = new Array<number | null>(width).fill(null);
    for (let checkpoint = 0; checkpoint < width; checkpoint++) {
      if (row.splits.fromStart[checkpoint] == null || course.checkpoints[checkpoint]?.kind === 'start')
        continue;
      place[checkpoint] = placing.checkpoints.overall[checkpoint]?.[index] || null;
      genderPlace[checkpoint] = placing.checkpoints.gender[checkpoint]?.[index] || null;
    }
    placed[position] = {
      ...row,
      rank: position + 1,
      ...finisherColumns(finisher),
      ageGradeRank: null,
      splits: { ...row.splits, place, genderPlace },
    };
  });
  rankAgeGrades(placed);
  return placed;
}

/**
 * The age-graded ranks (docs/age-grading.md): finishers with a grade by percent, best first; equal percents share a
 * rank (1, 2, 2, 4) and keep the results order. Written into the rows, which placeField has just made.
 */
function rankAgeGrades(placed: ContestFieldRow[]): void {
  const graded = placed
    .map((row, position) => ({ row, position }))
    .filter(({ row }) => row.status === 'finished' && row.ageGradePct !== null);
  graded.sort((a, b) => (b.row.ageGradePct ?? 0) - (a.row.ageGradePct ?? 0) || a.position - b.position);
  let rank = 0;
  graded.forEach(({ row }, position) => {
    const previous = graded[position - 1];
    if (previous === undefined || previous.row.ageGradePct !== row.ageGradePct) rank = position + 1;
    row.ageGradeRank = rank;
  });
}
