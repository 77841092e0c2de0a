import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { decodeStream, isWorkbook, readSpreadsheet } from '@finishline/ingest';
import { CliError } from '../cli-error.js';
import { createProgress, type Progress } from '../progress.js';

/**
 * A results file as the text its mapping reads, in chunks, so that a big file is never held whole
 * (docs/import.md, "Big files"): an Excel workbook (.xlsx, recognised by its bytes whatever its name) becomes one
 * line per row of the chosen sheet (`--sheet`, the first by default); any other file is read as a stream, its
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
  const read = await readSpreadsheet(await readFile(path), sheet);
  if (!read.ok) throw new CliError(`${path}: nothing was imported: ${read.problem.message}.`);
  if (read.sheets.length > 1 && sheet === undefined) {
    console.warn(
      `${path}: reading the sheet "${read.sheet}" of ${read.sheets.length} (choose another with --sheet).`,
    );
  }
  const { text } = read;
  return async function* () {
    yield text;
  };
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
