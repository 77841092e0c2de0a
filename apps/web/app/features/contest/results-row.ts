import type { ResultRow } from '@finishline/contract';

/**
 * What the results table shows of a row. The loader keeps only these fields: a page's loader data is part of its
 * HTML (a marathon page holds 100 rows).
 */
const TABLE_FIELDS = [
  'id',
  'bib',
  'name',
  'club',
  'nation',
  'ageGroup',
  'status',
  'place',
  'timeMs',
  'gapMs',
  'diffMs',
  'paceMsPerKm',
  'speedKmh',
  'paceMsPerMile',
  'speedMph',
  'overallPlace',
  'genderPlace',
  'ageGroupPlace',
  'officialTimeMs',
  'gunTimeMs',
  'netTimeMs',
  'ageGradedMs',
  'ageGradePercent',
] as const satisfies readonly (keyof ResultRow)[];

export type ResultsTableRow = Pick<ResultRow, (typeof TABLE_FIELDS)[number]>;

export function toResultsTableRow(row: ResultRow): ResultsTableRow {
  return Object.fromEntries(TABLE_FIELDS.map((field) => [field, row[field]])) as ResultsTableRow;
}
