import { readFile } from 'node:fs/promises';
import { CliError } from '../cli-error.js';

/** Reads a UTF-8 input file, turning a missing file into a clear message. */
export async function readInput(path: string | undefined, what: string): Promise<string> {
  if (!path) throw new CliError(`Missing the ${what} file.`, 2);
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT' ? `${what} file not found: ${path}` : `Cannot read ${path}: ${String(error)}`,
    );
  }
}
