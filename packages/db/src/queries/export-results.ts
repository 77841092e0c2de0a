/**
 * A contest's whole results list in `rank` order, chunk by chunk, for the CSV and JSON exports: each chunk is one
 * range scan on the results table's (contest, rank) order (`rank > a … limit n`, the unfiltered results page), so a
 * 50,000-row export holds one chunk in memory at a time, never the list. Rows are the results list's own
 * (find-results.ts): the same places, gaps, paces and speeds.
 */
import { type Db } from '../handle.js';
import { findResults } from './find-results.js';
import { type ResultContest, type ResultListRow } from './result-columns.js';

/** Rows per query of an export: about 1 MB of CSV, a few milliseconds of query. */
export const EXPORT_CHUNK_ROWS = 2000;

/** Yields the contest's results (finishers, then non-finishers) in chunks of `chunkSize` rows, the last shorter. */
export async function* exportResultChunks(
  db: Db,
  contest: ResultContest,
  chunkSize: number = EXPORT_CHUNK_ROWS,
): AsyncGenerator<ResultListRow[]> {
  if (!Number.isInteger(chunkSize) || chunkSize < 1) throw new RangeError(`Not a chunk size: ${chunkSize}`);
  for (let page = 1; ; page += 1) {
    const { items, total } = await findResults(db, contest, {
      gender: null,
      ageGroup: null,
      country: null,
      nation: null,
      club: null,
      status: null,
      checkpoint: null,
      page,
      pageSize: chunkSize,
    });
    if (items.length > 0) yield items;
    if (items.length < chunkSize || page * chunkSize >= total) return;
  }
}
