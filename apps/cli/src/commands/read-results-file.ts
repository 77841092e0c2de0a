import { readFile } from 'node:fs/promises';
import { binaryKind, describeBinary, readSpreadsheet } from '@finishline/ingest';
import { CliError } from '../cli-error.js';
import { readInput } from './read-input.js';

/**
 * A results file as the text its mapping reads: an Excel workbook (.xlsx, recognised by its bytes whatever its name)
 * becomes one line per row of the chosen sheet (`--sheet`, the first by default); another binary file (an old .xls,
 * a zip, a PDF) is refused with what it is; text is read as readInput reads it.
 */
export async function readResultsFile(path: string | undefined, sheet: string | undefined): Promise<string> {
  if (!path) throw new CliError('Missing the results file.', 2);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path);
  } catch {
    return readInput(path, 'results');
  }
  const kind = binaryKind(bytes);
  if (kind === null) {
    if (sheet !== undefined)
      throw new CliError(`${path}: --sheet is for an .xlsx workbook; this file is text.`, 2);
    return readInput(path, 'results');
  }
  if (kind !== 'xlsx') throw new CliError(`${path}: nothing was imported: ${describeBinary(kind)}.`);
  const read = await readSpreadsheet(bytes, sheet);
  if (!read.ok) throw new CliError(`${path}: nothing was imported: ${read.problem.message}.`);
  if (read.sheets.length > 1 && sheet === undefined) {
    console.warn(
      `${path}: reading the sheet "${read.sheet}" of ${read.sheets.length} (choose another with --sheet).`,
    );
  }
  return read.text;
}
