import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ParticipantDetail, type ResultRow } from '@finishline/contract';
import { truncateToPrecision } from '@finishline/core';
import { parseIofResultList } from '@finishline/ingest';
import { getContest, setNameHidden, upsertBundle } from '@finishline/db';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBundle } from '../../testing/fixture-bundle.js';
import { getJson, openTestApp, testDbKinds, type TestApp } from '../../testing/test-app.js';
import { IOF_STATUS, iofSeconds, xmlText } from './iof-xml.js';

const EVENT = 'casablanca-marathon-2026';
const CONTESTS = [
  { eventId: EVENT, contestId: 'marathon' },
  { eventId: EVENT, contestId: '10k' },
  { eventId: 'paris-10k-2026', contestId: '10k' },
  { eventId: 'sevilla-triathlon-2026', contestId: 'olympic' },
  { eventId: 'lyon-gran-fondo-2025', contestId: 'semi' },
];
const base = (eventId: string, contestId: string) => `/api/events/${eventId}/contests/${contestId}`;
const MARATHON = base(EVENT, 'marathon');
const XSD = fileURLToPath(new URL('./__fixtures__/IOF.xsd', import.meta.url));
const hasXmllint = spawnSync('xmllint', ['--version']).status === 0;

type XmlNode = Record<string, unknown>;
/** Every repeatable element as an array, so that one PersonResult reads like many. */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  trimValues: false,
  isArray: (name) => ['PersonResult', 'SplitTime'].includes(name),
});

function parseXml(xml: string): XmlNode {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as XmlNode;
}

const at = (node: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as XmlNode | undefined)?.[key], node);
const personResults = (doc: XmlNode) =>
  (at(doc, 'ResultList', 'ClassResult', 'PersonResult') ?? []) as XmlNode[];

/** Validates against the IOF XML 3.0 schema with xmllint; the error output when invalid, '' when valid. */
function schemaErrors(xml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'iof-'));
  try {
    const file = join(dir, 'results.xml');
    writeFileSync(file, xml);
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', XSD, file], { encoding: 'utf8' });
    return run.status === 0 ? '' : run.stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('XML text', () => {
  it('escapes markup and drops what XML 1.0 cannot hold', () => {
    expect(xmlText('<script>alert("x")</script> & \'y\'')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;y&apos;',
    );
    expect(xmlText('a\u0000b\u0007c\u001fd\uFFFEe\uD800f')).toBe('abcdef');
    expect(xmlText('tab\there\nline\r')).toBe('tab\there\nline&#xD;');
    expect(xmlText('محمد 🏃 José')).toBe('محمد 🏃 José');
  });
  it('writes seconds with their fractions', () => {
    expect(iofSeconds(8_700_700)).toBe('8700.7');
    expect(iofSeconds(3_600_000)).toBe('3600');
    expect(iofSeconds(1_234)).toBe('1.234');
  });
});

describe.each(testDbKinds())('IOF XML export on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  async function allResults(path: string): Promise<{ items: ResultRow[]; total: number }> {
    const { status, body } = await getJson(t.app, `${path}/results?pageSize=500`);
    expect(status).toBe(200);
    return body as { items: ResultRow[]; total: number };
  }

  it('writes one PersonResult per row of the results list, with the JSON export’s places and statuses', async () => {
    for (const { eventId, contestId } of CONTESTS) {
      const path = base(eventId, contestId);
      const response = await t.app.inject({ url: `${path}/results.xml` });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${eventId}-${contestId}-results.xml"`,
      );
      expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      const doc = parseXml(response.body);
      const list = at(doc, 'ResultList') as XmlNode;
      expect(list['@xmlns']).toBe('http://www.orienteering.org/datastandard/3.0');
      expect(list['@iofVersion']).toBe('3.0');
      expect(list['@creator']).toBe('Finishline');
      expect(list['@createTime']).toBe('2026-06-15T10:00:00.000Z');
      const exported = (await t.app.inject({ url: `${path}/results.json` })).json<ResultRow[]>();
      const { total } = await allResults(path);
      const people = personResults(doc);
      expect(people.length, path).toBe(total);
      expect(people.map((p) => at(p, 'Result', 'BibNumber'))).toEqual(exported.map((row) => row.bib));
      expect(people.map((p) => at(p, 'Result', 'Status'))).toEqual(
        exported.map((row) => IOF_STATUS[row.status]),
      );
      expect(people.map((p) => at(p, 'Result', 'Position') ?? null)).toEqual(
        exported.map((row) => (row.status === 'finished' && row.place !== null ? String(row.place) : null)),
      );
      expect(people.map((p) => at(p, 'Result', 'Time') ?? null)).toEqual(
        exported.map((row) =>
          row.status === 'finished' && row.officialTimeMs !== null ? iofSeconds(row.officialTimeMs) : null,
        ),
      );
    }
  });

  it('says Complete for a completed contest, Snapshot for a live or upcoming one', async () => {
    const status = async (path: string) =>
      at(parseXml((await t.app.inject({ url: `${path}/results.xml` })).body), 'ResultList', '@status');
    expect(await status(MARATHON)).toBe('Complete');
    expect(await status(base('paris-10k-2026', '10k'))).toBe('Snapshot');
    expect(await status(base('sevilla-triathlon-2026', 'olympic'))).toBe('Snapshot');
  });

  it('describes the event, the contest as the class and its course', async () => {
    const doc = parseXml((await t.app.inject({ url: `${MARATHON}/results.xml` })).body);
    const event = at(doc, 'ResultList', 'Event') as XmlNode;
    expect(event.Id).toBe(EVENT);
    expect(at(event, 'StartTime', 'Date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(at(event, 'StartTime', 'Time')).toMatch(/^\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/);
    const classResult = at(doc, 'ResultList', 'ClassResult') as XmlNode;
    expect(at(classResult, 'Class', 'Name')).toBe('Marathon');
    expect(at(classResult, 'Course', 'Length')).toBe('42195');
    expect(at(classResult, 'Course', 'NumberOfControls')).toBe('2');
    // The 10 km is timed to the tenth.
    const tenK = parseXml((await t.app.inject({ url: `${base(EVENT, '10k')}/results.xml` })).body);
    expect(at(tenK, 'ResultList', 'ClassResult', '@timeResolution')).toBe('0.1');
  });

  it('gives every split checkpoint of every runner, with the participant page’s times from the start', async () => {
    for (const contestId of ['marathon', '10k']) {
      const path = base(EVENT, contestId);
      const people = personResults(parseXml((await t.app.inject({ url: `${path}/results.xml` })).body));
      for (const person of people) {
        const bib = String(at(person, 'Result', 'BibNumber'));
        const { body } = await getJson(t.app, `/api/events/${EVENT}/participants/${bib}`);
        const detail = body as ParticipantDetail;
        const expected = detail.splits
          .filter((split) => split.kind === 'split')
          .map((split) =>
            split.fromStartMs === null
              ? { ControlCode: split.checkpointId, '@status': 'Missing' }
              : {
                  ControlCode: split.checkpointId,
                  Time: iofSeconds(truncateToPrecision(split.fromStartMs, detail.contest.precisionMs)),
                },
          );
        expect(at(person, 'Result', 'SplitTime'), `${contestId} ${bib}`).toEqual(expected);
        const result = at(person, 'Result') as XmlNode;
        if (detail.result?.status !== 'finished') continue;
        // Start + official time is the finish (to the precision), whatever the time basis.
        const start = Date.parse(String(result.StartTime));
        const finish = Date.parse(String(result.FinishTime));
        expect(finish - start - Number(result.Time) * 1000).toBeGreaterThanOrEqual(0);
        expect(finish - start - Number(result.Time) * 1000).toBeLessThan(detail.contest.precisionMs);
      }
    }
    // The fixture's missed split comes out as Missing.
    const marathon = personResults(parseXml((await t.app.inject({ url: `${MARATHON}/results.xml` })).body));
    expect(marathon.some((p) => (at(p, 'Result', 'SplitTime') as XmlNode[]).some((s) => s['@status']))).toBe(
      true,
    );
  });

  it('writes people as IOF wants them: sex, nationality code, club', async () => {
    const people = personResults(parseXml((await t.app.inject({ url: `${MARATHON}/results.xml` })).body));
    const { items } = await allResults(MARATHON);
    people.forEach((person, i) => {
      const item = items[i]!;
      expect(at(person, 'Person', '@sex') ?? 'x').toBe(item.gender === 'x' ? 'x' : item.gender.toUpperCase());
      expect(at(person, 'Organisation', 'Name') ?? null).toBe(item.club);
      const code = at(person, 'Person', 'Nationality', '@code');
      if (item.nation === null) expect(code).toBeUndefined();
      else expect(code).toMatch(/^[A-Z]{3}$/);
    });
    const jose = people.find((p) => at(p, 'Result', 'BibNumber') === '2');
    expect(at(jose, 'Person', 'Name')).toEqual({ Family: 'Ñandú', Given: 'José' });
  });

  it('imports back with the IOF importer: the same runners, statuses and reads (to the precision)', async () => {
    for (const contestId of ['marathon', '10k']) {
      const xml = (await t.app.inject({ url: `${base(EVENT, contestId)}/results.xml` })).body;
      const contest = await getContest(t.db, EVENT, contestId);
      if (!contest) throw new Error(`no ${contestId}`);
      const splitIds = contest.checkpoints.filter((cp) => cp.kind === 'split').map((cp) => cp.id);
      // The importer reads results only: runners still on course (Active) or not started (Inactive) are skipped.
      const outcome = parseIofResultList(
        xml,
        {
          eventId: EVENT,
          contestId,
          startTime: contest.startTime,
          timeBasis: contest.timeBasis,
          checkpoints: contest.checkpoints,
        },
        { controls: Object.fromEntries(splitIds.map((id) => [id, id])), skipInvalid: true },
      );
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
      const results = await allResults(base(EVENT, contestId));
      const items = results.items.filter((item) => item.status !== 'started' && item.status !== 'registered');
      expect(outcome.skipped.length).toBe(results.total - items.length);
      expect(outcome.skipped.every((problem) => /"(Active|Inactive)"/.test(problem.message))).toBe(true);
      expect(outcome.value.participants.map((p) => p.bib)).toEqual(items.map((item) => item.bib));
      expect(outcome.value.participants.map((p) => p.timerStatus ?? null)).toEqual(
        items.map((item) => (['dnf', 'dns', 'dsq'].includes(item.status) ? item.status : null)),
      );
      for (const item of items) {
        const detail = (await getJson(t.app, `/api/events/${EVENT}/participants/${item.bib}`))
          .body as ParticipantDetail;
        for (const split of detail.splits.filter((s) => s.kind !== 'start' && s.at !== null)) {
          // A DNF's finish read (if any) is not in the file: only finishers have a finish time.
          if (split.kind === 'finish' && item.status !== 'finished') continue;
          const read = outcome.value.passings.find(
            (r) => r.bib === item.bib && r.checkpointId === split.checkpointId,
          );
          const drift = Date.parse(String(split.at)) - (read?.at ?? Number.NaN);
          expect(drift, `${contestId} ${item.bib} ${split.checkpointId}`).toBeGreaterThanOrEqual(0);
          expect(drift).toBeLessThan(contest.precisionMs);
        }
      }
    }
  });

  it('escapes hostile names, writes a hidden name empty, and stays valid XML', async () => {
    const hostile = 'O\'Brien "<script>alert(1)</script>" & Co\u0001\u0008';
    // An organiser's file with hostile names in it, imported as any other.
    const bundle = createFixtureBundle();
    bundle.participants = bundle.participants.map((p) =>
      p.eventId === EVENT && p.contestId === 'marathon' && p.bib === '2'
        ? {
            ...p,
            lastName: hostile,
            firstName: 'A&B <b>',
            displayName: `A&B <b> ${hostile}`,
            club: ']]> <!-- & -->',
          }
        : p,
    );
    await upsertBundle(t.db, bundle);
    await setNameHidden(t.db, { eventId: EVENT, participantId: '3' }, true);
    const response = await t.app.inject({ url: `${MARATHON}/results.xml` });
    expect(response.body).not.toContain('<script>');
    expect([...response.body].filter((char) => char < ' ' && !'\t\n\r'.includes(char))).toEqual([]);
    const people = personResults(parseXml(response.body));
    const two = people.find((p) => at(p, 'Result', 'BibNumber') === '2');
    expect(at(two, 'Person', 'Name')).toEqual({
      Family: 'O\'Brien "<script>alert(1)</script>" & Co',
      Given: 'A&B <b>',
    });
    expect(at(two, 'Organisation', 'Name')).toBe(']]> <!-- & -->');
    const three = people.find((p) => at(p, 'Result', 'BibNumber') === '3');
    expect(at(three, 'Person', 'Name')).toEqual({ Family: '', Given: '' });
    if (hasXmllint) expect(schemaErrors(response.body)).toBe('');
  });

  it.skipIf(!hasXmllint)('validates against the IOF XML 3.0 schema (xmllint)', async () => {
    for (const { eventId, contestId } of CONTESTS) {
      const xml = (await t.app.inject({ url: `${base(eventId, contestId)}/results.xml` })).body;
      expect(schemaErrors(xml), `${eventId}/${contestId}`).toBe('');
    }
    // And the schema rejects what it should, so a pass means something.
    expect(schemaErrors('<ResultList xmlns="http://www.orienteering.org/datastandard/3.0"/>')).not.toBe('');
  });
  if (!hasXmllint) {
    it.skip('validates against the IOF XML 3.0 schema: xmllint is missing (apt-get install libxml2-utils)', () => {});
  }

  it('answers 304 to its ETag and 404 for unknown ids', async () => {
    const first = await t.app.inject({ url: `${MARATHON}/results.xml` });
    const again = await t.app.inject({
      url: `${MARATHON}/results.xml`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const csv = await t.app.inject({ url: `${MARATHON}/results.csv` });
    expect(csv.headers.etag).not.toBe(first.headers.etag);
    for (const url of [`${base(EVENT, 'nope')}/results.xml`, `${base('nope', 'marathon')}/results.xml`]) {
      const { status, body } = await getJson(t.app, url);
      expect(status, url).toBe(404);
      expect(body).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});
