/**
 * The age-graded ranking of a contest (docs/age-grading.md): the finishers graded with the WMA road tables, best
 * percent first, on the stored `age_grade_rank` (a range scan unfiltered, like the results' `rank`). Filtered (a
 * gender, an age group, a country, a minimum percent…), a page is placed from one count, as the official list is:
 * its first runner takes 1 + the listed runners with a strictly better percent.
 */
import { sql } from 'drizzle-orm';
import { type Db } from '../handle.js';
import {
  FINAL_COLUMNS,
  FROM,
  mileUnits,
  type ResultContest,
  type ResultFilter,
  type ResultListRow,
} from './result-columns.js';
import { allOf, filterConditions, isUnfiltered, type PageOf, PARTICIPANT_COLUMNS } from './list-filters.js';

type GradedRow = Omit<ResultListRow, 'paceMsPerMile' | 'speedMph'> & { ageGradeRank: number; key: number };

/** A page of the age-graded ranking: `place` by percent, `timeMs` the age-graded time; no gap, diff or pace. */
export async function findAgeGradeRanking(
  db: Db,
  contest: ResultContest,
  filter: ResultFilter,
): Promise<PageOf<ResultListRow>> {
  const minimum = filter.ageGradeMin ?? null;
  const where = allOf([
    sql`r.contest_key = ${contest.contestKey}`,
    sql`r.age_grade_rank is not null`,
    ...(minimum === null ? [] : [sql`r.age_grade_pct >= ${minimum}`]),
    ...filterConditions(filter),
  ]);
  const [counted] = await db.query<{ total: number }>(sql`select count(*) as total ${FROM} where ${where}`);
  const total = counted?.total ?? 0;
  const offset = (filter.page - 1) * filter.pageSize;
  if (total === 0 || offset >= total) return { items: [], total };
  const rows = await db.query<GradedRow>(sql`
    select ${PARTICIPANT_COLUMNS}, ${FINAL_COLUMNS}, r.participant_key as key, r.age_grade_rank as "ageGradeRank",
      r.age_graded_ms as "timeMs", null::int as "paceMsPerKm", null::float8 as "speedKmh", null::int as place,
      null::int as "gapMs", null::int as "diffMs"
    ${FROM} where ${where}
    order by r.age_grade_rank, r.participant_key limit ${filter.pageSize} offset ${offset}`);
  const isWhole = isUnfiltered(filter) && minimum === null;
  let places = rows.map((row) => row.ageGradeRank);
  const first = rows[0];
  if (!isWhole && first !== undefined) {
    const [context] = await db.query<{ better: number }>(
      sql`select count(*) as better ${FROM} where ${where} and r.age_grade_pct > ${first.ageGradePct}`,
    );
    let place = (context?.better ?? 0) + 1;
    places = rows.map((row, index) => {
      if (index > 0 && row.ageGradePct !== rows[index - 1]?.ageGradePct) place = offset + index + 1;
      return place;
    });
  }
  return {
    total,
    items: rows.map(({ ageGradeRank: _rank, key: _key, ...row }, index) => ({
      ...row,
      ...mileUnits(null, 1),
      place: places[index] ?? null,
    })),
  };
}
