/**
 * The split times of a range of the results list, for the IOF XML export: read beside each chunk of
 * exportResultChunks (same `rank` range, one range scan on the results table's (contest, rank) order), so a
 * 50,000-row export never holds more than a chunk's splits. Times are the stored ones (docs/results.md §Splits):
 * from the start per the contest's time basis, and the read instants.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { type ResultContest } from './result-columns.js';

/** One participant's splits, aligned with the contest's checkpoints by course order (null: no read there). */
export type ExportSplitRow = {
  /** Position in the full results order: the row of exportResultChunks it goes with. */
  rank: number;
  /** The participant's id, to check the pairing with the results row. */
  id: string;
  /**
   * The instant their times are measured from (docs/results.md §Times): the gun for a gun-time contest, else
   * their own start (start-mat read, else wave start, never before the gun, else the gun).
   */
  startAt: number;
  /** Read instants, epoch ms. */
  at: (number | null)[];
  /** Time from the start at each checkpoint, ms (per the contest's basis). */
  fromStartMs: (number | null)[];
};

type SplitQueryRow = Omit<ExportSplitRow, 'startAt'> & { fallbackStartAt: number };

/** `epoch ms` of a timestamptz expression, as a bigint the drivers return as a number. */
const epochMs = (expression: SQL) => sql`floor(extract(epoch from ${expression}) * 1000)::bigint`;

/**
 * The splits of the participants ranked `fromRank` to `toRank` (inclusive) in the contest, by rank. The start
 * instant comes from the stored splits (read instant − time from the start, the origin the recompute used);
 * only a runner with no split reads needs the fallback, from their start-mat read or wave start.
 */
export async function findExportSplits(
  db: Db,
  contest: Pick<ResultContest, 'contestKey'>,
  fromRank: number,
  toRank: number,
): Promise<ExportSplitRow[]> {
  const gun = sql.raw('c.start_time');
  const ownStart = sql.raw(`greatest(coalesce(
      (select min(pa.at) from passings pa join checkpoints cp on cp.key = pa.checkpoint_key
        where cp.contest_key = c.key and cp.kind = 'start' and pa.bib = p.bib),
      p.wave_start, c.start_time), c.start_time)`);
  const rows = await db.query<SplitQueryRow>(sql`
    select r.rank, p.id, coalesce(to_json(r.split_at), '[]'::json) as "at",
      coalesce(to_json(r.split_from_start_ms), '[]'::json) as "fromStartMs",
      case when c.time_basis = 'gun' then ${epochMs(gun)} else ${epochMs(ownStart)} end as "fallbackStartAt"
    from results r join participants p on p.key = r.participant_key join contests c on c.key = r.contest_key
    where r.contest_key = ${contest.contestKey}::int and r.rank >= ${fromRank}::int and r.rank <= ${toRank}::int
    order by r.rank`);
  return rows.map(({ fallbackStartAt, ...row }) => ({
    ...row,
    startAt: storedOrigin(row.at, row.fromStartMs) ?? Number(fallbackStartAt),
  }));
}

/** The origin of the stored times: at − fromStart at the first checkpoint that has both; null with no reads. */
function storedOrigin(
  at: readonly (number | null)[],
  fromStartMs: readonly (number | null)[],
): number | null {
  for (let i = 0; i < at.length; i++) {
    const instant = at[i];
    const fromStart = fromStartMs[i];
    if (instant != null && fromStart != null) return instant - fromStart;
  }
  return null;
}
