/**
 * The fidelity suite: synthetic exports in real organisers' shapes (big-city-marathon.ts, yob-class-marathon.ts, ironman-page.ts) go through `finishline import`
 * as an organiser runs it, on a PGlite folder of its own; then every row's places, pace and status as the engine
 * computed them must be the ones the source printed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ResultListRow } from '@finishline/db';
import { serializeBundle } from '@finishline/ingest';
import { describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.js';
import { runImport } from '../commands/import.js';
import { resultsByBib, useImportScratch } from '../testing/import-scratch.js';
import { bigCityMarathon } from './big-city-marathon.js';
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

/** Every results row of the contest, by bib. */
function resultsOf(file: FidelityExport): Promise<Map<string, ResultListRow>> {
  return resultsByBib(dir, file.eventId, file.contestId);
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
