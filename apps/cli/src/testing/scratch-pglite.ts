import { rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Points the CLI's database at a scratch PGlite folder inside `dir` (commands open it through the
 * environment, as they do for real), and puts the environment back and removes `dir` afterwards.
 */
export function scratchPglite(dir: string): { use(): void; restore(): void } {
  const previous = process.env.PGLITE_DIR;
  const previousUrl = process.env.DATABASE_URL;
  return {
    use() {
      process.env.PGLITE_DIR = join(dir, 'db');
      delete process.env.DATABASE_URL;
    },
    restore() {
      if (previous === undefined) delete process.env.PGLITE_DIR;
      else process.env.PGLITE_DIR = previous;
      if (previousUrl !== undefined) process.env.DATABASE_URL = previousUrl;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
