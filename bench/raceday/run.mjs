#!/usr/bin/env node
/**
 * Race-day benchmark (on demand, never in CI): the built site and API (`finishline serve`) on PostgreSQL with the
 * demo data in a scratch database, under a mixed crowd — events lists, the big marathon's results with filters
 * and pages, participant pages, searches, start lists, direct API reads — while N live streams (SSE) stay open.
 * Measured straight at the instance, then through deploy/nginx.conf (cache in front), beside nginx serving one
 * page as a static file (the ceiling of this machine). Prints sustained req/s, p50/p99, errors and non-2xx, and
 * nginx's cache statuses. `--soak S` instead runs the mix for S seconds and prints memory and open file
 * descriptors of every process (and PostgreSQL connections) minute by minute, to show leaks.
 *
 *   npm run raceday -w bench -- --duration 20        npm run soak -w bench        (build the site first)
 *   node --conditions=source --import tsx bench/raceday/run.mjs [--duration S] [--connections N] [--streams N]
 *        [--soak S] [--via direct|nginx] [--keep-db]
 *
 * Environment: BENCH_DURATION, BENCH_CONNECTIONS, BENCH_SSE_CLIENTS, BENCH_SOAK (same as the flags),
 * BENCH_PG_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres; the bench creates the database
 * finishline_raceday there and drops it unless --keep-db, which also reuses a loaded one), WEB_BUILD_DIR (the
 * web build to serve, relative to apps/web, default build).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { createDb } from '@finishline/db';
import { dropPostgres, isReachable, loadPostgres } from '../api/lib/load-data.mjs';
import { startStaticServer } from '../api/lib/static-server.mjs';
import { cacheStatuses, hasNginx, startNginx } from './lib/nginx.mjs';
import { sample, watched } from './lib/processes.mjs';
import { openStreams } from './lib/streams.mjs';
import { buildWorkload } from './lib/workload.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string' },
    connections: { type: 'string' },
    streams: { type: 'string' },
    soak: { type: 'string' },
    via: { type: 'string' },
    'keep-db': { type: 'boolean', default: false },
  },
});
const DURATION = Number(flags.duration ?? process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = Number(flags.connections ?? process.env.BENCH_CONNECTIONS ?? 32);
const STREAMS = Number(flags.streams ?? process.env.BENCH_SSE_CLIENTS ?? 50);
const SOAK =
  flags.soak === undefined && !process.env.BENCH_SOAK ? 0 : Number(flags.soak ?? process.env.BENCH_SOAK);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WEB_BUILD_DIR = process.env.WEB_BUILD_DIR ?? 'build';
const DATABASE = 'finishline_raceday';
const SERVE_PORT = 39_301;
const NGINX_PORT = 39_302;
const STATIC_PORT = 39_303;
// A browser's user agent: the site renders for crawlers differently (whole document at once).
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

function databaseUrl(name) {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function hasDemoData(url) {
  try {
    const db = await createDb({ url, migrate: false });
    try {
      const [row] = await db.query('select count(*)::int as n from participants');
      return (row?.n ?? 0) > 10_000;
    } finally {
      await db.close();
    }
  } catch {
    return false;
  }
}

/** `finishline serve` from the build, in its own process, as deployed. */
async function startServe(env) {
  const child = spawn(process.execPath, ['apps/cli/dist/main.js', 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(SERVE_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_BUILD_DIR,
      API_BASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${SERVE_PORT}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** One autocannon run of the mix against `base`. */
async function run(base, workload, seconds) {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    headers: { 'user-agent': BROWSER, 'accept-encoding': 'gzip', accept: 'text/html,application/json' },
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: workload.nextPath() }) }],
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}×${count}`)
    .join(' ');
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mbPerS: result.throughput.average / 1e6,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}

/** A static run: one URL, the same connections. */
async function runStatic(url, seconds) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function line(cells, widths = [34, 10, 9, 9, 9, 8, 8]) {
  return cells.map((cell, i) => String(cell).padEnd(widths[i] ?? 10)).join(' ');
}

function report(name, result, ceiling) {
  console.log(
    line([
      name,
      result.rps.toFixed(0),
      result.p50,
      result.p99,
      result.mbPerS.toFixed(1),
      result.errors,
      result.non2xx,
      ceiling ? `${((result.rps / ceiling) * 100).toFixed(0)}%` : '',
    ]),
  );
  if (result.non2xx > 0 || result.errors > 0) console.log(`   statuses: ${result.statuses}`);
}

function streamSummary(streams) {
  const { requested, open, refused, dropped, events, pings } = streams.counts;
  return `${open}/${requested} live streams open (${refused} refused, ${dropped} dropped), ${events} events and ${pings} pings received`;
}

async function pgConnections(url) {
  const db = await createDb({ url: PG_ADMIN_URL, migrate: false });
  try {
    const [row] = await db.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
      new URL(url).pathname.slice(1),
    ]);
    return row?.n ?? NaN;
  } finally {
    await db.close();
  }
}

async function comparison(serve, workload, workDir) {
  const sampleBytes = Buffer.from(await (await fetch(`${serve.url}${workload.samplePage}`)).arrayBuffer());
  const baseline = await startStaticServer(
    join(workDir, 'static'),
    { 'page.html': sampleBytes },
    STATIC_PORT,
  );
  const ceiling = await runStatic(`${baseline.url}/page.html`, Math.min(DURATION, 10));
  await baseline.stop();
  console.log(
    `Ceiling: ${baseline.kind} (one worker) serving one results page (${sampleBytes.length} bytes) as a static file: ` +
      `${ceiling.rps.toFixed(0)} req/s, p50 ${ceiling.p50} ms, p99 ${ceiling.p99} ms.`,
  );

  console.log(
    `\n${DURATION} s per run, ${CONNECTIONS} connections, ${STREAMS} live streams held open meanwhile.`,
  );
  console.log(line(['run', 'req/s', 'p50 ms', 'p99 ms', 'MB/s', 'errors', 'non-2xx', 'of static']));

  const direct = openStreams(`${serve.url}${workload.livePath}`, STREAMS);
  await direct.ready;
  const straight = await run(serve.url, workload, DURATION);
  report('serve, no cache in front', straight, ceiling.rps);
  console.log(`   ${streamSummary(direct)}`);
  direct.close();

  if (!hasNginx()) {
    console.log('nginx: not installed, so no cached run (apt-get install nginx, then run again).');
    return;
  }
  const nginx = await startNginx(join(workDir, 'nginx'), {
    upstreamPort: SERVE_PORT,
    port: NGINX_PORT,
    streams: STREAMS,
  });
  try {
    const viaNginx = openStreams(`${nginx.url}${workload.livePath}`, STREAMS);
    await viaNginx.ready;
    const cached = await run(nginx.url, workload, DURATION);
    report('nginx (deploy/nginx.conf) + serve', cached, ceiling.rps);
    console.log(`   ${streamSummary(viaNginx)}`);
    viaNginx.close();
  } finally {
    await nginx.stop();
  }
  const statuses = await cacheStatuses(nginx.config.accessLog);
  const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  console.log(
    `   nginx cache: ${Object.entries(statuses)
      .sort((a, b) => b[1] - a[1])
      .map(([status, n]) => `${status} ${((n / total) * 100).toFixed(1)}%`)
      .join(', ')} of ${total} requests ("-": not cacheable, e.g. the streams)`,
  );
}

async function soak(serve, workload, workDir, url) {
  const useNginx = flags.via === 'nginx';
  if (useNginx && !hasNginx()) throw new Error('--via nginx: nginx is not installed');
  const nginx = useNginx
    ? await startNginx(join(workDir, 'nginx'), {
        upstreamPort: SERVE_PORT,
        port: NGINX_PORT,
        streams: STREAMS,
      })
    : null;
  const target = nginx ? nginx.url : serve.url;
  const processes = await watched(serve.pid, nginx?.pid);
  const streams = openStreams(`${target}${workload.livePath}`, STREAMS);
  await streams.ready;
  const slice = Math.min(60, SOAK);
  console.log(
    `\nSoak: ${SOAK} s of the mix ${nginx ? 'through nginx' : 'straight at serve'}, ${CONNECTIONS} connections, ` +
      `${STREAMS} live streams. One line per ${slice} s slice.`,
  );
  const header = [
    't s',
    'req/s',
    'p99 ms',
    'errors',
    'non-2xx',
    'serve MB',
    'serve fds',
    'pg conns',
    'streams',
  ];
  console.log(line(header, [6, 8, 8, 7, 8, 9, 10, 9, 8]));
  const first = await sample(processes);
  const firstPg = await pgConnections(url);
  let elapsed = 0;
  while (elapsed < SOAK) {
    const seconds = Math.min(slice, SOAK - elapsed);
    const result = await run(target, workload, seconds);
    elapsed += seconds;
    const [serveNow] = await sample(processes.slice(0, 1));
    console.log(
      line(
        [
          elapsed,
          result.rps.toFixed(0),
          result.p99,
          result.errors,
          result.non2xx,
          serveNow.rssMb.toFixed(0),
          serveNow.fds,
          await pgConnections(url),
          streams.counts.open,
        ],
        [6, 8, 8, 7, 8, 9, 10, 9, 8],
      ),
    );
  }
  const last = await sample(processes);
  console.log('\nprocess                           RSS start → end (MB)     open fds start → end');
  for (const [i, start] of first.entries()) {
    const end = last[i];
    console.log(
      `${start.name.padEnd(33)} ${start.rssMb.toFixed(0).padStart(6)} → ${end.rssMb.toFixed(0).padEnd(12)} ` +
        `${String(start.fds).padStart(6)} → ${end.fds}`,
    );
  }
  console.log(
    `PostgreSQL connections to ${new URL(url).pathname.slice(1)}: ${firstPg} → ${await pgConnections(url)}`,
  );
  console.log(streamSummary(streams));
  streams.close();
  await nginx?.stop();
}

async function main() {
  if (
    !existsSync(join(ROOT, 'apps/cli/dist/main.js')) ||
    !existsSync(join(ROOT, `apps/web/${WEB_BUILD_DIR}/server/index.js`))
  ) {
    throw new Error(`Build first: npm run build (the site is looked for in apps/web/${WEB_BUILD_DIR}).`);
  }
  if (!(await isReachable(PG_ADMIN_URL))) throw new Error(`No PostgreSQL at ${PG_ADMIN_URL} (BENCH_PG_URL).`);
  console.log(
    `# Race-day benchmark — Node ${process.version}, ${availableParallelism()} CPUs shared by serve, nginx, ` +
      `PostgreSQL and the load generator (load average at start ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')})`,
  );
  const url = databaseUrl(DATABASE);
  if (flags['keep-db'] && (await hasDemoData(url))) {
    console.log(`PostgreSQL: reusing the demo data in ${DATABASE}.`);
  } else {
    const loaded = await loadPostgres(PG_ADMIN_URL, DATABASE);
    console.log(
      `PostgreSQL: loaded ${loaded.participants} participants into ${DATABASE} in ${loaded.seconds.toFixed(1)} s.`,
    );
  }
  const workDir = await mkdtemp(join(tmpdir(), 'finishline-raceday-'));
  const serve = await startServe({ DATABASE_URL: url, PGLITE_DIR: '' });
  try {
    const workload = await buildWorkload(serve.url);
    console.log(
      `Contest: ${workload.facts.contest}; live streams on ${workload.facts.live ?? '(no live contest: the big one)'}.`,
    );
    console.log(
      `Mix: ${workload.mix}; ${workload.facts.distinctParticipants} participants, ${workload.facts.names} names.`,
    );
    if (SOAK > 0) await soak(serve, workload, workDir, url);
    else await comparison(serve, workload, workDir);
  } finally {
    await serve.stop();
    await rm(workDir, { recursive: true, force: true });
    if (!flags['keep-db']) await dropPostgres(PG_ADMIN_URL, DATABASE);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
