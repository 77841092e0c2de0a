/**
 * Fault test: a burst of 1,000 writes from one client — a runaway script on the claim form, a timing box stuck
 * in a retry loop on ingest — over a real socket. The limiters answer 429 with Retry-After long before the
 * database is touched 1,000 times; nothing answers 5xx; the server stays up and keeps answering reads while the
 * burst runs.
 */
import { type DbHandle, upsertBundle } from '@finishline/db';
import { openTestDb } from '@finishline/db/testing';
import { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { CLAIM_LIMITS } from '../routes/claims/index.js';
import { LIVE_CONTEST, liveRead, TEST_INGEST_TOKEN } from '../routes/live/live-test-app.js';
import { createFixtureBundle, FIXTURE_NOW } from '../testing/fixture-bundle.js';
import { testDbKinds } from '../testing/test-app.js';

const BURST = 1_000;
/** Requests in flight at once, as a client with a connection pool would send them. */
const CONCURRENCY = 50;
const INGEST_LIMIT = { max: 600, windowMs: 60_000 };

const CONTEST = `/api/events/${LIVE_CONTEST.eventId}/contests/${LIVE_CONTEST.contestId}`;
const CLAIM = {
  bib: '3',
  name: 'Runner Three',
  time: '0:49:30',
  problem: 'wrong_time',
  reason: 'My watch says otherwise.',
};

type Outcome = { status: number; retryAfter: string | null; ms: number };

async function send(url: string, init: RequestInit): Promise<Outcome> {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    await response.arrayBuffer();
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      ms: performance.now() - started,
    };
  } catch {
    return { status: 0, retryAfter: null, ms: performance.now() - started };
  }
}

/** Sends `total` requests, `concurrency` at a time; probes reads alongside until the burst is over. */
async function burst(total: number, request: () => Promise<Outcome>, probe: () => Promise<Outcome>) {
  const outcomes: Outcome[] = [];
  const reads: Outcome[] = [];
  let next = 0;
  let isDone = false;
  const worker = async () => {
    while (next < total) {
      next += 1;
      outcomes.push(await request());
    }
  };
  const prober = async () => {
    while (!isDone) {
      reads.push(await probe());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const probing = prober();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  isDone = true;
  await probing;
  return { outcomes, reads };
}

function countBy(outcomes: Outcome[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of outcomes) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.each(testDbKinds())('a burst of %s writes from one client', (kind) => {
  let db: DbHandle;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    db = await openTestDb(kind);
    await upsertBundle(db, createFixtureBundle());
    app = await buildApp({
      db,
      now: () => FIXTURE_NOW,
      ingestToken: TEST_INGEST_TOKEN,
      ingestRateLimit: INGEST_LIMIT,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  const readResults = () => send(`${origin}${CONTEST}/results?pageSize=20`, {});

  it(`limits ${BURST} claim posts to exactly ${CLAIM_LIMITS.claims} stored, and keeps answering reads`, async () => {
    const { outcomes, reads } = await burst(
      BURST,
      () =>
        send(`${origin}${CONTEST}/claims`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(CLAIM),
        }),
      readResults,
    );
    const counts = countBy(outcomes);
    expect(outcomes).toHaveLength(BURST);
    // Every answer is a 201 or a 429 (with Retry-After), none a failure. The per-instance attempts limiter
    // lets CLAIM_LIMITS.attempts requests reach the database; there the limit is checked and the claim stored
    // under one per-client lock (createClaimWithinLimit), so however the 50 parallel requests race, exactly
    // CLAIM_LIMITS.claims are stored.
    expect(Object.keys(counts).sort()).toEqual(['201', '429']);
    expect(counts[201]).toBe(CLAIM_LIMITS.claims);
    expect(counts[429]).toBe(BURST - CLAIM_LIMITS.claims);
    expect(outcomes.every((outcome) => outcome.status !== 429 || Number(outcome.retryAfter) > 0)).toBe(true);
    const [stored] = await db.query<{ n: number }>('select count(*)::int as n from claims');
    expect(stored?.n).toBe(CLAIM_LIMITS.claims);

    expect(reads.length).toBeGreaterThan(0);
    expect(countBy(reads)).toEqual({ 200: reads.length });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    expect((await readResults()).status).toBe(200);
  });

  it(`limits ${BURST} ingest posts to the per-client budget, and keeps answering reads`, async () => {
    let minute = 0;
    const { outcomes, reads } = await burst(
      BURST,
      () => {
        minute += 1;
        return send(`${origin}/api/ingest/passings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_INGEST_TOKEN}` },
          // Distinct reads (a stuck box resending its buffer would send the same ones: duplicates, still 200).
          body: JSON.stringify({ passings: [liveRead('77', 'km5', 20 + (minute % 600) / 100)] }),
        });
      },
      readResults,
    );
    const counts = countBy(outcomes);
    expect(outcomes).toHaveLength(BURST);
    expect(counts[200]).toBe(INGEST_LIMIT.max);
    expect(counts[429]).toBe(BURST - INGEST_LIMIT.max);
    expect(Object.keys(counts).sort()).toEqual(['200', '429']);
    expect(countBy(reads)).toEqual({ 200: reads.length });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
