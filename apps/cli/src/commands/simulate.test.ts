/**
 * The simulate command end to end, on a tiny contest (12 runners over 2 km) at 1000×, so a whole race takes about
 * a second: directly into a PGlite folder of its own, and through the ingest endpoint of the real API listening on
 * an ephemeral port.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@finishline/api';
import { type Checkpoint, type ImportBundle } from '@finishline/core';
import { createDb, type Db, type DbHandle, getContestVersion, upsertBundle } from '@finishline/db';
import { openTestDb, sampleBundle } from '@finishline/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CliError } from '../cli-error.js';
import { env } from '../env.js';
import { buildLiveSchedule, type LiveEvent } from '../simulate/live-schedule.js';
import { runSimulate } from './simulate.js';
import { scratchPglite } from '../testing/scratch-pglite.js';

const REF = { eventId: 'casa-2026', contestId: '10k' } as const;
const TOKEN = 'simulate-test-token-0123456789';
const SPEED = 1000;
const CHECKPOINTS: Checkpoint[] = [
  { id: 'start', name: 'Start', distanceM: 0, order: 0, kind: 'start' },
  { id: 'km1', name: '1 km', distanceM: 1000, order: 1, kind: 'split' },
  { id: 'finish', name: 'Finish', distanceM: 2000, order: 2, kind: 'finish' },
];
/** In bib order, as simulate lists them. Bibs 32 and 45 draw a DNF and a DNS from the race plan's seed. */
const BIBS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '32', '45'];
const SCHEDULE = buildLiveSchedule({ ...REF, checkpoints: CHECKPOINTS, bibs: BIBS });
const READS = SCHEDULE.filter((e): e is Extract<LiveEvent, { kind: 'read' }> => e.kind === 'read');
const ARGS = [
  '--event',
  REF.eventId,
  '--contest',
  REF.contestId,
  '--speed',
  String(SPEED),
  '--tick-ms',
  '20',
];

/** The sample bundle, with its 10 km cut to a 2 km contest of twelve entrants and no reads yet. */
function tinyBundle(): ImportBundle {
  const bundle = sampleBundle();
  const template = bundle.participants[0]!;
  return {
    ...bundle,
    contests: bundle.contests.map((c) =>
      c.id === REF.contestId ? { ...c, distanceM: 2000, checkpoints: CHECKPOINTS } : c,
    ),
    participants: [
      ...bundle.participants.filter((p) => p.contestId !== REF.contestId),
      ...BIBS.map((bib) => ({
        ...template,
        ...REF,
        id: `t${bib}`,
        bib,
        firstName: 'Runner',
        lastName: bib,
        displayName: `Runner ${bib}`,
        timerStatus: null,
      })),
    ],
    passings: bundle.passings.filter((p) => p.contestId !== REF.contestId),
  };
}

type StoredRead = { bib: string; checkpointId: string; at: number; receivedAt: number; source: string };
type ResultRow = { bib: string; status: string; place: number | null; lastCheckpointId: string | null };

async function storedReads(db: Db): Promise<StoredRead[]> {
  return db.query<StoredRead>(
    `
    select p.bib, cp.id as "checkpointId", p.source,
      round(extract(epoch from p.at) * 1000)::float8 as at,
      round(extract(epoch from p.received_at) * 1000)::float8 as "receivedAt"
    from passings p join checkpoints cp on cp.key = p.checkpoint_key join contests c on c.key = p.contest_key
    where c.event_id = $1 and c.id = $2
    order by p.received_at, p.at`,
    [REF.eventId, REF.contestId],
  );
}

async function contestGun(db: Db): Promise<number> {
  const [row] = await db.query<{ gun: number }>(
    `
    select round(extract(epoch from start_time) * 1000)::float8 as gun
    from contests where event_id = $1 and id = $2`,
    [REF.eventId, REF.contestId],
  );
  return row!.gun;
}

async function resultsByBib(db: Db): Promise<Map<string, ResultRow>> {
  const rows = await db.query<ResultRow>(
    `
    select p.bib, r.status, r.overall_place as place, r.last_checkpoint_id as "lastCheckpointId"
    from results r join participants p on p.key = r.participant_key join contests c on c.key = r.contest_key
    where c.event_id = $1 and c.id = $2`,
    [REF.eventId, REF.contestId],
  );
  return new Map(rows.map((row) => [row.bib, row]));
}

/**
 * Every scheduled read stored once, at gun + its offset; the reads arrive in schedule order, over several batches,
 * and none before its time has come on the race clock (1000× from `clockStart`, when simulate started).
 */
function expectReplayed(reads: StoredRead[], gun: number, clockStart: number): void {
  const key = (bib: string, checkpointId: string, at: number) => `${bib}@${checkpointId}@${at}`;
  expect(reads.map((r) => key(r.bib, r.checkpointId, r.at)).sort()).toEqual(
    READS.map((e) => key(e.bib, e.checkpointId, gun + e.offsetMs)).sort(),
  );
  // Stored in the order of the race: ordered by arrival (each batch by time), the read times never go back.
  const times = reads.map((r) => r.at);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(new Set(reads.map((r) => r.receivedAt)).size).toBeGreaterThan(3);
  // 50 ms of leeway for the database's clock and rounding.
  for (const read of reads)
    expect(read.receivedAt, `${read.bib}@${read.checkpointId}`).toBeGreaterThanOrEqual(
      clockStart + (read.at - gun) / SPEED - 50,
    );
}

/** Finishers ranked by their net time (start mat to finish); the DNF and the DNS as the timer said. */
function expectRanked(results: Map<string, ResultRow>): void {
  const offset = (bib: string, checkpointId: string) =>
    READS.find((e) => e.bib === bib && e.checkpointId === checkpointId)?.offsetMs;
  const finishers = BIBS.filter((bib) => offset(bib, 'finish') !== undefined);
  const byTime = [...finishers].sort(
    (a, b) => offset(a, 'finish')! - offset(a, 'start')! - (offset(b, 'finish')! - offset(b, 'start')!),
  );
  expect(finishers.length).toBeGreaterThanOrEqual(9);
  expect(byTime.map((bib) => results.get(bib)?.place)).toEqual(byTime.map((_, i) => i + 1));
  expect(byTime.every((bib) => results.get(bib)?.status === 'finished')).toBe(true);
  expect(results.get('32')).toMatchObject({ status: 'dnf', place: null });
  expect(results.get('45')).toMatchObject({ status: 'dns', place: null, lastCheckpointId: null });
}

function quietConsole(): { logs: () => string } {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  return { logs: () => log.mock.calls.map((args) => args.join(' ')).join('\n') };
}

it('has a tiny contest with reads at every checkpoint, a DNF and a DNS', () => {
  expect(new Set(READS.map((e) => e.checkpointId))).toEqual(new Set(['start', 'km1', 'finish']));
  expect(SCHEDULE.filter((e) => e.kind === 'status')).toEqual([
    expect.objectContaining({ bib: '45', status: 'dns' }),
    expect.objectContaining({ bib: '32', status: 'dnf' }),
  ]);
  // About a second at 1000×.
  expect(SCHEDULE.at(-1)!.offsetMs / SPEED).toBeLessThan(2_000);
});

describe('finishline simulate (direct)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fl-simulate-'));
  const scratch = scratchPglite(dir);
  let console_: ReturnType<typeof quietConsole>;

  async function withDb<T>(use: (db: DbHandle) => Promise<T>): Promise<T> {
    const db = await createDb();
    try {
      return await use(db);
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    scratch.use();
    await withDb((db) => upsertBundle(db, tinyBundle()));
    console_ = quietConsole();
  });
  afterAll(() => {
    vi.restoreAllMocks();
    scratch.restore();
  });

  it('moves the gun to now and replays the race on the accelerated clock, recomputing as it goes', async () => {
    // A stale read from an earlier run: simulate clears the contest first.
    await withDb((db) =>
      db.query(
        `
        insert into passings (contest_key, checkpoint_key, bib, at, source)
        select c.key, cp.key, '1', now(), 'import' from contests c join checkpoints cp on cp.contest_key = c.key
        where c.event_id = $1 and c.id = $2 and cp.id = 'finish'`,
        [REF.eventId, REF.contestId],
      ),
    );
    const versionBefore = await withDb(async (db) =>
      Number((await getContestVersion(db, REF.eventId, REF.contestId))?.key),
    );
    const started = Date.now();
    await runSimulate([...ARGS, '--recompute-ms', '200']);
    const elapsed = Date.now() - started;

    await withDb(async (db) => {
      const gun = await contestGun(db);
      expect(gun).toBeGreaterThanOrEqual(started);
      expect(gun).toBeLessThanOrEqual(started + elapsed);
      const reads = await storedReads(db);
      expectReplayed(reads, gun, gun);
      expect(new Set(reads.map((r) => r.source))).toEqual(new Set(['simulator']));
      expect(elapsed).toBeGreaterThanOrEqual(SCHEDULE.at(-1)!.offsetMs / SPEED);
      expectRanked(await resultsByBib(db));
      expect(Number((await getContestVersion(db, REF.eventId, REF.contestId))?.key)).toBeGreaterThan(
        versionBefore,
      );
    });
    const logs = console_.logs();
    expect(logs).toMatch(/Simulating casa-2026\/10k: 12 entrants, \d+ reads and verdicts/);
    // Recomputed while the race ran, not only at the end.
    expect(logs.match(/results version \d+/g)?.length).toBeGreaterThan(1);
    expect(logs).toContain('The race is over: every read has been sent.');
  });

  it('starts mid-race with --from: the gun that far back, the reads due by then sent at once', async () => {
    const fromMs = Math.round(SCHEDULE.at(-1)!.offsetMs / 2 / 60_000) * 60_000;
    const early = READS.filter((e) => e.offsetMs <= fromMs);
    expect(early.length).toBeGreaterThan(0);
    expect(early.length).toBeLessThan(READS.length);
    const started = Date.now();
    await runSimulate([...ARGS, '--from', String(fromMs / 60_000)]);
    const elapsed = Date.now() - started;

    await withDb(async (db) => {
      const gun = await contestGun(db);
      expect(gun).toBeGreaterThanOrEqual(started - fromMs);
      expect(gun).toBeLessThanOrEqual(started + elapsed - fromMs);
      const reads = await storedReads(db);
      // On the clock from `fromMs` on: the race clock read fromMs when the wall clock read gun + fromMs.
      expectReplayed(reads, gun, gun + fromMs - fromMs / SPEED);
      const firstLate = Math.min(...reads.filter((r) => r.at - gun > fromMs).map((r) => r.receivedAt));
      for (const read of reads.filter((r) => r.at - gun <= fromMs))
        expect(read.receivedAt).toBeLessThanOrEqual(firstLate);
      expectRanked(await resultsByBib(db));
    });
    expect(console_.logs()).toMatch(/from 0:\d\d:00 after it, at 1000×/);
  });

  it('refuses an unknown contest and bad options', async () => {
    await expect(runSimulate(['--event', REF.eventId, '--contest', 'nope'])).rejects.toThrow(
      /Unknown contest casa-2026\/nope/,
    );
    for (const args of [
      ['--event', REF.eventId],
      [...ARGS, '--speed', '0'],
      [...ARGS, '--tick-ms', 'x'],
      [...ARGS, '--from', 'soon'],
    ]) {
      const error: unknown = await runSimulate(args).catch((e: unknown) => e);
      expect(error, args.join(' ')).toBeInstanceOf(CliError);
      expect((error as CliError).exitCode).toBe(2);
    }
  });
});

describe('finishline simulate --api', () => {
  let db: DbHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let origin: string;
  let console_: ReturnType<typeof quietConsole>;

  beforeAll(async () => {
    db = await openTestDb('pglite');
    await upsertBundle(db, tinyBundle());
    app = await buildApp({ db, ingestToken: TOKEN });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    console_ = quietConsole();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
    await db.close();
  });

  it('POSTs the race to the ingest endpoint, timed from the contest gun; the server stores and recomputes', async () => {
    const gun = await contestGun(db);
    const started = Date.now();
    await runSimulate([...ARGS, '--api', `${origin}/`, '--token', TOKEN, '--batch', '10']);
    const reads = await storedReads(db);
    expectReplayed(reads, gun, started);
    expect(new Set(reads.map((r) => r.source))).toEqual(new Set(['live']));
    expect(console_.logs()).toContain(`ingest totals: ${READS.length} new, 0 already stored, 0 rejected`);
    // The server recomputes after answering: its results list catches up.
    await vi.waitFor(
      async () => {
        const response = await app.inject({ url: `/api/events/casa-2026/contests/10k/results?pageSize=50` });
        const items = (response.json() as { items: { bib: string; status: string }[] }).items;
        expect(items.find((item) => item.bib === '45')?.status).toBe('dns');
        expect(items.filter((item) => item.status === 'finished').length).toBeGreaterThanOrEqual(9);
      },
      { timeout: 10_000, interval: 50 },
    );
    expectRanked(await resultsByBib(db));
    expect(await contestGun(db)).toBe(gun);
  });

  it('says so when every read is already stored', async () => {
    await runSimulate([...ARGS, '--api', origin, '--token', TOKEN]);
    expect(console_.logs()).toContain(`ingest totals: 0 new, ${READS.length} already stored, 0 rejected`);
    expect(console_.logs()).toContain('Every read was already stored: use --reset');
  });

  it('stops with a clear message and exit status 1 when the token is wrong, storing nothing', async () => {
    const before = (await storedReads(db)).length;
    const error: unknown = await runSimulate([
      ...ARGS,
      '--api',
      origin,
      '--token',
      'wrong-token-0000000000',
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).exitCode).toBe(1);
    expect((error as CliError).message).toMatch(/answered 401.*token/);

    // The command itself: the message on stderr, no stack trace, a non-zero exit status.
    const main = fileURLToPath(new URL('../main.ts', import.meta.url));
    const child = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const process_ = execFile(
        process.execPath,
        ['--conditions=source', '--import', 'tsx', main, 'simulate', ...ARGS, '--api', origin],
        { env: { ...process.env, DATABASE_URL: '', INGEST_TOKEN: 'wrong-token-0000000000' } },
        (_error, _stdout, stderr) => resolve({ code: process_.exitCode, stderr }),
      );
    });
    expect(child.code).toBe(1);
    expect(child.stderr).toMatch(/The ingest endpoint answered 401.*token/);
    expect(child.stderr).not.toMatch(/\n\s+at /);
    expect((await storedReads(db)).length).toBe(before);
  });

  it('needs a token', async () => {
    const saved = env.ingestToken;
    env.ingestToken = null;
    try {
      const error: unknown = await runSimulate([...ARGS, '--api', origin]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CliError);
      expect(error).toMatchObject({
        exitCode: 2,
        message: expect.stringMatching(/--token <token> or INGEST_TOKEN/),
      });
    } finally {
      env.ingestToken = saved;
    }
  });
});
