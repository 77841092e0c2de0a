import { readFileSync } from 'node:fs';
import { type Checkpoint } from '@finishline/core';
import { describe, expect, it } from 'vitest';
import { formatProblems } from './format-problems.js';
import { iofCheckpointIds, parseIofResultList, type IofOptions } from './parse-iof-xml.js';
import { type CsvContest, type CsvResults } from './parse-results-csv.js';

const GUN = Date.parse('2026-05-16T10:00:00+02:00');
const at = (time: string) => Date.parse(`2026-05-16T${time}+02:00`);
const FIXTURE = readFileSync(new URL('./fixtures/iof-resultlist.xml', import.meta.url), 'utf8');
const CONTROLS = { '31': 'radio1', '45': 'radio2' };

const checkpoint = (id: string, distanceM: number, order: number, kind: Checkpoint['kind']): Checkpoint => ({
  id,
  name: id,
  distanceM,
  order,
  kind,
});
const CONTEST: CsvContest = {
  eventId: 'forest-sprint',
  contestId: 'long',
  startTime: GUN,
  timeBasis: 'net',
  checkpoints: [
    checkpoint('radio1', 1500, 0, 'split'),
    checkpoint('radio2', 3000, 1, 'split'),
    checkpoint('finish', 6000, 2, 'finish'),
  ],
  eventType: 'running',
};

function parseOk(xml: string, options: IofOptions = {}): CsvResults {
  const outcome = parseIofResultList(xml, CONTEST, options);
  if (!outcome.ok) throw new Error(formatProblems(outcome.problems));
  return outcome.value;
}

const problemsOf = (xml: string, options: IofOptions = {}, contest = CONTEST) => {
  const outcome = parseIofResultList(xml, contest, options);
  return outcome.ok ? outcome.skipped : outcome.problems;
};

/** Each participant's reads as instants, by bib. */
const readsByBib = (results: CsvResults) =>
  Object.fromEntries(
    results.participants.map((p) => [
      p.bib,
      Object.fromEntries(results.passings.filter((r) => r.bib === p.bib).map((r) => [r.checkpointId, r.at])),
    ]),
  );

/** A ResultList with one class holding `personResults`. */
const resultList = (personResults: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<ResultList xmlns="http://www.orienteering.org/datastandard/3.0" iofVersion="3.0">
  <ClassResult>
    <Class><Name>Open</Name></Class>
${personResults}
  </ClassResult>
</ResultList>`;

const personResult = (bib: string, result: string, sex = 'F') =>
  `<PersonResult><Person sex="${sex}"><Name><Family>Lindgaard</Family><Given>Aster</Given></Name></Person>` +
  `<Result><BibNumber>${bib}</BibNumber>${result}</Result></PersonResult>`;

describe('parseIofResultList with the synthetic ResultList', () => {
  const outcome = parseIofResultList(FIXTURE, CONTEST, { skipInvalid: true, controls: CONTROLS });
  const results = outcome.ok ? outcome.value : { participants: [], passings: [], setAside: [] };

  it('reports the PersonResult without a bib by position and line, and keeps the others', () => {
    expect(outcome.ok && outcome.skipped).toEqual([
      { line: 111, path: 'PersonResult 7', message: 'the bib is missing (<BibNumber> in <Result>)' },
    ]);
    expect(results.participants.map((p) => p.bib)).toEqual(['101', '102', '201', '202', '203', '204']);
  });

  it('fails the whole file on that problem without skipInvalid', () => {
    expect(formatProblems(problemsOf(FIXTURE, { controls: CONTROLS }))).toBe(
      'line 111, PersonResult 7: the bib is missing (<BibNumber> in <Result>)',
    );
  });

  it('reads names, sex, birth year, nationality, club, SI card and class', () => {
    expect(results.participants[0]).toEqual({
      eventId: 'forest-sprint',
      contestId: 'long',
      id: '101',
      bib: '101',
      chip: '8012345',
      firstName: 'Ylva',
      lastName: 'Marken',
      displayName: 'Ylva Marken',
      club: 'OK Skogsmark',
      country: null,
      nation: 'SE',
      gender: 'f',
      birthYear: 1995,
      age: null,
      ageGroup: 'D21',
      waveStart: at('10:02:00'),
      timerStatus: null,
    });
    expect(results.participants.map((p) => p.nation)).toEqual(['SE', 'NL', 'NO', 'GB', 'FI', 'IE']);
    expect(results.participants[5]).toMatchObject({
      firstName: 'Tavish Colm',
      lastName: 'Orrin',
      gender: 'm',
    });
    expect(results.participants[4]?.club).toBeNull();
  });

  it('maps IOF statuses to timer statuses', () => {
    expect(results.participants.map((p) => [p.bib, p.timerStatus])).toEqual([
      ['101', null],
      ['102', 'dnf'],
      ['201', null],
      ['202', 'dnf'],
      ['203', 'dns'],
      ['204', 'dsq'],
    ]);
  });

  it('places reads at the personal start (or the gun) + the times, skipping missing and extra punches', () => {
    expect(readsByBib(results)).toEqual({
      // 45 is punched twice (a butterfly loop): its first visit counts; 38 is an additional punch.
      '101': { radio1: at('10:08:52'), radio2: at('10:14:00.500'), finish: at('10:48:30') },
      '102': { radio1: at('10:11:10'), finish: at('10:48:10') },
      // No <StartTime>: the gun is the base.
      '201': { radio1: at('10:06:20'), radio2: at('10:10:55'), finish: at('10:40:00.500') },
      '202': { radio1: at('10:13:35') },
      '203': {},
      '204': { radio1: at('10:16:39'), finish: at('10:53:00') },
    });
    expect(results.participants.map((p) => p.waveStart)).toEqual([
      at('10:02:00'),
      at('10:04:00'),
      null,
      at('10:06:00'),
      at('10:08:00'),
      at('10:10:00'),
    ]);
  });

  it('ignores split times without a controls map', () => {
    const plain = parseIofResultList(FIXTURE, CONTEST, { skipInvalid: true });
    expect(plain.ok && plain.value.passings.map((read) => [read.bib, read.checkpointId])).toEqual([
      ['101', 'finish'],
      ['102', 'finish'],
      ['201', 'finish'],
      ['204', 'finish'],
    ]);
  });

  it('imports only the classes asked for, counting positions over the whole file', () => {
    const h21 = parseIofResultList(FIXTURE, CONTEST, { classes: ['H21'] });
    expect(h21.ok ? [] : formatProblems(h21.problems)).toBe(
      'line 111, PersonResult 7: the bib is missing (<BibNumber> in <Result>)',
    );
    const d21 = parseOk(FIXTURE, { classes: ['D21'] });
    expect(d21.participants.map((p) => p.bib)).toEqual(['101', '102']);
  });
});

describe('parseIofResultList refusing a file', () => {
  it('names malformed XML with its line, without throwing', () => {
    const broken = '<?xml version="1.0"?>\n<ResultList>\n  <ClassResult>\n</ResultList>\n';
    expect(problemsOf(broken)).toEqual([
      {
        line: 4,
        message: expect.stringMatching(/^is not well-formed XML: .*ClassResult/) as unknown,
      },
    ]);
    expect(formatProblems(problemsOf('Bib,Name,Time\n1,Aster Lindgaard,40:00\n'))).toBe(
      'line 1: is not an XML file (it does not start with "<")',
    );
    expect(problemsOf('')).toHaveLength(1);
  });

  it('refuses another IOF document or IOF XML 2.0.3 with one message', () => {
    const startList = '<StartList xmlns="http://www.orienteering.org/datastandard/3.0" iofVersion="3.0"/>';
    expect(formatProblems(problemsOf(startList))).toBe(
      'line 1: the document is a <StartList>, not a results list: this importer reads an IOF XML 3.0 ' +
        '<ResultList> (export the results as IOF XML 3.0)',
    );
    const old = '<ResultList><IOFVersion version="2.0.3"/><ClassResult/></ResultList>';
    expect(formatProblems(problemsOf(old))).toMatch(/^line 1: the document is IOF XML 2\.0\.3: /);
  });

  it('refuses unknown classes and controls that are not split checkpoints, even with skipInvalid', () => {
    expect(problemsOf(FIXTURE, { skipInvalid: true, classes: ['M21'] })).toEqual([
      { path: 'classes', message: 'the file has no class "M21" (its classes: D21, H21)' },
    ]);
    expect(problemsOf(FIXTURE, { skipInvalid: true, controls: { '31': 'km7', '100': 'finish' } })).toEqual([
      { path: 'controls["31"]', message: 'the contest has no checkpoint "km7" (its splits: radio1, radio2)' },
      {
        path: 'controls["100"]',
        message: '"finish" is the finish, which comes from <StartTime> and <Time>: map a split',
      },
    ]);
  });
});

describe('parseIofResultList reading results', () => {
  it('reads OverTime as dnf and reports statuses without a timer status', () => {
    const xml = resultList(
      [
        personResult('1', '<Time>2700</Time><Status>OverTime</Status>'),
        personResult('2', '<Status>Moved</Status>'),
      ].join('\n'),
    );
    const outcome = parseIofResultList(xml, CONTEST, { skipInvalid: true });
    expect(outcome.ok && outcome.value.participants.map((p) => [p.bib, p.timerStatus])).toEqual([
      ['1', 'dnf'],
    ]);
    expect(outcome.ok && formatProblems(outcome.skipped)).toMatch(
      /^line 6, PersonResult 2, bib 2: <Status> "Moved" has no Finishline status/,
    );
  });

  it('reports bad times, starts without an offset, implausible times and repeated bibs', () => {
    const xml = resultList(
      [
        personResult('1', '<Time>40 min</Time><Status>OK</Status>'),
        personResult('2', '<StartTime>2026-05-16T10:02:00</StartTime><Time>2400</Time><Status>OK</Status>'),
        personResult('3', '<Time>60</Time><Status>OK</Status>'),
        personResult('3', '<Time>2500</Time><Status>OK</Status>'),
      ].join('\n'),
    );
    expect(formatProblems(problemsOf(xml)).split('\n')).toEqual([
      'line 5, PersonResult 1, bib 1: <Time> "40 min" is not a number of seconds',
      'line 6, PersonResult 2, bib 2: <StartTime> "2026-05-16T10:02:00" has no offset: add Z or ±hh:mm, as in ' +
        '2026-04-12T08:00:00.000+01:00',
      'line 7, PersonResult 3, bib 3: 1:00 at finish is faster than the 30 km/h limit for running',
      'line 8, PersonResult 4, bib 3: bib "3" is already on PersonResult 3 (line 7)',
    ]);
  });

  it('takes the finish from <FinishTime> without a <Time>, and a missing sex as x', () => {
    const xml = resultList(
      personResult('5', '<FinishTime>2026-05-16T10:41:00+02:00</FinishTime><Status>OK</Status>', ''),
    ).replace(' sex=""', '');
    const results = parseOk(xml);
    expect(results.passings).toEqual([
      { eventId: 'forest-sprint', contestId: 'long', bib: '5', checkpointId: 'finish', at: at('10:41:00') },
    ]);
    expect(results.participants[0]).toMatchObject({ gender: 'x', ageGroup: 'Open', chip: null });
  });

  it('reads a document with namespace prefixes', () => {
    const xml =
      '<iof:ResultList xmlns:iof="http://www.orienteering.org/datastandard/3.0" iofVersion="3.0"><iof:ClassResult>' +
      '<iof:Class><iof:Name>Open</iof:Name></iof:Class><iof:PersonResult><iof:Person sex="M"><iof:Name>' +
      '<iof:Family>Vell</iof:Family><iof:Given>Oskar</iof:Given></iof:Name></iof:Person><iof:Result>' +
      '<iof:BibNumber>9</iof:BibNumber><iof:Time>2500</iof:Time><iof:Status>OK</iof:Status></iof:Result>' +
      '</iof:PersonResult></iof:ClassResult></iof:ResultList>';
    expect(parseOk(xml).participants[0]).toMatchObject({ bib: '9', displayName: 'Oskar Vell', gender: 'm' });
  });

  it('reports a ResultList without results', () => {
    expect(problemsOf(resultList(''))).toEqual([
      { message: 'the ResultList has no <PersonResult> to import' },
    ]);
  });
});

describe('iofCheckpointIds', () => {
  it('names the start, the mapped splits and the finish', () => {
    const withStart = [checkpoint('start', 0, 0, 'start'), ...CONTEST.checkpoints];
    expect(iofCheckpointIds(withStart, { '45': 'radio2' })).toEqual(['start', 'radio2', 'finish']);
    expect(iofCheckpointIds(CONTEST.checkpoints)).toEqual(['finish']);
  });
});
