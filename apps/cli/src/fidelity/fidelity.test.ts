/**
 * The fidelity suite: synthetic exports in real organisers' shapes (big-city-marathon.ts, yob-class-marathon.ts, ironman-page.ts) go through `finishline import`
 * as an organiser runs it, on a PGlite folder of its own; then every row's places, pace and status as the engine
 * computed them must be the ones the source printed.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, type ResultListRow } from '@finishline/db';
import { serializeBundle } from '@finishline/ingest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.js';
import { runImport } from '../commands/import.js';
import { resultsByBib, useImportScratch } from '../testing/import-scratch.js';
import { bigCityMarathon } from './big-city-marathon.js';
import { fixedWidth10k } from './fixed-width-10k.js';
import { ironmanPage } from './ironman-page.js';
import { differences } from './differences.js';
import { type FidelityExport } from './synthetic-export.js';
import { yobClassMarathon } from './yob-class-marathon.js';

const dir = useImportScratch('fl-fidelity-');

/** Writes an export's files and imports its event, then its results. */
async function importExport(file: FidelityExport, csvText = file.csv): Promise<void> {
  const bundlePath = join(dir, `${file.eventId}.bundle.json`);
  const csvPath = join(dir, `${file.eventId}.csv`);
  const mappingPath = join(dir, `${file.eventId}.mapping.json`);
  writeFileSync(bundlePath, serializeBundle(file.bundle));
  writeFileSync(csvPath, csvText);
  writeFileSync(mappingPath, JSON.stringify(file.mapping));
  await runImport(['bundle', bundlePath]);
  await runImport([
    'csv',
    csvPath,
    '--mapping',
    mappingPath,
    '--event',
    file.eventId,
    '--contest',
    file.contestId,
  ]);
}

/** Every results row of the contest, by bib (on PostgreSQL at `url` when given). */
function resultsOf(file: FidelityExport, url?: string): Promise<Map<string, ResultListRow>> {
  return resultsByBib(dir, file.eventId, file.contestId, url);
}

describe('fidelity: real export shapes imported as an organiser does, checked row by row', () => {
  it('a big-city marathon: IOC codes, nine splits, gun and chip times; its one day-fraction cell is refused until fixed', async () => {
    const file = bigCityMarathon();
    const refused: unknown = await importExport(file).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CliError);
    expect((refused as CliError).message).toContain(`line ${file.dayFractionLine}, column "Chip Time"`);
    expect((refused as CliError).message).toContain('day fraction');
    // The organiser types the time in again.
    const lines = file.csv.split('\n');
    const cells = lines[file.dayFractionLine - 1]!.split(',');
    const chip = cells.findIndex((cell) => /^0\.\d{9}$/.test(cell));
    const s = Math.round(Number(cells[chip]) * 86_400);
    cells[chip] =
      `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
    lines[file.dayFractionLine - 1] = cells.join(',');
    await importExport(file, lines.join('\n'));
    const results = await resultsOf(file);
    expect(results.size).toBe(file.expected.size);
    expect(differences(file.expected, results)).toEqual([]);
    expect([...results.values()].filter((row) => row.nation === 'CW').length).toBeGreaterThan(0); // AHO
  });

  it('a year-of-birth-class marathon: classes and class places, ties sharing a place, year 0 unknown', async () => {
    const file = yobClassMarathon();
    await importExport(file);
    const results = await resultsOf(file);
    expect(differences(file.expected, results)).toEqual([]);
    const places = [...file.expected.values()]
      .map((row) => row.overallPlace)
      .filter((place) => place !== null);
    expect(new Set(places).size).toBeLessThan(places.length); // the file does have shared places
  });

  it('an Ironman-style web page: text around the rows, a swim column mixing MM:SS:00, H:MM:SS and H:MM:SS.t, DNF, DNS and DQ', async () => {
    const file = ironmanPage();
    // The swim column (the sixth) holds every form, an H:MM:00 among them (1:08:00 is 68 minutes, not seconds).
    const swims = file.csv.split('\n').map((line) => line.split('\t')[5] ?? '');
    expect(swims.some((cell) => /^[5-9]\d:\d\d:00$/.test(cell))).toBe(true);
    expect(swims.some((cell) => /^1:\d\d:00$/.test(cell))).toBe(true);
    expect(swims.some((cell) => /^1:\d\d:\d\d$/.test(cell) && !cell.endsWith(':00'))).toBe(true);
    expect(swims.some((cell) => /^1:\d\d:\d\d\.\d$/.test(cell))).toBe(true);
    await importExport(file);
    const results = await resultsOf(file);
    expect(results.size).toBe(file.expected.size);
    expect(differences(file.expected, results)).toEqual([]);
    const statuses = new Set([...results.values()].map((row) => row.status));
    expect([...statuses].sort()).toEqual(['dnf', 'dns', 'dsq', 'finished']);
  });
});

/** The fixed-width list, checked row by row: every bib imported, places, pace and status as printed. */
async function checkFixedWidth(url?: string): Promise<void> {
  const file = fixedWidth10k();
  const lines = file.csv.split('\r\n');
  expect(lines.filter((line) => line.startsWith('=====')).length).toBeGreaterThan(3); // the header on every page
  expect(lines.some((line) => line.includes('\f'))).toBe(true);
  // A name running past its column (Name is characters 13–36, then a space).
  expect(lines.some((line) => /^[ \d]{5} [ \d]{5} /.test(line) && line.charAt(36) !== ' ')).toBe(true);
  await importExport(file);
  const results = await resultsOf(file, url);
  expect(results.size).toBe(file.expected.size);
  expect(differences(file.expected, results)).toEqual([]);
  expect(new Set([...results.values()].map((row) => row.status))).toEqual(
    new Set(['finished', 'dnf', 'dns']),
  );
}

describe('fidelity: fixed-width text, as a timing program prints it', () => {
  it('on PGlite: a ruler under the header, the header and page text on every page, names past their column', () =>
    checkFixedWidth());

  const serverUrl = process.env.TEST_DATABASE_URL;
  describe.runIf(serverUrl)('on PostgreSQL', () => {
    const database = `fl_fidelity_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const url = new URL(serverUrl ?? 'postgres://localhost');
    url.pathname = `/${database}`;
    let previous: string | undefined;
    beforeAll(async () => {
      const admin = await createDb({ url: serverUrl, migrate: false });
      await admin.query(`create database ${database}`).finally(() => admin.close());
      previous = process.env.DATABASE_URL;
      process.env.DATABASE_URL = url.toString();
    });
    afterAll(async () => {
      if (previous === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previous;
      const admin = await createDb({ url: serverUrl, migrate: false });
      await admin.query(`drop database if exists ${database} with (force)`).finally(() => admin.close());
    });

    it('the same list, imported and checked row by row', () => checkFixedWidth(url.toString()));
  });
});
