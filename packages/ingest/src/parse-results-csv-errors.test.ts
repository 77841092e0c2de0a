import { type Checkpoint } from '@finishline/core';
import { describe, expect, it } from 'vitest';
import { type CsvMapping } from './csv-mapping.js';
import { formatProblems } from './format-problems.js';
import { parseResultsCsv, type CsvContest } from './parse-results-csv.js';

const START = Date.UTC(2026, 3, 12, 7);
const checkpoints: Checkpoint[] = [
  { id: 'start', name: 'Start', distanceM: 0, order: 0, kind: 'start' },
  { id: 'km5', name: '5 km', distanceM: 5000, order: 1, kind: 'split' },
  { id: 'finish', name: 'Finish', distanceM: 10000, order: 2, kind: 'finish' },
];
const contest: CsvContest = {
  eventId: 'ev',
  contestId: '10k',
  startTime: START,
  timeBasis: 'gun',
  checkpoints,
};
const mapping: CsvMapping = {
  columns: { bib: 'Bib', name: 'Name', gender: 'Sex', time: 'Time', status: 'Status' },
  nameOrder: 'first_last',
};
const csv = (...rows: string[]): string => ['Bib,Name,Sex,Time,Status', ...rows].join('\n');

describe('parseResultsCsv problems', () => {
  it('names the line (header = 1), the column and the reason of every bad value', () => {
    const outcome = parseResultsCsv(
      csv('1,Ann Lee,F,35:10,', '2,Bob Ray,M,1:75:00,', '3,Cy Bo,Q,36:00,', '4,Di Al,F,37:00,Lost'),
      mapping,
      contest,
    );
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && formatProblems(outcome.problems)).toBe(
      [
        'line 3, column "Time": "1:75:00" is not a time (h:mm:ss, mm:ss, h:mm:ss.sss or seconds)',
        'line 4, column "Sex": "Q" is not a gender (M/F/X, H/D/W, male/female, homme/femme, …)',
        'line 5, column "Status": "Lost" is not a status (DNF, DNS, DSQ and their variants, or blank for finishers)',
      ].join('\n'),
    );
  });

  it('counts lines as the file does: blank lines and quoted line breaks included', () => {
    const outcome = parseResultsCsv(csv('1,"Ann\nLee",F,35:10,', '', '2,Bob Ray,M,xx,'), mapping, contest);
    expect(!outcome.ok && outcome.problems).toEqual([
      { line: 5, column: 'Time', message: '"xx" is not a time (h:mm:ss, mm:ss, h:mm:ss.sss or seconds)' },
    ]);
  });

  it('fails the whole file by default, listing all problems', () => {
    const outcome = parseResultsCsv(
      csv('1,Ann Lee,F,35:10,', '2,,M,36:00,', '3,Cy Bo,,36:30,'),
      mapping,
      contest,
    );
    expect(outcome).toEqual({
      ok: false,
      problems: [
        { line: 3, column: 'Name', message: 'the name is missing' },
        { line: 4, column: 'Sex', message: 'the gender is missing' },
      ],
    });
  });

  it('with skipInvalid, returns the readable rows and reports the skipped ones', () => {
    const outcome = parseResultsCsv(
      csv('1,Ann Lee,F,35:10,', '2,Bob Ray,M,1:75:00,', '3,Cy Bo,M,36:00,'),
      mapping,
      contest,
      {
        skipInvalid: true,
      },
    );
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.value.participants.map((p) => p.bib)).toEqual(['1', '3']);
    expect(outcome.value.passings.map((p) => p.bib)).toEqual(['1', '3']);
    expect(outcome.skipped).toEqual([
      { line: 3, column: 'Time', message: expect.stringContaining('"1:75:00" is not a time') },
    ]);
  });

  it('rejects duplicate bibs, naming the line that has it first; skipInvalid keeps the first', () => {
    const text = csv('12,Ann Lee,F,35:10,', '13,Bob Ray,M,36:00,', '12,Cy Bo,M,36:30,');
    const outcome = parseResultsCsv(text, mapping, contest);
    expect(!outcome.ok && outcome.problems).toEqual([
      { line: 4, column: 'Bib', message: 'bib "12" is already on line 2' },
    ]);
    const skipped = parseResultsCsv(text, mapping, contest, { skipInvalid: true });
    expect(skipped.ok && skipped.value.participants.map((p) => p.displayName)).toEqual([
      'Ann Lee',
      'Bob Ray',
    ]);
  });

  it('reports a repeated bib even when its first row has other problems, and only the root cause of a bad gun time', () => {
    const gunNet: CsvMapping = {
      columns: { bib: 'Bib', name: 'Name', gender: 'Sex', gunTime: 'Gun', netTime: 'Net' },
    };
    const text = ['Bib,Name,Sex,Gun,Net', '8,Ann Lee,F,1:75:00,1:10:00', '8,Bob Ray,M,1:12:00,1:11:00'].join(
      '\n',
    );
    const outcome = parseResultsCsv(text, gunNet, contest, { skipInvalid: true });
    expect(outcome.ok && outcome.value.participants).toEqual([]);
    expect(outcome.ok && formatProblems(outcome.skipped)).toBe(
      [
        'line 2, column "Gun": "1:75:00" is not a time (h:mm:ss, mm:ss, h:mm:ss.sss or seconds)',
        'line 3, column "Bib": bib "8" is already on line 2',
      ].join('\n'),
    );
  });

  it('rejects duplicate chips and ids when those columns are mapped', () => {
    const withIds: CsvMapping = { ...mapping, columns: { ...mapping.columns, id: 'Id', chip: 'Chip' } };
    const text = [
      'Id,Bib,Chip,Name,Sex,Time,Status',
      'a1,1,C1,Ann Lee,F,35:10,',
      'a1,2,C1,Bob Ray,M,36:00,',
    ].join('\n');
    const outcome = parseResultsCsv(text, withIds, contest);
    expect(!outcome.ok && outcome.problems.map((p) => p.message)).toEqual([
      'participant id "a1" is already on line 2',
      'chip "C1" is already on line 2',
    ]);
  });

  it('reports a row with more fields than the header (an unquoted comma)', () => {
    const outcome = parseResultsCsv(csv('1,Lee, Ann,F,35:10,'), mapping, contest);
    expect(!outcome.ok && outcome.problems[0]).toMatchObject({
      line: 2,
      message: expect.stringMatching(/has 6 fields but the header has 5/),
    });
  });

  it('fails on mapping and header problems even with skipInvalid', () => {
    const missing: CsvMapping = {
      ...mapping,
      columns: { ...mapping.columns, time: 'Temps' },
      splits: { km7: '7K', finish: 'Time' },
    };
    const outcome = parseResultsCsv(csv('1,Ann Lee,F,35:10,'), missing, contest, { skipInvalid: true });
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && formatProblems(outcome.problems)).toBe(
      [
        'column "Temps", columns.time: is not in the header (it has: Bib, Name, Sex, Time, Status)',
        'splits.km7: the contest has no checkpoint "km7" (its splits: km5)',
        'column "7K", splits.km7: is not in the header (it has: Bib, Name, Sex, Time, Status)',
        'splits.finish: "finish" is the finish: map it through time, gunTime or netTime',
      ].join('\n'),
    );
  });

  it('matches header names ignoring case and spacing', () => {
    const loose: CsvMapping = { ...mapping, columns: { ...mapping.columns, time: 'time ', bib: 'BIB' } };
    expect(parseResultsCsv(csv('1,Ann Lee,F,35:10,'), loose, contest).ok).toBe(true);
  });

  it('reports mapping rules: name and first/last together, no gender', () => {
    const bad: CsvMapping = { columns: { bib: 'Bib', name: 'Name', lastName: 'Last', netTime: 'Net' } };
    const outcome = parseResultsCsv(csv(), bad, contest);
    expect(!outcome.ok && outcome.problems.map((p) => p.path)).toEqual(['columns.name', 'columns.gender']);
  });

  it('takes a net time alone as the official time of a net-basis contest only', () => {
    const netOnly: CsvMapping = { columns: { bib: 'Bib', name: 'Name', gender: 'Sex', netTime: 'Net' } };
    const text = 'Bib,Name,Sex,Net\n1,Ann Lee,F,41:10\n2,Bob Ray,M,39:59';
    const gunBasis = parseResultsCsv(text, netOnly, { ...contest, timeBasis: 'gun' });
    expect(!gunBasis.ok && gunBasis.problems[0]?.message).toMatch(/net-basis contest.*map the gun time too/);
    const netBasis = parseResultsCsv(text, netOnly, { ...contest, timeBasis: 'net' });
    if (!netBasis.ok) throw new Error(JSON.stringify(netBasis.problems));
    const finish = contest.checkpoints.find((c) => c.kind === 'finish')?.id;
    expect(netBasis.value.passings).toEqual([
      {
        eventId: contest.eventId,
        contestId: contest.contestId,
        bib: '1',
        checkpointId: finish,
        at: contest.startTime + 2_470_000,
      },
      {
        eventId: contest.eventId,
        contestId: contest.contestId,
        bib: '2',
        checkpointId: finish,
        at: contest.startTime + 2_399_000,
      },
    ]);
    // Started with the gun, as far as the file says: the net time is the official one.
    expect(netBasis.value.participants.map((p) => p.waveStart)).toEqual([
      contest.startTime,
      contest.startTime,
    ]);
  });

  it('caps the list at 100 problems and counts the rest', () => {
    const rows = Array.from({ length: 150 }, (_, i) => `${i + 1},Ann Lee,F,bad,`);
    const outcome = parseResultsCsv(csv(...rows), mapping, contest);
    expect(!outcome.ok && outcome.problems).toHaveLength(101);
    expect(!outcome.ok && outcome.problems[100]).toEqual({ message: '…and 50 more problems (150 in all)' });
  });
});

describe('parseResultsCsv cell conventions', () => {
  it('takes a status word in the time column (DNF) as the status', () => {
    const outcome = parseResultsCsv(csv('1,Ann Lee,F,DNF,', '2,Bob Ray,M,Abandon,DNF'), mapping, contest);
    expect(outcome.ok && outcome.value.participants.map((p) => p.timerStatus)).toEqual(['dnf', 'dnf']);
    expect(outcome.ok && outcome.value.passings).toEqual([]);
  });

  it('reports a status column that contradicts a time column', () => {
    const outcome = parseResultsCsv(csv('1,Ann Lee,F,DNS,DSQ'), mapping, contest);
    expect(!outcome.ok && outcome.problems[0]?.message).toBe('says DSQ but a time column says DNS');
  });

  it('reads 0:00:00 as no time, and skips rows with only empty cells', () => {
    const outcome = parseResultsCsv(csv('1,Ann Lee,F,0:00:00,DNF', ',,,,'), mapping, contest);
    expect(outcome.ok && outcome.value.participants).toHaveLength(1);
    expect(outcome.ok && outcome.value.passings).toEqual([]);
  });

  it('reports a net time longer than the gun time', () => {
    const gunNet: CsvMapping = {
      columns: { bib: 'Bib', name: 'Name', gender: 'Sex', gunTime: 'Gun', netTime: 'Net' },
    };
    const text = ['Bib,Name,Sex,Gun,Net', '1,Ann Lee,F,35:00,35:10', '2,Bob Ray,M,,36:00'].join('\n');
    const outcome = parseResultsCsv(text, gunNet, contest);
    expect(!outcome.ok && formatProblems(outcome.problems)).toBe(
      'line 2, column "Net": 0:35:10 is longer than the gun time 0:35:00',
    );
  });

  it('reads a lone net time, on a row whose gun time is blank, as that row’s net and official time', () => {
    const gunNet: CsvMapping = {
      columns: { bib: 'Bib', name: 'Name', gender: 'Sex', gunTime: 'Gun', netTime: 'Net' },
    };
    const text = [
      'Bib,Name,Sex,Gun,Net',
      '1,Ann Lee,F,35:20,35:10',
      '2,Bob Ray,M,,36:00',
      '3,Cy Dee,M,-,',
    ].join('\n');
    const outcome = parseResultsCsv(text, gunNet, contest);
    if (!outcome.ok) throw new Error(formatProblems(outcome.problems));
    const start = contest.startTime;
    expect(outcome.value.participants.map((p) => [p.bib, p.waveStart])).toEqual([
      ['1', start + 10_000],
      ['2', start], // as if from the gun: the net time is the only time
      ['3', null],
    ]);
    expect(outcome.value.passings.map((p) => [p.bib, p.at - start])).toEqual([
      ['1', 35 * 60_000 + 20_000],
      ['2', 36 * 60_000],
    ]);
  });

  it('reads Arabic genders, mapping overrides and a default gender', () => {
    const arabic = [
      'Bib,Name,Sex,Time,Status',
      '1,أمينة الإدريسي,أنثى,40:00,',
      '2,يوسف بنعلي,ذكر,41:00,',
      '3,Sam Doe,2,42:00,',
    ].join('\n');
    const outcome = parseResultsCsv(arabic, { ...mapping, genderValues: { '2': 'x' } }, contest);
    expect(outcome.ok && outcome.value.participants.map((p) => [p.lastName, p.gender])).toEqual([
      ['الإدريسي', 'f'],
      ['بنعلي', 'm'],
      ['Doe', 'x'],
    ]);
    const noGender: CsvMapping = { columns: { bib: 'Bib', name: 'Name', time: 'Time' }, defaultGender: 'f' };
    const defaulted = parseResultsCsv(csv('1,Ann Lee,,35:10,'), noGender, contest);
    expect(defaulted.ok && defaulted.value.participants[0]?.gender).toBe('f');
  });

  it('prefixes ids, reads first/last name columns, birth dates and ages', () => {
    const full: CsvMapping = {
      columns: {
        bib: 'Bib',
        firstName: 'First',
        lastName: 'Last',
        gender: 'Sex',
        birthYear: 'Born',
        age: 'Age',
        country: 'Country',
      },
      idPrefix: '10k-',
    };
    const text = [
      'Bib,First,Last,Sex,Born,Age,Country',
      '5,Ann,Lee,F,14/03/1987,39,Maroc',
      '6,Bob,Ray,M,1990-01-02,,fra',
      '7,Cy,Bo,M,87,200,Narnia',
    ].join('\n');
    const outcome = parseResultsCsv(text, full, contest, { skipInvalid: true });
    expect(
      outcome.ok && outcome.value.participants.map((p) => [p.id, p.birthYear, p.age, p.country]),
    ).toEqual([
      ['10k-5', 1987, 39, 'MA'],
      ['10k-6', 1990, null, 'FR'],
    ]);
    expect(outcome.ok && outcome.skipped.map((p) => p.column)).toEqual(['Country', 'Born', 'Age']);
  });
});
