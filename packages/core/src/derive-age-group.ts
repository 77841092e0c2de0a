import { type AgeGroupScheme, type Gender } from './types.js';

/**
 * The default age-group scheme (docs/results.md §Age groups): under 20, senior for 20–34, then five-year
 * bands 35–39 … 75–79 and 80+, per gender (`FU20`, `MSEN`, `F40`, `M80`). Age is counted at the end of
 * the race year (race year − birth year), the usual rule of national federations, and the only one a
 * birth year alone answers exactly.
 */
export const DEFAULT_AGE_GROUP_SCHEME: AgeGroupScheme = Object.freeze({
  // Frozen so no caller can change everyone's default; the type stays the shared mutable AgeGroupScheme.
  bands: Object.freeze([
    { minAge: 0, label: 'U20' },
    { minAge: 20, label: 'SEN' },
    ...[35, 40, 45, 50, 55, 60, 65, 70, 75, 80].map((minAge) => ({ minAge, label: String(minAge) })),
  ]) as AgeGroupScheme['bands'],
  byGender: true,
  ageOn: 'year_end',
});

/** Label prefixes of gendered schemes; `x` gets its own `X` groups rather than none. */
const GENDER_PREFIX: Readonly<Record<Gender, string>> = { m: 'M', f: 'F', x: 'X' };

export type AgeGroupInput = {
  gender: Gender;
  birthYear: number | null;
  /** Age on race day, when the import gives an age instead of a birth year. */
  age: number | null;
  /** The race date, `YYYY-MM-DD`. */
  raceDate: string;
  /** null or omitted: DEFAULT_AGE_GROUP_SCHEME. */
  scheme?: AgeGroupScheme | null;
};

/**
 * Derives an age-group label (docs/results.md §Age groups): the band with the highest minAge at or below
 * the participant's age, prefixed with `F`, `M` or `X` when the scheme is by gender. The age counted is
 * - `year_end`: race year − birth year; with only an age given, that age;
 * - `race_day`: the given age; with only a birth year, race year − birth year (the birthday is unknown,
 *   so it is taken as already passed — the same answer as `year_end`).
 * Null without birth year and age, for a negative age, or below the first band.
 */
export function deriveAgeGroup(input: AgeGroupInput): string | null {
  const scheme = input.scheme ?? DEFAULT_AGE_GROUP_SCHEME;
  const age = competitionAge(input, scheme.ageOn);
  if (age === null || age < 0) return null;
  let label: string | null = null;
  let bestMinAge = -Infinity;
  for (const band of scheme.bands) {
    if (band.minAge <= age && band.minAge > bestMinAge) {
      label = band.label;
      bestMinAge = band.minAge;
    }
  }
  if (label === null) return null;
  return scheme.byGender ? GENDER_PREFIX[input.gender] + label : label;
}

function competitionAge(input: AgeGroupInput, ageOn: AgeGroupScheme['ageOn']): number | null {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(input.raceDate);
  if (match === null) throw new RangeError(`raceDate must be YYYY-MM-DD, got "${input.raceDate}"`);
  const raceYear = Number(match[1]);
  const fromBirthYear = isWhole(input.birthYear) ? raceYear - input.birthYear : null;
  const givenAge = isWhole(input.age) ? input.age : null;
  return ageOn === 'year_end' ? (fromBirthYear ?? givenAge) : (givenAge ?? fromBirthYear);
}

function isWhole(value: number | null): value is number {
  return value !== null && Number.isInteger(value);
}
