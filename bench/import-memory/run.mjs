/**
 * Import memory benchmark (issue 25, item 10): `finishline import csv` of 50 MB files, run as an organiser runs it
 * (the built CLI, `node apps/cli/dist/main.js`), under `/usr/bin/time -v` for the maximum resident set size.
 * Files, made in a temporary folder: lines of garbage (no header); a header over garbage rows; a valid results export
 * (about 370,000 rows, five splits); a big-city export of 67 columns (about 100,000 runners), imported, imported
 * again unchanged, then corrected (every 50th runner 30 s slower: places move); the big-city export as an .xlsx
 * workbook (the wide file's rows, about 46 MB); the valid export as fixed-width text with a ruler and page headers.
 * The
 * database is a scratch one on BENCH_PG_URL's server (default postgres://postgres@127.0.0.1:5432/postgres), created
 * and dropped here. Prints figures side by side; asserts nothing. Build first (`npx tsc -b`).
 *
 * Each import is stopped after --timeout seconds (default 600): the write of a big valid file into the database
 * (packages/db's upsertBundle, one transaction) takes longer than its reading. The "parse" row reads the valid file
 * through @finishline/ingest alone (decodeStream + parseResultsStream, no database): the reading's own figures.
 * `--cli <path>` runs another build of the CLI (e.g. /work/main/apps/cli/dist/main.js, for figures before a change).
 *
 *   node bench/import-memory/run.mjs [--mb 50] [--only garbage,rows,valid,wide,again,corrected,xlsx,fixed,parse,parse-wide] [--timeout 600] [--cli <main.js>] [--keep]
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import pg from 'pg';

const { values } = parseArgs({
  options: {
    mb: { type: 'string', default: '50' },
    only: { type: 'string' },
    timeout: { type: 'string', default: '600' },
    cli: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const TARGET = Number(values.mb) * 1_000_000;
const only = values.only ? new Set(values.only.split(',')) : null;
const root = resolve(import.meta.dirname, '../..');
const cli = resolve(values.cli ?? join(root, 'apps/cli/dist/main.js'));
const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dir = mkdtempSync(join(tmpdir(), 'fl-import-memory-'));

/** A small deterministic generator (xorshift), so every run writes the same files. */
function createRandom(seed) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
  return { next, int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)) };
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ren', 'sa', 'tu', 'vel', 'no', 'ari', 'den', 'fi', 'go', 'hal', 'jo'];
const word = (random, parts) => {
  let text = '';
  for (let i = 0; i < parts; i++) text += SYLLABLES[random.int(0, SYLLABLES.length - 1)];
  return text[0].toUpperCase() + text.slice(1);
};
const clock = (s) =>
  `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/** Writes lines from `make(i)` until the file reaches the target size; returns the number of lines. */
async function writeLines(path, first, make) {
  const out = createWriteStream(path);
  let bytes = 0;
  let i = 0;
  for (const line of first) {
    out.write(`${line}\n`);
    bytes += line.length + 1;
  }
  while (bytes < TARGET) {
    const line = make(i++);
    bytes += Buffer.byteLength(line) + 1;
    if (!out.write(`${line}\n`)) await new Promise((done) => out.once('drain', done));
  }
  await new Promise((done) => out.end(done));
  return i;
}

const HEADER = [
  'Bib',
  'Name',
  'Gender',
  'YOB',
  'Club',
  'Nat',
  '5K',
  '10K',
  '15K',
  '20K',
  '25K',
  '30K',
  '35K',
  'Time',
];
const SPLITS = ['km5', 'km10', 'km15', 'km20', 'km25', 'km30', 'km35'];

function runner(random, i) {
  const pace = random.int(170, 420); // s per km
  const splits = [5, 10, 15, 20, 25, 30, 35].map((km) => clock(km * pace + random.int(0, 30)));
  return [
    String(i + 1),
    `${word(random, 2).toUpperCase()} ${word(random, 2)}`,
    random.next() < 0.4 ? 'F' : 'M',
    String(random.int(1950, 2008)),
    random.next() < 0.5 ? '' : `${word(random, 2)} Runners`,
    ['MAR', 'FRA', 'ESP', 'KEN', 'GER'][random.int(0, 4)],
    ...splits,
    clock(Math.round(42.195 * pace + random.int(30, 90))),
  ];
}

const WIDTHS = [7, 22, 6, 4, 18, 3, 7, 7, 7, 7, 7, 7, 7, 7];
const pad = (cells) =>
  cells.map((cell, i) => (i === 1 || i === 4 ? cell.padEnd(WIDTHS[i]) : cell.padStart(WIDTHS[i]))).join(' ');

/** A big-city marathon's export as published: places, names apart, home town, every mile, 5K splits with their time of day, paces, gun and net times. */
const WIDE_HEADER = [
  'Place',
  'Gender Place',
  'Age Group Place',
  'Bib',
  'First Name',
  'Last Name',
  'Age',
  'Gender',
  'City',
  'State',
  'Country',
  'Team',
  ...Array.from({ length: 26 }, (_, k) => `Mile ${k + 1}`),
  ...['5K', '10K', '15K', '20K', '25K', '30K', '35K', '40K'].flatMap((km) => [
    km,
    `${km} Time of Day`,
    `${km} Pace`,
  ]),
  'Half',
  'Gun Time',
  'Net Time',
  'Pace',
];

function wideRunner(random, i) {
  const pace = random.int(170, 420); // s per km
  const at = (km) => Math.round(km * pace + random.int(0, 20));
  const net = Math.round(42.195 * pace + random.int(30, 90));
  const perMile = (s) => clock(Math.round(s / 26.2188)).slice(2);
  const kms = [5, 10, 15, 20, 25, 30, 35, 40];
  return [
    String(i + 1),
    String(Math.ceil((i + 1) / 2)),
    String(Math.ceil((i + 1) / 9)),
    String(i + 1),
    word(random, 2),
    word(random, 3).toUpperCase(),
    String(random.int(18, 80)),
    random.next() < 0.4 ? 'F' : 'M',
    word(random, 3),
    ['NY', 'NJ', 'CA', 'MA', ''][random.int(0, 4)],
    ['USA', 'MAR', 'FRA', 'ESP', 'KEN', 'GER', 'LIB'][random.int(0, 6)],
    random.next() < 0.7 ? '' : `${word(random, 2)} Running Club`,
    ...Array.from({ length: 26 }, (_, k) => clock(at((k + 1) * 1.609344))),
    ...kms.flatMap((km) => [
      clock(at(km)),
      clock(9 * 3600 + 40 * 60 + at(km)),
      perMile((at(km) * 5.2438) / km),
    ]),
    clock(at(21.0975)),
    clock(net + random.int(0, 600)),
    clock(net),
    perMile(net),
  ];
}

const FILES = {
  garbage: {
    what: 'garbage lines, no header',
    mapping: 'mapping.json',
    make: (path) => {
      const random = createRandom(7);
      return writeLines(path, [], () =>
        Array.from({ length: random.int(5, 20) }, () => word(random, random.int(1, 4))).join(' '),
      );
    },
  },
  rows: {
    what: 'a header over garbage rows',
    mapping: 'mapping.json',
    make: (path) => {
      const random = createRandom(11);
      return writeLines(path, [HEADER.join(',')], () =>
        Array.from({ length: HEADER.length }, () => word(random, random.int(1, 3))).join(','),
      );
    },
  },
  valid: {
    what: 'a valid export, 7 splits',
    mapping: 'mapping.json',
    make: (path) => {
      const random = createRandom(13);
      return writeLines(path, [HEADER.join(',')], (i) => runner(random, i).join(','));
    },
  },
  wide: {
    what: 'a big-city export, 67 columns',
    mapping: 'mapping-wide.json',
    make: (path) => {
      const random = createRandom(17);
      return writeLines(path, [WIDE_HEADER.join(',')], (i) => wideRunner(random, i).join(','));
    },
  },
  corrected: {
    what: 'the wide file, 1 in 50 slower',
    mapping: 'mapping-wide.json',
    // The wide file as an organiser corrects it: every 50th runner's gun and net times 30 s slower.
    make: (path) => {
      const random = createRandom(17);
      const later = (time) => clock(time.split(':').reduce((s, part) => s * 60 + Number(part), 0) + 30);
      return writeLines(path, [WIDE_HEADER.join(',')], (i) => {
        const cells = wideRunner(random, i);
        if (i % 50 === 0) for (const k of [cells.length - 3, cells.length - 2]) cells[k] = later(cells[k]);
        return cells.join(',');
      });
    },
  },
  xlsx: {
    what: 'the wide file as a workbook',
    mapping: 'mapping-wide.json',
    ext: 'xlsx',
    // The big-city export saved from Excel: one sheet, numbers typed, shared strings (written as a stream).
    make: async (path) => {
      const random = createRandom(17);
      const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
      const sheet = book.addWorksheet('Results');
      sheet.addRow(WIDE_HEADER).commit();
      let i = 0;
      // The wide file's rows (its 50 MB of text): about 46 MB of workbook.
      for (let bytes = WIDE_HEADER.join(',').length + 1; bytes < TARGET; i++) {
        const cells = wideRunner(random, i);
        bytes += cells.join(',').length + 1;
        sheet.addRow(cells.map((cell, k) => (k < 4 ? Number(cell) : cell))).commit();
      }
      sheet.commit();
      await book.commit();
      return i;
    },
  },
  fixed: {
    what: 'the same as fixed-width text',
    mapping: 'mapping-fixed.json',
    make: (path) => {
      const random = createRandom(13);
      const head = [pad(HEADER), WIDTHS.map((w) => '='.repeat(w)).join(' ')];
      return writeLines(path, ['Bench Marathon 2026 - Official results', '', ...head], (i) =>
        i > 0 && i % 60 === 0
          ? [
              '',
              `Page ${i / 60}`,
              '\fBench Marathon 2026 - Official results',
              '',
              ...head,
              pad(runner(random, i)),
            ].join('\n')
          : pad(runner(random, i)),
      );
    },
  },
};

const mapping = {
  columns: {
    bib: 'Bib',
    name: 'Name',
    gender: 'Gender',
    birthYear: 'YOB',
    club: 'Club',
    nation: 'Nat',
    time: 'Time',
  },
  splits: Object.fromEntries(SPLITS.map((id, k) => [id, HEADER[6 + k]])),
};
writeFileSync(join(dir, 'mapping.json'), JSON.stringify(mapping));
const wideSplits = ['5K', '10K', '15K', '20K', '25K', '30K', '35K'];
writeFileSync(
  join(dir, 'mapping-wide.json'),
  JSON.stringify({
    columns: {
      bib: 'Bib',
      firstName: 'First Name',
      lastName: 'Last Name',
      gender: 'Gender',
      club: 'Team',
      nation: 'Country',
      gunTime: 'Gun Time',
      netTime: 'Net Time',
    },
    splits: Object.fromEntries(SPLITS.map((id, k) => [id, wideSplits[k]])),
  }),
);
writeFileSync(join(dir, 'mapping-fixed.json'), JSON.stringify({ ...mapping, fixedWidth: true }));
const bundle = {
  events: [
    {
      id: 'bench-import',
      name: 'Bench Marathon',
      type: 'running',
      country: 'MA',
      city: 'Rabat',
      dateFrom: '2026-04-12',
      timeZone: 'Africa/Casablanca',
    },
  ],
  contests: [
    // The big-city export's family (wide, again, corrected) has a contest of its own: imported after the valid
    // file into the same contest, it would measure a merge into 500,000 stored runners.
    ...['marathon', 'city', 'workbook'].map((contestId) => ({
      id: contestId,
      name: { marathon: 'Marathon', city: 'City Marathon', workbook: 'Workbook Marathon' }[contestId],
      startTime: '2026-04-12T08:00:00+01:00',
      distanceM: 42_195,
      checkpoints: [
        ...SPLITS.map((id, k) => ({ id, distanceM: (k + 1) * 5000 })),
        { id: 'finish', distanceM: 42_195 },
      ],
    })),
  ],
};
writeFileSync(join(dir, 'bundle.json'), JSON.stringify(bundle));

const database = `fl_bench_import_${Date.now()}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${database}`);
const url = new URL(serverUrl);
url.pathname = `/${database}`;
const env = { ...process.env, DATABASE_URL: url.toString() };
// Ctrl-C still drops the scratch database (the finally below).
const interrupted = () => console.error('interrupted: cleaning up');
process.on('SIGINT', interrupted);

/** Runs a script (the CLI) under /usr/bin/time -v and timeout: seconds, max RSS and how it ended. */
function run(args, script = cli) {
  const result = spawnSync(
    '/usr/bin/time',
    ['-v', 'timeout', values.timeout, process.execPath, script, ...args],
    { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? NaN);
  const elapsed = /Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):(\d+(?:\.\d+)?)/.exec(result.stderr);
  const seconds = elapsed
    ? Number(elapsed[1] ?? 0) * 3600 + Number(elapsed[2]) * 60 + Number(elapsed[3])
    : NaN;
  const said = `${result.stdout}\n${result.stderr}`
    .split('\n')
    .map((line) => line.replace(/^.*\r/, '').trim())
    .filter(
      (line) => line && !/^\s*(Command being timed|[A-Z][A-Za-z ()/%]+:)/.test(line) && !/\t/.test(line),
    );
  return { code: result.status, rssMb: rssKb / 1024, seconds, said };
}

try {
  const setup = run(['import', 'bundle', join(dir, 'bundle.json')]);
  if (setup.code !== 0) throw new Error(`the bundle did not import: ${setup.said.join('\n')}`);
  const rows = [];
  const made = new Map();
  const make = async (name) => {
    const path = join(dir, `${name}.${FILES[name].ext ?? 'txt'}`);
    if (!made.has(name)) made.set(name, await FILES[name].make(path));
    return { path, lines: made.get(name), size: statSync(path).size / 1e6 };
  };
  const READING_ONLY = { parse: 'valid', 'parse-wide': 'wide' };
  for (const name of [...Object.keys(FILES), ...Object.keys(READING_ONLY)]) {
    // The corrected file is imported after the wide one, below.
    if ((only && !only.has(name)) || name === 'corrected') continue;
    if (name in READING_ONLY) {
      const source = READING_ONLY[name];
      const { path, lines, size } = await make(source);
      const mappingFile = join(dir, FILES[source].mapping);
      const result = run([path, mappingFile], join(import.meta.dirname, 'parse-only.mjs'));
      const outcome = result.said.find((line) => line.startsWith('parsed')) ?? result.said[0] ?? '';
      rows.push({ name, what: `the ${source} file, reading only`, size, lines, ...result, outcome });
      continue;
    }
    const file = FILES[name];
    const { path, lines, size } = await make(name);
    const contest = name === 'wide' ? 'city' : name === 'xlsx' ? 'workbook' : 'marathon';
    const args = ['import', 'csv', path, '--mapping', join(dir, file.mapping), '--event', 'bench-import'];
    const result = run([...args, '--contest', contest]);
    const outcome =
      result.code === 124
        ? `stopped after ${values.timeout} s`
        : result.code === 0
          ? result.said.find((line) => line.startsWith('Imported'))
          : result.said[1];
    rows.push({ name, what: file.what, size, lines, ...result, outcome: outcome ?? result.said[0] ?? '' });
    console.error(`${name}: done`);
    // A re-import, as an organiser sends a corrected file: the summary then holds the stored contest too.
    if (name === 'wide' && (!only || only.has('again'))) {
      const again = run([...args, '--contest', contest]);
      rows.push({
        name: 'again',
        what: 'the wide file imported again',
        size,
        lines,
        ...again,
        outcome: again.said[0] ?? '',
      });
    }
    // The corrected file after the wide one: the summary ranks the field again and places move.
    if (name === 'wide' && (!only || only.has('corrected'))) {
      const { path: correctedPath, lines: correctedLines, size: correctedSize } = await make('corrected');
      const corrected = run([...args.with(2, correctedPath), '--contest', contest]);
      rows.push({
        name: 'corrected',
        what: FILES.corrected.what,
        size: correctedSize,
        lines: correctedLines,
        ...corrected,
        outcome: corrected.said.find((line) => line.includes('moved')) ?? corrected.said[0] ?? '',
      });
    }
  }
  console.log(`finishline import csv, ${cli}, PostgreSQL (${serverUrl.replace(/\/\/[^@]*@/, '//')})`);
  console.log('file     what                           MB   lines      exit  seconds  max RSS MB  outcome');
  for (const row of rows) {
    console.log(
      [
        row.name.padEnd(8),
        row.what.padEnd(30),
        row.size.toFixed(1).padStart(5),
        row.lines.toLocaleString('en').padStart(9),
        String(row.code).padStart(5),
        row.seconds.toFixed(1).padStart(8),
        row.rssMb.toFixed(0).padStart(11),
        ` ${row.outcome.slice(0, 110)}`,
      ].join(' '),
    );
  }
} finally {
  process.off('SIGINT', interrupted);
  await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
  await admin.end();
  if (!values.keep) rmSync(dir, { recursive: true, force: true });
  else console.log(`files kept in ${dir}`);
}
