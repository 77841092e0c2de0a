import { readFileSync, writeFileSync } from 'node:fs';
import { ErrorResponse } from '@finishline/contract';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShareCardFacts, shareCardText } from '../../lib/certificate-text.js';
import { shareCardSvg } from '../../lib/share-card.js';
import { measureText } from '../../lib/share-card-png.js';
import { expectValid, openTestApp, testDbKinds, type TestApp } from '../../testing/test-app.js';

const CASA = '/api/events/casablanca-marathon-2026/participants';
/** UPDATE_CARD_REFERENCES=1 rewrites the reference renderings (then look at them before committing). */
const SHOULD_UPDATE = process.env.UPDATE_CARD_REFERENCES === '1';
const fixture = (name: string) => new URL(`./__fixtures__/${name}`, import.meta.url);

/** Width and height from the IHDR chunk, which must follow the 8-byte signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Distinct colours, and pixels unlike the paper, in the text area (between the top stripe and the bottom band). */
function inkOf(png: Buffer): { colours: number; inked: number } {
  const { data, width } = PNG.sync.read(png);
  const colours = new Set<number>();
  let inked = 0;
  for (let y = 20; y < 560; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
      colours.add((r << 16) | (g << 8) | b);
      if (Math.abs(r - 0xfb) + Math.abs(g - 0xfa) + Math.abs(b - 0xf7) > 60) inked++;
    }
  }
  return { colours: colours.size, inked };
}

/** Compares with the committed reference, allowing anti-aliasing noise (another resvg build, another CPU). */
function expectLikeReference(png: Buffer, name: string): void {
  if (SHOULD_UPDATE) writeFileSync(fixture(name), png);
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(readFileSync(fixture(name)));
  expect([actual.width, actual.height]).toEqual([expected.width, expected.height]);
  const differing = pixelmatch(actual.data, expected.data, null, actual.width, actual.height, {
    threshold: 0.1,
  });
  // 0.5 % of the card: a moved line or a missing word differs by far more.
  expect(differing).toBeLessThan(actual.width * actual.height * 0.005);
}

describe.each(testDbKinds())('share cards on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  const card = (path: string, locale?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `${path}/card.png${locale ? `?locale=${locale}` : ''}`, headers });

  it.each([
    ['en', 'card-en.png'],
    ['ar', 'card-ar.png'],
  ])('is a 1200×630 PNG with text on it, like its reference (%s)', async (locale, reference) => {
    const response = await card(`${CASA}/3`, locale);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename="result-3-${locale}.png"`,
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    const png = response.rawPayload;
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    const { colours, inked } = inkOf(png);
    expect(colours).toBeGreaterThan(50);
    expect(inked).toBeGreaterThan(20_000);
    expectLikeReference(png, reference);
  });

  it('has a card for every participant page: a DNF and a registered entrant too', async () => {
    for (const id of ['6', '12']) {
      const response = await card(`${CASA}/${id}`);
      expect(response.statusCode, id).toBe(200);
      expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    }
  });

  it('has a stable ETag, the same bytes from memory, a 304 on revalidation and one ETag per language', async () => {
    const first = await card(`${CASA}/5`);
    const again = await card(`${CASA}/5`);
    expect(first.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await card(`${CASA}/5`, undefined, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect((await card(`${CASA}/5`, 'fr')).headers.etag).not.toBe(first.headers.etag);
  });

  it.each([
    ['an unknown participant', `${CASA}/999`, 404],
    ['an unknown event', '/api/events/nope/participants/1', 404],
    ['a malformed id', `${CASA}/%3Cb%3E`, 400],
  ])('answers %s (%s) with %i', async (_what, path, status) => {
    const response = await card(path);
    expect(response.statusCode).toBe(status);
    expectValid(ErrorResponse, response.json());
  });

  it('refuses an unknown language with a 400 naming it', async () => {
    const response = await card(`${CASA}/3`, 'de');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'invalid_parameter', parameter: 'locale' } });
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { parameters: { name: string }[]; responses: Record<string, unknown> } }>;
    }>();
    const operation = document.paths['/api/events/{eventId}/participants/{participantId}/card.png']?.get;
    expect(operation?.parameters.map((p) => p.name).sort()).toEqual(['eventId', 'locale', 'participantId']);
    expect(operation?.responses['200']).toMatchObject({ content: { 'image/png': {} } });
  });
});

describe('share card layout', () => {
  const facts: ShareCardFacts = {
    name: '',
    gender: 'f',
    bib: '7',
    ageGroup: 'F35',
    eventName: 'Night <Run> & "Co"',
    city: 'Rabat',
    country: 'MA',
    timeZone: 'Africa/Casablanca',
    contestName: '10 km',
    distanceM: 10_000,
    startTime: Date.UTC(2026, 4, 10, 20),
    timeBasis: 'net',
    precisionMs: 1000,
    officialTimeMs: 2_400_000,
    paceMs: 240_000,
    paceUnit: 'min_per_km',
    overallPlace: 12,
    genderPlace: 3,
    ageGroupPlace: 1,
    finisherCount: 3_456,
    timingCompany: null,
    status: 'finished',
    splits: [
      { name: '5 km', fromStartMs: 1_200_000 },
      { name: 'Finish', fromStartMs: 2_400_000 },
    ],
    genderFinishers: 1_200,
    ageGroupFinishers: 80,
  };

  it.each([
    ['en', 'Anonymous runner'],
    ['es', 'Participante anónimo'],
    ['fr', 'Participant anonyme'],
    ['ar', 'مشارك بلا سمية'],
  ] as const)('prints the anonymous label for an empty name (%s)', (locale, label) => {
    const text = shareCardText(facts, locale);
    expect(text.name).toBe(label);
    expect(text.isAnonymous).toBe(true);
    expect(shareCardSvg(text, measureText)).toContain(`>${label}</text>`);
  });

  it('escapes every text for XML: user text never becomes markup', () => {
    const svg = shareCardSvg(
      shareCardText({ ...facts, name: '</text><script>x</script>' }, 'en'),
      measureText,
    );
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;/text&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(svg).toContain('Night &lt;Run&gt; &amp; &quot;Co&quot;');
  });

  it('prints places as "12 of 3,456" and the splits before the finish', () => {
    const text = shareCardText({ ...facts, name: 'Amina' }, 'en');
    expect(text.places.map((place) => place.value)).toEqual(['12 of 3,456', '3 of 1,200', '1 of 80']);
    expect(text.splits.map((split) => split.text)).toEqual(['5 km 20:00']);
    expect(text.headline).toMatchObject({ label: 'Official time', value: '40:00' });
  });

  it('shrinks a long name, then cuts it with an ellipsis inside the card', () => {
    const long = 'Maximilian-Alexander Wolfeschlegelsteinhausenbergerdorff '.repeat(3);
    const svg = shareCardSvg(shareCardText({ ...facts, name: long }, 'en'), measureText);
    const name = /<text x="([\d.]+)" y="176"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/.exec(svg);
    expect(Number(name?.[2])).toBe(44);
    expect(name?.[3]?.endsWith('…')).toBe(true);
    expect(measureText(name?.[3] ?? '', 'latin', true, 44)).toBeLessThanOrEqual(1040);
  });

  it('shows the status and latest checkpoint of a non-finisher instead of a time', () => {
    const text = shareCardText({ ...facts, status: 'dnf', officialTimeMs: null }, 'fr');
    expect(text.headline.value).toBe('Abandon');
    expect(text.headline.note?.map((piece) => piece.text)).toEqual([
      'Dernier point de contrôle',
      'Finish',
      '40:00',
    ]);
    expect(text.places).toEqual([]);
  });
});
