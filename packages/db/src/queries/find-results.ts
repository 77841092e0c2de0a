/**
 * The results list, on the results table's own indexes (docs/results.md §Places). Finishers by official time with
 * shared places, then non-finishers, in the stored `rank` order. Unfiltered, by gender (m, f) or by age group, the
 * stored places and gaps already are the list's; any other filter places the page from two counts (O(page), not
 * O(list)). At a checkpoint, everyone who reached it is ranked by the time there, with core's rule that DSQ and DNS
 * take a place without pushing anyone down. On the 20,500-runner demo marathon on PGlite a page costs 2–5 ms
 * (bench/api), where ranking the filtered rows with window functions cost 25–100 ms (ADR 005).
 */
import { computePace, computeSpeed } from '@finishline/core';
import { sql, type SQL } from 'drizzle-orm';
import { type Db } from '../handle.js';
import { findAgeGradeRanking } from './find-age-grade-ranking.js';
import {
  FINAL_COLUMNS,
  FROM,
  mileUnits,
  type ResultContest,
  type ResultFilter,
  type ResultListRow,
} from './result-columns.js';
import {
  allOf,
  filterConditions,
  isUnfiltered,
  type ListFilter,
  needsParticipants,
  type PageOf,
  PARTICIPANT_COLUMNS,
} from './list-filters.js';

type StoredRow = Omit<ResultListRow, 'paceMsPerMile' | 'speedMph'> & {
  /** The contest's distance: the pace per mile goes with the official time over it. */
  distanceM: number;
  gapOverall: number | null;
  gapGender: number | null;
  gapAgeGroup: number | null;
};

const STORED_COLUMNS = sql`${PARTICIPANT_COLUMNS}, ${FINAL_COLUMNS}, r.official_time_ms as "timeMs",
  r.pace_ms_per_km as "paceMsPerKm", r.speed_kmh as "speedKmh", r.overall_place as place, r.diff_ms as "diffMs",
  r.gap_ms as "gapOverall", r.gender_gap_ms as "gapGender", r.age_group_gap_ms as "gapAgeGroup",
  c.distance_m as "distanceM"`;

type Mode = 'overall' | 'gender' | 'ageGroup' | 'computed';

function modeOf({ gender, ageGroup, country, nation, club, status }: ListFilter): Mode {
  if (country || nation || club || status) return 'computed';
  if (!gender && !ageGroup) return 'overall';
  if (gender && !ageGroup) return gender === 'x' ? 'computed' : 'gender';
  return gender ? 'computed' : 'ageGroup';
}

function isFinisher<T extends Pick<ResultListRow, 'status' | 'timeMs'>>(
  row: T,
): row is T & { timeMs: number } {
  return row.status === 'finished' && row.timeMs !== null;
}

/** A page of the results list, or of the ranking at a checkpoint. */
export async function findResults(
  db: Db,
  contest: ResultContest,
  filter: ResultFilter,
): Promise<PageOf<ResultListRow>> {
  if (filter.checkpoint !== null) return findCheckpointRanking(db, contest, filter.checkpoint, filter);
  if (filter.ranking === 'ageGrade') return findAgeGradeRanking(db, contest, filter);
  const where = allOf([sql`r.contest_key = ${contest.contestKey}`, ...filterConditions(filter)]);
  const total = await countRows(db, contest, filter, where);
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0 || offset >= total) return { items: [], total };

  const mode = modeOf(filter);
  // Ranks are dense over the contest, so the unfiltered page is a range scan. Filtered pages also read the row just
  // before the page: its time gives the first row's diff.
  const withPrevious = mode !== 'overall' && offset > 0;
  const rows =
    mode === 'overall'
      ? await db.query<StoredRow>(
          sql`select ${STORED_COLUMNS} ${FROM} where ${where} and r.rank > ${offset}
                order by r.rank limit ${filter.pageSize}`,
        )
      : await db.query<StoredRow>(
          sql`select ${STORED_COLUMNS} ${FROM} where ${where} order by r.rank
                limit ${filter.pageSize + (withPrevious ? 1 : 0)} offset ${withPrevious ? offset - 1 : offset}`,
        );
  const previous = withPrevious ? (rows.shift() ?? null) : null;
  if (mode === 'overall')
    return { items: rows.map((row) => placed(row, row.place, row.gapOverall, row.diffMs)), total };
  const diffs = diffsOf(rows, previous);
  if (mode === 'gender')
    return { items: rows.map((row, i) => placed(row, row.genderPlace, row.gapGender, diffs[i])), total };
  if (mode === 'ageGroup') {
    return { items: rows.map((row, i) => placed(row, row.ageGroupPlace, row.gapAgeGroup, diffs[i])), total };
  }
  return { items: await placeComputed(db, rows, diffs, where), total };
}

/** The list's size: the contest's entrant count unfiltered, else counted on the results table alone if it can. */
async function countRows(db: Db, contest: ResultContest, filter: ListFilter, where: SQL): Promise<number> {
  if (isUnfiltered(filter)) return contest.participantCount;
  const from = needsParticipants(filter) ? FROM : sql.raw('from results r');
  const [row] = await db.query<{ total: number }>(sql`select count(*) as total ${from} where ${where}`);
  return row?.total ?? 0;
}

function placed(
  row: StoredRow,
  place: number | null,
  gapMs: number | null,
  diffMs: number | null | undefined,
): ResultListRow {
  const { gapOverall: _a, gapGender: _b, gapAgeGroup: _c, distanceM, ...rest } = row;
  const isPlaced = isFinisher(row);
  return {
    ...rest,
    ...mileUnits(row.timeMs, distanceM),
    place: isPlaced ? place : null,
    gapMs: isPlaced ? gapMs : null,
    diffMs: isPlaced ? (diffMs ?? null) : null,
  };
}

/** Diff to the finisher just ahead in the filtered list (0 on a shared place, null for the first). */
function diffsOf(rows: StoredRow[], previous: StoredRow | null): (number | null)[] {
  let ahead = previous && isFinisher(previous) ? previous.timeMs : null;
  return rows.map((row) => {
    if (!isFinisher(row)) return null;
    const diff = ahead === null ? null : row.timeMs - ahead;
    ahead = row.timeMs;
    return diff;
  });
}

/**
 * Places a page of an arbitrarily filtered list: its first finisher takes 1 + the filtered finishers strictly faster
 * (so a tie across the page boundary shares its place); each next finisher its position in the filtered list unless
 * it ties the one ahead. Gaps are to the fastest filtered finisher.
 */
async function placeComputed(
  db: Db,
  rows: StoredRow[],
  diffs: (number | null)[],
  where: SQL,
): Promise<ResultListRow[]> {
  const first = rows.find(isFinisher);
  if (!first || first.timeMs === null) return rows.map((row) => placed(row, null, null, null));
  const [context] = await db.query<{ faster: number; before: number; best: number | null }>(
    sql`select count(*) filter (where r.official_time_ms < ${first.timeMs}) as faster,
               count(*) filter (where r.rank < ${first.rank}) as before, min(r.official_time_ms) as best
          ${FROM} where ${where} and r.status = 'finished' and r.official_time_ms is not null`,
  );
  const best = context?.best ?? first.timeMs;
  let position = context?.before ?? 0;
  let place = 0;
  let lastTime: number | null = null;
  return rows.map((row, i) => {
    if (!isFinisher(row)) return placed(row, null, null, null);
    position += 1;
    if (lastTime === null) place = (context?.faster ?? 0) + 1;
    else if (row.timeMs !== lastTime) place = position;
    lastTime = row.timeMs;
    return placed(row, place, row.timeMs - best, diffs[i]);
  });
}

/**
 * Everyone who reached the checkpoint, by time there (docs/results.md §Splits): `place` is 1 + the counted runners
 * of the list strictly faster (DSQ and DNS are not counted); gap, diff, pace and speed go with the time there.
 */
async function findCheckpointRanking(
  db: Db,
  contest: ResultContest,
  checkpointId: string,
  filter: ResultFilter,
): Promise<PageOf<ResultListRow>> {
  // The checkpoint's position in the split array, written as a literal: an index the planner can see.
  const at = sql.raw(`r.split_from_start_ms[${contest.checkpointIds.indexOf(checkpointId) + 1}]`);
  const where = allOf([
    sql`r.contest_key = ${contest.contestKey}`,
    sql`${at} is not null`,
    ...filterConditions(filter),
  ]);
  const [counted] = await db.query<{ total: number }>(sql`select count(*) as total ${FROM} where ${where}`);
  const total = counted?.total ?? 0;
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0 || offset >= total) return { items: [], total };
  const isCounted = sql.raw("r.status not in ('dsq', 'dns')");
  const rows = await db.query<Omit<StoredRow, 'gapOverall' | 'gapGender' | 'gapAgeGroup'>>(
    sql`with listed as (
       select r.participant_key, ${at} as t, r.rank,
              1 + count(*) filter (where ${isCounted}) over (order by ${at}
                range between unbounded preceding and 1 preceding) as place,
              greatest(0, ${at} - min(${at}) filter (where ${isCounted}) over ()) as gap,
              ${at} - lag(${at}) over (order by ${at}, r.rank) as diff
         ${FROM} where ${where}
     )
     select ${PARTICIPANT_COLUMNS}, ${FINAL_COLUMNS}, x.t as "timeMs", x.place, x.gap as "gapMs", x.diff as "diffMs",
            cp.distance_m as "distanceM"
       from listed x join results r on r.participant_key = x.participant_key
       join participants p on p.key = r.participant_key join contests c on c.key = r.contest_key
       join checkpoints cp on cp.contest_key = c.key and cp.id = ${checkpointId}
      order by x.t, x.rank limit ${filter.pageSize} offset ${offset}`,
  );
  return {
    total,
    items: rows.map(({ distanceM, ...row }) => ({
      ...row,
      paceMsPerKm: row.timeMs === null ? null : computePace(row.timeMs, distanceM),
      speedKmh: row.timeMs === null ? null : computeSpeed(row.timeMs, distanceM),
      ...mileUnits(row.timeMs, distanceM),
    })),
  };
}

export { type ResultContest, type ResultFilter, type ResultListRow } from './result-columns.js';
