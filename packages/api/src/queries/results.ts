/**
 * The results list, on the results table's own indexes. Used instead of the db package's findResults, which filters
 * by the participants' columns and ranks every filtered row with window functions: on the 20,500-runner demo
 * marathon on PGlite that costs 25–100 ms a page, this 2–5 ms (bench/api).
 *
 * Finishers by official time with shared places, then non-finishers, in the stored `rank` order (design §3 Places).
 * Unfiltered, by gender (m, f) or by age group, the stored places and gaps already are the list's; any other filter
 * places the page from two counts (O(page), not O(list)). At a checkpoint, everyone who reached it is ranked by the
 * time there, with core's rule that DSQ and DNS take a place without pushing anyone down.
 */
import { computePace, computeSpeed } from '@finishline/core';
import { type ResultListRow } from '@finishline/db';
import {
  filterConditions,
  isUnfiltered,
  type ListFilter,
  needsParticipants,
  PARTICIPANT_COLUMNS,
  SqlParams,
} from './sql-params.js';
import { type SqlClient } from './sql-client.js';

export type ResultFilter = ListFilter & { checkpoint: string | null; page: number; pageSize: number };

/** The contest, from the version lookup: its internal key and checkpoint ids by course order. */
export type ResultContest = { contestKey: number; participantCount: number; checkpointIds: string[] };

type StoredRow = ResultListRow & {
  gapOverall: number | null;
  gapGender: number | null;
  gapAgeGroup: number | null;
};

const FINAL_COLUMNS = `r.rank, r.overall_place as "overallPlace", r.gender_place as "genderPlace",
  r.age_group_place as "ageGroupPlace", r.official_time_ms as "officialTimeMs", r.gun_time_ms as "gunTimeMs",
  r.net_time_ms as "netTimeMs", r.last_checkpoint_id as "lastCheckpointId"`;

const STORED_COLUMNS = `${PARTICIPANT_COLUMNS}, ${FINAL_COLUMNS}, r.official_time_ms as "timeMs",
  r.pace_ms_per_km as "paceMsPerKm", r.speed_kmh as "speedKmh", r.overall_place as place, r.diff_ms as "diffMs",
  r.gap_ms as "gapOverall", r.gender_gap_ms as "gapGender", r.age_group_gap_ms as "gapAgeGroup"`;

const FROM =
  'from results r join participants p on p.key = r.participant_key join contests c on c.key = r.contest_key';

type Mode = 'overall' | 'gender' | 'ageGroup' | 'computed';

function modeOf({ gender, ageGroup, country, nation, club, status }: ListFilter): Mode {
  if (country || nation || club || status) return 'computed';
  if (!gender && !ageGroup) return 'overall';
  if (gender && !ageGroup) return gender === 'x' ? 'computed' : 'gender';
  return gender ? 'computed' : 'ageGroup';
}

function isFinisher(row: ResultListRow): row is ResultListRow & { timeMs: number } {
  return row.status === 'finished' && row.timeMs !== null;
}

/** A page of the results list, or of the ranking at a checkpoint. */
export async function findResults(
  sql: SqlClient,
  contest: ResultContest,
  filter: ResultFilter,
): Promise<{ items: ResultListRow[]; total: number }> {
  if (filter.checkpoint !== null) return findCheckpointRanking(sql, contest, filter.checkpoint, filter);
  const params = new SqlParams();
  const where = `where ${[`r.contest_key = ${params.add(contest.contestKey)}`, ...filterConditions(filter, params)].join(' and ')}`;
  const conditionValues = [...params.values];
  const total = await countRows(sql, contest, filter, where, conditionValues);
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0 || offset >= total) return { items: [], total };

  const mode = modeOf(filter);
  // Ranks are dense over the contest, so the unfiltered page is a range scan. Filtered pages also read the row just
  // before the page: its time gives the first row's diff.
  const withPrevious = mode !== 'overall' && offset > 0;
  const rows =
    mode === 'overall'
      ? await sql.query<StoredRow>(
          `select ${STORED_COLUMNS} ${FROM} ${where} and r.rank > ${params.add(offset)}
            order by r.rank limit ${params.add(filter.pageSize)}`,
          params.values,
        )
      : await sql.query<StoredRow>(
          `select ${STORED_COLUMNS} ${FROM} ${where} order by r.rank
            limit ${params.add(filter.pageSize + (withPrevious ? 1 : 0))}
            offset ${params.add(withPrevious ? offset - 1 : offset)}`,
          params.values,
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
  return { items: await placeComputed(sql, rows, diffs, where, conditionValues), total };
}

/** The list's size: the contest's entrant count unfiltered, else counted on the results table alone if it can. */
export async function countRows(
  sql: SqlClient,
  contest: ResultContest,
  filter: ListFilter,
  where: string,
  values: readonly unknown[],
): Promise<number> {
  if (isUnfiltered(filter)) return contest.participantCount;
  const from = needsParticipants(filter) ? FROM : 'from results r';
  const [row] = await sql.query<{ total: number }>(`select count(*) as total ${from} ${where}`, values);
  return row?.total ?? 0;
}

function placed(
  row: StoredRow,
  place: number | null,
  gapMs: number | null,
  diffMs: number | null | undefined,
): ResultListRow {
  const { gapOverall: _a, gapGender: _b, gapAgeGroup: _c, ...rest } = row;
  const isPlaced = isFinisher(row);
  return {
    ...rest,
    place: isPlaced ? place : null,
    gapMs: isPlaced ? gapMs : null,
    diffMs: isPlaced ? (diffMs ?? null) : null,
  };
}

/** Diff to the finisher just ahead in the filtered list (0 on a shared place, null for the first). */
function diffsOf(rows: ResultListRow[], previous: ResultListRow | null): (number | null)[] {
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
  sql: SqlClient,
  rows: StoredRow[],
  diffs: (number | null)[],
  where: string,
  values: readonly unknown[],
): Promise<ResultListRow[]> {
  const first = rows.find(isFinisher);
  if (!first || first.timeMs === null) return rows.map((row) => placed(row, null, null, null));
  const n = values.length;
  const [context] = await sql.query<{ faster: number; before: number; best: number | null }>(
    `select count(*) filter (where r.official_time_ms < $${n + 1}) as faster,
            count(*) filter (where r.rank < $${n + 2}) as before, min(r.official_time_ms) as best
       ${FROM} ${where} and r.status = 'finished' and r.official_time_ms is not null`,
    [...values, first.timeMs, first.rank],
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
  sql: SqlClient,
  contest: ResultContest,
  checkpointId: string,
  filter: ResultFilter,
): Promise<{ items: ResultListRow[]; total: number }> {
  const params = new SqlParams();
  const k = params.add(contest.checkpointIds.indexOf(checkpointId) + 1);
  const conditions = [
    `r.contest_key = ${params.add(contest.contestKey)}`,
    `r.split_from_start_ms[${k}] is not null`,
    ...filterConditions(filter, params),
  ];
  const where = `where ${conditions.join(' and ')}`;
  const [counted] = await sql.query<{ total: number }>(
    `select count(*) as total ${FROM} ${where}`,
    params.values,
  );
  const total = counted?.total ?? 0;
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0 || offset >= total) return { items: [], total };
  const isCounted = "r.status not in ('dsq', 'dns')";
  const rows = await sql.query<ResultListRow & { distanceM: number }>(
    `with listed as (
       select r.participant_key, r.split_from_start_ms[${k}] as t, r.rank,
              1 + count(*) filter (where ${isCounted}) over (order by r.split_from_start_ms[${k}]
                range between unbounded preceding and 1 preceding) as place,
              greatest(0, r.split_from_start_ms[${k}] - min(r.split_from_start_ms[${k}]) filter (where ${isCounted}) over ())
                as gap,
              r.split_from_start_ms[${k}] - lag(r.split_from_start_ms[${k}]) over (order by r.split_from_start_ms[${k}], r.rank)
                as diff
         ${FROM} ${where}
     )
     select ${PARTICIPANT_COLUMNS}, ${FINAL_COLUMNS}, x.t as "timeMs", x.place, x.gap as "gapMs", x.diff as "diffMs",
            cp.distance_m as "distanceM"
       from listed x join results r on r.participant_key = x.participant_key
       join participants p on p.key = r.participant_key join contests c on c.key = r.contest_key
       join checkpoints cp on cp.contest_key = c.key and cp.id = ${params.add(checkpointId)}
      order by x.t, x.rank limit ${params.add(filter.pageSize)} offset ${params.add(offset)}`,
    params.values,
  );
  return {
    total,
    items: rows.map(({ distanceM, ...row }) => ({
      ...row,
      paceMsPerKm: row.timeMs === null ? null : computePace(row.timeMs, distanceM),
      speedKmh: row.timeMs === null ? null : computeSpeed(row.timeMs, distanceM),
    })),
  };
}
