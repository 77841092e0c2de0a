/**
 * A row with one impossible split, as organisers publish them (a 40K split after the runner's finish, a split
 * earlier than the one before it): through `finishline import`, on PGlite and PostgreSQL, the runner and their
 * plausible times are imported and ranked as the source ranks them; the split is set aside, reported with its line,
 * column and cell, listed by `finishline set-aside list`, and cleared by the corrected file. `--strict` refuses.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, getParticipantDetail, listSetAsideReads } from '@finishline/db';
import { testDbKinds } from '@finishline/db/testing';
import { serializeBundle } from '@finishline/ingest';
import { describe, expect, it, vi } from 'vitest';
import { CliError } from '../cli-error.js';
import { runImport } from '../commands/import.js';
import { runSetAside } from '../commands/set-aside.js';
import { resultsByBib, useImportScratch } from '../testing/import-scratch.js';
import { bigCityMarathon } from './big-city-marathon.js';
import { differences } from './differences.js';
import { clock } from './synthetic-export.js';

/** The marathon export with its day-fraction chip time typed in again, as a list of lines. */
function marathonLines(): { file: ReturnType<typeof bigCityMarathon>; lines: string[] } {
  const file = bigCityMarathon(400, 5);
  const lines = file.csv.split('\n');
  const cells = lines[file.dayFractionLine - 1]!.split(',');
  const chip = cells.findIndex((cell) => /^0\.\d{9}$/.test(cell));
  cells[chip] = clock(Math.round(Number(cells[chip]) * 86_400) * 1000);
  lines[file.dayFractionLine - 1] = cells.join(',');
  return { file, lines };
}

/** A line's cells: commas inside quotes (the names, "Last, First") are not separators. */
const cellsOf = (line: string) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/);
const header = (lines: string[]) => cellsOf(lines[0]!);
const parse = (time: string) => {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return ((h * 60 + m) * 60 + s) * 1000;
};

describe.each(testDbKinds())('an impossible split is set aside, not the runner (%s)', (kind) => {
  const dir = useImportScratch(`fl-set-aside-${kind}-`, kind);
  const { file, lines } = marathonLines();
  const columns = header(lines);
  const lastSplit = columns.indexOf('Gun Time') - 1;
  const chipColumn = columns.indexOf('Chip Time');
  // Two finishers with every split: one whose last split comes after their finish, one whose third split is
  // earlier than their second.
  const finishers = lines
    .map((line, i) => ({ i, cells: cellsOf(line) }))
    .filter(
      ({ i, cells }) => i > 0 && cells[chipColumn] !== '' && cells.slice(5, lastSplit + 1).every(Boolean),
    );
  const late = finishers[10]!;
  const early = finishers[40]!;
  const lateSplit = clock(parse(late.cells[chipColumn]!) + 5 * 60_000);
  const earlySplit = clock(parse(early.cells[6]!) - 60_000);
  const mangled = [...lines];
  mangled[late.i] = late.cells.map((cell, k) => (k === lastSplit ? lateSplit : cell)).join(',');
  mangled[early.i] = early.cells.map((cell, k) => (k === 7 ? earlySplit : cell)).join(',');
  const paths = {
    bundle: join(dir, 'event.json'),
    csv: join(dir, 'results.csv'),
    mapping: join(dir, 'mapping.json'),
  };
  const importCsv = (text: string, ...extra: string[]) => {
    writeFileSync(paths.csv, text);
    return runImport([
      'csv',
      paths.csv,
      '--mapping',
      paths.mapping,
      '--event',
      file.eventId,
      '--contest',
      file.contestId,
      ...extra,
    ]);
  };
  const bibOf = (row: { cells: string[] }) => row.cells[1]!;
  const withDb = async <T>(use: (db: Awaited<ReturnType<typeof createDb>>) => Promise<T>): Promise<T> => {
    const db = await createDb(process.env.DATABASE_URL ? {} : { dataDir: join(dir, 'db') });
    try {
      return await use(db);
    } finally {
      await db.close();
    }
  };

  it('refuses the rows with --strict, naming the split’s column and line', async () => {
    writeFileSync(paths.bundle, serializeBundle(file.bundle));
    writeFileSync(paths.mapping, JSON.stringify(file.mapping));
    await runImport(['bundle', paths.bundle]);
    const refused: unknown = await importCsv(mangled.join('\n'), '--strict').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CliError);
    const message = (refused as CliError).message;
    expect(message).toContain(`line ${late.i + 1}, column "${columns[lastSplit]}": ${lateSplit} at`);
    expect(message).toContain(`line ${early.i + 1}, column "${columns[7]}": ${earlySplit} at`);
    expect(message).not.toContain('column "Chip Time"');
  });

  it('says in a dry run which times it would set aside, and writes nothing', async () => {
    const log = vi.mocked(console.log);
    const warn = vi.mocked(console.warn);
    log.mockClear();
    warn.mockClear();
    await importCsv(mangled.join('\n'), '--dry-run');
    const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
    expect(printed).toContain(
      'Splits set aside: 2 implausible reads stored apart, not counted in the results.',
    );
    const report = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(report).toContain('Would set aside 2 times that cannot be real');
    expect(report).toContain(`line ${late.i + 1}, column "${columns[lastSplit]}": bib ${bibOf(late)}`);
    expect(await withDb((db) => listSetAsideReads(db, file.eventId))).toEqual([]);
    expect((await resultsByBib(dir, file.eventId, file.contestId)).size).toBe(0);
  });

  it('imports every runner, ranks them as the source does, and reports the set-aside splits', async () => {
    const warn = vi.mocked(console.warn);
    warn.mockClear();
    await importCsv(mangled.join('\n'));
    const results = await resultsByBib(dir, file.eventId, file.contestId);
    expect(results.size).toBe(file.expected.size);
    expect(differences(file.expected, results)).toEqual([]);
    const report = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(report).toContain('Set aside 2 times that cannot be real');
    expect(report).toContain(
      `line ${late.i + 1}, column "${columns[lastSplit]}": bib ${bibOf(late)}, "${lateSplit}": ${lateSplit} at`,
    );
    expect(report).toContain('which comes after it on the course');
    expect(report).toContain(
      `line ${early.i + 1}, column "${columns[7]}": bib ${bibOf(early)}, "${earlySplit}"`,
    );

    const stored = await withDb((db) => listSetAsideReads(db, file.eventId));
    expect(stored.map((row) => [row.line, row.column, row.bib, row.value])).toEqual(
      [
        [late.i + 1, columns[lastSplit], bibOf(late), lateSplit],
        [early.i + 1, columns[7], bibOf(early), earlySplit],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    // Not a split of the runner: no time there, and the other splits and the finish as published.
    const detail = await withDb((db) => getParticipantDetail(db, file.eventId, bibOf(late)));
    const splits = new Map(detail!.splits.map((split) => [split.name, split]));
    expect(splits.get(columns[lastSplit]!)?.isReached).toBe(false);
    expect(splits.get(columns[lastSplit - 1]!)?.isReached).toBe(true);
    expect(detail!.result?.netTimeMs).toBe(parse(late.cells[chipColumn]!));
  });

  it('lists them for the organiser with `finishline set-aside list`', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await runSetAside(['list', '--event', file.eventId]);
      const text = write.mock.calls.map((call) => String(call[0])).join('');
      expect(text).toContain(`Contest ${file.contestId}: 2 times set aside`);
      expect(text).toContain(`line ${late.i + 1}, column "${columns[lastSplit]}": bib ${bibOf(late)}`);
      write.mockClear();
      await runSetAside(['list', '--event', file.eventId, '--format', 'json']);
      const json = JSON.parse(write.mock.calls.map((call) => String(call[0])).join('')) as unknown[];
      expect(json).toHaveLength(2);
    } finally {
      write.mockRestore();
    }
    await expect(runSetAside(['list', '--event', 'nope'])).rejects.toThrow('Unknown event "nope"');
  });

  it('clears them when the corrected file is imported, and stores the corrected splits', async () => {
    await importCsv(lines.join('\n'));
    expect(await withDb((db) => listSetAsideReads(db, file.eventId))).toEqual([]);
    const detail = await withDb((db) => getParticipantDetail(db, file.eventId, bibOf(late)));
    const split = detail!.splits.find((candidate) => candidate.name === columns[lastSplit]);
    expect(split?.isReached).toBe(true);
    const results = await resultsByBib(dir, file.eventId, file.contestId);
    expect(differences(file.expected, results)).toEqual([]);
  });
});
