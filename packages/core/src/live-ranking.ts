import { type ResultRow } from './types.js';

/** What the live ranking reads of a row: a stored result's, or a field's in memory. */
export type LiveRanked = Pick<ResultRow, 'status' | 'lastCheckpointOrder' | 'lastFromStartMs' | 'rank'>;

export type LiveRankingRow<Row extends LiveRanked = ResultRow> = {
  /** Shared when two participants are at the same checkpoint with the same time. */
  position: number;
  row: Row;
};

/**
 * The live ranking while a contest runs (docs/results.md §Live): everyone `started` or `finished`, ranked
 * by the furthest checkpoint reached, then the time there (per the contest's basis), then results order.
 * A finisher's time at the finish is their official time, so finishers keep their result order on top.
 * DNF, DSQ and DNS participants are left out: they are no longer in the race.
 */
export function liveRanking<Row extends LiveRanked>(rows: readonly Row[]): LiveRankingRow<Row>[] {
  const racing = rows.filter(
    (row) =>
      (row.status === 'started' || row.status === 'finished') &&
      row.lastCheckpointOrder !== null &&
      row.lastFromStartMs !== null,
  );
  racing.sort(
    (a, b) =>
      (b.lastCheckpointOrder ?? 0) - (a.lastCheckpointOrder ?? 0) ||
      (a.lastFromStartMs ?? 0) - (b.lastFromStartMs ?? 0) ||
      a.rank - b.rank,
  );
  let position = 0;
  return racing.map((row, index) => {
    const ahead = racing[index - 1];
    const isShared =
      ahead !== undefined &&
      ahead.lastCheckpointOrder === row.lastCheckpointOrder &&
      ahead.lastFromStartMs === row.lastFromStartMs;
    if (!isShared) position = index + 1;
    return { position, row };
  });
}
