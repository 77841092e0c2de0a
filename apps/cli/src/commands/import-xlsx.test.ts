/** `import xlsx` (and `import csv` of a workbook) end to end, on a PGlite folder of its own. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ImportBundle } from '@finishline/core';
import { serializeBundle } from '@finishline/ingest';
import ExcelJS from 'exceljs';
import { testDbKinds } from '@finishline/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.js';
import { resultsByBib, useImportScratch } from '../testing/import-scratch.js';
import { runImport } from './import.js';

const fixture = join(import.meta.dirname, '../../../../packages/ingest/src/fixtures/presets/raceresult.csv');

function raceBundle(eventIds: string[]): ImportBundle {
  return {
    events: eventIds.map((id) => ({
      id,
      name: id,
      type: 'running',
      country: 'CH',
      city: 'Bern',
      dateFrom: '2026-05-16',
      dateTo: '2026-05-16',
      timeZone: 'Europe/Zurich',
    })),
    contests: eventIds.map((eventId) => ({
      eventId,
      id: 'long',
      name: 'Long',
      startTime: Date.parse('2026-05-16T10:00:00+02:00'),
      distanceM: 10_000,
      gender: 'mf',
      country: 'CH',
      city: 'Bern',
      timeBasis: 'net',
      precisionMs: 100,
      ageGroupScheme: null,
      checkpoints: [{ id: 'finish', name: 'finish', distanceM: 10_000, order: 0, kind: 'finish' }],
      contact: {},
      courseGpx: null,
    })),
    participants: [],
    passings: [],
    recordings: [],
  } as unknown as ImportBundle;
}

/** "0:36:12,4" as Excel keeps a time: a fraction of a day. */
function dayFraction(text: string): number | null {
  const match = /^(\d+):(\d\d):(\d\d)(?:,(\d+))?$/.exec(text);
  if (!match) return null;
  const [, h, m, s, tenths = '0'] = match;
  return (Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(`0.${tenths}`)) / 86_400;
}

/**
 * The RACE RESULT fixture as an organiser's workbook: bibs and years as numbers, finish times as time cells, a
 * title row above the header and a second sheet of notes.
 */
async function workbookOf(csv: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Ergebnisse');
  const [header = '', ...lines] = csv.trim().split('\n');
  sheet.addRow(header.split(';'));
  for (const line of lines) {
    const cells = line.split(';');
    const row = sheet.addRow(
      cells.map((cell, index) => ([1, 5].includes(index) && cell ? Number(cell) : cell)),
    );
    const finish = dayFraction(cells[8] ?? '');
    if (finish !== null) {
      row.getCell(9).value = finish;
      row.getCell(9).numFmt = '[h]:mm:ss.0';
    }
  }
  book.addWorksheet('Notes').addRow(['Results are provisional']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe.each(testDbKinds())('finishline import xlsx (%s)', (kind) => {
  const dir = useImportScratch(`fl-xlsx-${kind}-`, kind);
  const args = (eventId: string) => ['--preset', 'raceresult', '--event', eventId, '--contest', 'long'];

  beforeAll(async () => {
    const races = join(dir, 'races.json');
    writeFileSync(races, serializeBundle(raceBundle(['from-csv', 'from-xlsx', 'from-sheet'])));
    await runImport(['bundle', races]);
  });

  it('a workbook gives row for row what its CSV gives, times read from the cell types', async () => {
    const csv = readFileSync(fixture, 'utf8');
    const workbook = join(dir, 'results.xlsx');
    writeFileSync(workbook, await workbookOf(csv));
    await runImport(['csv', fixture, ...args('from-csv')]);
    await runImport(['xlsx', workbook, ...args('from-xlsx')]);
    const fromCsv = await resultsByBib(dir, 'from-csv', 'long');
    const fromXlsx = await resultsByBib(dir, 'from-xlsx', 'long');
    expect(fromXlsx.size).toBe(fromCsv.size);
    expect(fromCsv.size).toBeGreaterThan(3);
    const facts = (rows: typeof fromCsv) =>
      [...rows.values()].map((row) => ({
        bib: row.bib,
        name: row.displayName,
        gender: row.gender,
        place: row.overallPlace,
        status: row.status,
        net: row.netTimeMs,
        official: row.officialTimeMs,
      }));
    expect(facts(fromXlsx)).toEqual(facts(fromCsv));
    // A tenth of a second survives the trip through the time cell.
    expect(fromXlsx.get('101')?.officialTimeMs).toBe((36 * 60 + 12) * 1000 + 400);
  });

  it('`import csv` recognises a workbook by its bytes; --sheet picks another sheet', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Cover').addRow(['Provisional results']);
    const sheet = book.addWorksheet('Women');
    sheet.addRow([
      'Rank',
      'Bib',
      'Lastname',
      'Firstname',
      'Gender',
      'YearOfBirth',
      'Club',
      'Nation',
      'Finish',
      'Status',
    ]);
    const row = sheet.addRow([1, 901, 'Ames', 'Ida', 'f', 1990, '', 'NOR', (41 * 60 + 10) / 86_400, '']);
    row.getCell(9).numFmt = 'h:mm:ss';
    const file = join(dir, 'named-as-csv.csv');
    writeFileSync(file, Buffer.from(await book.xlsx.writeBuffer()));
    const wrongSheet: unknown = await runImport(['csv', file, ...args('from-sheet'), '--sheet', 'Men']).catch(
      (error: unknown) => error,
    );
    expect((wrongSheet as CliError).message).toBe(
      `${file}: nothing was imported: the workbook has no sheet "Men" (its sheets: "Cover", "Women").`,
    );
    await runImport(['csv', file, ...args('from-sheet'), '--sheet', 'Women']);
    const rows = await resultsByBib(dir, 'from-sheet', 'long');
    expect(rows.get('901')).toMatchObject({ firstName: 'Ida', lastName: 'Ames', officialTimeMs: 2_470_000 });
  });

  it('names an old .xls, a zip or a PDF instead of printing its bytes, and imports nothing', async () => {
    const cases: [string, Uint8Array, RegExp][] = [
      [
        'old.xls',
        Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
        /an old Excel \(\.xls\)/,
      ],
      [
        'results.zip',
        Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...Buffer.from('results.csv')]),
        /a ZIP archive, not text/,
      ],
      ['results.pdf', Buffer.from('%PDF-1.7\n%\u00e2\u00e3'), /a PDF, not text/],
    ];
    for (const [name, bytes, says] of cases) {
      const file = join(dir, name);
      writeFileSync(file, bytes);
      const refused: unknown = await runImport(['csv', file, ...args('from-sheet')]).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(CliError);
      expect((refused as CliError).message).toMatch(says);
      expect((refused as CliError).message).not.toContain('\uFFFD');
    }
    expect((await resultsByBib(dir, 'from-sheet', 'long')).size).toBe(1);
  });
});
