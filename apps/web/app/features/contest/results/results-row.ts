import type { ResultRow } from '@finishline/contract';
import { formatSpeed } from '@finishline/core';
import type { ResultsQuery } from '../lists/list-query';

/** What the results table shows of a row. */
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
  'ageGradePercent',
  'legTimesMs',
] as const satisfies readonly (keyof ResultRow)[];

type TableField = (typeof TABLE_FIELDS)[number];

export type ResultsTableRow = Pick<ResultRow, TableField>;

/** The participant's final places and times: not shown beside a checkpoint's ranking. */
const FINAL_FIELDS: readonly TableField[] = [
  'overallPlace',
  'genderPlace',
  'ageGroupPlace',
  'gunTimeMs',
  'netTimeMs',
  'ageGradePercent',
];

/**
 * A page of results as its loader sends it: the rows column by column (each field's values in row order), since a
 * page's loader data is part of its HTML and React Router's serialisation repeats every key of every row of a list
 * of objects. `id` is always there; a field the table does not show for the page's ranking, or that is null in
 * every row, is left out.
 */
export type ResultsColumns = { id: string[] } & {
  [Field in Exclude<TableField, 'id'>]?: ResultsTableRow[Field][];
};

/** Which fields the table shows for `query`'s ranking (results-table.tsx). */
function fieldsFor(query: Pick<ResultsQuery, 'checkpoint' | 'ranking'>): TableField[] {
  return TABLE_FIELDS.filter((field) => {
    if (query.checkpoint && FINAL_FIELDS.includes(field)) return false;
    // The official time has a column of its own beside the age-graded one only.
    return field !== 'officialTimeMs' || query.ranking === 'ageGrade';
  });
}

/** Pace and speed as the table shows them (pace rounded up to the second, speed to a tenth): fewer distinct values. */
function shownValue(field: TableField, row: ResultRow): ResultRow[TableField] {
  // A single-sport row has no leg times at all: a column of nothing, left out like a column of nulls.
  const value = row[field] ?? null;
  if (value === null) return null;
  if (field === 'paceMsPerKm' || field === 'paceMsPerMile') return Math.ceil(Number(value) / 1000) * 1000;
  if (field === 'speedKmh' || field === 'speedMph') return Number(formatSpeed(Number(value)));
  return value;
}

/** The loader's side: the API's rows of one page into the columns the table needs. */
export function toResultsColumns(
  rows: readonly ResultRow[],
  query: Pick<ResultsQuery, 'checkpoint' | 'ranking'>,
): ResultsColumns {
  const columns: Record<string, unknown[]> = { id: rows.map((row) => row.id) };
  for (const field of fieldsFor(query)) {
    const values = rows.map((row) => shownValue(field, row));
    if (values.some((value) => value !== null)) columns[field] = values;
  }
  // Built from TABLE_FIELDS, each column of its field's values.
  return columns as ResultsColumns;
}

/** The component's side: the rows again, a missing column read as nulls. */
export function fromResultsColumns(columns: ResultsColumns): ResultsTableRow[] {
  return columns.id.map((id, index) => {
    const row: Record<string, unknown> = { id };
    for (const field of TABLE_FIELDS) {
      if (field !== 'id') row[field] = columns[field]?.[index] ?? null;
    }
    // Every table field is set, from its own column.
    return row as ResultsTableRow;
  });
}
