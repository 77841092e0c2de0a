/**
 * A real Varnish with the project's VCL (deploy/varnish) in front of an instance that purges its own changes: the
 * answers carry their tags, Varnish keeps them (a final one for a day), and an ingest, an import and a privacy change
 * each purge exactly their tags — the changed answers are new at the edge at once, the others stay cached. A live
 * read purges its runner's answers, and the contest's lists at most every few seconds (ADR 032). Needs
 * Debian's varnish and varnish-modules (xkey), which the test script installs; required in CI, skipped elsewhere.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@finishline/api';
import {
  createFixtureBundle,
  FIXTURE_NOW,
  LIVE_CONTEST,
  liveRead,
  TEST_INGEST_TOKEN,
} from '@finishline/api/testing';
import { type DbHandle, setNameHidden, upsertBundle } from '@finishline/db';
import { openTestDb } from '@finishline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOriginCache, type OriginCache } from '../origin-cache.js';
import { createPublicServer } from '../origin-server.js';
import { createEdgePurger, type EdgePurger } from './edge-purger.js';
import { purgeOwnChanges, withEdgePurge } from './purge-own-changes.js';
import { varnishPurge } from './varnish-purge.js';

const VARNISHD = '/usr/sbin/varnishd';
const XKEY = [
  '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so',
  '/usr/lib/varnish/vmods/libvmod_xkey.so',
];
const hasVarnish = existsSync(VARNISHD) && XKEY.some((path) => existsSync(path));
const VCL_DIR = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../deploy/varnish');

if (!hasVarnish) {
  if (process.env.CI)
    throw new Error('CI needs varnish and varnish-modules (scripts/test.mjs installs them).');
  console.warn(
    'Skipping the Varnish tests: install varnish and varnish-modules (apt-get install -y varnish varnish-modules).',
  );
}

const CASABLANCA = 'casablanca-marathon-2026';
const MARATHON_RESULTS = `/api/events/${CASABLANCA}/contests/marathon/results`;
const TEN_K_RESULTS = `/api/events/${CASABLANCA}/contests/10k/results`;
const LIVE_RESULTS = `/api/events/${LIVE_CONTEST.eventId}/contests/${LIVE_CONTEST.contestId}/results`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise<void>((done) => server.close(() => done()));
  return typeof address === 'object' && address ? address.port : 0;
}

async function until<T>(
  probe: () => Promise<T>,
  isDone: (value: T) => boolean,
  withinMs: number,
): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await probe();
  while (!isDone(value) && Date.now() < deadline) {
    await new Promise((done) => setTimeout(done, 20));
    value = await probe();
  }
  return value;
}

type Row = { bib: string; id: string; name: string; lastCheckpointId: string | null };

describe.skipIf(!hasVarnish)('Varnish with deploy/varnish/finishline.vcl, purged by tag', () => {
  let db: DbHandle;
  let server: Server;
  let cache: OriginCache;
  let api: Awaited<ReturnType<typeof buildApp>>;
  let varnish: ChildProcess;
  let folder: string;
  let edge: string;
  let purger: EdgePurger;
  let stopPurging: () => Promise<void>;

  const get = async (path: string) => {
    const response = await fetch(edge + path);
    return { response, body: (await response.json()) as { items: Row[] } };
  };

  beforeAll(async () => {
    db = await openTestDb('pglite');
    await upsertBundle(db, createFixtureBundle());
    api = await buildApp({
      db,
      now: () => FIXTURE_NOW,
      ingestToken: TEST_INGEST_TOKEN,
      responseCacheBytes: 0,
      edgePurged: true,
    });
    await api.ready();
    cache = await startOriginCache({ api, site: null, notifications: db, maxBytes: 8 << 20 });
    server = createPublicServer(api, null, { cache: cache.cache });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const originPort = (server.address() as { port: number }).port;

    folder = mkdtempSync(join(tmpdir(), 'finishline-varnish-'));
    writeFileSync(
      join(folder, 'origins.vcl'),
      `backend origin { .host = "127.0.0.1"; .port = "${originPort}"; }
sub vcl_init { new origins = directors.round_robin(); origins.add_backend(origin); }
acl purgers { "127.0.0.1"; }
`,
    );
    const port = await freePort();
    edge = `http://127.0.0.1:${port}`;
    varnish = spawn(
      VARNISHD,
      [
        '-F',
        '-j',
        'none',
        '-n',
        join(folder, 'work'),
        '-a',
        `127.0.0.1:${port}`,
        '-T',
        'none',
        '-f',
        join(VCL_DIR, 'finishline.vcl'),
        '-p',
        `vcl_path=${folder}:${VCL_DIR}`,
        '-s',
        'malloc,64m',
      ],
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    const up = await until(
      () =>
        fetch(`${edge}/api/events`).then(
          (r) => r.status,
          () => 0,
        ),
      (status) => status === 200,
      30_000,
    );
    expect(up).toBe(200);

    purger = createEdgePurger(varnishPurge({ urls: [edge], token: null }), { backoffMs: 50 });
    stopPurging = await purgeOwnChanges(db, purger);
  }, 60_000);

  afterAll(async () => {
    await stopPurging?.();
    await purger?.close();
    varnish?.kill('SIGTERM');
    await cache?.close();
    server?.closeAllConnections();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    await api?.close();
    await db?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('answers carry their tags and final ones stay at the edge a day', async () => {
    const first = await get(MARATHON_RESULTS);
    expect(first.response.headers.get('x-cache')).toBe('MISS');
    expect(first.response.headers.get('cache-control')).toContain('s-maxage=86400');
    const again = await get(MARATHON_RESULTS);
    expect(again.response.headers.get('x-cache')).toBe('HIT');
    // Straight from the origin: both tag headers (Varnish keeps them to itself as xkey).
    const origin = await fetch(
      `http://127.0.0.1:${(server.address() as { port: number }).port}${MARATHON_RESULTS}`,
    );
    expect(origin.headers.get('surrogate-key')).toBe(
      `site event:${CASABLANCA} contest:${CASABLANCA}/marathon lists:${CASABLANCA}/marathon`,
    );
    expect(origin.headers.get('cache-tag')).toBe(
      `site,event:${CASABLANCA},contest:${CASABLANCA}/marathon,lists:${CASABLANCA}/marathon`,
    );
  });

  it('a live read purges its runner at once, and the contest’s lists at most every few seconds', async () => {
    const ids = new Map((await get(LIVE_RESULTS)).body.items.map((row) => [row.bib, row.id]));
    const runner = (bib: string) => `/api/events/${LIVE_CONTEST.eventId}/participants/${ids.get(bib)}`;
    const lastCheckpoint = async (bib: string) => {
      const response = await fetch(edge + runner(bib));
      const { result } = (await response.json()) as { result: { lastCheckpointId: string | null } };
      return { cache: response.headers.get('x-cache'), lastCheckpointId: result.lastCheckpointId };
    };
    const ingest = async (bib: string, checkpoint: string, minutes: number) => {
      const response = await fetch(`${edge}/api/ingest/passings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_INGEST_TOKEN}` },
        body: JSON.stringify({ passings: [liveRead(bib, checkpoint, minutes)] }),
      });
      expect(response.status).toBe(200);
    };
    // A first read: its runner's answer is new at the edge at once, long before its s-maxage (10 s).
    await lastCheckpoint('3');
    expect(await lastCheckpoint('3')).toEqual({ cache: 'HIT', lastCheckpointId: null });
    await ingest('3', 'km5', 25);
    const startedAt = Date.now();
    const three = await until(
      () => lastCheckpoint('3'),
      (answer) => answer.lastCheckpointId === 'km5',
      3_000,
    );
    expect(three.lastCheckpointId).toBe('km5');
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    // A second read, for another runner: theirs is purged, bib 3's stays the edge's copy, and so do the lists,
    // which moved with the first read (or a whole recompute) less than LIST_EVERY_MS ago.
    await get(LIVE_RESULTS);
    expect((await get(LIVE_RESULTS)).response.headers.get('x-cache')).toBe('HIT');
    await lastCheckpoint('1');
    expect((await lastCheckpoint('1')).cache).toBe('HIT');
    const purgedBefore = purger.stats().tagsPurged;
    await ingest('1', 'finish', 44);
    const one = await until(
      () => lastCheckpoint('1'),
      (answer) => answer.lastCheckpointId === 'finish',
      3_000,
    );
    expect(one.lastCheckpointId).toBe('finish');
    expect((await lastCheckpoint('3')).cache).toBe('HIT');
    expect((await get(LIVE_RESULTS)).response.headers.get('x-cache')).toBe('HIT');
    expect(purger.stats().tagsPurged).toBeGreaterThan(purgedBefore);
  });

  it('a privacy change purges its contest and leaves the event’s other contest cached', async () => {
    const marathon = await get(MARATHON_RESULTS);
    await get(TEN_K_RESULTS);
    expect((await get(TEN_K_RESULTS)).response.headers.get('x-cache')).toBe('HIT');
    const hidden = marathon.body.items[0];
    expect(hidden?.name).not.toBe('');
    await withEdgePurge(db, purger, () =>
      setNameHidden(db, { eventId: CASABLANCA, participantId: hidden?.id ?? '' }, true),
    );
    const after = await until(
      () => get(MARATHON_RESULTS),
      ({ body }) => body.items[0]?.name === '',
      3_000,
    );
    expect(after.body.items[0]?.name).toBe('');
    expect((await get(TEN_K_RESULTS)).response.headers.get('x-cache')).toBe('HIT');
  });

  it('an import purges every answer of the event it changed, and only those', async () => {
    const tenK = await get(TEN_K_RESULTS);
    await get(LIVE_RESULTS);
    const bundle = createFixtureBundle();
    const renamed = bundle.participants.find(
      (p) => p.eventId === CASABLANCA && p.contestId === '10k' && p.id === tenK.body.items[0]?.id,
    );
    if (!renamed) throw new Error('fixture has no 10k runner');
    renamed.lastName = 'Purged';
    renamed.displayName = `${renamed.firstName} Purged`;
    await withEdgePurge(db, purger, () => upsertBundle(db, bundle));
    const after = await until(
      () => get(TEN_K_RESULTS),
      ({ body }) => body.items.some((row) => row.name.includes('Purged')),
      3_000,
    );
    expect(after.body.items.some((row) => row.name.includes('Purged'))).toBe(true);
    // Paris was not in what changed: still the edge's copy.
    expect((await get(LIVE_RESULTS)).response.headers.get('x-cache')).toBe('HIT');
  });

  it('refuses a purge without tags', async () => {
    const response = await fetch(edge, { method: 'PURGE' });
    expect(response.status).toBe(400);
  });
});
