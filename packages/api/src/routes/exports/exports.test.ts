import { type ContestDetail, type ResultRow, STATUS_NAMES } from '@finishline/contract';
import { formatDuration } from '@finishline/core';
import { exportResultChunks, getContestVersion } from '@finishline/db';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, openTestApp, testDbKinds, type TestApp } from '../../testing/test-app.js';
import { csvRecord, inertText } from './index.js';

const EVENT = 'casablanca-marathon-2026';
const CONTESTS = [
  { eventId: EVENT, contestId: 'marathon' },
  { eventId: EVENT, contestId: '10k' },
  { eventId: 'paris-10k-2026', contestId: '10k' },
  { eventId: 'lyon-gran-fondo-2025', contestId: 'semi' },
];
const base = (eventId: string, contestId: string) => `/api/events/${eventId}/contests/${contestId}`;
const MARATHON = base(EVENT, 'marathon');

/** Reads a CSV as a spreadsheet would: BOM off, RFC 4180 fields, split by the language's separator. */
function readCsv(body: string, delimiter: ',' | ';' = ','): string[][] {
  return parse(body, { bom: true, relaxQuotes: false, delimiter }) as string[][];
}

describe('CSV fields', () => {
  it('quote commas, quotes and line breaks (RFC 4180) and read back the same', () => {
    const tricky = ['Dupont, "Jean"', 'Line\nbreak', 'plain', 'José Ñandú', 'محمد العلوي', ''];
    const line = csvRecord(tricky);
    expect(line).toBe('"Dupont, ""Jean""","Line\nbreak",plain,José Ñandú,محمد العلوي,\r\n');
    expect(readCsv(line)).toEqual([tricky]);
    // With semicolons (French, Spanish, Arabic spreadsheets): a semicolon is quoted, a comma is not.
    expect(csvRecord(['1,5', 'a;b'], ';')).toBe('1,5;"a;b"\r\n');
  });
  it('keep formulas from running', () => {
    expect(inertText('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(inertText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(inertText('Ana-María')).toBe('Ana-María');
    expect(inertText(null)).toBe('');
  });
});

describe.each(testDbKinds())('exports on %s', (kind) => {
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

  it('writes every row of the results list as CSV: BOM, header, results order, site formats', async () => {
    for (const { eventId, contestId } of CONTESTS) {
      const path = base(eventId, contestId);
      const response = await t.app.inject({ url: `${path}/results.csv` });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${eventId}-${contestId}-results.csv"`,
      );
      expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, ...rows] = readCsv(response.body);
      const { items, total } = await allResults(path);
      expect(rows.length, path).toBe(total);
      expect(rows.map((row) => row[1])).toEqual(items.map((item) => item.bib));
      const contest = (await getJson(t.app, path)).body as ContestDetail;
      expect(header).toContain(contest.paceUnit === 'min_per_mile' ? 'Pace (min/mi)' : 'Pace (min/km)');
      expect(header).toContain(contest.speedUnit === 'mph' ? 'Speed (mph)' : 'Speed (km/h)');
      expect(header?.includes('Age grade (%)')).toBe(contest.ageGrading !== null);
      expect(rows.every((row) => row.length === header?.length)).toBe(true);
    }
  });

  it('keeps accented and Arabic names, and formats times like the site', async () => {
    const response = await t.app.inject({ url: `${MARATHON}/results.csv` });
    const [header = [], ...rows] = readCsv(response.body);
    const { items } = await allResults(MARATHON);
    expect(header.slice(0, 9)).toEqual([
      'Place',
      'Bib',
      'Name',
      'Club or team',
      'Nation',
      'Age group',
      'Gender',
      'Status',
      'Official time',
    ]);
    const col = (name: string) => header.indexOf(name);
    const jose = rows.find((row) => row[col('Bib')] === '2');
    expect(jose?.[col('Name')]).toBe('José Ñandú');
    expect(jose?.[col('Club or team')]).toBe('Club Atlético Sevilla');
    const arabic = rows.find((row) => row[col('Bib')] === '3');
    expect(arabic?.[col('Name')]).toMatch(/محمد/);
    expect(arabic?.[col('Club or team')]).toBe('نادي الرباط');
    rows.forEach((row, i) => {
      const item = items[i]!;
      expect(row[col('Place')]).toBe(item.place === null ? '' : String(item.place));
      expect(row[col('Status')]).toBe(STATUS_NAMES[item.status].en);
      expect(row[col('Official time')]).toBe(
        item.officialTimeMs === null ? '' : formatDuration(item.officialTimeMs, 1000),
      );
      expect(row[col('Net time')]).toBe(item.netTimeMs === null ? '' : formatDuration(item.netTimeMs, 1000));
    });
    // 2:25:00.700 on a 1 s contest: 2:25:00, as the results page shows it.
    expect(rows.find((row) => row[col('Bib')] === '4')?.[col('Official time')]).toBe('2:25:00');
  });

  it('labels the columns in French and Arabic', async () => {
    const fr = readCsv((await t.app.inject({ url: `${MARATHON}/results.csv?locale=fr` })).body, ';')[0];
    expect(fr?.slice(0, 4)).toEqual(['Rang', 'Dossard', 'Nom', 'Club ou équipe']);
    expect(fr).toContain('Temps officiel');
    const ar = readCsv((await t.app.inject({ url: `${MARATHON}/results.csv?locale=ar` })).body, ';')[0];
    expect(ar?.slice(0, 3)).toEqual(['المركز', 'الصدرية', 'الاسم']);
    expect(ar).toContain('التوقيت الرسمي');
    const en = await t.app.inject({ url: `${MARATHON}/results.csv` });
    const es = await t.app.inject({ url: `${MARATHON}/results.csv?locale=es` });
    expect(es.headers.etag).not.toBe(en.headers.etag);
  });

  it('writes values as a spreadsheet in the visitor’s language reads them', async () => {
    const en = readCsv((await t.app.inject({ url: `${MARATHON}/results.csv` })).body);
    const fr = readCsv((await t.app.inject({ url: `${MARATHON}/results.csv?locale=fr` })).body, ';');
    const es = readCsv((await t.app.inject({ url: `${MARATHON}/results.csv?locale=es` })).body, ';');
    // The same rows and columns in each: a French spreadsheet opens it as columns, not one.
    expect(fr.map((row) => row.length)).toEqual(en.map((row) => row.length));
    const [enHead = [], ...enRows] = en;
    const [frHead = [], ...frRows] = fr;
    const [esHead = [], ...esRows] = es;
    const at = (head: string[], rows: string[][], name: string) => rows.map((row) => row[head.indexOf(name)]);
    expect(new Set(at(enHead, enRows, 'Status'))).toContain('Finished');
    expect(new Set(at(frHead, frRows, 'Statut'))).toContain('Arrivé');
    expect(new Set(at(esHead, esRows, 'Estado'))).toContain('Finalizado');
    expect(at(frHead, frRows, 'Sexe')).toEqual(
      at(enHead, enRows, 'Gender').map(
        (value) => ({ Male: 'Hommes', Female: 'Femmes', Other: 'Autre', '': '' })[value ?? ''],
      ),
    );
    // Decimals: 18.6 km/h in English, 18,6 in French.
    const enSpeed = at(enHead, enRows, 'Speed (km/h)').filter(Boolean);
    expect(enSpeed.length).toBeGreaterThan(0);
    expect(enSpeed.every((value) => /^\d+\.\d$/.test(value ?? ''))).toBe(true);
    expect(at(frHead, frRows, 'Vitesse (km/h)').filter(Boolean)).toEqual(
      enSpeed.map((value) => value?.replace('.', ',')),
    );
  });

  it('writes the results list’s items as one JSON array', async () => {
    for (const { eventId, contestId } of CONTESTS) {
      const path = base(eventId, contestId);
      const response = await t.app.inject({ url: `${path}/results.json?locale=ar` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${eventId}-${contestId}-results.json"`,
      );
      const { items, total } = await allResults(path);
      const exported = response.json<ResultRow[]>();
      expect(exported.length).toBe(total);
      expect(exported).toEqual(items);
    }
  });

  it('answers 304 to its ETag, 404 for unknown ids, 400 for a bad locale', async () => {
    const first = await t.app.inject({ url: `${MARATHON}/results.csv` });
    const again = await t.app.inject({
      url: `${MARATHON}/results.csv`,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of [`${base(EVENT, 'nope')}/results.csv`, `${base('nope', 'marathon')}/results.json`]) {
      const { status, body } = await getJson(t.app, url);
      expect(status, url).toBe(404);
      expect(body).toMatchObject({ error: { code: 'not_found' } });
    }
    for (const format of ['csv', 'json']) {
      const { status, body } = await getJson(t.app, `${MARATHON}/results.${format}?locale=de`);
      expect(status).toBe(400);
      expect(body).toMatchObject({ error: { code: 'invalid_parameter', parameter: 'locale' } });
    }
  });

  it('reads the list in chunks of the given size', async () => {
    const version = await getContestVersion(t.db, EVENT, 'marathon');
    if (!version) throw new Error('no marathon');
    const sizes: number[] = [];
    const bibs: string[] = [];
    for await (const chunk of exportResultChunks(t.db, version, 5)) {
      sizes.push(chunk.length);
      bibs.push(...chunk.map((row) => row.bib));
    }
    const { items, total } = await allResults(MARATHON);
    expect(total).toBe(12);
    expect(sizes).toEqual([5, 5, 2]);
    expect(bibs).toEqual(items.map((item) => item.bib));
    const exact: number[] = [];
    for await (const chunk of exportResultChunks(t.db, version, 4)) exact.push(chunk.length);
    expect(exact).toEqual([4, 4, 4]);
  });
});
