import { readFileSync } from 'node:fs';
import { type Checkpoint } from '@finishline/core';
import { describe, expect, it } from 'vitest';
import { type CsvMapping } from './csv-mapping.js';
import { decodeStream } from './decode-stream.js';
import { parseResultsCsv, type CsvContest } from './parse-results-csv.js';
import { parseResultsStream } from './parse-results-stream.js';

const START = Date.UTC(2026, 3, 12, 7, 0, 0);
const checkpoints: Checkpoint[] = [
  { id: 'km5', name: '5 km', distanceM: 5000, order: 0, kind: 'split' },
  { id: 'finish', name: 'Finish', distanceM: 10_000, order: 1, kind: 'finish' },
];
const contest: CsvContest = {
  eventId: 'ev',
  contestId: '10k',
  startTime: START,
  timeBasis: 'gun',
  checkpoints,
};
const read = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');

/** Text in chunks of `size` characters, counting how many were taken. */
function chunked(text: string, size: number): { chunks: AsyncIterable<string>; taken: () => number } {
  let taken = 0;
  return {
    chunks: (async function* () {
      for (let at = 0; at < text.length; at += size) {
        taken += 1;
        yield text.slice(at, at + size);
      }
    })(),
    taken: () => taken,
  };
}

describe('parseResultsStream', () => {
  it('gives what parseResultsCsv gives, whatever the chunks', async () => {
    const text = read('./fixtures/raceresult-10k.csv');
    const mapping = JSON.parse(read('./fixtures/raceresult-10k.mapping.json')) as CsvMapping;
    const whole = parseResultsCsv(text, mapping, contest);
    expect(whole.ok).toBe(true);
    for (const size of [1, 3, 64, 1 << 20]) {
      expect(await parseResultsStream(chunked(text, size).chunks, mapping, contest)).toEqual(whole);
    }
    const crlf = text.replace(/\n/g, '\r\n');
    expect(await parseResultsStream(chunked(crlf, 7).chunks, mapping, contest)).toEqual(whole);
  });

  const mapping: CsvMapping = { columns: { bib: 'Bib', name: 'Name', gender: 'Sex', time: 'Time' } };

  it('refuses a file of bad rows once the problems pass the cap, naming the lines, without reading the rest', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `${i + 1},Lee Ann,Q,35:10`);
    const text = ['Bib,Name,Sex,Time', ...rows].join('\n');
    const file = chunked(text, 4096);
    const outcome = await parseResultsStream(file.chunks, mapping, contest);
    expect(outcome.ok).toBe(false);
    const problems = outcome.ok ? [] : outcome.problems;
    expect(problems).toHaveLength(101);
    expect(problems[0]).toMatchObject({ line: 2, column: 'Sex' });
    expect(problems[99]).toMatchObject({ line: 101, column: 'Sex' });
    expect(problems[100]?.message).toBe(
      '…and more problems: the file was read up to line 102 only; fix these, then import it again',
    );
    // The first 64 kB (the sample the layout is chosen from), not the 480 kB.
    expect(file.taken()).toBeLessThanOrEqual(17);
    expect(text.length).toBeGreaterThan(100 * 4096);
  });

  it('refuses a file without a header after its first thousand lines', async () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `garbage ${i} lorem ipsum`);
    const file = chunked(lines.join('\n'), 4096);
    const outcome = await parseResultsStream(file.chunks, mapping, contest);
    expect(outcome.ok ? [] : outcome.problems.map((problem) => problem.message)).toContain(
      'is not in the header (it has: garbage 0 lorem ipsum)',
    );
    expect(file.taken()).toBeLessThanOrEqual(17); // of 300
  });

  it('with skipInvalid, reads on to the end and counts every problem', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => `${i + 1},Lee Ann,${i % 2 ? 'F' : 'Q'},35:10`);
    const outcome = await parseResultsStream(
      chunked(['Bib,Name,Sex,Time', ...rows].join('\n'), 100).chunks,
      mapping,
      contest,
      { skipInvalid: true },
    );
    expect(outcome.ok && outcome.value.participants).toHaveLength(150);
    expect(outcome.ok && outcome.skipped.at(-1)).toEqual({ message: '…and 50 more problems (150 in all)' });
  });
});

describe('fixed-width text through the results parser', () => {
  const fixedMapping: CsvMapping = {
    nameOrder: 'first_last',
    columns: { bib: 'Bib', name: 'Name', gender: 'Sex', time: 'Chip Time' },
    splits: { km5: '5 km' },
  };
  const list = [
    'CITY 10 KM 2026 - RESULTS',
    'Testburg, 26 April 2026                   Page 1 of 2',
    '',
    'Place   Bib Name                     Sex  5 km Chip Time',
    '===== ===== ======================== === ===== =========',
    '    1   401 Tujo Mituly                M 15:24   0:30:00',
    '    2  1113 Jovelkafi Satu van Lyvelo  F 16:40   0:34:24',
    '',
    '                                      Page 1 of 2',
    '\fCITY 10 KM 2026 - RESULTS',
    'Testburg, 26 April 2026                   Page 2 of 2',
    '',
    'Place   Bib Name                     Sex  5 km Chip Time',
    '===== ===== ======================== === ===== =========',
    '          7 Gogo El Lyfilo             M 19:03       DNF',
    'Timing by an invented company',
  ];

  it('reads the rows of every page, as a whole text or a stream', async () => {
    const outcome = parseResultsCsv(list.join('\n'), fixedMapping, contest);
    expect(
      outcome.ok && outcome.value.participants.map((p) => [p.bib, p.displayName, p.timerStatus]),
    ).toEqual([
      ['401', 'Tujo Mituly', null],
      ['1113', 'Jovelkafi Satu van Lyvelo', null],
      ['7', 'Gogo El Lyfilo', 'dnf'],
    ]);
    expect(await parseResultsStream(chunked(list.join('\r\n'), 5).chunks, fixedMapping, contest)).toEqual(
      outcome,
    );
  });

  it('names the line of the file and the column of a bad cell', () => {
    const lines = [...list];
    lines[14] = '          7 Gogo El Lyfilo             Q 19:03       DNF';
    const outcome = parseResultsCsv(lines.join('\n'), fixedMapping, contest);
    expect(!outcome.ok && outcome.problems).toEqual([
      { line: 15, column: 'Sex', message: expect.stringContaining('"Q" is not a gender') as string },
    ]);
  });

  it('refuses aligned text without a ruler, saying what it saw and how to give the columns', () => {
    const text = [
      'Place  Bib   Name          Sex  Chip Time',
      '    1  401   Tujo Mituly   M    0:30:00',
    ].join('\n');
    const outcome = parseResultsCsv(text, fixedMapping, contest);
    const message = outcome.ok ? '' : (outcome.problems[0]?.message ?? '');
    expect(message).toContain('looks like fixed-width text');
    expect(message).toContain('"Place  Bib   Name          Sex  Chip Time"');
    expect(message).toContain('"fixedWidth": { "columns"');
  });

  it('reads columns given in the mapping', () => {
    const text = ['Bib  Name       Sex Time', '401  Tujo Mituly M   30:00', ' 12  Bo Li      F   31:10'].join(
      '\n',
    );
    const mapping: CsvMapping = {
      nameOrder: 'first_last',
      // The file names its columns otherwise: headerLine says where its header is.
      headerLine: 1,
      columns: { bib: 'No', name: 'Runner', gender: 'G', time: 'T' },
      fixedWidth: {
        columns: [
          { name: 'No', from: 1, to: 3 },
          { name: 'Runner', from: 6, to: 15 },
          { name: 'G', from: 17, to: 19 },
          { name: 'T', from: 21, to: 25 },
        ],
      },
    };
    const outcome = parseResultsCsv(text, mapping, contest);
    expect(outcome.ok && outcome.value.participants.map((p) => p.bib)).toEqual(['401', '12']);
  });
});

describe('decodeStream', () => {
  const open = (bytes: Buffer) =>
    async function* () {
      for (let at = 0; at < bytes.length; at += 3) yield bytes.subarray(at, at + 3);
    };
  const text = async (decoded: Awaited<ReturnType<typeof decodeStream>>) => {
    let all = '';
    if (decoded.ok) for await (const chunk of decoded.text()) all += chunk;
    return all;
  };

  it('detects UTF-8 (a character split between chunks), UTF-16 and Windows-1252 as decodeText does', async () => {
    const names = 'Bib,Name\n1,Zoé Müller\n2,Amélie Þór\n';
    const utf8 = await decodeStream(open(Buffer.from(names)));
    expect(utf8.ok && utf8.encoding).toBe('UTF-8');
    expect(await text(utf8)).toBe(names);
    const utf16 = await decodeStream(
      open(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(names, 'utf16le')])),
    );
    expect(await text(utf16)).toBe(names);
    const latin =
      'Bib;Nom;Prénom;Club;Temps\n1;Dupré;Hélène;Évry Athlé;1:02:03\n2;Lefèvre;François;Saint-Étienne;1:03:04\n' +
      '3;Müller;Jürgen;Straßburg;1:04:05\n';
    const cp1252 = await decodeStream(open(Buffer.from(latin, 'latin1')));
    expect(cp1252.ok && cp1252.encoding).toBe('windows-1252');
    expect(await text(cp1252)).toBe(latin);
  });

  it('names a PDF and binary data, and takes a given encoding', async () => {
    const pdf = await decodeStream(open(Buffer.from('%PDF-1.7\n')));
    expect(!pdf.ok && pdf.message).toContain('a PDF');
    const binary = await decodeStream(open(Buffer.from([0x41, 0x00, 0xff, 0x42])));
    expect(!binary.ok && binary.message).toContain('binary data');
    const given = await decodeStream(open(Buffer.from('Zoé', 'latin1')), 'latin1');
    expect(await text(given)).toBe('Zoé');
  });
});
