/**
 * Rows of a results file handed over one at a time, so that a file is read as a stream (docs/import.md, "Big
 * files"): the CSV and fixed-width readers push a header, then rows, into a sink, which may stop the reading
 * (a fatal problem, or enough problems to refuse the file).
 */
import { type Problem } from './problems.js';

/** One data record with the file line it starts on (1-based). */
export type CsvRow = { line: number; cells: string[] };

export type TableSink = {
  /** The header's names and line; false stops the reading. */
  header(names: string[], line: number): boolean;
  /** One data row; false stops the reading. */
  row(row: CsvRow): boolean;
};

/** A reader of records or lines: push returns false once the sink wants no more; end says what went wrong, if anything. */
export type TableReader<T> = { push(item: T): boolean; end(): Problem | null };

/** How far into a file its header is looked for: text above the data is a title or two, not a thousand lines. */
export const HEADER_SEARCH_LINES = 1000;

export type HeaderChoice = {
  /** 1-based line of the header: the lines above it are text around the data. */
  line?: number;
  /** Else the first record this accepts is the header (the first record when none does). */
  isHeader?: (record: readonly string[]) => boolean;
};

/**
 * Assembles CSV records into a header and rows: the header is the record on `choice.line`, else the first one
 * `choice.isHeader` accepts within the first HEADER_SEARCH_LINES lines, else the first record (which then names
 * what the file has instead).
 */
export function createCsvTableReader(choice: HeaderChoice, sink: TableSink): TableReader<CsvRow> {
  let first: CsvRow | null = null;
  let found = false;
  let stopped = false;
  const accept = (row: CsvRow): boolean => {
    found = true;
    stopped = !sink.header(
      row.cells.map((cell) => cell.trim()),
      row.line,
    );
    return !stopped;
  };
  return {
    push(row) {
      if (stopped) return false;
      if (found) {
        stopped = !sink.row(row);
        return !stopped;
      }
      first ??= row;
      if (choice.line !== undefined) return row.line >= choice.line ? accept(row) : true;
      const isHeader = choice.isHeader?.(row.cells.map((cell) => cell.trim())) ?? true;
      if (isHeader) return accept(row);
      // No header near the top: the first record stands for it, and says what the file has.
      if (row.line > HEADER_SEARCH_LINES) return accept(first);
      return true;
    },
    end() {
      if (found || stopped) return null;
      if (choice.line !== undefined) return { message: `the file has no line ${choice.line}` };
      if (first === null) return { message: 'the file is empty' };
      accept(first);
      return null;
    },
  };
}
