import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import {
  chooseSheet,
  decodeStream,
  isWorkbook,
  type SheetChoice,
  SpreadsheetError,
  streamSpreadsheet,
  workbookSheets,
} from '@finishline/ingest';
import { CliError } from '../cli-error.js';
import { createProgress, type Progress } from '../progress.js';

/**
 * A results file as the text its mapping reads, in chunks, so that a big file is never held whole
 * (docs/import.md, "Big files"): an Excel workbook (.xlsx, recognised by its bytes whatever its name) is read as a
 * stream into one line per row of the chosen sheet (`--sheet`, the first by default); any other file is too, its
 * encoding detected or given (another binary file refused with what it is). On a terminal, the reading shows its
 * progress on stderr.
 */
export async function readResultsFile(
  path: string | undefined,
  sheet: string | undefined,
  encoding: string | undefined,
): Promise<() => AsyncIterable<string>> {
  if (!path) throw new CliError('Missing the results file.', 2);
  const size = await stat(path).then(
    (found) => {
      if (!found.isFile()) throw new CliError(`Cannot read ${path}: it is not a file.`);
      return found.size;
    },
    (error: unknown) => {
      const code = (error as NodeJS.ErrnoException).code;
      throw new CliError(
        code === 'ENOENT' ? `results file not found: ${path}` : `Cannot read ${path}: ${String(error)}`,
      );
    },
  );
  const head = await firstBytes(path);
  if (!isWorkbook(head)) {
    if (sheet !== undefined)
      throw new CliError(`${path}: --sheet is for an .xlsx workbook; this file is not one.`, 2);
    // Each reading of the file (the encoding's checks, then its text) counts its bytes from the start.
    let bytesRead = 0;
    const open = async function* (): AsyncGenerator<Uint8Array> {
      bytesRead = 0;
      for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
        bytesRead += (chunk as Buffer).length;
        yield chunk as Buffer;
      }
    };
    const decoded = await decodeStream(open, encoding);
    if (!decoded.ok) throw new CliError(`${path}: ${decoded.message}`);
    const progress = process.stderr.isTTY ? createProgress() : null;
    return () => (progress ? withProgress(decoded.text(), () => bytesRead, size, progress) : decoded.text());
  }
  // A workbook streams too: its rows become lines as it is read. The sheet is found (or refused, naming the
  // sheets) before the import begins, by reading the workbook through once without parsing its sheets.
  let bytesRead = 0;
  const openWorkbook = (): ReadStream => {
    bytesRead = 0;
    const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
    stream.on('data', (chunk) => (bytesRead += chunk.length));
    return stream;
  };
  const choice = await chooseWorkbookSheet(path, openWorkbook, sheet);
  if (choice.sheets.length > 1 && sheet === undefined) {
    console.warn(
      `${path}: reading the sheet "${choice.sheet}" of ${choice.sheets.length} (choose another with --sheet).`,
    );
  }
  const progress = process.stderr.isTTY ? createProgress() : null;
  const rows = async function* (): AsyncGenerator<string> {
    const stream = openWorkbook();
    try {
      yield* streamSpreadsheet(stream, choice.sheet);
    } catch (error) {
      throw error instanceof SpreadsheetError ? refusedWorkbook(path, error) : error;
    } finally {
      stream.destroy();
    }
  };
  return () => (progress ? withProgress(rows(), () => bytesRead, size, progress) : rows());
}

/** The sheet a workbook's import reads: the workbook read through once (unreadable, or no such sheet: refused). */
async function chooseWorkbookSheet(
  path: string,
  open: () => ReadStream,
  sheet: string | undefined,
): Promise<SheetChoice> {
  const stream = open();
  try {
    return chooseSheet(await workbookSheets(stream), sheet);
  } catch (error) {
    throw error instanceof SpreadsheetError ? refusedWorkbook(path, error) : error;
  } finally {
    stream.destroy();
  }
}

function refusedWorkbook(path: string, error: SpreadsheetError): CliError {
  return new CliError(`${path}: nothing was imported: ${error.problem.message}.`);
}

async function firstBytes(path: string): Promise<Buffer> {
  for await (const chunk of createReadStream(path, { start: 0, end: 64 * 1024 - 1 })) return chunk as Buffer;
  return Buffer.alloc(0);
}

/** The decoded text, reporting how much of the file was read so far (a terminal's line, see createProgress). */
async function* withProgress(
  text: AsyncIterable<string>,
  bytesRead: () => number,
  size: number,
  progress: Progress,
): AsyncGenerator<string> {
  let shown = -1;
  let isRead = false;
  try {
    for await (const chunk of text) {
      shown = Math.min(bytesRead(), size);
      progress('Reading the file (bytes)', shown, size);
      yield chunk;
    }
    isRead = true;
  } finally {
    // A file refused early ends its progress line, so that the report starts on a line of its own.
    if (shown < size) {
      if (isRead) progress('Reading the file (bytes)', size, size);
      else process.stderr.write('\n');
    }
  }
}
