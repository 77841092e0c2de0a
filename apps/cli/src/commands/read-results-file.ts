import { readFile } from 'node:fs/promises';
import { isWorkbook, readSpreadsheet } from '@finishline/ingest';
import { CliError } from '../cli-error.js';
import { readInput } from './read-input.js';

/**
 * A results file as the text its mapping reads: an Excel workbook (.xlsx, recognised by its bytes whatever its name)
 * becomes one line per row of the chosen sheet (`--sheet`, the first by default); any other file is read as text
 * by readInput (its encoding detected or given; another binary file refused with what it is).
 */
export async function readResultsFile(
  path: string | undefined,
  sheet: string | undefined,
  encoding: string | undefined,
): Promise<string> {
  const bytes = path ? await readFile(path).catch(() => null) : null;
  if (!path || bytes === null || !isWorkbook(bytes)) {
    if (sheet !== undefined)
      throw new CliError(`${path}: --sheet is for an .xlsx workbook; this file is not one.`, 2);
    return readInput(path, 'results', encoding);
  }
  const read = await readSpreadsheet(bytes, sheet);
  if (!read.ok) throw new CliError(`${path}: nothing was imported: ${read.problem.message}.`);
  if (read.sheets.length > 1 && sheet === undefined) {
    console.warn(
      `${path}: reading the sheet "${read.sheet}" of ${read.sheets.length} (choose another with --sheet).`,
    );
  }
  return read.text;
}
