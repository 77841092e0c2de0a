/**
 * Nothing a client sends yields a 5xx: a table of hostile inputs, each answered with its 4xx and the error shape,
 * and a property test over random query strings on every endpoint.
 */
import { ErrorResponse } from '@finishline/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from './testing/endpoints.js';
import { expectValid, openTestApp, testDbKinds, type TestApp } from './testing/test-app.js';

const EVENT = '/api/events/casablanca-marathon-2026';
const RESULTS = `${EVENT}/contests/marathon/results`;
const START_LIST = `${EVENT}/contests/marathon/participants`;
const SEARCH = `${EVENT}/search/participants`;
const LONG = 'x'.repeat(10_000);

/** [url, expected status, parameter named in the error (400s)] */
const HOSTILE: [string, number, string?][] = [
  ['/api/events?page=0', 400, 'page'],
  ['/api/events?page=-1', 400, 'page'],
  ['/api/events?page=1.5', 400, 'page'],
  ['/api/events?page=abc', 400, 'page'],
  ['/api/events?page=99999999999999999999', 400, 'page'],
  ['/api/events?page=100001', 400, 'page'],
  ['/api/events?pageSize=0', 400, 'pageSize'],
  ['/api/events?pageSize=501', 400, 'pageSize'],
  ['/api/events?pageSize=-5', 400, 'pageSize'],
  ['/api/events?pageSize=NaN', 400, 'pageSize'],
  ['/api/events?pageSize=1e400', 400, 'pageSize'],
  ['/api/events?page=Infinity', 400, 'page'],
  [`${'/api/events/casablanca-marathon-2026/contests/marathon/results'}?pageSize=-Infinity`, 400, 'pageSize'],
  ['/api/events?page=1&page=2', 400, 'page'],
  ['/api/events?period=soon', 400, 'period'],
  ['/api/events?type=Running', 400, 'type'],
  ['/api/events?country=MAR', 400, 'country'],
  ['/api/events?country=M1', 400, 'country'],
  ['/api/events?sort=asc', 400, 'sort'],
  ['/api/events?q=', 400, 'q'],
  [`/api/events?q=${LONG}`, 400, 'q'],
  ['/api/events?q=a%00b', 400, 'q'],
  ['/api/events?q=a&q=b', 400, 'q'],
  ['/api/events?city=%0A', 400, 'city'],
  ['/api/events/filters?period=x', 400, 'period'],
  ['/api/events/filters?locale=xx', 400, 'locale'],
  ['/api/event-types?locale=EN', 400, 'locale'],
  ['/api/countries?locale=ar&locale=fr', 400, 'locale'],
  ['/api/cities?country=%27%3B--', 400, 'country'],
  ['/api/events/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 400, 'eventId'],
  ['/api/events/%27%20OR%201%3D1--', 400, 'eventId'],
  ['/api/events/..%2F..%2Fetc%2Fpasswd', 400, 'eventId'],
  [`/api/events/${'a'.repeat(200)}`, 400, 'eventId'],
  [`/api/events/${'a'.repeat(600)}`, 400],
  ['/api/events/%E0%A4%A', 400],
  ['/api/events/%', 400],
  ['/api/events/no-such-event', 404],
  ['/api/events/casablanca-marathon-2026/contests/%00', 400, 'contestId'],
  ['/api/events/casablanca-marathon-2026/contests/nope', 404],
  [`${RESULTS}?gender=female`, 400, 'gender'],
  [`${RESULTS}?gender=f&gender=m`, 400, 'gender'],
  [`${RESULTS}?status=DNF`, 400, 'status'],
  [`${RESULTS}?checkpoint=..%2F..`, 400, 'checkpoint'],
  [`${RESULTS}?checkpoint=km99`, 400, 'checkpoint'],
  [`${RESULTS}?ageGroup=${'A'.repeat(21)}`, 400, 'ageGroup'],
  [`${RESULTS}?club=${LONG}`, 400, 'club'],
  [`${RESULTS}?pageSize=100000`, 400, 'pageSize'],
  [`${START_LIST}?sort=bib;drop%20table%20participants`, 400, 'sort'],
  [`${START_LIST}?bib=1%20OR%201=1`, 400, 'bib'],
  [`${START_LIST}?text=${LONG}`, 400, 'text'],
  [`${START_LIST}?text=%1B%5B31m`, 400, 'text'],
  [`${SEARCH}?bib=abc`, 400, 'bib'],
  [`${SEARCH}?bib=%D9%A1%D9%A2`, 400, 'bib'],
  [`${SEARCH}?bib=12345678901`, 400, 'bib'],
  [`${SEARCH}`, 400, 'text'],
  [`${SEARCH}?text=a&bib=1`, 400, 'bib'],
  [`${SEARCH}?contest=%3Cb%3E&text=a`, 400, 'contest'],
  [`${EVENT}/participants/%3Cimg%20src%3Dx%3E`, 400, 'participantId'],
  ['/api/nope', 404],
  ['/api', 404],
];

/** Inputs that look hostile but are valid: answered normally. */
const HARMLESS = [
  '/api/events?q=%27%20OR%201%3D1%20--',
  '/api/events?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '/api/events?q=%E0%A4%A',
  '/api/events?q=%25%25%25',
  '/api/events?q=_',
  '/api/events?q=%F0%9F%98%80',
  '/api/events?unknown=1&_=123',
  '/api/events?gender[]=f',
  `${RESULTS}?club=%25`,
  `${START_LIST}?text=%27%3B%20drop%20table%20events%3B%20--`,
  `${SEARCH}?text=%5C`,
];

describe.each(testDbKinds())('hostile inputs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(HOSTILE)('%s → %i', async (url, status, parameter) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
    const body: unknown = response.json();
    expectValid(ErrorResponse, body);
    if (parameter) expect(body).toMatchObject({ error: { code: 'invalid_parameter', parameter } });
    expect(response.body).not.toMatch(/<script|<img|drop table|select |stack/i);
  });

  it.each(HARMLESS)('%s is answered normally', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
  });

  it('refuses other methods and bodies without a 5xx', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/events',
        payload: '{"a":',
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, method).toBeLessThan(500);
    }
  });

  it('never answers a 5xx to random query strings on any endpoint', async () => {
    const key = fc.oneof(
      fc.constantFrom(
        'page',
        'pageSize',
        'period',
        'type',
        'country',
        'city',
        'q',
        'sort',
        'gender',
        'ageGroup',
        'club',
      ),
      fc.constantFrom(
        'status',
        'bib',
        'text',
        'checkpoint',
        'locale',
        'contest',
        'page[]',
        '__proto__',
        'constructor',
      ),
      fc.string({ maxLength: 8 }),
    );
    const rawValue = fc.oneof(
      fc.string({ maxLength: 40, unit: 'grapheme' }),
      fc.integer({ min: -1e12, max: 1e12 }).map(String),
      fc.double().map(String),
      fc.constantFrom(
        '',
        '%',
        '%%',
        '%E0%A4%A',
        '%00',
        '%FF%FE',
        "'",
        '"',
        '\\',
        '<b>',
        'f',
        'm',
        'x',
        'half',
        'start',
        'en',
        'ar',
      ),
      fc.string({ maxLength: 600 }),
    );
    const value = fc.tuple(rawValue, fc.boolean()).map(([text, encode]) => {
      if (!encode) return text.replace(/[#\s&?]/g, '');
      try {
        return encodeURIComponent(text);
      } catch {
        return '%ED%A0%80';
      }
    });
    const query = fc
      .array(fc.tuple(key, value), { maxLength: 6 })
      .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));
    const path = fc.oneof(
      fc.constantFrom(...ENDPOINTS.map((endpoint) => endpoint.url.split('?')[0] ?? '/')),
      fc
        .tuple(
          fc.constantFrom('casablanca-marathon-2026', 'nope', '%25', 'a.b', '-'),
          fc.constantFrom('marathon', '10k', '..'),
        )
        .map(([event, contest]) => `/api/events/${event}/contests/${contest}/results`),
    );
    await fc.assert(
      fc.asyncProperty(path, query, async (p, q) => {
        const response = await t.app.inject({ url: `${p}?${q}` });
        if (response.statusCode >= 500)
          throw new Error(`${response.statusCode} for ${p}?${q}: ${response.body}`);
        if (response.statusCode >= 400) expectValid(ErrorResponse, response.json());
      }),
      { numRuns: 400 },
    );
  });
});
