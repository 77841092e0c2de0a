/** The import command end to end, on a PGlite folder of its own, with the documented example files. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@finishline/db';
import { dumpTables } from '@finishline/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CliError } from '../cli-error.js';
import { runImport } from './import.js';

const examples = join(import.meta.dirname, '../../../../docs/examples');
const bundle = join(examples, 'bundle.json');
const csv = join(examples, 'results.csv');
const mapping = join(examples, 'mapping.json');
const csvArgs = ['--mapping', mapping, '--event', 'casablanca-run-2026', '--contest', 'half-marathon'];

describe('finishline import', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fl-import-'));
  const previous = process.env.PGLITE_DIR;
  const previousUrl = process.env.DATABASE_URL;

  async function snapshot(): Promise<Record<string, unknown[]>> {
    const db = await createDb({ dataDir: join(dir, 'db') });
    try {
      return await dumpTables(db);
    } finally {
      await db.close();
    }
  }

  beforeAll(() => {
    process.env.PGLITE_DIR = join(dir, 'db');
    delete process.env.DATABASE_URL;
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  });
  afterAll(() => {
    vi.restoreAllMocks();
    if (previous === undefined) delete process.env.PGLITE_DIR;
    else process.env.PGLITE_DIR = previous;
    if (previousUrl !== undefined) process.env.DATABASE_URL = previousUrl;
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads a bundle, then a results export into one of its contests', async () => {
    await runImport(['bundle', bundle]);
    await runImport(['csv', csv, ...csvArgs]);
    const tables = await snapshot();
    expect(tables.events).toHaveLength(1);
    expect(tables.participants!.length).toBeGreaterThan(5);
    expect(tables.results!.length).toBe(tables.participants!.length);
  });

  it('leaves the same data, data versions included, when the same file is imported again', async () => {
    const before = await snapshot();
    await runImport(['csv', csv, ...csvArgs]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a broken file whole, naming the line, column and reason', async () => {
    const before = await snapshot();
    const broken = join(dir, 'broken.csv');
    const lines = (await import('node:fs')).readFileSync(csv, 'utf8').split('\n');
    lines[2] = lines[2]!.replace('1:12:40.0', '1:7x:40');
    lines.push('99,999,"New, Runner",F,F30,1990,,FRA,20:00,40:00,1:00:00,1:20:00,1:20:00,');
    writeFileSync(broken, lines.join('\n'));
    const error: unknown = await runImport(['csv', broken, ...csvArgs]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    const message = (error as CliError).message;
    expect(message).toContain('nothing was imported');
    expect(message).toMatch(/line 3/i);
    expect(message).toContain('Gun Time');
    expect(await snapshot()).toEqual(before);

    // With --skip-invalid the readable rows go in (the new runner) and the bad one is reported.
    await runImport(['csv', broken, ...csvArgs, '--skip-invalid']);
    const after = await snapshot();
    expect(after.participants!.length).toBe(before.participants!.length + 1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/line 3/i));
  });

  it('names a missing file and an unknown contest', async () => {
    await expect(runImport(['bundle', join(dir, 'nope.json')])).rejects.toThrow(/not found/);
    await expect(
      runImport(['csv', csv, '--mapping', mapping, '--event', 'casablanca-run-2026', '--contest', 'x']),
    ).rejects.toThrow(/Unknown contest "x"/);
  });
});
