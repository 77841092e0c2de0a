#!/usr/bin/env node
/**
 * API load benchmark (on demand, never in CI): the results page (100 rows of the big marathon, gender-filtered),
 * the same page through the public API v1, a share card, the events list and a name search, on PGlite and on PostgreSQL, with and without If-None-Match, each beside the
 * same bytes served as a static file by nginx (or a minimal Node static server when nginx is missing) in the
 * same run, measured with wrk (2 threads). Prints req/s, p50/p99 latency and the API/static ratio.
 *
 *   node --conditions=source --import tsx bench/api/run.mjs
 *
 * Environment: BENCH_DURATION (s per run, default 10), BENCH_CONNECTIONS (default 20), BENCH_PG_URL (admin URL of
 * a PostgreSQL server, default postgres://postgres@127.0.0.1:5432/postgres; the bench creates and drops its own
 * database `finishline_bench` there), BENCH_SKIP_PG=1.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dropPostgres, isReachable, loadPostgres } from './lib/load-data.mjs';
import { hasWrk, measure } from './lib/measure.mjs';
import { digest, startStaticServer } from './lib/static-server.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_DATABASE = 'finishline_bench';
const API_PORT = 39_101;
const STATIC_PORT = 39_102;

/** The API in its own process: server.ts on PostgreSQL, or the in-memory PGlite harness. */
async function startApi(env, entry = 'packages/api/src/server.ts') {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', entry], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PGLITE_DIR: '',
      ...env,
      PORT: String(API_PORT),
      LOG_LEVEL: 'warn',
      // The public API's per-client limit would answer 429 to a load generator: measure its cost, not its refusals.
      PUBLIC_API_RATE_LIMIT: '1000000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${API_PORT}`;
  for (let i = 0; i < 3000; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Lets the previous run's in-flight requests drain (PGlite answers one query at a time), then warms up. */
async function settle(url) {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  for (let i = 0; i < 5; i++) await (await fetch(url)).arrayBuffer();
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return response.json();
}

/** The three scenarios, found on the demo data: the biggest contest, the events list, a common last name. */
async function scenarios(api) {
  const events = await getJson(`${api}/api/events?pageSize=100`);
  let biggest = null;
  for (const event of events.items) {
    const detail = await getJson(`${api}/api/events/${event.id}`);
    for (const contest of detail.contests) {
      if (!biggest || contest.participantCount > biggest.participantCount)
        biggest = { ...contest, eventId: event.id };
    }
  }
  const base = `/api/events/${biggest.eventId}/contests/${biggest.id}`;
  const results = `${base}/results?gender=f&page=3&pageSize=100`;
  const top = await getJson(`${api}${base}/results?pageSize=1`);
  const name = top.items[0].lastName;
  return {
    contest: `${biggest.eventId}/${biggest.id} (${biggest.participantCount} entrants, ${biggest.finisherCount} finishers)`,
    list: [
      { name: 'results (100 rows, gender=f, page 3)', path: results, file: 'results.json' },
      { name: 'events list (20)', path: '/api/events?pageSize=20', file: 'events.json' },
      // The same page through the versioned public API: its rewrite and per-client limiter on every request.
      {
        name: 'the same through /api/v1',
        path: results.replace('/api/', '/api/v1/'),
        file: 'results-v1.json',
      },
      // A winner's share card (PNG, rendered once, then answered from memory by ETag).
      {
        name: 'share card PNG',
        path: `/api/events/${biggest.eventId}/participants/${encodeURIComponent(top.items[0].id)}/card.png`,
        file: 'card.png',
      },
      {
        name: `name search "${name}"`,
        path: `/api/events/${biggest.eventId}/search/participants?text=${encodeURIComponent(name)}`,
        file: 'search.json',
      },
    ],
  };
}

function row(cells) {
  const widths = [38, 10, 9, 12, 8, 8, 7];
  return cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 10)).join(' ');
}

async function benchDatabase(label, env, workDir, entry) {
  const api = await startApi(env, entry);
  const found = await scenarios(api.url);
  console.log(`\n## ${label} — biggest contest ${found.contest}`);
  const bodies = {};
  const etags = {};
  for (const scenario of found.list) {
    const response = await fetch(`${api.url}${scenario.path}`);
    bodies[scenario.file] = Buffer.from(await response.arrayBuffer());
    etags[scenario.file] = response.headers.get('etag');
  }
  const server = await startStaticServer(join(workDir, label), bodies, STATIC_PORT);
  console.log(
    `Baseline: ${server.kind}, same bytes. ${DURATION} s per run, ${CONNECTIONS} connections, no compression.`,
  );
  console.log(row(['scenario', 'server', 'bytes', 'req/s', 'p50 ms', 'p99 ms', 'ratio']));
  for (const scenario of found.list) {
    const staticUrl = `${server.url}/${scenario.file}`;
    const staticEtag = (await fetch(staticUrl, { method: 'HEAD' })).headers.get('etag');
    for (const conditional of [false, true]) {
      await settle(`${api.url}${scenario.path}`);
      const apiRun = await measure(`${api.url}${scenario.path}`, {
        duration: DURATION,
        connections: CONNECTIONS,
        headers: conditional ? { 'if-none-match': etags[scenario.file] } : {},
      });
      await settle(staticUrl);
      const staticRun = await measure(staticUrl, {
        duration: DURATION,
        connections: CONNECTIONS,
        headers: conditional ? { 'if-none-match': staticEtag } : {},
      });
      const name = `${scenario.name}${conditional ? ' + If-None-Match' : ''}`;
      const bytes = `${bodies[scenario.file].length}`;
      const ratio = `${((apiRun.rps / staticRun.rps) * 100).toFixed(0)}%`;
      console.log(row([name, 'api', bytes, apiRun.rps.toFixed(0), apiRun.p50, apiRun.p99, ratio]));
      console.log(
        row([
          '',
          server.kind.split(' ')[0],
          digest(bodies[scenario.file]),
          staticRun.rps.toFixed(0),
          staticRun.p50,
          staticRun.p99,
          '',
        ]),
      );
      for (const [who, run] of [
        ['api', apiRun],
        ['static', staticRun],
      ]) {
        if (run.errors > 0 || !/^(200|304)×\d+$/.test(run.statuses))
          console.log(`   ${who}: ${run.statuses} errors=${run.errors}`);
      }
    }
  }
  await server.stop();
  await api.stop();

  // The same results page with the in-process response cache off: every request runs the list query.
  const uncached = await startApi({ ...env, RESPONSE_CACHE_MB: '0' }, entry);
  const [results] = found.list;
  await settle(`${uncached.url}${results.path}`);
  const run = await measure(`${uncached.url}${results.path}`, {
    duration: DURATION,
    connections: CONNECTIONS,
  });
  console.log(
    row([
      `${results.name}, response cache off`,
      'api',
      bodies[results.file].length,
      run.rps.toFixed(0),
      run.p50,
      run.p99,
      '',
    ]),
  );
  await uncached.stop();
}

async function main() {
  if (!hasWrk()) throw new Error('wrk is needed (Debian/Ubuntu: apt-get install wrk).');
  const workDir = await mkdtemp(join(tmpdir(), 'finishline-bench-api-'));
  console.log(
    `# API benchmark — Node ${process.version}, ${availableParallelism()} CPUs (load generator shares them)`,
  );
  try {
    await benchDatabase('PGlite', {}, workDir, 'bench/api/lib/serve-pglite.mjs');
    if (process.env.BENCH_SKIP_PG !== '1' && (await isReachable(PG_ADMIN_URL))) {
      try {
        const pg = await loadPostgres(PG_ADMIN_URL, PG_DATABASE);
        console.log(`\nPostgreSQL: loaded ${pg.participants} participants in ${pg.seconds.toFixed(1)} s.`);
        await benchDatabase('PostgreSQL', pg.env, workDir);
      } finally {
        await dropPostgres(PG_ADMIN_URL, PG_DATABASE);
      }
    } else {
      console.log('\nPostgreSQL: skipped (not reachable at BENCH_PG_URL, or BENCH_SKIP_PG=1).');
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
