/**
 * Privacy (docs/privacy.md): once the organiser hides a participant's name, no answer of the API carries it —
 * every GET path of the OpenAPI description is asked, with the participant's event, contest, id and bib filled
 * in, JSON and downloads alike, and the certificate's text is read out of its PDF. The same walk before hiding
 * finds the name, so the test cannot pass by asking the wrong questions.
 */
import { setNameHidden, upsertBundle } from '@finishline/db';
import { type LightMyRequestResponse } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBundle } from './testing/fixture-bundle.js';
import { openTestApp, testDbKinds, type TestApp } from './testing/test-app.js';

const EVENT = 'casablanca-marathon-2026';
const CONTEST = 'marathon';
/** The marathon's winner in the fixture: the only runner with these names. */
const HIDDEN = { id: '1', bib: '1', names: ['Amina', 'El Idrissi'] };

const PARAMS: Record<string, string> = {
  eventId: EVENT,
  contestId: CONTEST,
  participantId: HIDDEN.id,
  recordingId: 'finish-cam',
};

/** Queries that make a path show the participant (search by name and bib, tracking by bib, rankings). */
const QUERIES: Record<string, string[]> = {
  '/search/participants': [`text=${HIDDEN.bib}`, 'text=Amina', 'text=Idrissi', 'text=Amin'],
  '/tracking': [`bibs=${HIDDEN.bib}`],
  '/coming-next': ['checkpoint=half', 'checkpoint=finish'],
  '/results': ['', 'checkpoint=half', 'ranking=ageGrade', 'gender=f'],
  '/participants': ['', `bib=${HIDDEN.bib}`, 'sort=name'],
};

/** Every URL to ask: the description's GET paths with parameters filled, each with its revealing queries. */
async function publicUrls(t: TestApp): Promise<string[]> {
  const docs = await t.app.inject({ url: '/api/docs/json' });
  const paths = Object.entries(
    (docs.json() as { paths: Record<string, Record<string, unknown>> }).paths,
  ).flatMap(([path, methods]) => ('get' in methods ? [path] : []));
  expect(paths.length).toBeGreaterThan(15);
  const urls: string[] = [];
  for (const path of paths) {
    // The live stream never ends: its snapshot path gives the same rows.
    if (path.endsWith('/live')) continue;
    const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = PARAMS[name];
      if (value === undefined) throw new Error(`no value for {${name}} of ${path}`);
      return value;
    });
    const suffix = Object.keys(QUERIES).find((end) => path.endsWith(end));
    for (const query of suffix ? (QUERIES[suffix] ?? []) : ['']) urls.push(query ? `${url}?${query}` : url);
    if (!path.includes('{')) urls.push(`${url}?q=Amina`);
  }
  return urls;
}

/** The text an answer shows: the body, or a PDF's extracted text. */
async function shownText(response: LightMyRequestResponse): Promise<string> {
  if (String(response.headers['content-type'] ?? '').startsWith('application/pdf')) {
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    return `${response.body}\n${(await extractText(pdf, { mergePages: true })).text}`;
  }
  return response.body;
}

/** The URLs whose answers hold any of the names, with the status of each answer. */
async function revealing(t: TestApp, urls: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const url of urls) {
    const response = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
    expect(response.statusCode, url).toBeLessThan(500);
    const text = await shownText(response);
    const headers = JSON.stringify(response.headers);
    if (HIDDEN.names.some((name) => text.includes(name) || headers.includes(name))) found.push(url);
  }
  return found;
}

describe.each(testDbKinds())('a hidden name on %s', (kind) => {
  let t: TestApp;
  let urls: string[];
  beforeAll(async () => {
    t = await openTestApp(kind);
    urls = await publicUrls(t);
  });
  afterAll(() => t.close());

  it('is shown before the organiser hides it (the walk reaches the participant)', async () => {
    const found = await revealing(t, urls);
    for (const part of ['/participants/1', '/results', '/search/participants?text=Amina', '/tracking'])
      expect(
        found.some((url) => url.includes(part)),
        part,
      ).toBe(true);
  });

  it('appears in no answer once hidden, and is gone from the database', async () => {
    expect(await setNameHidden(t.db, { eventId: EVENT, participantId: HIDDEN.id }, true)).toMatchObject({
      changed: true,
    });
    expect(await revealing(t, urls)).toEqual([]);
    // The certificate says who in words rather than leaving a blank.
    const certificate = await t.app.inject({
      url: `/api/events/${EVENT}/participants/${HIDDEN.id}/certificate.pdf?locale=en`,
    });
    expect(await shownText(certificate)).toContain('Anonymous runner');
    const rows = await t.db.query<{ text: string }>(
      // Every text column of every table, as one string: the name is not stored anywhere public.
      `select string_agg(t::text, ' ') as text from participants t where event_id = '${EVENT}'`,
    );
    for (const name of HIDDEN.names) expect(rows[0]?.text ?? '').not.toContain(name);
    const names = await t.db.query<{ name: string }>('select name from search_names');
    expect(names.map((row) => row.name).filter((name) => /amina|idrissi/.test(name))).toEqual([]);
  });

  it('stays hidden when the organiser imports the corrected file again, until the file says otherwise', async () => {
    await upsertBundle(t.db, createFixtureBundle());
    expect(await revealing(t, urls)).toEqual([]);
    const participant = await t.app.inject({ url: `/api/events/${EVENT}/participants/${HIDDEN.id}` });
    expect(participant.json()).toMatchObject({
      participant: { name: '', firstName: '', lastName: '', bib: HIDDEN.bib },
    });

    const bundle = createFixtureBundle();
    const entry = bundle.participants.find((p) => p.eventId === EVENT && p.id === HIDDEN.id);
    if (!entry) throw new Error('fixture participant missing');
    entry.nameHidden = false;
    await upsertBundle(t.db, bundle);
    expect(
      (await t.app.inject({ url: `/api/events/${EVENT}/participants/${HIDDEN.id}` })).json(),
    ).toMatchObject({ participant: { firstName: 'Amina', lastName: 'El Idrissi' } });
  });

  it('a file can hide a name itself, and showing again waits for the next import', async () => {
    const bundle = createFixtureBundle();
    const entry = bundle.participants.find((p) => p.eventId === EVENT && p.id === HIDDEN.id);
    if (!entry) throw new Error('fixture participant missing');
    entry.nameHidden = true;
    await upsertBundle(t.db, bundle);
    expect(await revealing(t, urls)).toEqual([]);
    expect(await setNameHidden(t.db, { eventId: EVENT, participantId: HIDDEN.id }, false)).toMatchObject({
      changed: true,
    });
    // The flag is off, but the name was erased: it returns with the next import of the file that holds it.
    expect(await revealing(t, urls)).toEqual([]);
    await upsertBundle(t.db, createFixtureBundle());
    expect((await revealing(t, urls)).length).toBeGreaterThan(0);
    expect(await setNameHidden(t.db, { eventId: EVENT, participantId: 'nobody' }, true)).toBeNull();
  });

  it('the database refuses a hidden participant with a stored name', async () => {
    await expect(
      t.db.query(`update participants set name_hidden = true where event_id = '${EVENT}' and id = '2'`),
    ).rejects.toThrow();
  });
});
