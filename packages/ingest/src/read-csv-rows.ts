import { parse as parseStream } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { detectDelimiter, type Delimiter } from './detect-delimiter.js';
import { type Problem } from './problems.js';
import {
  createCsvTableReader,
  type CsvRow,
  type HeaderChoice,
  type TableReader,
  type TableSink,
} from './table-sink.js';

export type { CsvRow } from './table-sink.js';
export type CsvTable = { delimiter: Delimiter; header: string[]; headerLine: number; rows: CsvRow[] };
export type CsvTableRead = { ok: true; table: CsvTable } | { ok: false; problem: Problem };

type CsvRecord = { record: string[]; info: { bytes: number } };

/**
 * Reads delimited text into a header and rows: strips a byte-order mark, detects the delimiter
 * unless given, honours quoted fields (with delimiters, quotes and line breaks inside), skips
 * empty lines, and keeps each record's first line number for error messages.
 */
export function readCsvRows(text: string, delimiter?: Delimiter, header: HeaderChoice = {}): CsvTableRead {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const chosen = delimiter ?? detectDelimiter(body);
  let records: unknown[];
  try {
    records = parse(body, csvOptions(chosen));
  } catch (error) {
    return { ok: false, problem: csvErrorProblem(error) };
  }
  const endLine = createLineCounter();
  endLine.feed(Buffer.from(body));
  const all = records
    .filter(isCsvRecord)
    .map(({ record, info }) => ({ line: endLine.at(info.bytes) - countBreaks(record), cells: record }));
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
 * Gives the line on which the record ending at a byte offset ends, for text fed to it chunk by chunk (the chunks
 * before the offsets asked for are let go). We count ourselves because csv-parse counts a CRLF inside a quoted field
 * as two lines. Offsets must grow.
 */
function createLineCounter(): { feed(chunk: Uint8Array): void; at(endByte: number): number } {
  const chunks: { base: number; bytes: Uint8Array }[] = [];
  let fed = 0;
  let position = 0;
  let breaks = 0;
  const byteAt = (offset: number): number | undefined => {
    while (chunks.length > 1 && (chunks[0]?.base ?? 0) + (chunks[0]?.bytes.length ?? 0) <= position)
      chunks.shift();
    for (const { base, bytes } of chunks) {
      if (offset < base + bytes.length) return offset >= base ? bytes[offset - base] : undefined;
    }
    return undefined;
  };
  const advance = (to: number): void => {
    for (; position < to; position += 1) {
      const byte = byteAt(position);
      // CRLF counts once, on its LF.
      if (byte === LF || (byte === CR && byteAt(position + 1) !== LF)) breaks += 1;
    }
  };
  return {
    feed(bytes) {
      chunks.push({ base: fed, bytes });
      fed += bytes.length;
    },
    at(endByte) {
      let contentEnd = endByte;
      if (byteAt(contentEnd - 1) === LF) contentEnd -= 1;
      if (byteAt(contentEnd - 1) === CR) contentEnd -= 1;
      advance(contentEnd);
      const line = breaks + 1;
      advance(endByte);
      return line;
    },
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

/** csv-parse's options for results files; a record over a megabyte is not a results row (a binary file, an unclosed quote). */
function csvOptions(delimiter: Delimiter) {
  return {
    delimiter,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: 1_000_000,
  } as const;
}

/** Reads delimited text in memory into a table reader: the header, then the rows, each with its first line. */
export function readCsvRecords(
  body: string,
  delimiter: Delimiter,
  header: HeaderChoice,
  sink: TableSink,
): Problem | null {
  const reader = createCsvTableReader(header, sink);
  let records: unknown[];
  try {
    records = parse(body, csvOptions(delimiter));
  } catch (error) {
    return csvErrorProblem(error);
  }
  const lines = createLineCounter();
  lines.feed(Buffer.from(body));
  for (const item of records) {
    if (!isCsvRecord(item)) continue;
    if (!reader.push({ line: lines.at(item.info.bytes) - countBreaks(item.record), cells: item.record }))
      return null;
  }
  return reader.end();
}

/**
 * Reads delimited text as it arrives into a table reader, holding only the chunks not yet parsed: the same header
 * and rows as readCsvRecords. The reading stops as soon as the sink wants no more.
 */
export async function streamCsvRecords(
  chunks: AsyncIterable<string>,
  delimiter: Delimiter,
  header: HeaderChoice,
  sink: TableSink,
): Promise<Problem | null> {
  const reader: TableReader<CsvRow> = createCsvTableReader(header, sink);
  const parser = parseStream(csvOptions(delimiter));
  const lines = createLineCounter();
  let stop = false;
  const feeding = (async () => {
    for await (const chunk of chunks) {
      if (stop) return;
      const bytes = Buffer.from(chunk);
      lines.feed(bytes);
      if (!parser.write(bytes)) await drained(parser);
    }
    parser.end();
  })().catch((error: unknown) => {
    parser.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  try {
    for await (const item of parser as AsyncIterable<unknown>) {
      if (!isCsvRecord(item)) continue;
      if (!reader.push({ line: lines.at(item.info.bytes) - countBreaks(item.record), cells: item.record })) {
        stop = true;
        break;
      }
    }
  } catch (error) {
    stop = true;
    parser.destroy();
    await feeding;
    return csvErrorProblem(error);
  }
  stop = true;
  parser.destroy();
  await feeding;
  return reader.end();
}

/** Until the parser wants more input, or is closed. */
function drained(parser: NodeJS.EventEmitter): Promise<void> {
  return new Promise((resume) => {
    const done = (): void => {
      parser.off('drain', done);
      parser.off('close', done);
      resume();
    };
    parser.on('drain', done);
    parser.on('close', done);
  });
}
