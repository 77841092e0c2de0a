/**
 * An Excel workbook (.xlsx) read as the delimited text every results mapping already reads: one line per sheet row
 * (so "line 12" in a message is row 12 of the sheet), cells from their types rather than their displayed text.
 * Dates become ISO dates (with the time when there is one); times and durations, which Excel keeps as fractions of a
 * day, become H:MM:SS (with milliseconds when there are any); numbers print as they are, without the sheet's
 * display rounding; formulas give their cached result; rich text its plain text. Cell text with line breaks (a
 * header such as "Gun⏎time") is joined with spaces. Parsed by ExcelJS (no I/O here: the caller reads the bytes).
 */
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

/**
 * The chosen sheet of a workbook as comma-separated text. `sheet` is a sheet's name or its 1-based number; the first
 * sheet by default.
 */
export async function readSpreadsheet(bytes: Uint8Array, sheet?: string): Promise<SpreadsheetRead> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch (error) {
    return { ok: false, problem: { message: `the workbook cannot be read: ${shortError(error)}` } };
  }
  const sheets = workbook.worksheets.map((worksheet) => worksheet.name);
  const chosen = pickSheet(workbook, sheet);
  if (!chosen) {
    const list = sheets.map((name) => `"${name}"`).join(', ');
    return {
      ok: false,
      problem: {
        message:
          sheet === undefined
            ? 'the workbook has no sheet'
            : `the workbook has no sheet "${sheet}" (its sheets: ${list})`,
      },
    };
  }
  const is1904 = Boolean(workbook.properties.date1904);
  const lines: string[] = [];
  for (let rowNumber = 1; rowNumber <= chosen.rowCount; rowNumber++) {
    const row = chosen.getRow(rowNumber);
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) {
      cells.push(cellText(row.getCell(column).value, is1904));
    }
    while (cells.length > 0 && cells.at(-1) === '') cells.pop();
    lines.push(cells.map(quote).join(','));
  }
  return { ok: true, text: lines.join('\n'), sheet: chosen.name, sheets };
}

function pickSheet(workbook: ExcelJS.Workbook, sheet: string | undefined): ExcelJS.Worksheet | undefined {
  const sheets = workbook.worksheets;
  if (sheet === undefined) return sheets[0];
  const byName = sheets.find((worksheet) => worksheet.name.trim() === sheet.trim());
  if (byName) return byName;
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
