import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbKind, findResults, getContestVersion, type ResultListRow } from '@finishline/db';
import { afterAll, beforeAll, vi } from 'vitest';
import { scratchPglite } from './scratch-pglite.js';

/**
 * For a describe block of import tests: a scratch PGlite folder that the commands open through the environment, as
 * they do for real, with their progress and summaries kept off the test output. Returns the folder (for the
 * test's own files); it is removed afterwards.
 */
export function useImportScratch(prefix: string, kind: DbKind = 'pglite'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const scratch = kind === 'pglite' ? scratchPglite(dir) : scratchPostgres(dir);
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

/**
 * Points the CLI's database at a new, empty database on the server of TEST_DATABASE_URL (the commands migrate it when
 * they open it, as for real); drops it afterwards.
 */
function scratchPostgres(dir: string): { use(): void; restore(): void } {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL is not set');
  const name = `fl_cli_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const previousUrl = process.env.DATABASE_URL;
  const onServer = (statement: string): void => {
    const run = spawnSync('psql', [server, '-v', 'ON_ERROR_STOP=1', '-q', '-c', statement], {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`psql: ${run.stderr}`);
  };
  return {
    use() {
      onServer(`create database ${name}`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      process.env.DATABASE_URL = url.toString();
    },
    restore() {
      if (previousUrl === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previousUrl;
      onServer(`drop database if exists ${name} with (force)`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The scratch database the commands use: PostgreSQL when a scratch set DATABASE_URL, else the folder's PGlite. */
export function openScratchDb(dir: string): ReturnType<typeof createDb> {
  return createDb(process.env.DATABASE_URL ? {} : { dataDir: join(dir, 'db') });
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
  const db = await (url !== undefined ? createDb({ url }) : openScratchDb(dir));
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
