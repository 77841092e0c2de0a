import { ClaimCreated, ErrorResponse } from '@finishline/contract';
import { findClaims } from '@finishline/db';
import { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { FIXTURE_NOW } from '../../testing/fixture-bundle.js';
import { expectValid, openTestApp, testDbKinds, type TestApp } from '../../testing/test-app.js';
import { CLAIM_LIMITS } from './index.js';

const EVENT = 'casablanca-marathon-2026';
const URL = `/api/events/${EVENT}/contests/marathon/claims`;
const VALID = {
  bib: '4',
  name: 'Jean Dupont',
  time: '2:25:00',
  problem: 'wrong_time',
  reason: 'The 30 km mat missed me;\nmy watch says 2:25:00.',
};

let nextAddress = 1;
/** A client address of its own for each request sequence: rate limits count per client. */
function newClient(): string {
  return `198.51.100.${nextAddress++}`;
}

describe.each(testDbKinds())('claims on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  function postJson(body: unknown, client = newClient(), url = URL): Promise<LightMyRequestResponse> {
    return t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress: client });
  }
  function postForm(form: string, client = newClient()): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'POST',
      url: URL,
      payload: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: client,
    });
  }
  const storedCount = async () => (await findClaims(t.db, EVENT)).length;

  it('stores a JSON claim and answers 201 with a reference number', async () => {
    const response = await postJson({ ...VALID, name: '  Jean Dupont ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const body: unknown = response.json();
    expectValid(ClaimCreated, body);
    const created = body as ClaimCreated;
    expect(created).toMatchObject({ eventId: EVENT, contestId: 'marathon' });
    expect(created.reference).toMatch(/^CLM-[0-9A-HJKMNP-TV-Z]{8}$/);
    const stored = (await findClaims(t.db, EVENT, 'marathon')).find((c) => c.reference === created.reference);
    expect(stored).toEqual({
      eventId: EVENT,
      contestId: 'marathon',
      reference: created.reference,
      createdAt: Date.parse(created.createdAt),
      bib: '4',
      name: 'Jean Dupont',
      time: '2:25:00',
      problem: 'wrong_time',
      reason: VALID.reason,
    });
  });

  it('takes a plain HTML form post (urlencoded), a blank time meaning none', async () => {
    const form =
      'bib=3&name=%D9%85%D8%AD%D9%85%D8%AF+%D8%A7%D9%84%D8%B9%D9%84%D9%88%D9%8A&time=&problem=missing_result' +
      '&reason=Je+suis+arriv%C3%A9+%C3%A0+2%3A20%3A00.%0D%0AMerci.&submit=Envoyer';
    const response = await postForm(form);
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<ClaimCreated>();
    const stored = (await findClaims(t.db, EVENT)).find((claim) => claim.reference === reference);
    expect(stored).toMatchObject({
      bib: '3',
      name: 'محمد العلوي',
      time: null,
      problem: 'missing_result',
      reason: 'Je suis arrivé à 2:20:00.\r\nMerci.',
    });
  });

  it('stores hostile text as the plain text it is and never echoes it', async () => {
    const hostile = {
      ...VALID,
      name: '<script>alert("x")</script>',
      reason: `=HYPERLINK("http://evil.example","x"); '; drop table claims; -- <img src=x onerror=alert(1)>`,
    };
    const response = await postJson(hostile);
    expect(response.statusCode).toBe(201);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).not.toMatch(/<script|<img|drop table/);
    const { reference } = response.json<ClaimCreated>();
    const stored = (await findClaims(t.db, EVENT)).find((claim) => claim.reference === reference);
    expect(stored).toMatchObject({ name: hostile.name, reason: hostile.reason });
  });

  /** [what, body or form, the field the 400 names] */
  const INVALID: [string, Record<string, unknown> | string, string][] = [
    ['no bib', { ...VALID, bib: undefined }, 'bib'],
    ['an empty bib', { ...VALID, bib: '' }, 'bib'],
    ['a bib with markup', { ...VALID, bib: '<b>1</b>' }, 'bib'],
    ['a 17-character bib', { ...VALID, bib: '1'.repeat(17) }, 'bib'],
    ['no name', { ...VALID, name: undefined }, 'name'],
    ['a blank name', { ...VALID, name: '   ' }, 'name'],
    ['a 101-character name', { ...VALID, name: 'a'.repeat(101) }, 'name'],
    ['a name on two lines', { ...VALID, name: 'Jean\nDupont' }, 'name'],
    ['a name with NUL', { ...VALID, name: 'Jean\u0000' }, 'name'],
    ['a time without seconds', { ...VALID, time: '2:25' }, 'time'],
    ['a time with 60 minutes', { ...VALID, time: '1:60:00' }, 'time'],
    ['a time in words', { ...VALID, time: 'two hours' }, 'time'],
    ['no problem', { ...VALID, problem: undefined }, 'problem'],
    ['an unknown problem', { ...VALID, problem: 'WRONG_TIME' }, 'problem'],
    ['no reason', { ...VALID, reason: undefined }, 'reason'],
    ['a blank reason', { ...VALID, reason: ' \n\t ' }, 'reason'],
    ['a 2001-character reason', { ...VALID, reason: 'x'.repeat(2001) }, 'reason'],
    ['an escape sequence in the reason', { ...VALID, reason: 'red \u001b[31m' }, 'reason'],
    ['an object for a name', { ...VALID, name: { first: 'Jean' } }, 'name'],
    ['a repeated form field', 'bib=4&bib=5&name=Jean&problem=other&reason=x', 'bib'],
  ];

  it.each(INVALID)('refuses %s with a 400 naming the field, storing nothing', async (_what, body, field) => {
    const before = await storedCount();
    const response = typeof body === 'string' ? await postForm(body) : await postJson(body);
    expect(response.statusCode, response.body).toBe(400);
    const error: unknown = response.json();
    expectValid(ErrorResponse, error);
    expect(error).toMatchObject({ error: { code: 'invalid_parameter', parameter: field } });
    expect(response.body).toContain(`"${field}"`);
    expect(await storedCount()).toBe(before);
  });

  it('refuses malformed JSON, other media types and oversized bodies without storing', async () => {
    const before = await storedCount();
    const send = (payload: string, type: string) =>
      t.app.inject({
        method: 'POST',
        url: URL,
        payload,
        headers: { 'content-type': type },
        remoteAddress: newClient(),
      });
    expect((await send('{"bib":', 'application/json')).statusCode).toBe(400);
    expect((await send('bib=1', 'text/plain')).statusCode).toBe(400);
    expect((await send('<claim/>', 'application/xml')).statusCode).toBe(415);
    const huge = await send(JSON.stringify({ ...VALID, reason: 'x'.repeat(40_000) }), 'application/json');
    expect(huge.statusCode).toBe(413);
    expectValid(ErrorResponse, huge.json());
    expect(await storedCount()).toBe(before);
  });

  it('answers 404 for an unknown event or contest, 400 for a malformed id, storing nothing', async () => {
    const before = await storedCount();
    for (const url of [
      `/api/events/nope/contests/marathon/claims`,
      `/api/events/${EVENT}/contests/nope/claims`,
    ]) {
      const response = await postJson(VALID, newClient(), url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
    const malformed = await postJson(VALID, newClient(), `/api/events/${EVENT}/contests/%3Cb%3E/claims`);
    expect(malformed.json()).toMatchObject({ error: { parameter: 'contestId' } });
    expect(await storedCount()).toBe(before);
  });

  it(`answers 429 with Retry-After after ${CLAIM_LIMITS.claims} claims from one client, storing no more`, async () => {
    const client = newClient();
    for (let i = 0; i < CLAIM_LIMITS.claims; i++) {
      expect((await postJson({ ...VALID, bib: String(100 + i) }, client)).statusCode).toBe(201);
    }
    const before = await storedCount();
    const limited = await postJson(VALID, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'rate_limited' } });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(CLAIM_LIMITS.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(CLAIM_LIMITS.windowMs / 1000);
    expect(await storedCount()).toBe(before);
    // Another client is not affected; a form post from the same client is limited too.
    expect((await postJson(VALID)).statusCode).toBe(201);
    const form = 'bib=4&name=Jean&problem=other&reason=again';
    expect((await postForm(form, client)).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64 prefix', async () => {
    for (let i = 0; i < CLAIM_LIMITS.claims; i++) {
      expect((await postJson(VALID, `2001:db8:42:7::${i + 1}`)).statusCode).toBe(201);
    }
    expect((await postJson(VALID, '2001:db8:42:7:ffff::9')).statusCode).toBe(429);
    expect((await postJson(VALID, '2001:db8:42:8::1')).statusCode).toBe(201);
  });

  it(`answers 429 after ${CLAIM_LIMITS.attempts} requests of any outcome from one client`, async () => {
    const client = newClient();
    for (let i = 0; i < CLAIM_LIMITS.attempts; i++) {
      expect((await postJson({ ...VALID, problem: 'nope' }, client)).statusCode).toBe(400);
    }
    const before = await storedCount();
    const limited = await postJson(VALID, client);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expectValid(ErrorResponse, limited.json());
    expect(await storedCount()).toBe(before);
  });

  describe('behind a trusted proxy (the site’s server, nginx)', () => {
    /** The proxy's address: TRUST_PROXY names it, as `serve` trusts its own web server. */
    const PROXY = '10.0.0.5';
    let proxied: FastifyInstance;
    beforeAll(async () => {
      proxied = await buildApp({ db: t.db, now: () => FIXTURE_NOW, trustProxy: [PROXY] });
      await proxied.ready();
    });
    afterAll(() => proxied.close());

    /** A claim relayed by the proxy: X-Forwarded-For is what the client sent, then the client the proxy saw. */
    const relay = (visitor: string, sentByClient: string | null, body: unknown = VALID) =>
      proxied.inject({
        method: 'POST',
        url: URL,
        payload: body as object,
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': sentByClient ? `${sentByClient}, ${visitor}` : visitor },
      });

    it('counts every visitor apart, and a forged X-Forwarded-For does not reset the budget', async () => {
      const visitor = '203.0.113.10';
      for (let i = 0; i < CLAIM_LIMITS.claims; i++) {
        const forged = i === 0 ? null : `192.0.2.${i}`;
        expect((await relay(visitor, forged)).statusCode).toBe(201);
      }
      const before = await storedCount();
      for (const forged of ['192.0.2.99', '203.0.113.11', `${PROXY}, 192.0.2.7`, 'unknown']) {
        expect((await relay(visitor, forged)).statusCode, forged).toBe(429);
      }
      expect(await storedCount()).toBe(before);
      // Another visitor behind the same proxy has a budget of their own.
      expect((await relay('203.0.113.11', null)).statusCode).toBe(201);
    });

    it('believes X-Forwarded-For only from the proxy: a direct client is counted by its own address', async () => {
      const direct = (forged: string) =>
        proxied.inject({
          method: 'POST',
          url: URL,
          payload: VALID,
          remoteAddress: '203.0.113.20',
          headers: { 'x-forwarded-for': forged },
        });
      for (let i = 0; i < CLAIM_LIMITS.claims; i++)
        expect((await direct(`192.0.2.${20 + i}`)).statusCode).toBe(201);
      expect((await direct('192.0.2.40')).statusCode).toBe(429);
      expect((await direct(`192.0.2.41, ${PROXY}`)).statusCode).toBe(429);
    });

    it(`limits ${CLAIM_LIMITS.attempts} requests of any outcome per visitor, not per proxy`, async () => {
      const invalid = { ...VALID, problem: 'nope' };
      for (let i = 0; i < CLAIM_LIMITS.attempts; i++) {
        expect((await relay('203.0.113.30', `192.0.2.${100 + i}`, invalid)).statusCode).toBe(400);
      }
      expect((await relay('203.0.113.30', '192.0.2.200', invalid)).statusCode).toBe(429);
      expect((await relay('203.0.113.31', null, invalid)).statusCode).toBe(400);
    });
  });

  it('is described in the OpenAPI document: every body field, both media types, every answer', async () => {
    type Operation = {
      summary?: string;
      requestBody?: {
        content: Record<string, { schema: { properties: Record<string, { description?: string }> } }>;
      };
      responses: Record<string, unknown>;
    };
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, { post?: Operation }>;
    }>();
    const operation = document.paths['/api/events/{eventId}/contests/{contestId}/claims']?.post;
    expect(operation?.summary).toBeTruthy();
    const content = operation?.requestBody?.content ?? {};
    expect(Object.keys(content).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    const fields = content['application/json']?.schema.properties ?? {};
    expect(Object.keys(fields)).toEqual(['bib', 'name', 'time', 'problem', 'reason']);
    for (const [name, field] of Object.entries(fields)) expect(field.description, name).toBeTruthy();
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['201', '400', '404', '429']),
    );
  });
});
