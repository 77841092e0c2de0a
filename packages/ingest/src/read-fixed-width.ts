/**
 * Fixed-width text read line by line into a header and rows (docs/import.md, "Fixed-width text"). The header is the
 * line over the first ruler (`=====  ====== ===`, or dashes), whose runs are the columns; or the columns are given
 * (the mapping's `fixedWidth.columns`) and the header is the first line naming the mapped columns, if any. Skipped:
 * the lines above the header, blank lines and form feeds, rulers, the header again (as each page repeats it), and
 * the lines between a form feed and the header repeated after it (the page's heading: at most 20), and page text — a
 * line not shaped like a row (see `isRow`, and its words must sit in the columns: fitsColumns) at the edge of a page, i.e. with a page break (blank line, form feed, the header again, the end of the file) between it
 * and the rows above or below. A line not shaped like a row between two rows is a row, whose problems are reported.
 */
import {
  columnsFromRuler,
  fitsColumns,
  type FixedColumn,
  rulerRuns,
  sliceFixedWidth,
} from './fixed-width-columns.js';
import { type Problem } from './problems.js';
import {
  type CsvRow,
  HEADER_SEARCH_LINES as HEADER_SEARCH_LIMIT,
  type TableReader,
  type TableSink,
} from './table-sink.js';

export type FixedWidthChoice = {
  /** The columns, when the mapping gives them; else they come from the ruler. */
  columns?: readonly FixedColumn[];
  /** 1-based line of the header (`headerLine` in the mapping). */
  line?: number;
  /** With given columns: whether a line's cells name the mapped columns (the header). */
  isHeader?: (cells: readonly string[]) => boolean;
  /** Whether a line's cells are shaped like a row, once the header is known. */
  isRow: (header: readonly string[]) => (cells: readonly string[]) => boolean;
};

/** One line of text: its 1-based number and its characters without the line break. */
export type TextLine = { line: number; text: string };

/** What a refused fixed-width file is told: where to find the columns. */
/** How many lines after a form feed may be the page's heading (title, date, page number) before the header. */
const HEADING_LINES = 20;

export const FIXED_WIDTH_HINT =
  'give the columns in the mapping: "fixedWidth": { "columns": [{ "name": "Bib", "from": 1, "to": 6 }, …] }, ' +
  'character positions as an editor shows them (docs/import.md, "Fixed-width text")';

export function createFixedWidthReader(choice: FixedWidthChoice, sink: TableSink): TableReader<TextLine> {
  const seen: TextLine[] = [];
  let columns: readonly FixedColumn[] | null = null;
  let headerText = '';
  let isRow: (cells: readonly string[]) => boolean = () => true;
  let stopped = false;
  /** Lines not shaped like rows after the rows of the page so far: rows if more rows follow, page text if not. */
  let pending: CsvRow[] = [];
  let inRows = false;
  /** The lines since a form feed, held until the header repeats (they are the page's heading) or not. */
  let heading: TextLine[] | null = null;

  const start = (found: readonly FixedColumn[], header: TextLine | null): boolean => {
    columns = found;
    const names = found.map((column) => column.name);
    headerText = header ? squash(header.text) : '';
    isRow = choice.isRow(names);
    stopped = !sink.header(names, header?.line ?? 0);
    return !stopped;
  };
  const pageBreak = (): void => {
    pending = [];
    inRows = false;
  };
  const isHeaderAgain = (text: string): boolean =>
    rulerRuns(text) !== null ||
    (headerText !== ''
      ? squash(text) === headerText
      : (choice.isHeader?.(sliceFixedWidth(text, columns ?? [])) ?? false));
  /** A line of the data, held after a form feed until the header comes again. */
  const data = (line: TextLine): boolean => {
    if (line.text.includes('\f')) {
      if (heading !== null && !release()) return false;
      heading = [];
    }
    if (heading === null) return take(line);
    if (isHeaderAgain(line.text)) {
      heading = null;
      return take(line);
    }
    heading.push(line);
    return heading.length < HEADING_LINES || release();
  };
  /** The lines held since a form feed, when the header did not come after them: read as any others. */
  const release = (): boolean => {
    const held = heading ?? [];
    heading = null;
    return held.every((line) => take(line));
  };
  const take = (line: TextLine): boolean => {
    const cut = columns ?? [];
    if (line.text.includes('\f')) pageBreak();
    const text = line.text.replaceAll('\f', '');
    if (
      text.trim() === '' ||
      rulerRuns(text) !== null ||
      (headerText !== '' && squash(text) === headerText)
    ) {
      pageBreak();
      return true;
    }
    const row = { line: line.line, cells: sliceFixedWidth(text, cut) };
    if (headerText === '' && choice.isHeader?.(row.cells)) {
      pageBreak();
      return true;
    }
    if (!isRow(row.cells) || !fitsColumns(text, cut)) {
      if (inRows) pending.push(row);
      return true;
    }
    for (const earlier of [...pending, row]) {
      if (!sink.row(earlier)) {
        stopped = true;
        return false;
      }
    }
    pending = [];
    inRows = true;
    return true;
  };
  /** Finds the header among the lines seen; true once found (or refused). */
  const seek = (): boolean => {
    const given = choice.columns;
    const last = seen.at(-1);
    if (last === undefined) return false;
    if (given !== undefined) {
      const isHeader =
        choice.line !== undefined
          ? last.line === choice.line
          : (choice.isHeader?.(sliceFixedWidth(last.text, given)) ?? false);
      if (!isHeader) return false;
      start(given, last);
      return true;
    }
    const runs = rulerRuns(last.text);
    const above = seen.at(-2);
    if (runs === null || above === undefined || above.text.trim() === '') return false;
    if (choice.line !== undefined && above.line !== choice.line) return false;
    start(columnsFromRuler(above.text, runs), above);
    return true;
  };
  return {
    push(line) {
      if (stopped) return false;
      if (columns !== null) return data(line);
      seen.push(line);
      if (seek()) {
        seen.length = 0;
        return !stopped;
      }
      if (line.line <= HEADER_SEARCH_LIMIT) return true;
      // Given columns and no header line: the data starts at the top.
      if (choice.columns !== undefined && choice.line === undefined) return replay();
      stopped = true;
      return false;
    },
    end() {
      if (columns === null && choice.columns !== undefined && choice.line === undefined && !stopped) replay();
      if (columns !== null) {
        if (!stopped) release();
        return null;
      }
      return notFound(choice, seen);
    },
  };

  function replay(): boolean {
    const lines = seen.splice(0);
    if (!start(choice.columns ?? [], null)) return false;
    for (const line of lines) if (!data(line)) return false;
    return true;
  }
}

function notFound(choice: FixedWidthChoice, seen: readonly TextLine[]): Problem {
  if (choice.line !== undefined) {
    const header = seen.find((line) => line.line === choice.line);
    if (header === undefined) return { message: `the file has no line ${choice.line}` };
    return {
      line: choice.line + 1,
      message: `is not a ruler (==== or ---- under each column of the header on line ${choice.line}): ${FIXED_WIDTH_HINT}`,
    };
  }
  const first = seen.find((line) => line.text.trim() !== '');
  const saw = first ? ` (its first line: "${first.text.trim().slice(0, 80)}")` : '';
  return {
    message:
      `the file reads as fixed-width text, but no ruler line (==== or ---- under each column) follows a header ` +
      `in its first ${HEADER_SEARCH_LIMIT} lines${saw}: ${FIXED_WIDTH_HINT}`,
  };
}

/** A line with its runs of spaces made one, to recognise the header again. */
function squash(text: string): string {
  return text.replaceAll('\f', '').trim().replace(/\s+/g, ' ');
}
