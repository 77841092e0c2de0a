#!/usr/bin/env node
/**
 * Page benchmark (on demand, never in CI): the big marathon's results page, side by side in one run, with wrk as
 * the load generator (10 connections, 2 threads, the same URL path and browser headers for a–c):
 *
 *   (a)  nginx serving a static copy of the page (its HTML fetched from serve once), precompressed (gzip_static),
 *        with deploy/nginx.conf's gzip settings: the ceiling, and what nginx's proxy cache does with a page;
 *   (a′) the same copy compressed by nginx for every request (gzip on, no .gz);
 *   (b)  the page from `finishline serve`, hot: its response cache as configured by default (RESPONSE_CACHE_MB);
 *   (c)  the page from serve with RESPONSE_CACHE_MB=0 (the cache off);
 *   (c′) the same, a different page of the results (page=1…40) per request, so no two requests in flight share a
 *        render (serve runs one render per URL at a time even with the cache off);
 *   (d)  the race-day mix of bench/raceday (its workload.mjs, drawn into a path list for wrk/mix.lua) against
 *        serve alone, with the race-day live streams held open;
 *
 * each as req/s, p50 and p99 with its ratio to (a), and the CPU the server and wrk used meanwhile; then the CPU of
 * one uncached (and one hot) page from /proc over sequential requests, and where an uncached page's time goes (a
 * `node --cpu-prof` run of serve, summarised by package). serve runs from the build (`npm run build` first) on a
 * scratch PGlite folder loaded by `finishline demo`, production mode, one instance, loopback ports; every process
 * the benchmark starts is stopped at the end, on errors and on Ctrl-C.
 *
 *   npm run page -w bench [-- --duration 15 --warmup 3 --connections 10 --threads 2 --requests 100 --streams 50
 *                                --data <folder> --analyze --keep --nginx-workers 1 --mix-paths 100000]
 *
 * Needs wrk and nginx on the PATH (Debian/Ubuntu: sudo apt-get install wrk nginx; the nginx service need not run).
 * --data keeps the loaded PGlite folder there and reuses it next time (else a scratch folder, removed at the end).
 * --analyze runs VACUUM ANALYZE on it first: `finishline demo` leaves PGlite without planner statistics (PGlite has
 * no autovacuum), which is what `npm start` serves. --keep keeps the temporary folder (serve's logs, the CPU profile
 * to open in Chrome DevTools). WEB_BUILD_DIR (relative to apps/web, default build) picks the site's build.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openStreams } from '../raceday/lib/streams.mjs';
import { buildWorkload } from '../raceday/lib/workload.mjs';
import { onCleanup, removeLater, stopAll } from './lib/children.mjs';
import { cpuMs, CPU_RESOLUTION_MS, treeCpuMs } from './lib/cpu.mjs';
import { hasNginx, startStaticNginx } from './lib/nginx-static.mjs';
import { summariseProfile } from './lib/profile.mjs';
import { closeConnections, ensureDemoData, freePort, get, ROOT, startServe } from './lib/serve.mjs';
import { hasWrk, runWrk, writeScripts } from './lib/wrk.mjs';

const { values: flags } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    threads: { type: 'string', default: '2' },
    requests: { type: 'string', default: '100' },
    streams: { type: 'string', default: '50' },
    data: { type: 'string' },
    analyze: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'nginx-workers': { type: 'string', default: '1' },
    'mix-paths': { type: 'string', default: '100000' },
  },
});
const DURATION = Number(flags.duration);
const WARMUP = Number(flags.warmup);
const CONNECTIONS = Number(flags.connections);
const THREADS = Number(flags.threads);
const SEQUENTIAL = Number(flags.requests);
const STREAMS = Number(flags.streams);
const NGINX_WORKERS = Number(flags['nginx-workers']);
const MIX_PATHS = Number(flags['mix-paths']);
const WEB_BUILD_DIR = process.env.WEB_BUILD_DIR ?? 'build';
/** Upper bound of each sequential loop, whatever --requests says. */
const SEQUENTIAL_LIMIT_MS = 120_000;
/** The first results page of the miss figure: past the pages the mix asks for (1–40); the site shows 100 a page, 196 pages. */
const MISS_FIRST_PAGE = 60;
/** Pages of the results (c′) cycles through: more than the requests that can be in flight at once. */
const DISTINCT_PAGES = 40;

/**
 * What a desktop Chrome sends for a page. A browser's user agent matters: the site streams its pages to people but
 * renders the whole document first for crawlers (isbot in apps/web/app/entry.server.tsx: HeadlessChrome, curl…).
 */
const HEADERS = {
  'User-Agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'Accept-Encoding': 'gzip, br',
  'Accept-Language': 'en-US,en;q=0.9',
};

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const fixed = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
/** A ratio with two significant digits at least. */
const ratio = (x) => (!Number.isFinite(x) ? '–' : x >= 0.1 ? x.toFixed(2) : x.toPrecision(2));
const WIDTHS = [46, 8, 8, 8, 7, 9, 8, 7, 8, 6];

function line(cells) {
  return cells
    .map((cell, i) => String(cell).padEnd(WIDTHS[i] ?? 8))
    .join(' ')
    .trimEnd();
}

/** The rows of the table, printed together at the end in order (they are measured a, a′, b, d, c, c′). */
const ORDER = ['a', 'a′', 'b', 'c', 'c′', 'd'];
const rows = new Map();

function record(key, label, result, { encoding, serverCores, pathsRepeat = false }) {
  rows.set(key, { label, result, encoding, serverCores, pathsRepeat });
  process.stderr.write(`  ${label}: ${fixed(result.rps)} req/s\n`);
}

function printTable() {
  const baseline = rows.get('a')?.result;
  console.log(
    line(['', 'req/s', 'p50 ms', 'p99 ms', '÷ (a)', 'encoding', 'kB/resp', 'errors', 'srv CPU', 'wrk CPU']),
  );
  for (const key of ORDER) {
    const row = rows.get(key);
    if (!row) continue;
    const { label, result, encoding, serverCores, pathsRepeat } = row;
    const errors = result.socketErrors + result.statusErrors;
    console.log(
      line([
        label,
        fixed(result.rps),
        fixed(result.p50, 1),
        fixed(result.p99, 1),
        key === 'a' || !baseline ? '' : ratio(result.rps / baseline.rps),
        encoding,
        fixed(result.kbPerResponse, 1),
        errors,
        fixed(serverCores, 2),
        fixed(result.wrkCores, 2),
      ]),
    );
    if (errors > 0)
      console.log(
        `   ${result.statusErrors} answers ≥ 400, ${result.socketErrors} socket errors/timeouts of ${result.requests}`,
      );
    if (result.repeats > 0 && !pathsRepeat)
      console.log(`   ${result.repeats} requests repeated a path of this run: raise --mix-paths`);
  }
}

/** One probe request: the status and encoding a–c are measured with. */
async function probe(url) {
  const response = await get(url, HEADERS);
  if (response.status !== 200) throw new Error(`${url}: status ${response.status}`);
  return { encoding: response.headers['content-encoding'] ?? 'identity', bytes: response.body.length };
}

/** Entries the serve's origin cache holds, from its /metrics. */
async function cacheEntries(base) {
  try {
    const text = await (await fetch(`${base}/metrics`)).text();
    return Number(/^origin_cache_entries (\d+)$/m.exec(text)?.[1] ?? NaN);
  } catch {
    return null;
  }
}

function writePaths(file, paths) {
  writeFileSync(file, `${paths.join('\n')}\n`);
  return file;
}

/**
 * A wrk run after a warm-up run, with the CPU the server (a process tree) used meanwhile. `paths`: { warmup,
 * measured } files of paths for wrk/mix.lua, else every request asks for `url`.
 */
async function measure(url, serverPid, scripts, paths) {
  const options = { url, connections: CONNECTIONS, threads: THREADS, headers: HEADERS, scripts };
  if (WARMUP > 0) await runWrk({ ...options, seconds: WARMUP, paths: paths?.warmup });
  const cpuBefore = await treeCpuMs(serverPid);
  const result = await runWrk({ ...options, seconds: DURATION, paths: paths?.measured });
  const serverCores = ((await treeCpuMs(serverPid)) - cpuBefore) / 1000 / result.wallS;
  return { result, serverCores };
}

/**
 * serve's CPU per page over `count` sequential requests on one kept-alive connection (after 10 to warm up), from
 * /proc: all of serve's threads, less what it burns idle (measured over 3 s just before).
 */
async function cpuPerPage(serve, url, count) {
  const urlOf = typeof url === 'function' ? url : () => url;
  if (typeof url !== 'function') for (let i = 0; i < 10; i++) await get(url, HEADERS);
  const idleFrom = cpuMs(serve.pid);
  const idleStart = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleMsPerS = ((cpuMs(serve.pid) - idleFrom) / (performance.now() - idleStart)) * 1000;
  const from = cpuMs(serve.pid);
  const started = performance.now();
  let done = 0;
  while (done < count && performance.now() - started < SEQUENTIAL_LIMIT_MS) {
    const { status } = await get(urlOf(done), HEADERS);
    if (status !== 200) throw new Error(`${urlOf(done)}: status ${status}`);
    done += 1;
  }
  const wallMs = performance.now() - started;
  const cpu = cpuMs(serve.pid) - from;
  return {
    done,
    wallMsPerPage: wallMs / done,
    cpuMsPerPage: Math.max(0, cpu - (idleMsPerS * wallMs) / 1000) / done,
    rawCpuMsPerPage: cpu / done,
    idleMsPerS,
  };
}

function printCpu(label, cpu) {
  const digits = cpu.cpuMsPerPage < 1 ? 2 : 1;
  console.log(
    `${label}: ${fixed(cpu.cpuMsPerPage, digits)} ms of CPU per page (${cpu.done} sequential requests, ` +
      `${fixed(cpu.wallMsPerPage, digits)} ms each on the wall clock; ${fixed(cpu.rawCpuMsPerPage, digits)} ms ` +
      `before taking off ${fixed(cpu.idleMsPerS, 1)} ms/s of idle CPU)`,
  );
}

/**
 * Whether the scratch database has planner statistics (PGlite runs no autovacuum; `finishline demo` does not
 * analyze), after a VACUUM ANALYZE when `analyze`. Opened here, closed before serve opens it.
 */
async function plannerStatistics(dataDir, analyze) {
  const { createDb } = await import('@finishline/db');
  const db = await createDb({ dataDir: join(dataDir, 'pglite'), migrate: false });
  try {
    let seconds = null;
    if (analyze) {
      const started = performance.now();
      await db.query('vacuum analyze');
      seconds = (performance.now() - started) / 1000;
    }
    const [row] = await db.query(
      "select reltuples::float8 as tuples from pg_class where relname = 'results' and relkind = 'r'",
    );
    const has = (row?.tuples ?? -1) >= 0;
    return seconds !== null
      ? `VACUUM ANALYZE run first (${seconds.toFixed(1)} s)`
      : has
        ? 'the database has planner statistics'
        : 'no planner statistics (as `finishline demo` leaves PGlite, and `npm start` serves it; --analyze adds them)';
  } finally {
    await db.close();
  }
}

/** serve with the cache off under --cpu-prof; the profile of sequential requests, by package and by function. */
async function whereTheTimeGoes(dataDir, workDir, url) {
  const profileDir = join(workDir, 'cpu-prof');
  mkdirSync(profileDir);
  const serve = await startServe({
    name: 'serve, cache off, --cpu-prof',
    dataDir,
    workDir,
    env: { RESPONSE_CACHE_MB: '0' },
    nodeArgs: ['--cpu-prof', '--cpu-prof-dir', profileDir],
  });
  let from;
  let to;
  let done = 0;
  try {
    for (let i = 0; i < 10; i++) await get(`${serve.url}${url}`, HEADERS);
    from = Number(process.hrtime.bigint() / 1000n);
    const started = performance.now();
    while (done < SEQUENTIAL && performance.now() - started < SEQUENTIAL_LIMIT_MS) {
      await get(`${serve.url}${url}`, HEADERS);
      done += 1;
    }
    to = Number(process.hrtime.bigint() / 1000n);
  } finally {
    closeConnections();
    await serve.stop();
  }
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) {
    console.log('\nNo CPU profile was written (serve did not exit cleanly?).');
    return;
  }
  const summary = summariseProfile(join(profileDir, file), from, to);
  const perPage = (us) => us / 1000 / done;
  const share = (us) => `${fixed((100 * us) / summary.busyUs, 1).padStart(5)} %`;
  console.log(
    `\nWhere the time goes: serve's main thread, cache off, under --cpu-prof: ${done} sequential requests` +
      `${summary.windowed ? '' : ' (the whole profile: the time window did not match it)'}, ` +
      `${fixed(perPage(summary.busyUs), 1)} ms sampled per page. Samples measure the main thread's wall time: on ` +
      'a busy machine they add up to more than its CPU time (above), so read the shares.',
  );
  console.log(
    'By package (self time; native calls such as JSON.parse or a zlib call charged to their caller):',
  );
  for (const { group, us } of summary.groups.filter((entry) => entry.us / summary.busyUs >= 0.005)) {
    console.log(`  ${fixed(perPage(us), 1).padStart(6)} ms ${share(us)}  ${group}`);
  }
  console.log('Top functions (self time):');
  for (const { name, group, us } of summary.functions.slice(0, 15)) {
    console.log(`  ${fixed(perPage(us), 2).padStart(6)} ms ${share(us)}  ${name}  [${group}]`);
  }
  if (flags.keep)
    console.log(`Profile: ${join(profileDir, file)} (open it in Chrome DevTools, Performance).`);
}

async function main() {
  const missing = [...(hasWrk() ? [] : ['wrk']), ...(hasNginx() ? [] : ['nginx'])];
  if (missing.length > 0)
    throw new Error(
      `${missing.join(' and ')} not found: install ${missing.length > 1 ? 'them' : 'it'} (Debian/Ubuntu: ` +
        `sudo apt-get install ${missing.join(' ')}; macOS: brew install ${missing.join(' ')}), then run again.`,
    );
  if (
    !existsSync(join(ROOT, 'apps/cli/dist/main.js')) ||
    !existsSync(join(ROOT, `apps/web/${WEB_BUILD_DIR}/server/index.js`))
  )
    throw new Error(`Build first: npm run build (the site is looked for in apps/web/${WEB_BUILD_DIR}).`);
  if (CONNECTIONS < THREADS) throw new Error('--connections must be at least --threads (a wrk rule).');

  const workDir = mkdtempSync(join(tmpdir(), 'finishline-page-'));
  if (flags.keep) onCleanup(() => console.log(`Kept ${workDir}.`));
  else removeLater(workDir);
  const dataDir = flags.data ? resolve(flags.data) : join(workDir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const scripts = writeScripts(workDir);

  console.log(
    `# Page benchmark — Node ${process.version}, ${availableParallelism()} CPUs shared by serve, nginx and wrk ` +
      `(load average at start ${load()})`,
  );
  const data = await ensureDemoData(dataDir);
  console.log(`Data: ${data.reused ? 'reusing ' : ''}${join(dataDir, 'pglite')}. ${data.summary}`);
  console.log(`PGlite: ${await plannerStatistics(dataDir, flags.analyze)}.`);

  // (b) and (d): serve as it starts by default; its response cache is what RESPONSE_CACHE_MB (or the default) says.
  const cacheSetting = process.env.RESPONSE_CACHE_MB
    ? `RESPONSE_CACHE_MB=${process.env.RESPONSE_CACHE_MB}`
    : 'default';
  let page;
  let workload;
  let hotCpu;
  let missCpu;
  let mixFacts;
  const serve = await startServe({ name: 'serve', dataDir, workDir });
  try {
    workload = await buildWorkload(serve.url);
    page = workload.samplePage;
    const plain = await get(`${serve.url}${page}`, { ...HEADERS, 'Accept-Encoding': 'identity' });
    if (plain.status !== 200) throw new Error(`${page}: status ${plain.status}`);
    const build = plain.headers['x-build-id'] ?? 'unknown';
    console.log(
      `Page: ${page} (${workload.facts.contest}), ${plain.body.length} bytes of HTML, web build ${build}.`,
    );
    console.log(
      `wrk: ${CONNECTIONS} connections, ${THREADS} threads, ${DURATION} s per run after ${WARMUP} s of warm-up; ` +
        `headers: ${Object.entries(HEADERS)
          .map(([name, value]) => `${name}: ${name === 'User-Agent' ? 'Chrome 131 (Linux)' : value}`)
          .join('; ')}.`,
    );

    // (a) and (a′): nginx, the static copy of the page at the same path; precompressed, then compressed per request.
    for (const [key, precompressed, label] of [
      ['a', true, '(a) nginx, static .gz copy (gzip_static)'],
      ['a′', false, '(a′) nginx, same copy, gzip per request'],
    ]) {
      const nginx = await startStaticNginx(join(workDir, `nginx-${precompressed ? 'gzip-static' : 'gzip'}`), {
        path: page,
        body: plain.body,
        port: await freePort(),
        workers: NGINX_WORKERS,
        precompressed,
      });
      try {
        const { encoding } = await probe(`${nginx.url}${page}`);
        const { result, serverCores } = await measure(`${nginx.url}${page}`, nginx.pid, scripts);
        record(key, label, result, { encoding, serverCores });
      } finally {
        await nginx.stop();
      }
    }

    // (b) serve, hot.
    {
      const { encoding } = await probe(`${serve.url}${page}`);
      const { result, serverCores } = await measure(`${serve.url}${page}`, serve.pid, scripts);
      record('b', `(b) serve, hot (cache ${cacheSetting})`, result, { encoding, serverCores });
    }

    // (d) the race-day mix, serve alone, with the live streams open.
    {
      const draw = (count) => Array.from({ length: count }, () => workload.nextPath());
      const warmupPaths = draw(Math.min(MIX_PATHS, 20_000));
      const measuredPaths = draw(MIX_PATHS);
      const paths = {
        warmup: writePaths(join(workDir, 'mix-warmup.txt'), warmupPaths),
        measured: writePaths(join(workDir, 'mix.txt'), measuredPaths),
      };
      mixFacts = { drawn: measuredPaths.length, distinct: new Set([...warmupPaths, ...measuredPaths]).size };
      const streams = openStreams(`${serve.url}${workload.livePath}`, STREAMS);
      await streams.ready;
      try {
        const { result, serverCores } = await measure(serve.url, serve.pid, scripts, paths);
        record('d', `(d) race-day mix, serve alone, ${STREAMS} streams`, result, {
          encoding: 'mixed',
          serverCores,
        });
        mixFacts.entries = await cacheEntries(serve.url);
      } finally {
        const { open, requested, refused, dropped } = streams.counts;
        streams.close();
        if (open < requested || refused > 0 || dropped > 0)
          console.log(
            `Live streams during (d): ${open}/${requested} open, ${refused} refused, ${dropped} dropped.`,
          );
      }
    }

    // The CPU of a hot page (cheap: many more requests, for the /proc clock's ticks).
    hotCpu = await cpuPerPage(serve, `${serve.url}${page}`, SEQUENTIAL * 20);
    // A miss as the cache meets it: a results page nobody asked for yet (pages past the mix's 40), while the
    // event and contest answers it shares with every other page of the contest are cached.
    missCpu = await cpuPerPage(serve, (i) => `${serve.url}${page}?page=${MISS_FIRST_PAGE + i}`, SEQUENTIAL);
  } finally {
    closeConnections();
    await serve.stop();
  }

  // (c) and (c′): serve with the cache off; then the CPU of an uncached page.
  let coldCpu;
  const cold = await startServe({
    name: 'serve, cache off',
    dataDir,
    workDir,
    env: { RESPONSE_CACHE_MB: '0' },
  });
  try {
    const { encoding } = await probe(`${cold.url}${page}`);
    const same = await measure(`${cold.url}${page}`, cold.pid, scripts);
    record('c', '(c) serve, cache off (RESPONSE_CACHE_MB=0)', same.result, {
      encoding,
      serverCores: same.serverCores,
    });
    // wrk/mix.lua starts each thread at its own share of the list and wraps around: the threads stay
    // DISTINCT_PAGES / THREADS pages apart, each connection of a thread a page further.
    const pages = writePaths(
      join(workDir, 'pages.txt'),
      Array.from({ length: DISTINCT_PAGES }, (_, i) => `${page}?page=${i + 1}`),
    );
    const distinct = await measure(cold.url, cold.pid, scripts, { warmup: pages, measured: pages });
    record('c′', `(c′) serve, cache off, page=1…${DISTINCT_PAGES} in turn`, distinct.result, {
      encoding,
      serverCores: distinct.serverCores,
      pathsRepeat: true,
    });
    coldCpu = await cpuPerPage(cold, `${cold.url}${page}`, SEQUENTIAL);
  } finally {
    closeConnections();
    await cold.stop();
  }

  console.log(
    '\n"÷ (a)": req/s over (a)\'s. "kB/resp": bytes on the wire per answer, headers included. "srv CPU", ' +
      `"wrk CPU": cores the server (nginx: master and ${NGINX_WORKERS} worker${NGINX_WORKERS > 1 ? 's' : ''}) and ` +
      'wrk used during the run.\n',
  );
  printTable();
  const c = rows.get('c');
  if (c && coldCpu.cpuMsPerPage > 0) {
    // The cache runs one render per URL at a time; requests that arrive while it runs may share it.
    const renders = (c.serverCores * 1000) / coldCpu.cpuMsPerPage;
    const shared = renders < 0.8 * c.result.rps;
    console.log(
      `(c): ${fixed(c.serverCores, 2)} cores at ${fixed(coldCpu.cpuMsPerPage, 0)} ms per render is about ` +
        `${fixed(renders, 1)} renders/s for ${fixed(c.result.rps, 1)} answers/s: ` +
        (shared
          ? 'requests in flight for one URL shared renders (single flight); (c′) renders for every request.'
          : 'about one render per answer, as in (c′).'),
    );
  }
  console.log(`(d) mix: ${workload.mix}.`);
  if (mixFacts !== undefined)
    console.log(
      `(d) paths: ${mixFacts.distinct} distinct among the ${mixFacts.drawn} drawn; the cache held ` +
        `${mixFacts.entries ?? '?'} entries after the run. Once a path has been asked it is a hit until its data ` +
        'changes, so (d) climbs with the run: a short run measures a crowd arriving, a long one a crowd that stays.',
    );
  console.log(
    '\nCPU of one results page, serve alone (all its threads, from /proc/<pid>/stat, ' +
      `${CPU_RESOLUTION_MS} ms ticks):`,
  );
  printCpu('  uncached (RESPONSE_CACHE_MB=0)', coldCpu);
  printCpu(
    `  a miss with the cache on (page=${MISS_FIRST_PAGE}… each asked once; the event and contest answers cached)`,
    missCpu,
  );
  printCpu(`  hot (cache ${cacheSetting})`, hotCpu);

  await whereTheTimeGoes(dataDir, workDir, page);
  console.log(`\nLoad average at the end: ${load()} (other work on this machine moves every figure).`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
