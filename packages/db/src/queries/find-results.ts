/** The results list of a contest: filtered, ranked at the finish or at a checkpoint, paged. */
import { type Checkpoint, computePace, computeSpeed } from '@finishline/core';
import { sql, type SQL } from 'drizzle-orm';
import { DbError } from '../errors.js';
import { type Db } from '../handle.js';
import { allOf, PARTICIPANT_COLUMNS, pageBounds, participantConditions } from './participant-filters.js';
import { RESULT_COLUMNS, type ResultListRow, type ResultPage, type ResultQuery } from './result-columns.js';

type ContestRef = { key: number; total: number; distanceM: number };

const FROM = sql`results r join participants p on p.key = r.participant_key join contests c on c.key = r.contest_key`;

/** Whether the stored places answer the query: finish ranking, filtered by at most gender (m/f) or age group (and status). */
function usesStoredPlaces(query: ResultQuery): boolean {
  const others = [query.country, query.nation, query.club, query.bib, query.text, query.checkpoint];
  const byGender = Boolean(query.gender);
  if (others.some(Boolean) || query.gender === 'x') return false;
  return !(byGender && query.ageGroup);
}

/**
 * Finish ranking from the stored places, in O(page) on the (contest, rank)-leading indexes: unfiltered, page p is
 * the rank range itself. Diffs within a gender or age group come from the row just ahead (one row read before).
 */
async function storedPage(db: Db, contest: ContestRef, query: ResultQuery, offset: number, limit: number) {
  const filtered = Boolean(query.gender || query.ageGroup || query.status);
  const [place, gap] = query.ageGroup
    ? [sql`r.age_group_place`, sql`r.age_group_gap_ms`]
    : query.gender
      ? [sql`r.gender_place`, sql`r.gender_gap_ms`]
      : [sql`r.overall_place`, sql`r.gap_ms`];
  const where = sql`r.contest_key = ${contest.key} and ${allOf(participantConditions(query))}`;
  const lookBehind = filtered && offset > 0 ? 1 : 0;
  const range = filtered ? sql`` : sql`and r.rank between ${offset + 1} and ${offset + limit}`;
  const rows = await db.query<ResultListRow>(sql`
    select ${PARTICIPANT_COLUMNS}, ${RESULT_COLUMNS}, ${place} as place, ${gap} as "gapMs", r.diff_ms as "diffMs",
      r.official_time_ms as "timeMs", r.pace_ms_per_km as "paceMsPerKm", r.speed_kmh as "speedKmh"
    from ${FROM} where ${where} ${range}
    order by r.rank limit ${limit + lookBehind} offset ${filtered ? offset - lookBehind : 0}`);
  if (filtered) {
    rows.forEach((row, index) => {
      const ahead = rows[index - 1];
      row.diffMs =
        row.place === null || ahead?.timeMs == null || row.timeMs === null ? null : row.timeMs - ahead.timeMs;
    });
  }
  const items = rows.slice(lookBehind);
  if (!filtered) return { items, total: contest.total };
  const [count] = await db.query<{ total: number }>(
    sql`select count(*)::int as total from ${FROM} where ${where}`,
  );
  return { items, total: count?.total ?? 0 };
}

/**
 * Any other list: places within the listed rows by window functions over the filtered set. A place is
 * 1 + the number of counted rows strictly faster (shared on equal times, 1, 2, 2, 4); at a checkpoint,
 * disqualified and DNS runners are placed without pushing anyone down, as the engine does.
 */
async function windowPage(
  db: Db,
  contest: ContestRef,
  query: ResultQuery,
  offset: number,
  limit: number,
  position: number | null,
) {
  const time: SQL = position === null ? sql`r.official_time_ms` : sql`r.split_from_start_ms[${position}]`;
  const counted = position === null ? sql`r.status = 'finished'` : sql`r.status not in ('dsq', 'dns')`;
  const eligible =
    position === null ? sql`r.status = 'finished' and r.official_time_ms is not null` : sql`true`;
  const reached = position === null ? sql`` : sql`and ${time} is not null`;
  const order = position === null ? sql`f.rank` : sql`f.t, f.bib_rank`;
  const rows = await db.query<ResultListRow & { total: number }>(sql`
    with f as (
      select r.participant_key, r.rank, r.bib_rank, ${time} as t, ${counted} as counted, ${eligible} as eligible
      from ${FROM}
      where r.contest_key = ${contest.key} and ${allOf(participantConditions(query))} ${reached}),
    placed as (
      select f.*, count(*) over () as total,
        case when eligible then 1 + coalesce(count(*) filter (where counted)
          over (order by t range between unbounded preceding and 1 preceding), 0) end as place,
        case when eligible then t - min(t) filter (where counted) over () end as gap,
        case when eligible then t - lag(t) over (order by ${order}) end as diff
      from f)
    select ${PARTICIPANT_COLUMNS}, ${RESULT_COLUMNS}, f.place::int as place, f.gap::int as "gapMs",
      f.diff::int as "diffMs", f.t as "timeMs", r.pace_ms_per_km as "paceMsPerKm", r.speed_kmh as "speedKmh",
      f.total::int as total
    from placed f join (${FROM}) on r.participant_key = f.participant_key
    order by ${order} limit ${limit} offset ${offset}`);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const [count] = await db.query<{ total: number }>(sql`
      select count(*)::int as total from ${FROM} where r.contest_key = ${contest.key}
        and ${allOf(participantConditions(query))} ${reached}`);
    total = count?.total ?? 0;
  }
  const items = rows.map(({ total: _total, ...row }) => row);
  return { items, total };
}

/**
 * The results of a contest (design §3 Places): finishers by official time, then non-finishers; or, with
 * `checkpoint`, everyone who reached it by their time there. Default page size 100. Empty for an unknown
 * contest; DbError `invalid_argument` for a checkpoint the contest does not have.
 */
export async function findResults(
  db: Db,
  eventId: string,
  contestId: string,
  query: ResultQuery = {},
): Promise<ResultPage> {
  const { offset, limit } = pageBounds(query, 100);
  const [contest] = await db.query<ContestRef & { checkpoints: Checkpoint[] | null }>(sql`
    select c.key, c.participant_count as total, c.distance_m as "distanceM",
      (select json_agg(json_build_object('id', cp.id, 'name', cp.name, 'distanceM', cp.distance_m,
          'order', cp."order", 'kind', cp.kind) order by cp."order", cp.key)
        from checkpoints cp where cp.contest_key = c.key) as checkpoints
    from contests c where c.event_id = ${eventId} and c.id = ${contestId}`);
  if (contest === undefined) return { items: [], total: 0, checkpoint: null };
  if (!query.checkpoint) {
    const page = usesStoredPlaces(query)
      ? await storedPage(db, contest, query, offset, limit)
      : await windowPage(db, contest, query, offset, limit, null);
    return { ...page, checkpoint: null };
  }
  const index = (contest.checkpoints ?? []).findIndex((checkpoint) => checkpoint.id === query.checkpoint);
  const checkpoint = contest.checkpoints?.[index];
  if (checkpoint === undefined)
    throw new DbError('invalid_argument', `Unknown checkpoint "${query.checkpoint}"`);
  const page = await windowPage(db, contest, query, offset, limit, index + 1);
  for (const row of page.items) {
    row.paceMsPerKm = row.timeMs === null ? null : computePace(row.timeMs, checkpoint.distanceM);
    row.speedKmh = row.timeMs === null ? null : computeSpeed(row.timeMs, checkpoint.distanceM);
  }
  return { ...page, checkpoint };
}
