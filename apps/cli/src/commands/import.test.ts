/** The import command end to end, on a PGlite folder of its own, with the documented example files. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, DbError } from '@finishline/db';
import { dumpTables } from '@finishline/db/testing';
import { describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.js';
import { importFailure, runImport } from './import.js';
import { useImportScratch } from '../testing/import-scratch.js';

const examples = join(import.meta.dirname, '../../../../docs/examples');
const bundle = join(examples, 'bundle.json');
const csv = join(examples, 'results.csv');
const mapping = join(examples, 'mapping.json');
const csvArgs = ['--mapping', mapping, '--event', 'casablanca-run-2026', '--contest', 'half-marathon'];

describe('finishline import', () => {
  const dir = useImportScratch('fl-import-');

  async function snapshot(): Promise<Record<string, unknown[]>> {
    const db = await createDb({ dataDir: join(dir, 'db') });
    try {
      return await dumpTables(db);
    } finally {
      await db.close();
    }
  }

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

  it('applies a corrected export: a slower time, a removed split; the same file again changes nothing', async () => {
    type Row = { officialTimeMs: number | null; km10: number | null; reads: number };
    async function amina(): Promise<Row | undefined> {
      const db = await createDb({ dataDir: join(dir, 'db') });
      try {
        const [row] = await db.query<Row>(`
          select r.official_time_ms as "officialTimeMs", r.split_from_start_ms[3] as km10,
            (select count(*)::int from passings pa where pa.contest_key = p.contest_key and pa.bib = p.bib) as reads
          from participants p join results r on r.participant_key = p.key
          join contests c on c.key = p.contest_key
          where c.id = 'half-marathon' and p.bib = '101'`);
        return row;
      } finally {
        await db.close();
      }
    }
    // Bib 101: 5K, 10K, 15K splits and the finish, net time 1:14:08.2 (net basis, to the second).
    expect(await amina()).toMatchObject({ officialTimeMs: 4_448_000, reads: 4 });
    expect((await amina())?.km10).not.toBeNull();
    const corrected = join(dir, 'corrected.csv');
    const lines = readFileSync(csv, 'utf8').split('\n');
    expect(lines[1]).toContain(',18:27.4,36:58.8,55:36.0,1:14:12.3,1:14:08.2,');
    lines[1] = lines[1]!.replace(
      ',18:27.4,36:58.8,55:36.0,1:14:12.3,1:14:08.2,',
      ',18:27.4,,55:36.0,1:15:12.3,1:15:08.2,',
    );
    writeFileSync(corrected, lines.join('\n'));
    await runImport(['csv', corrected, ...csvArgs]);
    expect(await amina()).toEqual({ officialTimeMs: 4_508_000, km10: null, reads: 3 });
    const before = await snapshot();
    await runImport(['csv', corrected, ...csvArgs]);
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

describe('an import the database refuses or cannot finish', () => {
  it('ends with one line saying what failed and what to do, never a stack trace', () => {
    const lost = new Error(
      'Connection terminated unexpectedly\n    at Client._handleErrorEvent (pg/lib/client.js:1:1)',
    );
    const failure = importFailure('results.csv', lost);
    expect(failure).toBeInstanceOf(CliError);
    const lines = failure.message.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(
      'results.csv: nothing was imported: the database failed (Connection terminated unexpectedly)',
    );
    expect(lines[0]).toContain('run the same import again');
    expect(failure.message).not.toContain(' at ');

    const constraint = Object.assign(new Error('null value in column "name" violates not-null constraint'), {
      code: '23502',
    });
    expect(importFailure('results.csv', constraint).message.trim()).toMatch(
      /^results\.csv: nothing was imported: the database refused it \(null value .*\)\. Nothing was written; .*report it/,
    );

    const refused = importFailure('results.csv', new DbError('duplicate_bib', 'Bib 12 is taken', ['bib 12']));
    expect(refused.message.trim()).toBe('results.csv: nothing was imported. Bib 12 is taken: bib 12');
  });
});
