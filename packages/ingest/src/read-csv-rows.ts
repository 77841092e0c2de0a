import { parse } from 'csv-parse/sync';
import { detectDelimiter, type Delimiter } from './detect-delimiter.js';
import { type Problem } from './problems.js';

/** One data record with the file line it starts on (1-based). */
export type CsvRow = { line: number; cells: string[] };
export type CsvTable = { delimiter: Delimiter; header: string[]; headerLine: number; rows: CsvRow[] };
export type CsvTableRead = { ok: true; table: CsvTable } | { ok: false; problem: Problem };

type CsvRecord = { record: string[]; info: { bytes: number } };

/**
 * Reads delimited text into a header and rows: strips a byte-order mark, detects the delimiter
 * unless given, honours quoted fields (with delimiters, quotes and line breaks inside), skips
 * empty lines, and keeps each record's first line number for error messages.
 */
export type HeaderChoice = {
  /** 1-based line of the header: the lines above it are text around the data. */
  line?: number;
  /** Else the first record this accepts is the header (the first record when none does). */
  isHeader?: (record: readonly string[]) => boolean;
};

export function readCsvRows(text: string, delimiter?: Delimiter, header: HeaderChoice = {}): CsvTableRead {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const chosen = delimiter ?? detectDelimiter(body);
  let records: unknown[];
  try {
    records = parse(body, {
      delimiter: chosen,
      info: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    return { ok: false, problem: csvErrorProblem(error) };
  }
  const endLine = createLineCounter(body);
  const all = records
    .filter(isCsvRecord)
    .map(({ record, info }) => ({ line: endLine(info.bytes) - countBreaks(record), cells: record }));
  const found =
    header.line !== undefined
      ? all.findIndex((row) => row.line >= (header.line ?? 1))
      : header.isHeader
        ? all.findIndex((row) => header.isHeader?.(row.cells.map((cell) => cell.trim())) ?? false)
        : 0;
  const start = found >= 0 ? found : header.line !== undefined ? all.length : 0;
  const headerRow = all[start];
  if (headerRow === undefined) {
    return {
      ok: false,
      problem: { message: header.line ? `the file has no line ${header.line}` : 'the file is empty' },
    };
  }
  return {
    ok: true,
    table: {
      delimiter: chosen,
      header: headerRow.cells.map((name) => name.trim()),
      headerLine: headerRow.line,
      rows: all.slice(start + 1),
    },
  };
}

// With `info: true` csv-parse yields `{ record, info }` objects, which its typings do not express.
function isCsvRecord(value: unknown): value is CsvRecord {
  return (
    typeof value === 'object' &&
    value !== null &&
    'record' in value &&
    Array.isArray(value.record) &&
    'info' in value &&
    typeof value.info === 'object' &&
    value.info !== null &&
    'bytes' in value.info &&
    typeof value.info.bytes === 'number'
  );
}

const CR = 0x0d;
const LF = 0x0a;

/**
 * Returns a function giving the line on which the record ending at a byte offset ends. We count
 * ourselves because csv-parse counts a CRLF inside a quoted field as two lines. Offsets must grow.
 */
function createLineCounter(body: string): (endByte: number) => number {
  const bytes = new TextEncoder().encode(body);
  let position = 0;
  let breaks = 0;
  const advance = (to: number): void => {
    for (; position < to; position += 1) {
      const byte = bytes[position];
      // CRLF counts once, on its LF.
      if (byte === LF || (byte === CR && bytes[position + 1] !== LF)) breaks += 1;
    }
  };
  return (endByte) => {
    let contentEnd = endByte;
    if (bytes[contentEnd - 1] === LF) contentEnd -= 1;
    if (bytes[contentEnd - 1] === CR) contentEnd -= 1;
    advance(contentEnd);
    const line = breaks + 1;
    advance(endByte);
    return line;
  };
}

/** Line breaks inside a record's quoted fields (CRLF counts once). */
function countBreaks(record: readonly string[]): number {
  return record.reduce((sum, cell) => sum + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);
}

function csvErrorProblem(error: unknown): Problem {
  if (error instanceof Error) {
    const lines = 'lines' in error && typeof error.lines === 'number' ? error.lines : undefined;
    const message = error.message.replace(/^[A-Za-z ]+:\s*/, '');
    return lines === undefined ? { message } : { line: lines, message };
  }
  return { message: 'the file could not be read as CSV' };
}
