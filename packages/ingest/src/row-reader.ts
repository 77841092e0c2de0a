import { type Problem } from './problems.js';
import { type CsvRow } from './read-csv-rows.js';
import { type ColumnRef } from './resolve-columns.js';

/** Reads the cells of one CSV row and collects its problems with line and column. */
export type RowReader = {
  line: number;
  /** The trimmed cell of a mapped column; '' when the column is not mapped or the row is short. */
  cell(ref: ColumnRef | undefined): string;
  report(ref: ColumnRef | undefined, message: string): void;
  problems: Problem[];
};

/** Creates the reader of one row. */
export function createRowReader(row: CsvRow): RowReader {
  const problems: Problem[] = [];
  return {
    line: row.line,
    cell: (ref) => (ref === undefined ? '' : (row.cells[ref.index] ?? '').trim()),
    report: (ref, message) => {
      problems.push(
        ref === undefined ? { line: row.line, message } : { line: row.line, column: ref.name, message },
      );
    },
    problems,
  };
}
