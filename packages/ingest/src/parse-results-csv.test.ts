import { readFileSync } from 'node:fs';
import { type Checkpoint } from '@finishline/core';
import { describe, expect, it } from 'vitest';
import { parseCsvMapping, type CsvMapping } from './csv-mapping.js';
import { csvCheckpointIds, parseResultsCsv, type CsvContest, type CsvResults } from './parse-results-csv.js';

const START = Date.UTC(2026, 3, 12, 7, 0, 0);
const read = (path: string): string => readFileSync(new URL(path, import.meta.url), 'utf8');

function contestWith(splitIds: string[], timeBasis: 'gun' | 'net' = 'gun'): CsvContest {
  const splits = splitIds.map((id, order): Checkpoint => ({
    id,
    name: id,
    distanceM: (order + 1) * 5000,
    order,
    kind: 'split',
  }));
  const finish: Checkpoint = {
    id: 'finish',
    name: 'Finish',
    distanceM: 21097.5,
    order: splits.length,
    kind: 'finish',
  };
  return { eventId: 'ev', contestId: 'half', startTime: START, timeBasis, checkpoints: [...splits, finish] };
}

function mappingFile(path: string): CsvMapping {
  const parsed = parseCsvMapping(JSON.parse(read(path)));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.value;
}

function parseOk(text: string, mapping: CsvMapping, contest: CsvContest): CsvResults {
  const outcome = parseResultsCsv(text, mapping, contest);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems, null, 1));
  return outcome.value;
}

const readsOf = (results: CsvResults, bib: string): Record<string, number> =>
  Object.fromEntries(
    results.passings.filter((p) => p.bib === bib).map((p) => [p.checkpointId, p.at - START]),
  );

describe('parseResultsCsv with a RaceResult-like export ("Last, First", quoted, comma)', () => {
  const results = parseOk(
    read('./fixtures/raceresult-10k.csv'),
    mappingFile('./fixtures/raceresult-10k.mapping.json'),
    contestWith(['km5']),
  );

  it('reads every row with split names, nations from IOC codes and genders', () => {
    expect(results.participants).toHaveLength(8);
    expect(results.participants[1]).toMatchObject({
      id: '7',
      bib: '7',
      firstName: 'Amina',
      lastName: 'El Idrissi',
      displayName: 'Amina El Idrissi',
      club: 'Wydad AC, Casablanca',
      nation: 'MA',
      gender: 'f',
      birthYear: 1991,
      timerStatus: null,
      waveStart: null,
    });
    expect(results.participants.map((p) => p.nation)).toEqual([
      'KE',
      'MA',
      'DE',
      'ES',
      'IE',
      'FR',
      'MA',
      'GB',
    ]);
    expect(results.participants[3]).toMatchObject({
      firstName: 'María José',
      lastName: 'García López',
      gender: 'f',
      club: null,
    });
  });

  it('puts the finish read at gun + time and splits at gun + split (gun basis)', () => {
    expect(readsOf(results, '12')).toEqual({ km5: 872_400, finish: 1_781_700 });
    expect(readsOf(results, '41')).toEqual({ km5: 1_075_200, finish: 2_200_550 });
  });

  it('reads the status column and keeps the reads of non-finishers', () => {
    expect(results.participants.slice(5).map((p) => [p.bib, p.timerStatus])).toEqual([
      ['19', 'dnf'],
      ['23', 'dns'],
      ['31', 'dsq'],
    ]);
    expect(readsOf(results, '19')).toEqual({ km5: 1_270_000 });
    expect(readsOf(results, '23')).toEqual({});
  });
});

describe('parseResultsCsv with a French export (BOM, CRLF, ";", "Temps officiel", "Abandon")', () => {
  const mapping = mappingFile('./fixtures/french-semi.mapping.json');
  const text = read('./fixtures/french-semi.csv');

  it('reads upper-case last names, decimal commas and a quoted ";" in a club', () => {
    const results = parseOk(text, mapping, contestWith(['km10']));
    expect(results.participants[0]).toMatchObject({
      lastName: 'BENSAID',
      firstName: 'Karim',
      gender: 'm',
      ageGroup: 'SEH',
      nation: 'MA',
    });
    expect(results.participants[1]).toMatchObject({
      lastName: 'LEFÈVRE',
      firstName: 'Marie-Claire',
      club: 'S.A. Montmartre; section running',
    });
    expect(results.participants[2]).toMatchObject({ lastName: 'DE LA FONTAINE', firstName: 'Jean' });
    expect(readsOf(results, '1021')).toEqual({ km10: 2_112_000, finish: 4_445_800 });
    expect(readsOf(results, '1290').finish).toBe(5_650_450);
  });

  it('maps Abandon, Non partant and Disq. to dnf, dns, dsq', () => {
    const results = parseOk(text, mapping, contestWith(['km10']));
    expect(results.participants.slice(4).map((p) => p.timerStatus)).toEqual(['dnf', 'dns', 'dsq']);
  });

  it('detects the ";" delimiter when the mapping does not set it', () => {
    const { delimiter: _set, ...auto } = mapping;
    expect(parseOk(text, auto, contestWith(['km10'])).participants).toHaveLength(7);
  });
});

describe('parseResultsCsv with a TSV holding gun and net times', () => {
  const mapping = mappingFile('./fixtures/gun-net.mapping.json');
  const text = read('./fixtures/gun-net.tsv');

  it('turns a net time into the wave start: finish instant − net', () => {
    const results = parseOk(text, mapping, contestWith(['half'], 'net'));
    const sarah = results.participants.find((p) => p.bib === '154');
    expect(sarah).toMatchObject({
      firstName: 'Sarah',
      lastName: 'Johnson',
      age: 44,
      country: 'US',
      chip: 'A0154',
    });
    expect(readsOf(results, '154').finish).toBe(3 * 3_600_000 + 41 * 60_000 + 7_000);
    expect(sarah?.waveStart).toBe(
      START + (3 * 3_600_000 + 41 * 60_000 + 7_000) - (3 * 3_600_000 + 35 * 60_000 + 40_000),
    );
  });

  it('measures splits from the own start on a net-basis contest and from the gun on a gun-basis one', () => {
    const net = parseOk(text, mapping, contestWith(['half'], 'net'));
    const ownStart = net.participants.find((p) => p.bib === '154')?.waveStart ?? 0;
    expect(net.passings.find((p) => p.bib === '154' && p.checkpointId === 'half')?.at).toBe(
      ownStart + 6_372_000,
    );
    const gun = parseOk(text, mapping, contestWith(['half'], 'gun'));
    expect(readsOf(gun, '154').half).toBe(6_372_000);
  });

  it('takes "-" as a missing time and "Did not finish" as DNF, keeping the split (from the gun when no own start)', () => {
    const results = parseOk(text, mapping, contestWith(['half'], 'net'));
    expect(results.participants.find((p) => p.bib === '3120')).toMatchObject({
      timerStatus: 'dnf',
      waveStart: null,
    });
    expect(readsOf(results, '3120')).toEqual({ half: 8_400_000 });
    expect(results.participants.find((p) => p.bib === '3121')).toMatchObject({
      timerStatus: 'dns',
      age: null,
    });
  });
});

describe('the documented example (docs/examples)', () => {
  it('parses results.csv with mapping.json', () => {
    const mapping = mappingFile('../../../docs/examples/mapping.json');
    const results = parseOk(
      read('../../../docs/examples/results.csv'),
      mapping,
      contestWith(['km5', 'km10', 'km15'], 'net'),
    );
    expect(results.participants).toHaveLength(6);
    expect(results.participants[1]).toMatchObject({
      firstName: 'Daniel',
      lastName: 'Kiptoo',
      nation: 'KE',
      club: 'Nairobi Harriers, Kenya',
    });
    expect(results.participants.map((p) => p.timerStatus)).toEqual([null, null, null, 'dnf', 'dns', 'dsq']);
  });
});

describe('csvCheckpointIds', () => {
  const start: Checkpoint = { id: 'start', name: 'Start', distanceM: 0, order: -1, kind: 'start' };
  const checkpoints = [start, ...contestWith(['km5', 'km10', 'km15']).checkpoints];
  const base: CsvMapping = { columns: { bib: 'Bib', name: 'Name' } };

  it('names the checkpoints the mapped columns give times for, in course order', () => {
    expect(
      csvCheckpointIds(
        {
          ...base,
          columns: { ...base.columns, gunTime: 'Gun', netTime: 'Chip' },
          splits: { km15: '15K', km5: '5K' },
        },
        checkpoints,
      ),
    ).toEqual(['start', 'km5', 'km15', 'finish']);
  });

  it('leaves out what the file cannot speak for: unmapped splits, the start without a net time', () => {
    expect(csvCheckpointIds({ ...base, columns: { ...base.columns, time: 'Time' } }, checkpoints)).toEqual([
      'finish',
    ]);
    expect(csvCheckpointIds(base, checkpoints)).toEqual([]);
  });
});

describe('parseResultsCsv: country cells as real exports write them', () => {
  const mapping = (countryValues?: Record<string, string | null>): CsvMapping => ({
    columns: { bib: 'Bib', name: 'Name', gender: 'Sex', country: 'Nat', time: 'Time' },
    ...(countryValues ? { countryValues } : {}),
  });
  const text = [
    'Bib,Name,Sex,Nat,Time',
    '1,"Lee, Ann",F,SIN,2:31:00',
    '2,"Roy, Ben",M,AHO,2:32:00',
    '3,"Kim, Cho",F,FRO,2:33:00',
    '4,"Ng, Dan",M,Unknown,2:34:00',
    '5,"Oz, Eve",F,Turkey,2:35:00',
    '6,"Li, Fay",F,,2:36:00',
    '7,"Bo, Gus",M,Euskadi,2:37:00',
  ].join('\n');

  it('reads IOC (historic ones too) and ISO codes and English names; Unknown and blank are no country', () => {
    const outcome = parseResultsCsv(text, mapping({ Euskadi: 'ESP' }), contestWith([]));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.value.participants.map((p) => p.country)).toEqual([
      'SG',
      'CW',
      'FO',
      null,
      'TR',
      null,
      'ES',
    ]);
  });

  it("reports a word it does not know on its line, naming the column and the mapping's countryValues", () => {
    const outcome = parseResultsCsv(text, mapping(), contestWith([]));
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems).toHaveLength(1);
    expect(outcome.problems[0]).toMatchObject({ line: 8 });
    expect(outcome.problems[0]?.message).toContain('"Euskadi" is not a known country');
    expect(outcome.problems[0]?.message).toContain('countryValues');
  });

  it('refuses a mapping whose countryValues name no country', () => {
    const parsed = parseCsvMapping(mapping({ Euskadi: 'Basque Country' }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problems[0]?.path).toBe('countryValues.Euskadi');
  });
});

/** A split after the runner's own finish (line 2), one at 37.5 km/h (line 3), and a plausible row. */
const IMPLAUSIBLE_SPLITS = [
  'Bib,Name,Sex,10K,Time',
  '1,"Lee, Ann",F,0:50:00,0:45:00',
  '2,"Roy, Ben",M,0:08:00,1:20:00',
  '3,"Kim, Cho",F,0:40:00,1:30:00',
].join('\n');

describe('parseResultsCsv: times that cannot be real', () => {
  const half: CsvContest = { ...contestWith(['km10']), eventType: 'running' };
  const mapping: CsvMapping = {
    columns: { bib: 'Bib', name: 'Name', gender: 'Sex', time: 'Time' },
    splits: { km10: '10K' },
  };
  const problemsOf = (text: string, map = mapping, contest = half) => {
    const outcome = parseResultsCsv(text, map, contest);
    return outcome.ok ? [] : outcome.problems.map((p) => `line ${p.line}, ${p.column}: ${p.message}`);
  };

  it('names a spreadsheet day fraction instead of reading 0.124 s, and reads it with dayFractions', () => {
    const text = 'Bib,Name,Sex,10K,Time\n1,"Lee, Ann",F,0:35:00,0.124548611\n2,"Roy, Ben",M,0:36:00,1:20:00';
    expect(problemsOf(text)).toEqual([
      'line 2, Time: "0.124548611" looks like a spreadsheet day fraction (2:59:21), not seconds: set "dayFractions": true in the mapping to read it so',
    ]);
    const outcome = parseResultsCsv(text, { ...mapping, dayFractions: true }, half);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(readsOf(outcome.value, '1').finish).toBe(10_761_000); // 2:59:21.000
  });

  it('sets aside a split after the runner’s own finish, and one at a speed no runner reaches, keeping the runners', () => {
    const text = IMPLAUSIBLE_SPLITS;
    const outcome = parseResultsCsv(text, mapping, half);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.value.participants.map((p) => p.bib)).toEqual(['1', '2', '3']);
    // The finish is the official time: kept; the split that contradicts it is set aside, not passed on.
    expect(readsOf(outcome.value, '1')).toEqual({ finish: 2_700_000 });
    expect(readsOf(outcome.value, '2')).toEqual({ finish: 4_800_000 });
    expect(readsOf(outcome.value, '3')).toEqual({ km10: 2_400_000, finish: 5_400_000 });
    expect(outcome.value.setAside).toEqual([
      {
        eventId: 'ev',
        contestId: half.contestId,
        bib: '1',
        checkpointId: 'km10',
        at: START + 3_000_000,
        line: 2,
        column: '10K',
        value: '0:50:00',
        reason: '0:50:00 at km10 is later than 0:45:00 at Finish, which comes after it on the course',
      },
      {
        eventId: 'ev',
        contestId: half.contestId,
        bib: '2',
        checkpointId: 'km10',
        at: START + 480_000,
        line: 3,
        column: '10K',
        value: '0:08:00',
        reason:
          '0:08:00 at km10 means 37.5 km/h from the start, faster than the 30 km/h limit for running (docs/import.md, "Plausibility")',
      },
    ]);
  });

  it('refuses those rows with strict, naming the split’s column, not the finish', () => {
    const text = IMPLAUSIBLE_SPLITS;
    const strict = (map = mapping, contest = half) => {
      const outcome = parseResultsCsv(text, map, contest, { strict: true });
      return outcome.ok ? [] : outcome.problems.map((p) => `line ${p.line}, ${p.column}: ${p.message}`);
    };
    expect(strict()).toEqual([
      'line 2, 10K: 0:50:00 at km10 is later than 0:45:00 at Finish, which comes after it on the course',
      'line 3, 10K: 0:08:00 at km10 means 37.5 km/h from the start, faster than the 30 km/h limit for running (docs/import.md, "Plausibility")',
    ]);
    // No sport, no speed limit; the order still holds.
    expect(strict(mapping, { ...half, eventType: null })).toHaveLength(1);
  });

  it('refuses a finish that cannot be real even without strict: a runner without their official time would read as a non-finisher', () => {
    const text = 'Bib,Name,Sex,10K,Time\n1,"Lee, Ann",F,0:35:00,0:20:00\n2,"Roy, Ben",M,0:36:00,1:20:00';
    // 21.1 km in 20 minutes is 63 km/h.
    expect(problemsOf(text)).toEqual([
      'line 2, Time: 0:20:00 at Finish means 63.3 km/h from the start, faster than the 30 km/h limit for running (docs/import.md, "Plausibility")',
    ]);
  });

  it('sets aside a 49:03 swim mangled into 49:03:00 with a hint, and reads it with minutesSecondsColumns', () => {
    const tri: CsvContest = {
      eventId: 'ev',
      contestId: 'olympic',
      startTime: START,
      timeBasis: 'gun',
      eventType: 'triathlon',
      checkpoints: [
        { id: 'swim', name: 'Swim', distanceM: 1500, order: 0, kind: 'split' },
        { id: 'finish', name: 'Finish', distanceM: 51_500, order: 1, kind: 'finish' },
      ],
    };
    const triMapping: CsvMapping = {
      columns: { bib: 'Bib', name: 'Name', gender: 'Sex', time: 'Time' },
      splits: { swim: 'Swim' },
    };
    const text = 'Bib,Name,Sex,Swim,Time\n1,"Lee, Ann",F,49:03:00,2:31:00';
    const setAside = parseResultsCsv(text, triMapping, tri);
    if (!setAside.ok) throw new Error(JSON.stringify(setAside.problems));
    expect(readsOf(setAside.value, '1')).toEqual({ finish: 9_060_000 });
    expect(setAside.value.setAside.map((read) => read.reason)).toEqual([
      expect.stringMatching(/^49:03:00 at Swim is slower than 0.5 km\/h .*"minutesSecondsColumns"/),
    ]);
    const outcome = parseResultsCsv(text, { ...triMapping, minutesSecondsColumns: ['Swim'] }, tri);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(readsOf(outcome.value, '1')).toEqual({ swim: 2_943_000, finish: 9_060_000 });
    expect(outcome.value.setAside).toEqual([]);
  });

  it('skips the implausible rows with skipInvalid and strict, and keeps the others', () => {
    const text = 'Bib,Name,Sex,10K,Time\n1,"Lee, Ann",F,0:50:00,0:45:00\n2,"Roy, Ben",M,0:36:00,1:20:00';
    const outcome = parseResultsCsv(text, mapping, half, { skipInvalid: true, strict: true });
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.value.participants.map((p) => p.bib)).toEqual(['2']);
    expect(outcome.skipped).toHaveLength(1);
  });
});

describe('parseResultsCsv: shapes of web-page and PDF exports', () => {
  const mapping: CsvMapping = {
    columns: { name: 'Name', gender: 'Sex', birthYear: 'YOB', time: 'Time' },
  };
  const page = [
    'Ironman-style Results 2026',
    'Official results,,,',
    '',
    'Name,Sex,YOB,Time',
    '"Lee, Ann",F,1987,2:31:00',
    '"Roy, Ben",M,0,2:32:00',
    'Page 1 of 2,,,',
    'Name,Sex,YOB,Time',
    '"Kim, Cho",F,1990,2:33:00',
    'Timing by an invented company',
  ].join('\n');

  it('finds the header below page text, skips page lines and repeated headers, and reads birth year 0 as unknown', () => {
    const outcome = parseResultsCsv(page, mapping, contestWith([]));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.value.participants.map((p) => [p.displayName, p.birthYear])).toEqual([
      ['Ann Lee', 1987],
      ['Ben Roy', null],
      ['Cho Kim', 1990],
    ]);
  });

  it('gives rows without bibs stable generated bibs: the same runner, the same bib, in a corrected file', () => {
    const first = parseResultsCsv(page, mapping, contestWith([]));
    const corrected = parseResultsCsv(
      page.replace('2:33:00', '2:34:10').replace('"Roy, Ben",M,0,2:32:00\n', ''),
      mapping,
      contestWith([]),
    );
    if (!first.ok || !corrected.ok) throw new Error('not parsed');
    const bibOf = (results: CsvResults, name: string) =>
      results.participants.find((p) => p.displayName === name)?.bib;
    expect(bibOf(first.value, 'Cho Kim')).toMatch(/^N[0-9A-F]{8}$/);
    expect(bibOf(corrected.value, 'Cho Kim')).toBe(bibOf(first.value, 'Cho Kim'));
    expect(new Set(first.value.participants.map((p) => p.bib)).size).toBe(3);
    expect(first.value.participants.every((p) => p.id === p.bib)).toBe(true);
  });

  it('takes the header line from the mapping when given', () => {
    const outcome = parseResultsCsv(page, { ...mapping, headerLine: 4 }, contestWith([]));
    expect(outcome.ok && outcome.value.participants).toHaveLength(3);
    const wrong = parseResultsCsv(page, { ...mapping, headerLine: 2 }, contestWith([]));
    expect(!wrong.ok && wrong.problems[0]?.message).toMatch(/is not in the header/);
  });

  it('gives namesakes bibs of their own, the same whichever comes first', () => {
    const withNation: CsvMapping = { columns: { ...mapping.columns, nation: 'Nat' } };
    const rows = [
      '"Lee, Ann",F,1987,ESP,2:31:00',
      '"Lee, Ann",F,1987,MEX,2:35:00',
      '"Roy, Ben",M,1990,,2:40:00',
      '"Roy, Ben",M,1990,,2:41:00',
    ];
    const first = parseOk(['Name,Sex,YOB,Nat,Time', ...rows].join('\n'), withNation, contestWith([]));
    const bibs = first.participants.map((p) => p.bib);
    expect(new Set(bibs).size).toBe(4);
    expect(bibs[3]).toBe(`${bibs[2]}-2`);
    const swapped = [rows[1], rows[0], rows[2], rows[3]];
    const again = parseOk(['Name,Sex,YOB,Nat,Time', ...swapped].join('\n'), withNation, contestWith([]));
    expect(again.participants.map((p) => [p.nation, p.bib])).toEqual([
      ['MX', bibs[1]],
      ['ES', bibs[0]],
      [null, bibs[2]],
      [null, bibs[3]],
    ]);
  });
});

describe('parseResultsCsv: leg durations (swim, T1, bike, T2, run)', () => {
  const ironman: CsvContest = {
    eventId: 'ev',
    contestId: 'full',
    startTime: START,
    timeBasis: 'net',
    eventType: 'triathlon',
    checkpoints: [
      { id: 'swim', name: 'Swim', distanceM: 3_800, order: 0, kind: 'split' },
      { id: 't1', name: 'T1', distanceM: 3_800, order: 1, kind: 'split' },
      { id: 'bike', name: 'Bike', distanceM: 183_800, order: 2, kind: 'split' },
      { id: 't2', name: 'T2', distanceM: 183_800, order: 3, kind: 'split' },
      { id: 'finish', name: 'Finish', distanceM: 226_000, order: 4, kind: 'finish' },
    ],
  };
  const legs = [
    { column: 'Swim', to: 'swim' },
    { column: 'T1', to: 't1' },
    { column: 'Bike', to: 'bike' },
    { column: 'T2', to: 't2' },
    { column: 'Run', to: 'finish' },
  ];
  const mapping: CsvMapping = {
    columns: { bib: 'Bib', name: 'Name', gender: 'Sex', status: 'Status' },
    legs,
    minutesSecondsColumns: ['Swim'],
  };
  const text = [
    'Bib,Name,Sex,Swim,T1,Bike,T2,Run,Overall,Status',
    '1,"Lee, Ann",F,52:10:00,3:05,5:01:00,2:10,3:30:05,9:28:30,',
    '2,"Roy, Ben",M,49:03:00,2:55,4:50:12,,,,DNF',
  ].join('\n');

  it('adds the legs up into times from the start, transitions included, and ends a DNF at its last leg', () => {
    const outcome = parseResultsCsv(text, mapping, ironman);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    const min = 60_000;
    expect(readsOf(outcome.value, '1')).toEqual({
      swim: 52 * min + 10_000,
      t1: 55 * min + 15_000,
      bike: 5 * 60 * min + 56 * min + 15_000,
      t2: 5 * 60 * min + 58 * min + 25_000,
      finish: 9 * 60 * min + 28 * min + 30_000,
    });
    expect(readsOf(outcome.value, '2')).toEqual({ swim: 2_943_000, t1: 3_118_000, bike: 20_530_000 });
    expect(outcome.value.participants.map((p) => p.timerStatus)).toEqual([null, 'dnf']);
    expect(csvCheckpointIds(mapping, ironman.checkpoints)).toEqual(['swim', 't1', 'bike', 't2', 'finish']);
  });

  it('checks the legs against a finish time column, and reports a leg timed after a blank one', () => {
    const withTotal: CsvMapping = { ...mapping, columns: { ...mapping.columns, time: 'Overall' } };
    const wrong = text.replace('9:28:30', '9:38:30').replace('4:50:12,,,,DNF', '4:50:12,,3:10:00,,DNF');
    const outcome = parseResultsCsv(wrong, withTotal, ironman);
    expect(!outcome.ok && outcome.problems.map((p) => `line ${p.line}, ${p.column}: ${p.message}`)).toEqual([
      'line 2, Overall: 9:38:30 is not the sum of the legs, 9:28:30',
      'line 3, Run: has a time but the earlier leg "T2" has none: the total is unknown',
    ]);
  });

  it('reads a swim column that mixes MM:SS:00, H:MM:SS and H:MM:SS.t cell by cell', () => {
    const mixed = [
      'Bib,Name,Sex,Swim,T1,Bike,T2,Run,Overall,Status',
      '1,"Lee, Ann",F,49:03:00,3:05,5:01:00,2:10,3:30:05,,',
      '2,"Roy, Ben",M,1:08:06,3:05,5:01:00,2:10,3:30:05,,',
      '3,"Kim, Cho",F,1:08:06.4,3:05,5:01:00,2:10,3:30:05,,',
      '4,"Ali, Dan",M,1:12:00,3:05,5:01:00,2:10,3:30:05,,',
      '5,"Eze, Eve",F,9:30:00,3:05,5:01:00,2:10,3:30:05,,',
    ].join('\n');
    // The contest says its first leg is a swim: a swimmer's top speed (10 km/h) tells the readings apart.
    const swimLeg: CsvContest = {
      ...ironman,
      checkpoints: ironman.checkpoints.map((c) => (c.id === 'swim' ? { ...c, leg: 'swim' } : c)),
    };
    const outcome = parseResultsCsv(mixed, mapping, swimLeg);
    expect(!outcome.ok && outcome.problems.map((p) => `line ${p.line}, ${p.column}: ${p.message}`)).toEqual([
      // 9 min 30 s is 24 km/h and 9 h 30 min 0.4 km/h for 3.8 km: neither is a swim.
      'line 6, Swim: "9:30:00" is neither 9:30 (minutes and seconds) nor 9:30:00 (hours and minutes): no pace fits ' +
        'the 3.8 km leg to Swim',
    ]);
    const swims = parseOk(mixed.split('\n').slice(0, 5).join('\n'), mapping, swimLeg);
    const min = 60_000;
    expect(['1', '2', '3', '4'].map((bib) => readsOf(swims, bib).swim)).toEqual([
      49 * min + 3_000,
      68 * min + 6_000,
      68 * min + 6_400,
      72 * min, // 1:12 would be a 3.8 km swim at 190 km/h
    ]);
  });

  it('refuses legs that end at an unknown checkpoint or out of course order', () => {
    const bad = parseResultsCsv(
      text,
      {
        ...mapping,
        legs: [
          { column: 'Bike', to: 'bike' },
          { column: 'Swim', to: 'swim' },
        ],
      },
      ironman,
    );
    expect(!bad.ok && bad.problems.map((p) => p.path)).toEqual(['legs[1].to']);
    const unknown = parseResultsCsv(
      text,
      { ...mapping, legs: [{ column: 'Swim', to: 'swim-exit' }] },
      ironman,
    );
    expect(!unknown.ok && unknown.problems[0]?.message).toMatch(/split or the finish/);
  });
});
