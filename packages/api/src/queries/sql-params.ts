/** Collects bound parameters while a statement is assembled: `params.add(value)` returns its `$n` placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * The words of a search text, for word-start matching: split on spaces, punctuation and symbols (so LIKE's `%`,
 * `_` and `\` never reach a pattern), keeping letters, combining marks (Arabic diacritics) and digits. At most 8
 * words of at most 50 characters.
 */
export function searchWords(text: string): string[] {
  return text
    .split(/[\s\p{P}\p{S}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8)
    .map((word) => word.slice(0, 50));
}

/**
 * Conditions matching every word at a word start of a folded `search` column (the db's search_fold()): the
 * substring test is served by the column's trigram GIN index, the word-start test then checks each candidate.
 */
export function wordStartConditions(column: string, words: readonly string[], params: SqlParams): string[] {
  return words.map((word) => {
    const folded = `search_fold(${params.add(word)})`;
    return (
      `(${column} like '%' || ${folded} || '%' and ` +
      `(${column} like ${folded} || '%' or ${column} like '% ' || ${folded} || '%'))`
    );
  });
}

/** The participant columns of the lists (`p` participants, `c` contests, `r` results). */
export const PARTICIPANT_COLUMNS = `p.id, c.id as "contestId", p.bib, p.first_name as "firstName",
  p.last_name as "lastName", p.display_name as "displayName", p.club, p.country, p.nation, p.gender,
  p.age_group as "ageGroup", coalesce(r.status, 'registered') as status`;

export type ListFilter = {
  gender: string | null;
  ageGroup: string | null;
  country: string | null;
  nation: string | null;
  club: string | null;
  status: string | null;
};

/** Whether a filter needs the participants table (else the results table and its indexes answer alone). */
export function needsParticipants(filter: ListFilter): boolean {
  return Boolean(filter.country || filter.nation || filter.club);
}

/** Whether nothing filters. */
export function isUnfiltered(filter: ListFilter): boolean {
  return !needsParticipants(filter) && !filter.gender && !filter.ageGroup && !filter.status;
}

/**
 * The filters shared by the start list and the results. Gender, age group and status are read from the results
 * row's copies, which lead the results indexes (contest, gender | age group | status, rank).
 */
export function filterConditions(filter: ListFilter, params: SqlParams): string[] {
  const conditions: string[] = [];
  if (filter.gender) conditions.push(`r.gender = ${params.add(filter.gender)}`);
  if (filter.ageGroup) conditions.push(`r.age_group = ${params.add(filter.ageGroup)}`);
  if (filter.status) conditions.push(`r.status = ${params.add(filter.status)}`);
  if (filter.country) conditions.push(`p.country = ${params.add(filter.country)}`);
  if (filter.nation) conditions.push(`p.nation = ${params.add(filter.nation)}`);
  if (filter.club) conditions.push(`search_fold(p.club) = search_fold(${params.add(filter.club)})`);
  return conditions;
}
