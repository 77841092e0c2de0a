import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, findResults, getContestVersion, type ResultListRow } from '@finishline/db';
import { afterAll, beforeAll, vi } from 'vitest';
import { scratchPglite } from './scratch-pglite.js';

/**
 * For a describe block of import tests: a scratch PGlite folder that the commands open through the environment, as
 * they do for real, with their progress and summaries kept off the test output. Returns the folder (for the
 * test's own files); it is removed afterwards.
 */
export function useImportScratch(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const scratch = scratchPglite(dir);
  beforeAll(() => {
    scratch.use();
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });
  afterAll(() => {
    vi.restoreAllMocks();
    scratch.restore();
  });
  return dir;
}

const NO_FILTER = { gender: null, ageGroup: null, country: null, nation: null, club: null, status: null };

/**
 * Every results row of a contest in the scratch database of `dir` (or on the PostgreSQL server at `url`), by bib, as
 * the results list reads them.
 */
export async function resultsByBib(
  dir: string,
  eventId: string,
  contestId: string,
  url?: string,
): Promise<Map<string, ResultListRow>> {
  const db = await createDb(url === undefined ? { dataDir: join(dir, 'db') } : { url });
  try {
    const version = await getContestVersion(db, eventId, contestId);
    if (!version) throw new Error(`no contest ${eventId}/${contestId}`);
    const page = await findResults(db, version, {
      ...NO_FILTER,
      checkpoint: null,
      page: 1,
      pageSize: 100_000,
    });
    return new Map(page.items.map((row) => [row.bib, row]));
  } finally {
    await db.close();
  }
}
