import { Writable } from 'node:stream';
import { IngestErrorResponse, IngestResult, ResultList } from '@finishline/contract';
import { getContestVersion } from '@finishline/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EnvError, readIngestToken } from '../../env.js';
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

  async function resultsByBib(): Promise<Map<string, Row>> {
    const response = await t.app.inject({ url: RESULTS });
    const body: unknown = response.json();
    expectValid(ResultList, body);
    return new Map((body as { items: Row[] }).items.map((row) => [row.bib, row]));
  }
  const version = () => getContestVersion(t.db, LIVE_CONTEST.eventId, LIVE_CONTEST.contestId);

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

  it('refuses a body that is not a batch as a whole', async () => {
    const tooMany = { passings: Array.from({ length: 5001 }, () => liveRead('1', 'km5', 1)) };
    for (const body of [
      '{ not json',
      { passings: [] },
      tooMany,
      { passings: [], extra: 1 },
      [liveRead('1', 'km5', 1)],
    ]) {
      const { status, body: answer } = await t.ingest(body);
      expect(status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer).toMatchObject({ error: { code: 'invalid_parameter' } });
    }
  });

  it('rejects bad reads one by one, with their index, code and reason, and stores the good ones', async () => {
    const table: [unknown, string | null][] = [
      [liveRead('3', 'km5', 25), null],
      [{ ...liveRead('1', 'km5', 1), at: '2026-06-15T08:01:00Z' }, 'invalid_time'],
      [{ ...liveRead('1', 'km5', 1), at: '2026-06-15T10:01:00.000+02:00' }, 'invalid_time'],
      [{ ...liveRead('1', 'km5', 1), at: '2026-02-30T08:01:00.000Z' }, 'invalid_time'],
      [liveRead('1', 'km5', -3 * 24 * 60), 'invalid_time'],
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
    expect(result).toMatchObject({ received: 17, accepted: 2, inserted: 2, duplicates: 0, statusChanges: 0 });
    expect(result.cursor).toBeGreaterThan(0);
    await vi.waitFor(async () => expect((await resultsByBib()).get('3')?.status).toBe('started'));
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

  it('rate-limits per client and never logs the token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const limited = await startLiveApp(t.db, {
      ingestRateLimit: { max: 2, windowMs: 60_000 },
      logger: { level: 'trace', stream },
    });
    try {
      const batch = { passings: [liveRead('3', 'km5', 26)] };
      expect((await limited.ingest(batch)).status).toBe(200);
      expect((await limited.ingest(batch, 'wrong-token-wrong-token')).status).toBe(401);
      const third = await limited.app.inject({
        method: 'POST',
        url: '/api/ingest/passings',
        headers: { authorization: `Bearer ${TEST_INGEST_TOKEN}` },
        payload: batch,
      });
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toMatch(/^\d+$/);
      expect(third.json()).toMatchObject({ error: { code: 'rate_limited' } });
    } finally {
      await limited.close();
    }
    const log = lines.join('');
    expect(log).toContain('ingested passings');
    expect(log).not.toContain(TEST_INGEST_TOKEN);
    expect(log).not.toContain('wrong-token-wrong-token');
  });
});
