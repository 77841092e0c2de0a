/** `import csv --preset …` and `import iof …` end to end, on a PGlite folder of their own. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ImportBundle } from '@finishline/core';
import { dumpTables, testDbKinds } from '@finishline/db/testing';
import { normalizeCountry, serializeBundle } from '@finishline/ingest';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import { CliError } from '../cli-error.js';
import { openScratchDb, resultsByBib, useImportScratch } from '../testing/import-scratch.js';
import { runImport } from './import.js';

const fixtures = join(import.meta.dirname, '../../../../packages/ingest/src/fixtures');

function bundleOf(eventId: string, startTime: string, checkpoints: [string, number, 'split' | 'finish'][]) {
  return {
    events: [
      {
        id: eventId,
        name: eventId,
        type: 'running',
        country: 'CH',
        city: 'Bern',
        dateFrom: startTime.slice(0, 10),
        dateTo: startTime.slice(0, 10),
        timeZone: 'Europe/Zurich',
      },
    ],
    contests: [
      {
        eventId,
        id: 'long',
        name: 'Long',
        startTime: Date.parse(startTime),
        distanceM: checkpoints.at(-1)?.[1] ?? 10_000,
        gender: 'mf',
        country: 'CH',
        city: 'Bern',
        timeBasis: 'net',
        precisionMs: 100,
        ageGroupScheme: null,
        checkpoints: checkpoints.map(([id, distanceM, kind], order) => ({
          id,
          name: id,
          distanceM,
          order,
          kind,
        })),
        contact: {},
        courseGpx: null,
      },
    ],
    participants: [],
    passings: [],
    recordings: [],
  } as unknown as ImportBundle;
}

describe.each(testDbKinds())('finishline import: presets and IOF XML (%s)', (kind) => {
  const dir = useImportScratch(`fl-formats-${kind}-`, kind);

  async function countOf(eventId: string): Promise<{ participants: number; passings: number }> {
    const db = await openScratchDb(dir);
    try {
      const tables = await dumpTables(db);
      const keys = new Set(
        (tables.contests as { key: number; event_id: string }[])
          .filter((c) => c.event_id === eventId)
          .map((c) => c.key),
      );
      const of = (rows: unknown[] | undefined) =>
        (rows as { contest_key: number }[]).filter((row) => keys.has(row.contest_key)).length;
      return { participants: of(tables.participants), passings: of(tables.passings) };
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    const races = join(dir, 'races.json');
    const one = bundleOf('preset-run', '2026-05-16T10:00:00+02:00', [['finish', 10_000, 'finish']]);
    const two = bundleOf('forest-sprint', '2026-05-16T10:00:00+02:00', [
      ['radio1', 1500, 'split'],
      ['radio2', 3000, 'split'],
      ['finish', 6000, 'finish'],
    ]);
    const three = bundleOf('namesake-run', '2026-05-16T10:00:00+02:00', [['finish', 10_000, 'finish']]);
    const four = bundleOf('ioc-run', '2026-05-16T10:00:00+02:00', [['finish', 10_000, 'finish']]);
    const five = bundleOf('gun-run', '2026-05-16T10:00:00+02:00', [['finish', 10_000, 'finish']]);
    five.contests = five.contests.map((contest) => ({ ...contest, timeBasis: 'gun' }));
    writeFileSync(
      races,
      serializeBundle({
        ...one,
        events: [...one.events, ...two.events, ...three.events, ...four.events, ...five.events],
        contests: [...one.contests, ...two.contests, ...three.contests, ...four.contests, ...five.contests],
      }),
    );
    await runImport(['bundle', races]);
  });

  it('imports a RACE RESULT export with --preset, and names the presets when one is unknown', async () => {
    const file = join(fixtures, 'presets/raceresult.csv');
    await runImport(['csv', file, '--preset', 'raceresult', '--event', 'preset-run', '--contest', 'long']);
    const counts = await countOf('preset-run');
    expect(counts.participants).toBeGreaterThan(3);
    expect(counts.passings).toBeGreaterThan(0);
    const unknown: unknown = await runImport([
      'csv',
      file,
      '--preset',
      'nope',
      '--event',
      'preset-run',
      '--contest',
      'long',
    ]).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(CliError);
    expect((unknown as CliError).message).toMatch(
      /Unknown preset "nope": use one of raceresult, runsignup, webscorer/,
    );
  });

  it('imports an IOF XML 3.0 ResultList with its controls mapped to split checkpoints', async () => {
    const controls = join(dir, 'controls.json');
    writeFileSync(controls, JSON.stringify({ '31': 'radio1', '45': 'radio2' }));
    const xml = join(fixtures, 'iof-resultlist.xml');
    const args = ['iof', xml, '--event', 'forest-sprint', '--contest', 'long', '--controls', controls];
    // The file holds a runner without a bib: refused whole, then imported without that runner.
    const refused: unknown = await runImport(args).catch((error: unknown) => error);
    expect((refused as CliError).message).toMatch(/nothing was imported[\s\S]*line \d+, PersonResult \d+/);
    expect(await countOf('forest-sprint')).toEqual({ participants: 0, passings: 0 });
    await runImport([...args, '--skip-invalid']);
    const counts = await countOf('forest-sprint');
    expect(counts.participants).toBeGreaterThan(3);
    expect(counts.passings).toBeGreaterThan(counts.participants);
  });

  it('a net-only export publishes no gun time; a later file with gun times brings them back', async () => {
    const netOnly = join(dir, 'net-only.csv');
    const mapping = join(dir, 'net-only.mapping.json');
    writeFileSync(netOnly, 'Bib,Name,Sex,Chip\n501,"Ames, Ida",F,41:10\n502,"Berg, Ole",M,39:59');
    writeFileSync(
      mapping,
      JSON.stringify({ columns: { bib: 'Bib', name: 'Name', gender: 'Sex', netTime: 'Chip' } }),
    );
    const args = ['--event', 'preset-run', '--contest', 'long'];
    await runImport(['csv', netOnly, '--mapping', mapping, ...args]);
    const times = async () => {
      const row = (await resultsByBib(dir, 'preset-run', 'long')).get('502');
      return { gun: row?.gunTimeMs, net: row?.netTimeMs, official: row?.officialTimeMs };
    };
    expect(await times()).toEqual({ gun: null, net: 2_399_000, official: 2_399_000 });

    const withGun = join(dir, 'with-gun.csv');
    writeFileSync(
      withGun,
      'Bib,Name,Sex,Gun,Chip\n501,"Ames, Ida",F,41:40,41:10\n502,"Berg, Ole",M,40:20,39:59',
    );
    writeFileSync(
      mapping,
      JSON.stringify({
        columns: { bib: 'Bib', name: 'Name', gender: 'Sex', gunTime: 'Gun', netTime: 'Chip' },
      }),
    );
    await runImport(['csv', withGun, '--mapping', mapping, ...args]);
    expect(await times()).toEqual({ gun: 2_420_000, net: 2_399_000, official: 2_399_000 });
  });

  it('gives namesakes in a file without bibs bibs of their own, kept by a re-import and a corrected file', async () => {
    const csv = join(dir, 'namesakes.csv');
    const mapping = join(dir, 'namesakes.mapping.json');
    writeFileSync(
      mapping,
      JSON.stringify({
        columns: { name: 'Name', gender: 'Sex', birthYear: 'YOB', nation: 'Nat', time: 'Time' },
      }),
    );
    // Two María Garcías of 1985 (of two nations), two John Smiths of 1990 alike in all but their times.
    const rows = {
      garciaEs: '"García, María",F,1985,ESP,45:10',
      garciaMx: '"García, María",F,1985,MEX,47:20',
      smith1: '"Smith, John",M,1990,,40:00',
      smith2: '"Smith, John",M,1990,,41:00',
      lee: '"Lee, Ann",F,1987,,50:00',
    };
    const header = 'Name,Sex,YOB,Nat,Time';
    const args = ['--mapping', mapping, '--event', 'namesake-run', '--contest', 'long'];
    /** Each result row as name, nation and official time, by bib. */
    const rowsByBib = async () =>
      new Map(
        [...(await resultsByBib(dir, 'namesake-run', 'long'))].map(([bib, row]) => [
          bib,
          `${row.displayName} ${row.nation ?? '-'} ${row.officialTimeMs}`,
        ]),
      );
    writeFileSync(csv, [header, ...Object.values(rows)].join('\n'));
    await runImport(['csv', csv, ...args]);
    const first = await rowsByBib();
    expect([...first.values()].sort()).toEqual([
      'Ann Lee - 3000000',
      'John Smith - 2400000',
      'John Smith - 2460000',
      'María García ES 2710000',
      'María García MX 2840000',
    ]);
    expect(await countOf('namesake-run')).toMatchObject({ participants: 5 });

    await runImport(['csv', csv, ...args]);
    expect(await rowsByBib()).toEqual(first);
    expect(await countOf('namesake-run')).toMatchObject({ participants: 5 });

    // Corrected: the Mexican María is faster now and listed first, Ann Lee's time is fixed, a runner is added.
    writeFileSync(
      csv,
      [
        header,
        rows.garciaMx.replace('47:20', '44:50'),
        rows.garciaEs,
        rows.smith1,
        rows.smith2,
        rows.lee.replace('50:00', '49:30'),
        '"Ott, Eva",F,1979,,52:00',
      ].join('\n'),
    );
    await runImport(['csv', csv, ...args]);
    const corrected = await rowsByBib();
    const expected = new Map(
      [...first].map(([bib, line]) => [
        bib,
        line.replace('MX 2840000', 'MX 2690000').replace('Lee - 3000000', 'Lee - 2970000'),
      ]),
    );
    expect(new Map([...corrected].filter(([bib]) => first.has(bib)))).toEqual(expected);
    expect(await countOf('namesake-run')).toMatchObject({ participants: 6 });
  });

  it('reads the code of every National Olympic Committee as its country, asking only about BRN', async () => {
    // The IOC's list, as committed (its source is named at its top).
    const nocs = readFileSync(join(fixtures, 'ioc-nocs.csv'), 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z]{3},/.test(line))
      .map((line) => ({ code: line.slice(0, 3), name: line.slice(4).replace(/^"|"$/g, '') }));
    expect(nocs).toHaveLength(206);
    const csv = join(dir, 'nocs.csv');
    const mapping = join(dir, 'nocs.mapping.json');
    const columns = { bib: 'Bib', name: 'Name', gender: 'Sex', nation: 'Nat', time: 'Time' };
    writeFileSync(
      csv,
      [
        'Bib,Name,Sex,Nat,Time',
        ...nocs.map((noc, i) => `${i + 1},Runner ${noc.code},F,${noc.code},${40 + (i % 20)}:00`),
      ].join('\n'),
    );
    writeFileSync(mapping, JSON.stringify({ columns }));
    const args = ['csv', csv, '--mapping', mapping, '--event', 'ioc-run', '--contest', 'long'];
    const refused: unknown = await runImport(args).catch((error: unknown) => error);
    const brnLine = nocs.findIndex((noc) => noc.code === 'BRN') + 2;
    expect((refused as CliError).message).toContain(
      `line ${brnLine}, column "Nat": "BRN" is Bahrain's IOC code and Brunei's ISO code: say which under ` +
        'countryValues in the mapping ("BRN": "BH" or "BN")',
    );
    expect((refused as CliError).message.match(/^line \d+/gm)).toHaveLength(1);
    writeFileSync(mapping, JSON.stringify({ columns, countryValues: { BRN: 'BH' } }));
    await runImport(args);
    const results = await resultsByBib(dir, 'ioc-run', 'long');
    const wrong = nocs.flatMap(({ code, name }, i) => {
      const named = normalizeCountry(name);
      const got = results.get(String(i + 1))?.nation;
      return named.ok && got === named.code ? [] : [`${code} (${name}): ${got}`];
    });
    expect(wrong).toEqual([]);
    expect(results.get(String(nocs.findIndex((noc) => noc.code === 'LIB') + 1))?.nation).toBe('LB');
  });

  it('reads a lone net time on a row of a gun-time file as that row’s net and official time', async () => {
    const csv = join(dir, 'gun-file.csv');
    const mapping = join(dir, 'gun-file.mapping.json');
    writeFileSync(
      csv,
      [
        'Bib,Name,Sex,Gun,Chip',
        '601,"Ames, Ida",F,41:40,41:10',
        '602,"Berg, Ole",M,,39:59', // no gun time published for this runner
        '603,"Cruz, Pia",F,40:30,40:00',
        '604,"Dahl, Rut",F,,',
      ].join('\n'),
    );
    writeFileSync(
      mapping,
      JSON.stringify({
        columns: { bib: 'Bib', name: 'Name', gender: 'Sex', gunTime: 'Gun', netTime: 'Chip' },
      }),
    );
    await runImport(['csv', csv, '--mapping', mapping, '--event', 'gun-run', '--contest', 'long']);
    const results = await resultsByBib(dir, 'gun-run', 'long');
    const row = (bib: string) => {
      const r = results.get(bib);
      return [r?.overallPlace, r?.officialTimeMs, r?.gunTimeMs, r?.netTimeMs, r?.status];
    };
    const s = 1000;
    expect(['601', '602', '603', '604'].map(row)).toEqual([
      [3, 2500 * s, 2500 * s, 2470 * s, 'finished'],
      [1, 2399 * s, 2399 * s, 2399 * s, 'finished'], // the net time, on the gun basis too
      [2, 2430 * s, 2430 * s, 2400 * s, 'finished'],
      [null, null, null, null, 'registered'],
    ]);
  });

  it('reads a Windows-1252 export as its names, refuses an unsure one until --encoding, reads an xlsx as one', async () => {
    const csv = join(dir, 'latin.csv');
    const mapping = join(dir, 'latin.mapping.json');
    writeFileSync(
      mapping,
      JSON.stringify({
        delimiter: ';',
        columns: { bib: 'Dossard', name: 'Nom', gender: 'Sexe', time: 'Temps' },
      }),
    );
    const args = ['csv', csv, '--mapping', mapping, '--event', 'gun-run', '--contest', 'long'];
    const names = { '701': ['Hélène', 'Dupré'], '702': ['François', 'Lefèvre'], '703': ['Jürgen', 'Müller'] };
    const rows = Object.entries(names).map(
      ([bib, [first, last]], i) => `${bib};"${last}, ${first}";${i === 2 ? 'M' : 'F'};4${i}:00`,
    );
    writeFileSync(csv, iconv.encode(['Dossard;Nom;Sexe;Temps', ...rows].join('\r\n'), 'windows-1252'));
    await runImport(args);
    const results = await resultsByBib(dir, 'gun-run', 'long');
    const fullName = (row: { firstName: string; lastName: string } | undefined) =>
      `${row?.firstName} ${row?.lastName}`;
    expect(Object.keys(names).map((bib) => fullName(results.get(bib)))).toEqual(
      Object.values(names).map((parts) => parts.join(' ')),
    );

    // Polish names in ISO-8859-2: not guessed, refused naming the likely encoding, then read as told.
    writeFileSync(
      csv,
      iconv.encode(
        'Dossard;Nom;Sexe;Temps\n704;"Wójcik, Łukasz";M;44:00\n705;"Świątek, Żaneta";F;45:00',
        'iso-8859-2',
      ),
    );
    const refused: unknown = await runImport(args).catch((error: unknown) => error);
    expect((refused as CliError).message).toMatch(
      /is not UTF-8, and its encoding is unsure \(most like [^)]+\)/,
    );
    expect((await resultsByBib(dir, 'gun-run', 'long')).has('704')).toBe(false);
    await runImport([...args, '--encoding', 'iso-8859-2']);
    const polish = await resultsByBib(dir, 'gun-run', 'long');
    expect([fullName(polish.get('704')), fullName(polish.get('705'))]).toEqual([
      'Łukasz Wójcik',
      'Żaneta Świątek',
    ]);

    const xlsx = join(dir, 'results.xlsx');
    writeFileSync(
      xlsx,
      Buffer.concat([
        Buffer.from([0x50, 0x4b, 3, 4]),
        Buffer.from('\0\0[Content_Types].xml xl/workbook.xml'),
      ]),
    );
    const workbook: unknown = await runImport(['csv', xlsx, ...args.slice(2)]).catch(
      (error: unknown) => error,
    );
    // Read as a workbook (import-xlsx.test.ts), not as text: this one is cut short, and says so.
    expect((workbook as CliError).message).toMatch(
      new RegExp(`^${xlsx}: nothing was imported: the workbook cannot be read: `),
    );
  });
});
