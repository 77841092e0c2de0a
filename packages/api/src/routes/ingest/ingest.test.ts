import { Writable } from 'node:stream';
import { IngestErrorResponse, IngestResult, ResultList } from '@finishline/contract';
import { getContestVersion } from '@finishline/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EnvError, readIngestToken } from '../../env.js';
import { INGEST_AUTH_FAILURE_LIMIT } from './index.js';
import { expectValid, testDbKinds } from '../../testing/test-app.js';
import {
  LIVE_CONTEST,
  liveRead,
  openLiveTestApp,
  startLiveApp,
  TEST_INGEST_TOKEN,
  type LiveTestApp,
} from '../live/live-test-app.js';

const RESULTS = '/api/events/paris-10k-2026/contests/10k/results';

type Row = { bib: string; status: string; lastCheckpointId: string | null };

describe.each(testDbKinds())('POST /api/ingest/passings on %s', (kind) => {
  let t: LiveTestApp;
  beforeAll(async () => {
    t = await openLiveTestApp(kind);
  });
  afterAll(() => t.close());

  /**
   * Each runner as their own answer shows them: a live read changes a runner's page at once, while the results list
   * moves at most every few seconds during a live race (ADR 032). The list gives the ids (which never change).
   */
  async function resultsByBib(): Promise<Map<string, Row>> {
    const response = await t.app.inject({ url: RESULTS });
    const body: unknown = response.json();
    expectValid(ResultList, body);
    const rows = (body as { items: (Row & { id: string })[] }).items;
    const own = await Promise.all(
      rows.map(async ({ id, bib }) => {
        const detail = await t.app.inject({ url: `/api/events/${LIVE_CONTEST.eventId}/participants/${id}` });
        const { result } = detail.json<{ result: Omit<Row, 'bib'> }>();
        return [bib, { bib, status: result.status, lastCheckpointId: result.lastCheckpointId }] as const;
      }),
    );
    return new Map(own);
  }
  const version = async () =>
    (await getContestVersion(t.db, LIVE_CONTEST.eventId, LIVE_CONTEST.contestId))?.key;
  const passingCount = async () =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from passings'))[0]?.n ?? 0;

  it.each([
    ['no Authorization header', null],
    ['a wrong token', 'not-the-token-at-all-0000'],
    ['a token prefix', TEST_INGEST_TOKEN.slice(0, -1)],
  ])('answers 401 to %s, before reading the body', async (_name, token) => {
    const { status, body } = await t.ingest('{ not json', token);
    expect(status).toBe(401);
    expectValid(IngestErrorResponse, body);
    expect(body).toMatchObject({ error: { code: 'unauthorized' } });
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/ingest/passings',
      headers: { authorization: `Basic ${Buffer.from(`x:${TEST_INGEST_TOKEN}`).toString('base64')}` },
    });
    expect(raw.statusCode).toBe(401);
    expect(raw.headers['www-authenticate']).toBe('Bearer realm="ingest"');
  });

  it('refuses a body that is not a batch as a whole, storing none of its reads', async () => {
    // Valid reads (bib 3 at km5 has none yet) inside batches refused whole: none of them may be stored.
    const good = liveRead('3', 'km5', 24.5);
    const tooMany = {
      passings: Array.from({ length: 5001 }, (_, i) => liveRead('3', 'km5', 24 + i / 10_000)),
    };
    const before = { passings: await passingCount(), version: await version() };
    for (const body of [
      '{ not json',
      `{ "passings": [${JSON.stringify(good)}]`,
      { passings: [] },
      tooMany,
      { passings: [good], extra: 1 },
      [good],
    ]) {
      const { status, body: answer } = await t.ingest(body);
      expect(status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expectValid(IngestErrorResponse, answer);
      expect(answer).toMatchObject({ error: { code: 'invalid_parameter' } });
    }
    expect(await passingCount()).toBe(before.passings);
    expect(await version()).toBe(before.version);
  });

  it('answers 413 in the error shape to a body over 4 MB, storing nothing', async () => {
    const before = await passingCount();
    // Valid JSON, a valid read, and a padding field: only the size is wrong.
    const body = JSON.stringify({
      passings: [liveRead('3', 'km5', 24.25)],
      padding: 'x'.repeat(4 * 1024 * 1024),
    });
    const { status, body: answer } = await t.ingest(body);
    expect(status).toBe(413);
    expectValid(IngestErrorResponse, answer);
    expect(answer).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(await passingCount()).toBe(before);
  });

  it('rejects bad reads one by one, with their index, code and reason, and stores the good ones', async () => {
    const table: [unknown, string | null][] = [
      [liveRead('3', 'km5', 25), null],
      [{ ...liveRead('1', 'km5', 1), at: '2026-06-15 08:01:00Z' }, 'invalid_time'],
      [{ ...liveRead('1', 'km5', 1), at: '2026-06-15T10:01:00.000' }, 'invalid_time'],
      [{ ...liveRead('1', 'km5', 1), at: '2026-02-30T08:01:00.000Z' }, 'invalid_time'],
      [liveRead('1', 'km5', -3 * 24 * 60), 'invalid_time'],
      [liveRead('1', 'km5', 5), 'implausible_time'], // 5 km in 5 minutes: 60 km/h on foot
      [liveRead('1', 'km5', -10), 'implausible_time'], // 5 km from the start before the gun
      [liveRead('1', 'km42', 30), 'unknown_checkpoint'],
      [{ ...liveRead('1', 'km5', 30), contestId: 'marathon' }, 'unknown_contest'],
      [{ ...liveRead('1', 'km5', 30), bib: undefined, chip: 'NOPE' }, 'unknown_chip'],
      [{ ...LIVE_CONTEST, bib: '404', status: 'dnf' }, 'unknown_bib'],
      [{ ...liveRead('1', 'km5', 30), bib: undefined }, 'invalid_read'],
      [{ ...liveRead('1', 'km5', 30), checkpointId: undefined }, 'invalid_read'],
      [{ ...liveRead('1', 'km5', 30), status: 'finished' }, 'invalid_read'],
      [{ ...liveRead('1', 'km5', 30), lap: 2 }, 'invalid_read'],
      [{ ...liveRead('1', 'km5', 30), eventId: undefined }, 'invalid_read'],
      ['km5', 'invalid_read'],
      [liveRead('3', 'km5', 25), 'duplicate_in_batch'],
      [liveRead('77', 'km5', 24), null],
    ];
    const { status, body } = await t.ingest({ passings: table.map(([read]) => read) });
    expect(status).toBe(200);
    expectValid(IngestResult, body);
    const result = body as IngestResult;
    expect(result.rejected.map((r) => [r.index, r.code])).toEqual(
      table.flatMap(([, code], index) => (code === null ? [] : [[index, code]])),
    );
    expect(result.rejected.every((r) => r.reason.length > 10)).toBe(true);
    expect(result).toMatchObject({ received: 19, accepted: 2, inserted: 2, duplicates: 0, statusChanges: 0 });
    expect(result.cursor).toBeGreaterThan(0);
    await vi.waitFor(async () => expect((await resultsByBib()).get('3')?.status).toBe('started'));
  });

  it('a runner’s answer shows their read at once, and says as of when its places are (ADR 032)', async () => {
    const list = (await t.app.inject({ url: RESULTS })).json<{ items: { id: string; bib: string }[] }>();
    const id = list.items.find((row) => row.bib === '2')?.id;
    const url = `/api/events/${LIVE_CONTEST.eventId}/participants/${id}`;
    expect((await t.ingest({ passings: [liveRead('2', 'km5', 21)] })).status).toBe(200);
    await vi.waitFor(async () =>
      expect(
        t.app.inject({ url }).then((r) => r.json<{ result: Row }>().result.lastCheckpointId),
      ).resolves.toBe('km5'),
    );
    const { result } = (await t.app.inject({ url })).json<{ result: { placesAsOf: string | null } }>();
    expect(result.placesAsOf).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(result.placesAsOf ?? '')).toBeLessThanOrEqual(Date.now());
  });

  it('stores any RFC 3339 instant to the millisecond, whatever its offset or fraction', async () => {
    const gun = Date.UTC(2026, 5, 15, 8);
    const forms: [string, string, number][] = [
      ['901', '2026-06-15T08:40:00Z', gun + 40 * 60_000],
      ['902', '2026-06-15T10:41:00+02:00', gun + 41 * 60_000],
      ['903', '2026-06-15t08:42:00.5z', gun + 42 * 60_000 + 500],
      ['904', '2026-06-15T03:43:00.123456-05:00', gun + 43 * 60_000 + 123],
    ];
    const { status, body } = await t.ingest({
      ...LIVE_CONTEST,
      passings: forms.map(([bib, at]) => ({ bib, checkpointId: 'finish', at })),
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ accepted: 4, inserted: 4, rejected: [] });
    const stored = await t.db.query<{ bib: string; at: string }>(
      `select bib, (extract(epoch from at) * 1000)::bigint::text as at from passings
        where bib in ('901', '902', '903', '904') order by bib`,
    );
    expect(stored.map((row) => [row.bib, Number(row.at)])).toEqual(forms.map(([bib, , ms]) => [bib, ms]));
  });

  it('is idempotent: a re-sent batch stores nothing and changes nothing', async () => {
    const batch = {
      ...LIVE_CONTEST,
      passings: [{ bib: 2, checkpointId: 'finish', at: liveRead('2', 'finish', 41).at }],
    };
    const first = await t.ingest(batch);
    expect(first.body).toMatchObject({ inserted: 1, duplicates: 0 });
    await vi.waitFor(async () => expect((await resultsByBib()).get('2')?.status).toBe('finished'));
    const before = { version: await version(), results: await resultsByBib() };
    const again = await t.ingest(batch);
    expect(again.body).toEqual({
      received: 1,
      accepted: 1,
      inserted: 0,
      duplicates: 1,
      statusChanges: 0,
      rejected: [],
      cursor: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await version()).toBe(before.version);
    expect(await resultsByBib()).toEqual(before.results);
  });

  it('sets and clears timer verdicts, which win over reads', async () => {
    const dnf = await t.ingest({ passings: [{ ...LIVE_CONTEST, bib: '1', status: 'dnf' }] });
    expect(dnf.body).toMatchObject({ accepted: 1, inserted: 0, statusChanges: 1, cursor: null });
    await vi.waitFor(async () => expect((await resultsByBib()).get('1')?.status).toBe('dnf'));
    expect((await t.ingest({ passings: [{ ...LIVE_CONTEST, bib: '1', status: 'dnf' }] })).body).toMatchObject(
      {
        statusChanges: 0,
      },
    );
    const cleared = await t.ingest({ passings: [{ ...liveRead('1', 'finish', 45), status: null }] });
    expect(cleared.body).toMatchObject({ inserted: 1, statusChanges: 1 });
    await vi.waitFor(async () => expect((await resultsByBib()).get('1')?.status).toBe('finished'));
  });

  it('maps a chip to the bib of the entrant wearing it', async () => {
    await t.db.query(
      `update participants set chip = 'E2-0003' where event_id = 'paris-10k-2026' and bib = '3'`,
    );
    const { body } = await t.ingest({
      passings: [
        { ...LIVE_CONTEST, chip: 'E2-0003', checkpointId: 'finish', at: liveRead('3', 'finish', 52).at },
      ],
    });
    expect(body).toMatchObject({ inserted: 1, rejected: [] });
    await vi.waitFor(async () => expect((await resultsByBib()).get('3')?.status).toBe('finished'));
  });
});

describe('INGEST_TOKEN', () => {
  it('is off when unset or empty, and refuses short or spaced tokens', () => {
    expect(readIngestToken({})).toBeNull();
    expect(readIngestToken({ INGEST_TOKEN: '  ' })).toBeNull();
    expect(readIngestToken({ INGEST_TOKEN: ' dev-ingest-token-change-me ' })).toBe(
      'dev-ingest-token-change-me',
    );
    expect(() => readIngestToken({ INGEST_TOKEN: 'short' })).toThrow(EnvError);
    expect(() => readIngestToken({ INGEST_TOKEN: 'a long token with spaces' })).toThrow(/INGEST_TOKEN/);
  });
});

describe('POST /api/ingest/passings configuration', () => {
  let t: LiveTestApp;
  beforeAll(async () => {
    t = await openLiveTestApp('pglite', { ingestToken: null });
  });
  afterAll(() => t.close());

  it('is off (503) without INGEST_TOKEN', async () => {
    const { status, body } = await t.ingest({ passings: [liveRead('1', 'km5', 1)] });
    expect(status).toBe(503);
    expect(body).toMatchObject({
      error: { code: 'unavailable', message: expect.stringContaining('INGEST_TOKEN') },
    });
  });

  it('checks the token first: anonymous traffic cannot use up the timing system’s budget', async () => {
    const limited = await startLiveApp(t.db, { ingestRateLimit: { max: 2, windowMs: 60_000 } });
    const post = (token: string | null, remoteAddress = '203.0.113.50') =>
      postRead(limited.app, token, remoteAddress);
    try {
      // Failed attempts from the box's own address (and from others) do not count against its budget…
      for (let i = 0; i < 5; i++) expect((await post('wrong-token-wrong-token')).statusCode).toBe(401);
      expect((await post(null, '198.51.100.60')).statusCode).toBe(401);
      expect((await post(TEST_INGEST_TOKEN)).statusCode).toBe(200);
      expect((await post(TEST_INGEST_TOKEN)).statusCode).toBe(200);
      // …which is its own: 2 here, then 429 with Retry-After.
      const third = await post(TEST_INGEST_TOKEN);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toMatch(/^\d+$/);
      expectValid(IngestErrorResponse, third.json());
      expect(third.json()).toMatchObject({ error: { code: 'rate_limited' } });
      // Per client: another timing box is not affected.
      expect((await post(TEST_INGEST_TOKEN, '203.0.113.51')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it(`answers 429 after ${INGEST_AUTH_FAILURE_LIMIT.max} failed attempts from one client, the token still passing`, async () => {
    const guarded = await startLiveApp(t.db);
    const post = (token: string | null, remoteAddress: string) => postRead(guarded.app, token, remoteAddress);
    try {
      for (let i = 0; i < INGEST_AUTH_FAILURE_LIMIT.max; i++) {
        expect((await post(i % 2 ? null : `guess-${i}-guess-guess-guess`, '203.0.113.70')).statusCode).toBe(
          401,
        );
      }
      const refused = await post('one-more-guess-guess-guess', '203.0.113.70');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({ error: { code: 'rate_limited' } });
      expect((await post(null, '203.0.113.70')).statusCode).toBe(429);
      // The real token is not locked out by someone guessing from the same address, and others still get 401.
      expect((await post(TEST_INGEST_TOKEN, '203.0.113.70')).statusCode).toBe(200);
      expect((await post(null, '203.0.113.71')).statusCode).toBe(401);
    } finally {
      await guarded.close();
    }
  });

  it('never logs the token, even with the request headers in every request line', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    // A request serialiser with the headers (as someone debugging might add): only the redaction keeps the
    // Authorization header out of the log.
    const logged = await startLiveApp(t.db, {
      logger: {
        level: 'trace',
        stream,
        serializers: {
          req: (req: { method: string; url: string; headers: Record<string, unknown> }) => ({
            method: req.method,
            url: req.url,
            headers: req.headers,
          }),
        },
      },
    });
    try {
      const batch = { passings: [liveRead('3', 'km5', 26.5)] };
      expect((await logged.ingest(batch)).status).toBe(200);
      expect((await logged.ingest(batch, 'wrong-token-wrong-token')).status).toBe(401);
      expect((await logged.ingest('{ not json')).status).toBe(400);
    } finally {
      await logged.close();
    }
    const log = lines.join('');
    expect(log).toContain('ingested passings');
    expect(log).toContain('ingest refused');
    // The headers were logged, the Authorization header among them, censored.
    expect(log).toContain('"content-type":"application/json"');
    expect(log.match(/"authorization":"\[redacted\]"/g)?.length).toBeGreaterThanOrEqual(3);
    expect(log).not.toContain(TEST_INGEST_TOKEN);
    expect(log).not.toContain('wrong-token-wrong-token');
  });
});

/** One read posted from `remoteAddress`, with `token` as the bearer (none when null). */
function postRead(app: LiveTestApp['app'], token: string | null, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/ingest/passings',
    remoteAddress,
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
    payload: { passings: [liveRead('3', 'km5', 26)] },
  });
}
