/**
 * The results lists from a field in memory, with db's rules for them (queries/find-results.ts,
 * find-age-grade-ranking.ts; docs/results.md §Places), page by page at any depth: the official ranking (the stored
 * places of the whole list, of a gender or an age group; placed among the listed rows for any other filter), the
 * ranking at a checkpoint, and the age-graded ranking.
 */
import {
  computePace,
  computePacePerMile,
  computeSpeed,
  computeSpeedMph,
  courseLegs,
  legTimes,
} from '@finishline/core';
import {
  type ContestFieldRow,
  type ListFilter,
  type PageOf,
  type ResultFilter,
  type ResultListRow,
} from '@finishline/db';
import { type ContestField } from './contest-field.js';
import { type FieldFilter, filteredRows, isWholeField } from './field-filter.js';
import { participantRow } from './field-start-list.js';

export type FieldResultFilter = FieldFilter & Omit<ResultFilter, keyof ListFilter>;

type Finisher = ContestFieldRow & { officialTimeMs: number };

function isFinisher(row: ContestFieldRow): row is Finisher {
  return row.status === 'finished' && row.officialTimeMs !== null;
}

/**
 * A list row: the participant, their final result, and the list's own columns; its pace per mile and speed in mph
 * from `list.timeMs` over `distanceM` (none with a null distance: the age-graded time is no pace).
 */
function listRow(
  row: ContestFieldRow,
  list: Pick<ResultListRow, 'place' | 'gapMs' | 'diffMs' | 'timeMs' | 'paceMsPerKm' | 'speedKmh'>,
  distanceM: number | null,
): ResultListRow {
  return {
    ...participantRow(row),
    rank: row.rank,
    overallPlace: row.overallPlace,
    genderPlace: row.genderPlace,
    ageGroupPlace: row.ageGroupPlace,
    officialTimeMs: row.officialTimeMs,
    gunTimeMs: row.gunTimeMs,
    netTimeMs: row.netTimeMs,
    lastCheckpointId: row.lastCheckpointId,
    ageGradedMs: row.ageGradedMs,
    ageGradePct: row.ageGradePct,
    place: list.place,
    gapMs: list.gapMs,
    diffMs: list.diffMs,
    timeMs: list.timeMs,
    paceMsPerKm: list.paceMsPerKm,
    speedKmh: list.speedKmh,
    paceMsPerMile:
      distanceM === null || list.timeMs === null ? null : computePacePerMile(list.timeMs, distanceM),
    speedMph: distanceM === null || list.timeMs === null ? null : computeSpeedMph(list.timeMs, distanceM),
  };
}

/** A row of the official ranking: its time and the stored pace; place, gap and diff for finishers only. */
function officialRow(
  row: ContestFieldRow,
  place: number | null,
  gapMs: number | null,
  diffMs: number | null | undefined,
  distanceM: number,
): ResultListRow {
  const isPlaced = isFinisher(row);
  return listRow(
    row,
    {
      timeMs: row.officialTimeMs,
      paceMsPerKm: row.paceMsPerKm,
      speedKmh: row.speedKmh,
      place: isPlaced ? place : null,
      gapMs: isPlaced ? gapMs : null,
      diffMs: isPlaced ? (diffMs ?? null) : null,
    },
    distanceM,
  );
}

type Mode = 'overall' | 'gender' | 'ageGroup' | 'computed';

function modeOf({ gender, ageGroup, country, nation, club, status }: FieldFilter): Mode {
  if (country || nation || club || status) return 'computed';
  if (!gender && !ageGroup) return 'overall';
  if (gender && !ageGroup) return gender === 'x' ? 'computed' : 'gender';
  return gender ? 'computed' : 'ageGroup';
}

/**
 * A page of the results list, of the ranking at a checkpoint, or of the age-graded ranking; on a multisport course
 * each row with its leg times.
 */
export function fieldResults(field: ContestField, filter: FieldResultFilter): PageOf<ResultListRow> {
  const page = rankedResults(field, filter);
  const legs = field.derived('course legs', () => courseLegs(field.contest.checkpoints));
  if (legs.length === 0) return page;
  return {
    ...page,
    items: page.items.map((item) => ({
      ...item,
      legTimesMs: legTimes(legs, field.rowById(item.id)?.splits.fromStart ?? []),
    })),
  };
}

function rankedResults(field: ContestField, filter: FieldResultFilter): PageOf<ResultListRow> {
  if (filter.checkpoint !== null) return checkpointRanking(field, filter.checkpoint, filter);
  if (filter.ranking === 'ageGrade') return ageGradeRanking(field, filter);
  const rows = filteredRows(field, filter);
  const total = rows.length;
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0 || offset >= total) return { items: [], total };
  const page = rows.slice(offset, offset + filter.pageSize);
  const { distanceM } = field.contest;
  const mode = modeOf(filter);
  if (mode === 'overall')
    return {
      items: page.map((row) => officialRow(row, row.overallPlace, row.gapMs, row.diffMs, distanceM)),
      total,
    };
  const diffs = diffsOf(page, offset > 0 ? (rows[offset - 1] ?? null) : null);
  if (mode === 'gender') {
    return {
      items: page.map((row, i) => officialRow(row, row.genderPlace, row.genderGapMs, diffs[i], distanceM)),
      total,
    };
  }
  if (mode === 'ageGroup') {
    return {
      items: page.map((row, i) =>
        officialRow(row, row.ageGroupPlace, row.ageGroupGapMs, diffs[i], distanceM),
      ),
      total,
    };
  }
  return { items: placeComputed(rows, page, diffs, distanceM), total };
}

/** Diff to the finisher just ahead in the filtered list (0 on a shared place, null for the first). */
function diffsOf(rows: readonly ContestFieldRow[], previous: ContestFieldRow | null): (number | null)[] {
  let ahead = previous && isFinisher(previous) ? previous.officialTimeMs : null;
  return rows.map((row) => {
    if (!isFinisher(row)) return null;
    const diff = ahead === null ? null : row.officialTimeMs - ahead;
    ahead = row.officialTimeMs;
    return diff;
  });
}

/**
 * Places a page of an arbitrarily filtered list: its first finisher takes 1 + the listed finishers strictly faster
 * (a tie across the page boundary shares its place); each next finisher its position in the list unless it ties the
 * one ahead. Gaps are to the fastest listed finisher.
 */
function placeComputed(
  rows: readonly ContestFieldRow[],
  page: readonly ContestFieldRow[],
  diffs: (number | null)[],
  distanceM: number,
): ResultListRow[] {
  const first = page.find(isFinisher);
  if (first === undefined) return page.map((row) => officialRow(row, null, null, null, distanceM));
  let faster = 0;
  let before = 0;
  let best = first.officialTimeMs;
  for (const row of rows) {
    if (!isFinisher(row)) continue;
    if (row.officialTimeMs < first.officialTimeMs) faster++;
    if (row.rank < first.rank) before++;
    if (row.officialTimeMs < best) best = row.officialTimeMs;
  }
  let position = before;
  let place = 0;
  let lastTime: number | null = null;
  return page.map((row, i) => {
    if (!isFinisher(row)) return officialRow(row, null, null, null, distanceM);
    position += 1;
    if (lastTime === null) place = faster + 1;
    else if (row.officialTimeMs !== lastTime) place = position;
    lastTime = row.officialTimeMs;
    return officialRow(row, place, row.officialTimeMs - best, diffs[i], distanceM);
  });
}

type CheckpointEntry = {
  row: ContestFieldRow;
  time: number;
  place: number;
  gapMs: number;
  diffMs: number | null;
};

/**
 * Everyone of the list who reached the checkpoint, by time there then results order: `place` is 1 + the counted
 * runners strictly faster (DSQ and DNS are not counted), the gap to the fastest counted one (0 without any), the diff
 * to the row before.
 */
function checkpointRanking(
  field: ContestField,
  checkpointId: string,
  filter: FieldResultFilter,
): PageOf<ResultListRow> {
  const k = field.contest.checkpoints.findIndex((checkpoint) => checkpoint.id === checkpointId);
  const distanceM = field.contest.checkpoints[k]?.distanceM ?? 0;
  const { clubKeys: _keys, ...named } = filter;
  const key = `checkpoint ${k} ${JSON.stringify({ ...named, page: 0, pageSize: 0 })}`;
  const entries = field.derived(key, (): CheckpointEntry[] => {
    const reached = filteredRows(field, filter)
      .flatMap((row) => {
        const time = row.splits.fromStart[k];
        return time === null || time === undefined ? [] : [{ row, time }];
      })
      .sort((a, b) => a.time - b.time || a.row.rank - b.row.rank);
    const counted = reached.filter(({ row }) => row.status !== 'dsq' && row.status !== 'dns');
    const fastest = counted[0]?.time ?? null;
    let faster = 0;
    return reached.map(({ row, time }, index) => {
      while (faster < counted.length && (counted[faster]?.time ?? 0) < time) faster++;
      const previous = reached[index - 1];
      return {
        row,
        time,
        place: faster + 1,
        gapMs: fastest === null ? 0 : Math.max(0, time - fastest),
        diffMs: previous === undefined ? null : time - previous.time,
      };
    });
  });
  const total = entries.length;
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0 || offset >= total) return { items: [], total };
  return {
    total,
    items: entries.slice(offset, offset + filter.pageSize).map(({ row, time, place, gapMs, diffMs }) =>
      listRow(
        row,
        {
          timeMs: time,
          place,
          gapMs,
          diffMs,
          paceMsPerKm: computePace(time, distanceM),
          speedKmh: computeSpeed(time, distanceM),
        },
        distanceM,
      ),
    ),
  };
}

/**
 * The age-graded ranking: graded finishers by age-grade rank (best percent first), at least `ageGradeMin` percent;
 * `place` is the rank over the whole list, else 1 + the listed runners with a strictly better percent; `timeMs` the
 * age-graded time, no gap, diff or pace.
 */
function ageGradeRanking(field: ContestField, filter: FieldResultFilter): PageOf<ResultListRow> {
  const minimum = filter.ageGradeMin ?? null;
  const { clubKeys: _keys, ...named } = filter;
  const listed = field.derived(`age-grade ${JSON.stringify({ ...named, page: 0, pageSize: 0 })}`, () =>
    filteredRows(field, filter)
      .filter(
        (row) =>
          row.ageGradeRank !== null &&
          (minimum === null || (row.ageGradePct !== null && row.ageGradePct >= minimum)),
      )
      .sort((a, b) => (a.ageGradeRank ?? 0) - (b.ageGradeRank ?? 0) || a.key - b.key),
  );
  const total = listed.length;
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0 || offset >= total) return { items: [], total };
  const page = listed.slice(offset, offset + filter.pageSize);
  const isWhole = isWholeField(filter) && minimum === null;
  let places = page.map((row) => row.ageGradeRank);
  const first = page[0];
  if (!isWhole && first !== undefined) {
    let place = listed.filter((row) => (row.ageGradePct ?? 0) > (first.ageGradePct ?? 0)).length + 1;
    places = page.map((row, index) => {
      if (index > 0 && row.ageGradePct !== page[index - 1]?.ageGradePct) place = offset + index + 1;
      return place;
    });
  }
  return {
    total,
    items: page.map((row, index) =>
      listRow(
        row,
        {
          timeMs: row.ageGradedMs,
          place: places[index] ?? null,
          gapMs: null,
          diffMs: null,
          paceMsPerKm: null,
          speedKmh: null,
        },
        null,
      ),
    ),
  };
}
