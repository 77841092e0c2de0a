/**
 * `finishline serve` as a cluster of two workers on PostgreSQL, from the build (apps/cli/dist): a read ingested
 * through one worker shows in the answers of both within the notification bound, live streams per client are
 * counted across workers, and killing a worker loses none of the requests that follow — the other serves them while
 * the primary starts a new one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { createDb, readDbEnv, upsertBundle } from '@finishline/db';
import { syntheticBundle } from '@finishline/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const MAIN = `${ROOT}apps/cli/dist/main.js`;
const testUrl = readDbEnv().testDatabaseUrl;
const TOKEN = 'cluster-test-ingest-token-0123456789';
/** How long after an ingest a change may take to show on every worker (notification, field, caches). */
const NOTIFICATION_BOUND_MS = 3_000;
const EVENT = 'cluster-2026';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

type Answer = { status: number; instance: string; body: string };

/** One request on a connection of its own (the primary hands each new connection to the next worker). */
function ask(
  port: number,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: init.method ?? 'GET', agent: false, headers: init.headers },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, instance: String(res.headers['x-instance']), body }),
        );
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const canRun = testUrl !== null && existsSync(MAIN);

describe.skipIf(!canRun)('serve as a cluster of two workers', () => {
  let port: number;
  let primary: ChildProcess;
  let databaseUrl: string;
  const name = `finishline_cluster_${process.pid}`;

  /** Runs a statement on the test server's own database (to make or drop the cluster's). */
  async function onServer(statement: string): Promise<void> {
    const admin = await createDb({ url: testUrl ?? '', migrate: false });
    try {
      await admin.query(statement);
    } finally {
      await admin.close();
    }
  }

  beforeAll(async () => {
    await onServer(`drop database if exists ${name} with (force)`);
    await onServer(`create database ${name}`);
    const url = new URL(testUrl ?? '');
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const db = await createDb({ url: databaseUrl });
    const bundle = syntheticBundle({ participants: 40, checkpoints: 4, eventId: EVENT });
    // Only the first runners have run: the others' reads come through the ingest endpoint.
    await upsertBundle(db, { ...bundle, passings: bundle.passings.filter((p) => Number(p.bib) <= 5) });
    await db.close();
    port = await freePort();
    primary = spawn(process.execPath, [MAIN, 'serve'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATABASE_READ_URL: '',
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        INGEST_TOKEN: TOKEN,
        LIVE_STREAMS_PER_CLIENT: '3',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    // Until both workers listen (each answers /readyz in turn).
    const ready = new Set<string>();
    for (let i = 0; i < 400 && ready.size < 2; i++) {
      const answer = await ask(port, '/readyz').catch(() => null);
      if (answer?.status === 200) ready.add(answer.instance);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    primary?.kill('SIGTERM');
    await new Promise((resolve) => primary?.once('exit', resolve));
    await onServer(`drop database if exists ${name} with (force)`);
  });

  /** The answer of `path` from worker `instance` (new connections until that worker takes one). */
  async function fromWorker(instance: string, path: string): Promise<Answer> {
    for (let i = 0; i < 20; i++) {
      const answer = await ask(port, path);
      if (answer.instance === instance) return answer;
    }
    throw new Error(`worker ${instance} answered none of 20 requests`);
  }

  it('has two workers answering in turn', async () => {
    const instances = new Set<string>();
    for (let i = 0; i < 6; i++) instances.add((await ask(port, '/healthz')).instance);
    expect([...instances].sort()).toEqual(['1', '2']);
  });

  it('shows a read ingested through one worker on both within the notification bound', async () => {
    const path = `/api/events/${EVENT}/participants/9`;
    const finish = (body: string) =>
      (JSON.parse(body) as { splits: { kind: string; isReached: boolean }[] }).splits.find(
        (s) => s.kind === 'finish',
      );
    // Both workers have the runner in memory, not finished.
    for (const worker of ['1', '2'])
      expect(finish((await fromWorker(worker, path)).body)?.isReached).toBe(false);
    const at = new Date(Date.UTC(2026, 3, 12, 10, 30)).toISOString();
    const posted = await ask(port, '/api/ingest/passings', {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        eventId: EVENT,
        contestId: 'marathon',
        passings: [{ bib: '9', checkpointId: 'finish', at }],
      }),
    });
    expect(posted.status, posted.body).toBe(200);
    const started = Date.now();
    for (const worker of ['1', '2']) {
      for (;;) {
        if (finish((await fromWorker(worker, path)).body)?.isReached) break;
        expect(Date.now() - started, `worker ${worker}`).toBeLessThan(NOTIFICATION_BOUND_MS);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });

  it('counts one client’s live streams over both workers', async () => {
    const streams: ReturnType<typeof request>[] = [];
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        await new Promise<string>((resolve) => {
          const req = request(
            { host: '127.0.0.1', port, path: `/api/events/${EVENT}/contests/marathon/live`, agent: false },
            (res) => res.once('data', (chunk: Buffer) => resolve(`${res.statusCode} ${chunk.toString()}`)),
          );
          req.end();
          streams.push(req);
        }),
      );
    }
    for (const stream of streams) stream.destroy();
    // LIVE_STREAMS_PER_CLIENT=3: the fourth and fifth are told to poll the snapshot instead (ADR 033), whichever
    // worker they reached.
    const polled = answers.map((answer) => answer.includes('event: poll'));
    expect(answers.every((answer) => answer.startsWith('200 '))).toBe(true);
    expect(polled).toEqual([false, false, false, true, true]);
  });

  it('loses no request when a worker is killed: the other serves while a new one starts', async () => {
    const [victim] = childrenOf(primary.pid ?? 0);
    expect(victim).toBeDefined();
    process.kill(victim ?? 0, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        ask(port, `/api/events/${EVENT}/contests/marathon/results?pageSize=5`),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    for (let i = 0; i < 50 && childrenOf(primary.pid ?? 0).length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(childrenOf(primary.pid ?? 0)).toHaveLength(2);
  });
});
