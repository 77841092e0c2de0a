/**
 * `finishline import … --dry-run` end to end, on PGlite and on PostgreSQL (TEST_DATABASE_URL, a database of its
 * own): it prints what a corrected re-import changes and leaves the database byte for byte as it was (pg_dump;
 * on PGlite every row of every table and every sequence); the real import then prints the same summary and does
 * what it said.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type ResultListRow } from '@finishline/db';
import { readDbEnv } from '@finishline/db';
import { serializeBundle } from '@finishline/ingest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contestBundle } from '../fidelity/synthetic-export.js';
import { resultsByBib } from '../testing/import-scratch.js';
import { scratchPglite } from '../testing/scratch-pglite.js';
import { runImport } from './import.js';

const EVENT = 'dry-run-10k';
const CONTEST = '10k';
const MAPPING = {
  columns: {
    bib: 'Bib',
    firstName: 'First',
    lastName: 'Last',
    gender: 'Gender',
    time: 'Time',
    status: 'Status',
  },
  splits: { km5: '5K' },
};

type Row = [bib: number, first: string, km5: string, time: string, status?: string];

/** Eight runners, bib n n-th: 40:00 + n − 1 minutes, 5K in half that. */
const FIRST: Row[] = Array.from({ length: 8 }, (_, i) => [
  i + 1,
  `Runner${i + 1}`,
  `${20 + i / 2}:${i % 2 === 0 ? '00' : '30'}`.replace('.5', ''),
  `${40 + i}:00`,
]);

/**
 * The correction: bib 2's 5K blanked, bib 3's name fixed, bib 4's 5K corrected, bib 5 left out, bib 6 a DNF
 * without a finish, bib 8 much faster (8th → 1st), bib 20 added last.
 */
const CORRECTED: Row[] = [
  [1, 'Runner1', '20:00', '40:00'],
  [2, 'Runner2', '', '41:00'],
  [3, 'Renée', '21:00', '42:00'],
  [4, 'Runner4', '21:40', '43:00'],
  [6, 'Runner6', '22:30', '', 'DNF'],
  [7, 'Runner7', '23:00', '46:00'],
  [8, 'Runner8', '19:30', '39:00'],
  [20, 'Runner20', '25:00', '50:00'],
];

function csvOf(rows: Row[]): string {
  const lines = rows.map(([bib, first, km5, time, status]) =>
    [bib, first, `Family${bib}`, bib % 2 === 0 ? 'M' : 'F', km5, time, status ?? ''].join(','),
  );
  return ['Bib,First,Last,Gender,5K,Time,Status', ...lines].join('\n');
}

/** The summary lines the dry run and the import print for the correction (heading aside). */
const SUMMARY = [
  `${EVENT}/${CONTEST}`,
  '  Runners: 1 added, 2 changed (name 1, status 1), 5 unchanged.',
  '  1 runner stored is not in this file: left as they are, with their times.',
  "  Places: 7 runners' overall places change (1 no longer placed); biggest moves: bib 8: 8th → 1st, " +
    'bib 1: 1st → 2nd, bib 2: 2nd → 3rd, bib 3: 3rd → 4th, bib 4: 4th → 5th.',
  '  Splits: 2 added, 2 removed, 3 corrected (the time each runner counts at each checkpoint, finish included).',
];

/** Everything `console.log` printed since `from` calls, as one text. */
function printed(from: number): string {
  return vi
    .mocked(console.log)
    .mock.calls.slice(from)
    .map((args) => args.join(' '))
    .join('\n');
}

type Target = {
  /** Sets the environment the CLI opens its database from. */
  setUp(dir: string): Promise<void>;
  /** A byte-exact picture of the whole database. */
  dump(dir: string): Promise<string>;
  tearDown(): Promise<void>;
};

/** Every row of every table, ordered, and every sequence's state: PGlite has no pg_dump here. */
async function dumpBySql(dir: string): Promise<string> {
  const db = await createDb({ dataDir: join(dir, 'db'), migrate: false });
  try {
    const tables = await db.query<{ name: string }>(`
      select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`);
    const parts: string[] = [];
    for (const { name } of tables) {
      const [row] = await db.query<{ rows: string | null }>(
        `select json_agg(t order by t::text)::text as rows from ${name} t`,
      );
      parts.push(`${name}: ${row?.rows ?? '[]'}`);
    }
    const sequences = await db.query<{ name: string }>(`
      select quote_ident(sequence_schema) || '.' || quote_ident(sequence_name) as name
      from information_schema.sequences order by 1`);
    for (const { name } of sequences) {
      const [row] = await db.query<{ state: string }>(
        `select json_build_array(last_value, log_cnt, is_called)::text as state from ${name}`,
      );
      parts.push(`${name}: ${row?.state ?? ''}`);
    }
    return parts.join('\n');
  } finally {
    await db.close();
  }
}

const pglite: Target = (() => {
  let scratch: ReturnType<typeof scratchPglite> | undefined;
  return {
    async setUp(dir) {
      scratch = scratchPglite(dir);
      scratch.use();
      await Promise.resolve();
    },
    dump: dumpBySql,
    async tearDown() {
      scratch?.restore();
      await Promise.resolve();
    },
  };
})();

function postgres(serverUrl: string): Target {
  const name = `fl_dry_run_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const previous = process.env.DATABASE_URL;
  return {
    async setUp() {
      execFileSync('psql', [serverUrl, '-qc', `create database ${name}`]);
      process.env.DATABASE_URL = url.toString();
      await Promise.resolve();
    },
    async dump() {
      await Promise.resolve();
      return execFileSync('pg_dump', ['--no-owner', '--restrict-key=finishline', url.toString()], {
        encoding: 'utf8',
      });
    },
    async tearDown() {
      if (previous === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previous;
      execFileSync('psql', [serverUrl, '-qc', `drop database if exists ${name} with (force)`]);
      await Promise.resolve();
    },
  };
}

const testUrl = readDbEnv().testDatabaseUrl;
const targets: [string, () => Target][] = [
  ['pglite', () => pglite],
  ...(testUrl === null ? [] : [['postgres', () => postgres(testUrl)] as [string, () => Target]]),
];

describe.each(targets)('finishline import --dry-run on %s', (_kind, makeTarget) => {
  const dir = mkdtempSync(join(tmpdir(), 'fl-dry-run-'));
  const target = makeTarget();
  const csv = join(dir, 'results.csv');
  const corrected = join(dir, 'corrected.csv');
  const mapping = join(dir, 'mapping.json');
  const args = ['--mapping', mapping, '--event', EVENT, '--contest', CONTEST];

  beforeAll(async () => {
    await target.setUp(dir);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const bundle = contestBundle(EVENT, CONTEST, 'running', 10_000, 'gun', [
      { id: 'km5', name: '5 km', distanceM: 5_000, kind: 'split' },
      { id: 'finish', name: 'Finish', distanceM: 10_000, kind: 'finish' },
    ]);
    writeFileSync(join(dir, 'bundle.json'), serializeBundle(bundle));
    writeFileSync(csv, csvOf(FIRST));
    writeFileSync(corrected, csvOf(CORRECTED));
    writeFileSync(mapping, JSON.stringify(MAPPING));
    await runImport(['bundle', join(dir, 'bundle.json')]);
  }, 120_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await target.tearDown();
    rmSync(dir, { recursive: true, force: true });
  });

  async function results(): Promise<Map<string, ResultListRow>> {
    if (process.env.DATABASE_URL) {
      const db = await createDb();
      try {
        const { findResults, getContestVersion } = await import('@finishline/db');
        const version = await getContestVersion(db, EVENT, CONTEST);
        if (!version) throw new Error('no contest');
        const page = await findResults(db, version, {
          gender: null,
          ageGroup: null,
          country: null,
          nation: null,
          club: null,
          status: null,
          checkpoint: null,
          page: 1,
          pageSize: 1000,
        });
        return new Map(page.items.map((row) => [row.bib, row]));
      } finally {
        await db.close();
      }
    }
    return resultsByBib(dir, EVENT, CONTEST);
  }

  it('first import: every runner added, every split added', async () => {
    const from = vi.mocked(console.log).mock.calls.length;
    await runImport(['csv', csv, ...args]);
    const out = printed(from);
    expect(out).toContain('This import changed:');
    expect(out).toContain('  Runners: 8 added, 0 changed, 0 unchanged.');
    expect(out).toContain('  Splits: 16 added, 0 removed, 0 corrected');
    expect((await results()).get('8')?.overallPlace).toBe(8);
  });

  it('a corrected re-import with --dry-run says what would change and writes nothing', async () => {
    const before = await target.dump(dir);
    const from = vi.mocked(console.log).mock.calls.length;
    await runImport(['csv', corrected, ...args, '--dry-run']);
    const out = printed(from);
    expect(await target.dump(dir)).toBe(before);
    expect(out.split('\n')).toEqual(['Dry run, nothing was written. This import would change:', ...SUMMARY]);
    expect((await results()).get('8')?.overallPlace).toBe(8);
  });

  it('the real import prints the same summary and does what it said', async () => {
    const from = vi.mocked(console.log).mock.calls.length;
    await runImport(['csv', corrected, ...args]);
    const out = printed(from).split('\n');
    expect(out.slice(out.indexOf('This import changed:') + 1)).toEqual(SUMMARY);
    const rows = await results();
    expect(rows.size).toBe(9);
    expect([...rows.values()].filter((row) => row.overallPlace !== null).map((row) => row.bib)).toEqual([
      '8',
      '1',
      '2',
      '3',
      '4',
      '5',
      '7',
      '20',
    ]);
    expect(rows.get('6')?.status).toBe('dnf');
    expect(rows.get('3')?.firstName).toBe('Renée');

    // Nothing left to change: the same file again.
    const again = vi.mocked(console.log).mock.calls.length;
    await runImport(['csv', corrected, ...args, '--dry-run']);
    expect(printed(again).split('\n').slice(1)).toEqual([
      `${EVENT}/${CONTEST}`,
      '  Runners: 0 added, 0 changed, 8 unchanged.',
      '  1 runner stored is not in this file: left as they are, with their times.',
      '  Places: no overall place changes.',
      '  Splits: 0 added, 0 removed, 0 corrected (the time each runner counts at each checkpoint, finish included).',
    ]);
  });

  it('its dump would see a rolled-back transaction: the sequence it drew from moves', async () => {
    const before = await target.dump(dir);
    const db = process.env.DATABASE_URL ? await createDb() : await createDb({ dataDir: join(dir, 'db') });
    try {
      const rolledBack = db.transaction(async (tx) => {
        await tx.query(`select nextval('data_version_seq')`);
        throw new Error('roll back');
      });
      await expect(rolledBack).rejects.toThrow('roll back');
    } finally {
      await db.close();
    }
    expect(await target.dump(dir)).not.toBe(before);
  });
});
