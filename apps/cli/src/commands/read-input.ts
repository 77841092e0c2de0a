import { readFile } from 'node:fs/promises';
import { decodeText } from '@finishline/ingest';
import { CliError } from '../cli-error.js';

/**
 * Reads an input file as text, turning a missing file into a clear message. Its encoding is detected (UTF-8, UTF-16
 * with a byte-order mark, Windows-1252) unless `encoding` is given; a file that is not text, or whose encoding is
 * unsure, is refused with a message that says so (docs/import.md, "Encodings").
 */
export async function readInput(path: string | undefined, what: string, encoding?: string): Promise<string> {
  if (!path) throw new CliError(`Missing the ${what} file.`, 2);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT' ? `${what} file not found: ${path}` : `Cannot read ${path}: ${String(error)}`,
    );
  }
  const decoded = decodeText(bytes, encoding);
  if (!decoded.ok) throw new CliError(`${path}: ${decoded.message}`);
  return decoded.text;
}
