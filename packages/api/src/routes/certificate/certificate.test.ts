import { ErrorResponse } from '@finishline/contract';
import { type ImportBundle } from '@finishline/core';
import { upsertBundle } from '@finishline/db';
import { type LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppAt, expectValid, openTestApp, testDbKinds, type TestApp } from '../../testing/test-app.js';
import { FIXTURE_NOW } from '../../testing/fixture-bundle.js';

const CASA = '/api/events/casablanca-marathon-2026/participants';
const NIGHT = '/api/events/la-night-run-2026/participants';
/** 10 May 2026 05:00 UTC is still 9 May (22:00) in Los Angeles. */
const NIGHT_GUN = Date.UTC(2026, 4, 10, 5, 0, 0);
const HOSTILE_NAME = '<script>alert("x")</script> ) Tj ET %PDF-1.4';

/** A late-evening race in another time zone, with hostile names (PDF operators, markup, direction overrides). */
function nightRun(): ImportBundle {
  const eventId = 'la-night-run-2026';
  const runner = (id: string, first: string, last: string, gender: 'f' | 'm') => ({
    eventId,
    contestId: '5k',
    id,
    bib: id,
    chip: null,
    firstName: first,
    lastName: last,
    displayName: `${first} ${last}`,
    club: null,
    country: 'US',
    nation: 'US',
    gender,
    birthYear: null,
    age: null,
    ageGroup: null,
    waveStart: null,
    timerStatus: null,
  });
  return {
    events: [
      {
        id: eventId,
        name: 'LA Night Run',
        type: 'running',
        country: 'US',
        city: 'Los Angeles',
        dateFrom: '2026-05-09',
        dateTo: '2026-05-09',
        timeZone: 'America/Los_Angeles',
        description: null,
      },
    ],
    contests: [
      {
        eventId,
        id: '5k',
        name: '5 km',
        startTime: NIGHT_GUN,
        distanceM: 5_000,
        gender: 'mf',
        country: 'US',
        city: 'Los Angeles',
        timeBasis: 'gun',
        precisionMs: 100,
        paceUnit: 'min_per_mile',
        speedUnit: 'mph',
        ageGroupScheme: null,
        courseGpx: null,
        contact: {
          name: null,
          email: null,
          phone: null,
          website: null,
          organizerType: null,
          organizer: null,
          timingCompany: null,
          country: 'US',
          city: 'Los Angeles',
        },
        checkpoints: [{ id: 'finish', name: 'Finish', distanceM: 5_000, order: 0, kind: 'finish' }],
      },
    ],
    participants: [
      runner('1', '<script>alert("x")</script>', ') Tj ET %PDF-1.4', 'f'),
      runner('2', '\u202Eevil', 'Name\u202C', 'm'),
    ],
    passings: [
      { eventId, contestId: '5k', bib: '1', checkpointId: 'finish', at: NIGHT_GUN + 20 * 60_000 + 350 },
      { eventId, contestId: '5k', bib: '2', checkpointId: 'finish', at: NIGHT_GUN + 21 * 60_000 },
    ],
    recordings: [],
  };
}

async function pdfText(response: LightMyRequestResponse): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
  expect(pdf.numPages).toBe(1);
  return (await extractText(pdf, { mergePages: true })).text;
}

describe.each(testDbKinds())('certificates on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
    await upsertBundle(t.db, nightRun());
  });
  afterAll(() => t.close());

  /** GET the certificate of a participant path, e.g. `certificate(`${CASA}/1`, 'ar')`. */
  const certificate = (path: string, locale?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `${path}/certificate.pdf${locale ? `?locale=${locale}` : ''}`, headers });

  it('is a PDF with name, contest, date, official time and places, in English by default', async () => {
    const response = await certificate(`${CASA}/3`);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'inline; filename="certificate-3-en.pdf"',
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(response);
    for (const expected of [
      'Marathon International de Casablanca',
      'Finisher certificate',
      'This certifies that',
      // An Arabic name inside English text, in logical order.
      'محمد العلوي',
      'Marathon · 42.195 km',
      '10 May 2026 · Casablanca, Morocco',
      'Official time',
      '2:20:00',
      'gun time',
      // 2:20:00 over 42.195 km, in the contest's unit.
      'Average pace',
      '3:20',
      'per km',
      // Every place with its number of finishers: 7 in all, 4 men, 3 in SEN.
      'Overall place',
      'of 7',
      'Gender place',
      'of 4',
      'Age group place',
      'SEN · of 3',
      'Bib 3 · Timing: Fast Timing',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('العلوي محمد');
  });

  it('is written in Arabic right to left, its text in logical order, Latin names left to right', async () => {
    const amina = await pdfText(await certificate(`${CASA}/1`, 'ar'));
    for (const expected of [
      'شهادة إتمام السباق',
      'نشهد بأن',
      'Amina El Idrissi',
      'أنهت',
      'التوقيت الرسمي',
      '2:30:00',
      'توقيت الانطلاق',
      'الترتيب العام',
      'الترتيب حسب الجنس',
      'الترتيب في الفئة العمرية',
      'F35',
      // The date line mixes runs: pdf.js lists them in visual order, each in logical order.
      'ماي',
      // City and country joined by the Arabic comma.
      '، المغرب',
      // Amina's places, each "of N" (7 finishers in all, 2 women, 1 in F35), runs listed in visual order.
      '7 من أصل',
      '2 من أصل',
      '1 · من أصل F35',
    ]) {
      expect(amina).toContain(expected);
    }
    // Visual order would read the letters and words backwards.
    expect(amina).not.toContain(', المغرب');
    expect(amina).not.toContain('قابسلا');
    expect(amina).not.toContain('السباق إتمام شهادة');
    const mohamed = await pdfText(await certificate(`${CASA}/3`, 'ar'));
    expect(mohamed).toContain('محمد العلوي');
    expect(mohamed).toContain('أنهى');
  });

  it('speaks Spanish and French', async () => {
    const es = await pdfText(await certificate(`${CASA}/2`, 'es'));
    for (const expected of [
      'Certificado de finisher',
      'José Ñandú',
      '10 de mayo de 2026',
      'Tiempo oficial',
    ]) {
      expect(es).toContain(expected);
    }
    const fr = await pdfText(await certificate(`${CASA}/2`, 'fr'));
    for (const expected of [
      'Diplôme de finisher',
      'José Ñandú',
      '10 mai 2026',
      'Temps officiel',
      'Dossard 2',
    ]) {
      expect(fr).toContain(expected);
    }
  });

  it("dates the race in the event's time zone and keeps the contest's precision", async () => {
    const text = await pdfText(await certificate(`${NIGHT}/1`));
    expect(text).toContain('9 May 2026 · Los Angeles, United States');
    expect(text).toContain('20:00.3');
  });

  it('shows the pace in the contest’s unit: per mile for a US race, in every language', async () => {
    // 20:00.3 over 5 km is 6:26.2 per mile (4:00.1 per km), rounded up to 6:27.
    const english = await pdfText(await certificate(`${NIGHT}/1`));
    expect(english).toContain('Average pace');
    expect(english).toContain('6:27');
    expect(english).toContain('per mile');
    expect(english).not.toContain('per km');
    expect(english).not.toContain('4:01');
    const arabic = await pdfText(await certificate(`${NIGHT}/1`, 'ar'));
    expect(arabic).toContain('متوسط الوتيرة');
    expect(arabic).toContain('6:27');
    expect(arabic).toContain('لكل ميل');
    expect(await pdfText(await certificate(`${NIGHT}/1`, 'fr'))).toContain('au mile');
    expect(await pdfText(await certificate(`${NIGHT}/1`, 'es'))).toContain('por milla');
  });

  it('prints hostile names as the literal text they are, without their direction overrides', async () => {
    const response = await certificate(`${NIGHT}/1`);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(response)).toContain(HOSTILE_NAME);
    const overridden = await pdfText(await certificate(`${NIGHT}/2`, 'ar'));
    expect(overridden).toContain('evil Name');
    expect(overridden).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('has a stable ETag and the same bytes every time; 304 on revalidation; one ETag per language', async () => {
    const first = await certificate(`${CASA}/5`);
    const again = await certificate(`${CASA}/5`);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const otherApp = await buildAppAt(t.db, FIXTURE_NOW);
    const rendered = await otherApp.inject({ url: `${CASA}/5/certificate.pdf` });
    await otherApp.close();
    expect(rendered.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await certificate(`${CASA}/5`, undefined, {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    const spanish = await t.app.inject({ url: `${CASA}/5/certificate.pdf?locale=es` });
    expect(spanish.headers.etag).not.toBe(first.headers.etag);
    const head = await t.app.inject({ method: 'HEAD', url: `${CASA}/5/certificate.pdf` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
  });

  it.each([
    ['a DNF', `${CASA}/6`, 404],
    ['a DSQ with a finish read', `${CASA}/10`, 404],
    ['a runner without a finish', `${CASA}/7`, 404],
    ['a registered entrant', `${CASA}/12`, 404],
    ['an unknown participant', `${CASA}/999`, 404],
    ['an unknown event', '/api/events/nope/participants/1', 404],
    ['a malformed id', `${CASA}/%3Cb%3E`, 400],
  ])('answers %s (%s) with %i', async (_what, path, status) => {
    const response = await certificate(path);
    expect(response.statusCode).toBe(status);
    expectValid(ErrorResponse, response.json());
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('refuses an unknown language with a 400 naming it', async () => {
    const response = await certificate(`${CASA}/3`, 'de');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_parameter', parameter: 'locale' } });
  });

  it('is described in the OpenAPI document', async () => {
    type Operation = {
      summary?: string;
      parameters: { name: string; description?: string; schema?: { description?: string } }[];
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: Operation }>;
    }>();
    const operation =
      document.paths['/api/events/{eventId}/participants/{participantId}/certificate.pdf']?.get;
    expect(operation?.summary).toBeTruthy();
    expect(operation?.parameters.map((p) => p.name).sort()).toEqual(['eventId', 'locale', 'participantId']);
    for (const parameter of operation?.parameters ?? []) {
      expect(parameter.description ?? parameter.schema?.description, parameter.name).toBeTruthy();
    }
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['application/pdf']);
    const recording =
      document.paths['/api/events/{eventId}/contests/{contestId}/recordings/{recordingId}']?.get;
    expect(recording?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['eventId', 'contestId', 'recordingId', 'range']),
    );
    for (const parameter of recording?.parameters ?? []) {
      expect(parameter.description ?? parameter.schema?.description, parameter.name).toBeTruthy();
    }
    expect(Object.keys(recording?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '206', '404', '416']),
    );
  });
});
