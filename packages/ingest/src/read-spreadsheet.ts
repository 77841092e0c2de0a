/**
 * An Excel workbook (.xlsx) read as the delimited text every results mapping already reads: one line per sheet row
 * (so "line 12" in a message is row 12 of the sheet), cells from their types rather than their displayed text.
 * Dates become ISO dates (with the time when there is one); times and durations, which Excel keeps as fractions of a
 * day, become H:MM:SS (with milliseconds when there are any); numbers print as they are, without the sheet's
 * display rounding; formulas give their cached result; rich text its plain text. Cell text with line breaks (a
 * header such as "Gun⏎time") is joined with spaces. Parsed by ExcelJS's streaming reader (no I/O here: the caller opens the stream).
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type Problem } from './problems.js';

export type SpreadsheetRead =
  { ok: true; text: string; sheet: string; sheets: string[] } | { ok: false; problem: Problem };

const DAY_MS = 86_400_000;
/** Excel's day 0 (1899-12-30 in the 1900 date system, whose 1900-02-29 does not exist). */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
/** A date value before this is a time of day or a duration (a fraction of a day, or a few days), not a calendar date. */
const FIRST_CALENDAR_DATE = Date.UTC(1900, 2, 1);

/** Whether a file's bytes are an Excel workbook: a zip archive whose parts are named xl/… . */
export function isWorkbook(bytes: Uint8Array): boolean {
  const isZip = [0x50, 0x4b, 0x03, 0x04].every((byte, index) => bytes[index] === byte);
  return (
    isZip &&
    Buffer.from(bytes.subarray(0, 64 * 1024))
      .toString('latin1')
      .includes('xl/')
  );
}

/** Which sheet of a workbook is read, and the workbook's sheets (in their order). */
export type SheetChoice = { sheet: string; sheets: string[] };

/** A workbook that cannot be read, or has no such sheet: the problem, for the caller to report. */
export class SpreadsheetError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.message);
  }
}

/** Rows of text handed on at a time (a few hundred kB), rather than one string per row. */
const ROWS_PER_CHUNK = 2_000;

/**
 * The chosen sheet of a workbook, streamed as comma-separated text: one line per sheet row, each ended by a line
 * break, handed on a few thousand rows at a time. `sheet` is a sheet's name or its 1-based number; the first sheet
 * by default. The workbook is read as a stream (ExcelJS's WorkbookReader): only its shared strings and styles are
 * held, never its rows, so a 50 MB workbook reads in bounded memory. `onSheet` is told the chosen sheet before its
 * first line. Throws SpreadsheetError for a workbook that cannot be read or has no such sheet.
 */
export async function* streamSpreadsheet(
  input: Readable,
  sheet?: string,
  onSheet?: (choice: SheetChoice) => void,
): AsyncGenerator<string> {
  const reader = workbookReader(input, 'emit');
  let chosen: string | SpreadsheetError | undefined;
  let isRead = false;
  try {
    for await (const worksheet of reader) {
      // The reader knows the tabs' names from the workbook part, which comes before the sheets.
      const sheets = sheetsOf(reader);
      const { name } = worksheet as unknown as { name: string };
      chosen ??= choose(sheets.length > 0 ? sheets : [name], sheet);
      // The other sheets are skipped, and so is the rest once the chosen one is read (or none can be): the reader
      // still runs to the end of the workbook, where it deletes the temporary files it may have spooled sheets to.
      if (isRead || name !== chosen) continue;
      onSheet?.({ sheet: chosen, sheets });
      const is1904 = Boolean((reader as unknown as WorkbookModel).properties?.date1904);
      let lines: string[] = [];
      let rowNumber = 0;
      for await (const row of worksheet) {
        // A row the sheet leaves out (empty) is still a line: "line 12" is row 12.
        for (; rowNumber < row.number - 1; rowNumber++) lines.push('');
        rowNumber = row.number;
        lines.push(rowText(row, is1904));
        if (lines.length >= ROWS_PER_CHUNK) {
          yield `${lines.join('\n')}\n`;
          lines = [];
        }
      }
      if (lines.length > 0) yield `${lines.join('\n')}\n`;
      isRead = true;
    }
  } catch (error) {
    throw asSpreadsheetError(error);
  }
  if (chosen instanceof SpreadsheetError) throw chosen;
  if (!isRead) throw new SpreadsheetError({ message: noSheet([], sheet) });
}

function choose(sheets: readonly string[], sheet: string | undefined): string | SpreadsheetError {
  try {
    return chooseSheet(sheets, sheet).sheet;
  } catch (error) {
    return asSpreadsheetError(error);
  }
}

/**
 * A workbook's sheets, in their tabs' order, read through to its end without parsing any sheet: whether it can be
 * read at all, and which sheet an import would read, before it begins. Throws SpreadsheetError.
 */
export async function workbookSheets(input: Readable): Promise<string[]> {
  const reader = workbookReader(input, 'ignore');
  try {
    for await (const _worksheet of reader);
  } catch (error) {
    throw asSpreadsheetError(error);
  }
  return sheetsOf(reader);
}

/** The sheet to read: by its name or its 1-based number, the first by default. Throws SpreadsheetError. */
export function chooseSheet(sheets: readonly string[], sheet: string | undefined): SheetChoice {
  const chosen = pickSheet(sheets, sheet);
  if (chosen === undefined) throw new SpreadsheetError({ message: noSheet(sheets, sheet) });
  return { sheet: chosen, sheets: [...sheets] };
}

function workbookReader(input: Readable, worksheets: 'emit' | 'ignore'): ExcelJS.stream.xlsx.WorkbookReader {
  return new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: worksheets === 'emit' ? 'cache' : 'ignore',
    styles: worksheets === 'emit' ? 'cache' : 'ignore',
    hyperlinks: 'ignore',
    worksheets,
    entries: 'ignore',
  });
}

function sheetsOf(reader: ExcelJS.stream.xlsx.WorkbookReader): string[] {
  return ((reader as unknown as WorkbookModel).model?.sheets ?? []).map((entry) => entry.name);
}

function asSpreadsheetError(error: unknown): SpreadsheetError {
  return error instanceof SpreadsheetError
    ? error
    : new SpreadsheetError({ message: `the workbook cannot be read: ${shortError(error)}` });
}

/** What the streaming reader knows of the workbook once its workbook part is read (not in ExcelJS's types). */
type WorkbookModel = {
  model?: { sheets?: { name: string }[] };
  properties?: { date1904?: boolean | number };
};

/**
 * The chosen sheet of a workbook as comma-separated text (streamSpreadsheet, collected): for a workbook already in
 * memory. `sheet` is a sheet's name or its 1-based number; the first sheet by default.
 */
export async function readSpreadsheet(bytes: Uint8Array, sheet?: string): Promise<SpreadsheetRead> {
  let choice: SheetChoice | undefined;
  const chunks: string[] = [];
  try {
    for await (const chunk of streamSpreadsheet(
      Readable.from([Buffer.from(bytes)]),
      sheet,
      (c) => (choice = c),
    ))
      chunks.push(chunk);
  } catch (error) {
    if (error instanceof SpreadsheetError) return { ok: false, problem: error.problem };
    throw error;
  }
  if (choice === undefined) return { ok: false, problem: { message: noSheet([], sheet) } };
  return { ok: true, text: chunks.join('').replace(/\n$/, ''), ...choice };
}

function noSheet(sheets: readonly string[], sheet: string | undefined): string {
  if (sheet === undefined || sheets.length === 0) return 'the workbook has no sheet';
  return `the workbook has no sheet "${sheet}" (its sheets: ${sheets.map((name) => `"${name}"`).join(', ')})`;
}

/** A row's cells as a line of comma-separated text, without the empty cells at its end. */
function rowText(row: ExcelJS.Row, is1904: boolean): string {
  const cells: string[] = [];
  for (let column = 1; column <= row.cellCount; column++) {
    const cell = row.getCell(column);
    cells.push(cellText(withDateResult(cell.value, cell.numFmt, is1904), is1904));
  }
  while (cells.length > 0 && cells.at(-1) === '') cells.pop();
  return cells.map(quote).join(',');
}

/**
 * A formula's result under a date or time format as the Date ExcelJS gives a plain cell (its streaming reader leaves
 * a formula's result a number): a net time computed in the sheet (`=C2-B2`, shown 1:08:06) reads as a time.
 */
function withDateResult(
  value: ExcelJS.CellValue,
  numFmt: string | undefined,
  is1904: boolean,
): ExcelJS.CellValue {
  if (typeof value !== 'object' || value === null || !('formula' in value || 'sharedFormula' in value))
    return value;
  const { result } = value as { result?: unknown };
  if (typeof result !== 'number' || !isDateFormat(numFmt)) return value;
  const days = is1904 ? result + DAYS_1900_TO_1904 : result;
  return { ...value, result: new Date(EPOCH_1900 + Math.round(days * DAY_MS)) } as ExcelJS.CellValue;
}

/** Days from Excel's 1900 day 0 to its 1904 day 0. */
const DAYS_1900_TO_1904 = 1462;

/** Whether a number format shows a date or a time (as ExcelJS decides it for a plain cell). */
function isDateFormat(numFmt: string | undefined): boolean {
  if (numFmt === undefined) return false;
  return /[ymdhMsb]/.test(numFmt.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));
}

function pickSheet(sheets: readonly string[], sheet: string | undefined): string | undefined {
  if (sheet === undefined) return sheets[0];
  const byName = sheets.find((name) => name.trim() === sheet.trim());
  if (byName !== undefined) return byName;
  return /^\d+$/.test(sheet) ? sheets[Number(sheet) - 1] : undefined;
}

/** A cell's value as the text a results mapping reads. */
export function cellText(value: ExcelJS.CellValue, is1904 = false): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return oneLine(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return dateText(value, is1904);
  if (typeof value === 'object') {
    if ('richText' in value) return oneLine(value.richText.map((run) => run.text).join(''));
    if ('error' in value) return '';
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as { result?: ExcelJS.CellValue }).result;
      return result === undefined ? '' : cellText(result as ExcelJS.CellValue, is1904);
    }
    if ('text' in value) return cellText((value as { text: ExcelJS.CellValue }).text, is1904);
  }
  return '';
}

/**
 * ExcelJS gives date-formatted cells as Dates on the UTC clock of the sheet's wall time. A value before March 1900 is
 * a time or a duration (Excel keeps 1:08:06 as 0.0473 of a day): it prints as H:MM:SS, hours beyond 24 kept.
 */
function dateText(date: Date, is1904: boolean): string {
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const epoch = is1904 ? Date.UTC(1904, 0, 1) : EPOCH_1900;
  if (time < (is1904 ? Date.UTC(1904, 2, 1) : FIRST_CALENDAR_DATE)) return durationText(time - epoch);
  const iso = new Date(Math.round(time)).toISOString();
  const day = iso.slice(0, 10);
  return time % DAY_MS === 0 ? day : `${day}T${iso.slice(11, 23).replace(/\.000$/, '')}`;
}

/** Milliseconds as H:MM:SS, with .mmm (trailing zeros dropped) when the time has a fraction of a second. */
export function durationText(ms: number): string {
  const total = Math.round(ms);
  if (total < 0) return '';
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const fraction = total % 1000;
  const clock = `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
  return fraction === 0 ? clock : `${clock}.${String(fraction).padStart(3, '0').replace(/0+$/, '')}`;
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}

/** RFC 4180 quoting, only where a cell needs it. */
function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

function shortError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.slice(0, 160) ?? 'unknown error';
}
