import { ROAD_AGE_GRADE_2020, ROAD_DISTANCES_M, type RoadAgeGradeTable } from './age-grade-tables.js';
import { type Gender } from './types.js';

export { AGE_GRADE_EDITION, ROAD_DISTANCES_M } from './age-grade-tables.js';

export type AgeGradeInput = {
  /** The official time in milliseconds. */
  timeMs: number;
  /** The contest's distance in metres. */
  distanceM: number;
  gender: Gender;
  /** Whole years on race day (see ageOn); null when unknown. */
  age: number | null;
};

export type AgeGrade = {
  /** The age factor (≤ 1) for this age and distance, interpolated between table distances. */
  factor: number;
  /** time × factor, rounded to the millisecond: the time this runner "would have run" at peak age. */
  ageGradedTimeMs: number;
  /** Open-class standard ÷ age-graded time × 100 (= age standard ÷ time × 100); not rounded. */
  percent: number;
};

/**
 * WMA road age grading (docs/age-grading.md) with the 2020 road tables of age-grade-tables.ts: age-graded
 * time = time × factor; percent = open-class standard ÷ age-graded time × 100, which is the WMA "age standard
 * ÷ time" (age standard = open standard ÷ factor).
 *
 * A distance between two table distances (1 mile, 5 km, 6 km, 4 miles, … 100 miles, 200 km) takes the factor
 * and the open standard linearly interpolated in distance between them, as the USATF MLDR road calculator
 * linked from the source does; a table distance is read as is. Null outside 1 mile – 200 km (no
 * extrapolation), for gender `x` (the tables are male and female only), an unknown or non-whole age, an age
 * outside 5–100, or a time that is not a positive finite number.
 */
export function ageGrade(input: AgeGradeInput): AgeGrade | null {
  const { timeMs, distanceM, gender, age } = input;
  const table = gender === 'm' || gender === 'f' ? ROAD_AGE_GRADE_2020[gender] : null;
  if (table === null || age === null || !Number.isInteger(age)) return null;
  if (age < table.firstAge || age > table.lastAge) return null;
  if (!(timeMs > 0) || !Number.isFinite(timeMs)) return null;
  const at = bracket(distanceM);
  if (at === null) return null;
  const factor = lerp(factorAt(table, at.lo, age), factorAt(table, at.hi, age), at.t);
  const standardS = lerp(table.openStandardS[at.lo] ?? NaN, table.openStandardS[at.hi] ?? NaN, at.t);
  const ageGradedMs = timeMs * factor;
  return {
    factor,
    ageGradedTimeMs: Math.round(ageGradedMs),
    percent: (standardS * 1000 * 100) / ageGradedMs,
  };
}

/**
 * A runner's age in whole years on the race date, the age the WMA tables are read at:
 * - from a birth date (`YYYY-MM-DD`): completed years on `raceDate` (born 29 February: a year older on
 *   1 March in common years);
 * - from a birth year: race year − birth year, the birthday being unknown and so taken as passed — the same
 *   answer as deriveAgeGroup's `race_day` rule (docs/results.md §Age groups).
 * Null without a birth, for a malformed or impossible birth date, a non-whole birth year, or a birth after the
 * race. An imported age on race day needs no conversion: `age ?? ageOn(birthYear, raceDate)`.
 * Throws a RangeError for a malformed `raceDate`, like deriveAgeGroup.
 */
export function ageOn(birth: string | number | null, raceDate: string): number | null {
  const race = parseDate(raceDate);
  if (race === null) throw new RangeError(`raceDate must be YYYY-MM-DD, got "${raceDate}"`);
  let age: number | null = null;
  if (typeof birth === 'number') {
    age = Number.isInteger(birth) ? race.year - birth : null;
  } else if (typeof birth === 'string') {
    const born = parseDate(birth);
    const beforeBirthday =
      born !== null && (race.month < born.month || (race.month === born.month && race.day < born.day));
    age = born === null ? null : race.year - born.year - (beforeBirthday ? 1 : 0);
  }
  return age !== null && age >= 0 ? age : null;
}

type Bracket = { lo: number; hi: number; t: number };

/** The table columns either side of `distanceM` and its position between them; null outside the table. */
function bracket(distanceM: number): Bracket | null {
  const first = ROAD_DISTANCES_M[0] ?? NaN;
  const last = ROAD_DISTANCES_M[ROAD_DISTANCES_M.length - 1] ?? NaN;
  if (!(distanceM >= first && distanceM <= last)) return null;
  const hi = ROAD_DISTANCES_M.findIndex((metres) => metres >= distanceM);
  const hiM = ROAD_DISTANCES_M[hi] ?? NaN;
  if (hiM === distanceM) return { lo: hi, hi, t: 0 };
  const loM = ROAD_DISTANCES_M[hi - 1] ?? NaN;
  return { lo: hi - 1, hi, t: (distanceM - loM) / (hiM - loM) };
}

function factorAt(table: RoadAgeGradeTable, column: number, age: number): number {
  return table.factors[column]?.[age - table.firstAge] ?? NaN;
}

function lerp(from: number, to: number, t: number): number {
  return t === 0 ? from : from + (to - from) * t;
}

/** A valid calendar date `YYYY-MM-DD`, or null. */
function parseDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}
