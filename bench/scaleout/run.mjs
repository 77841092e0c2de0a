#!/usr/bin/env node
/**
 * Scale-out benchmark (on demand, never in CI): Finishline as it runs past one machine, all on this one — a
 * PostgreSQL primary of its own and a streaming replica of it (pg_basebackup into a temporary folder, other ports),
 * two `finishline serve` instances (reads on the replica, ADR 028; purging their own changes, EDGE_PURGE=varnish)
 * and Varnish with deploy/varnish's VCL in front. With the demo marathon replayed live through the edge's ingest
 * endpoint, it runs the crowd of `npm run crowd` (distinct participant and results pages across the whole field,
 * four languages) through Varnish and prints:
 *
 *   1. the edge: req/s, p50/p99, errors, the hit ratio and the origins' req/s;
 *   2. the time from an ingested read to the changed answer at the edge (p50, p95), during the crowd;
 *   3. the same while the replica's replay is paused for 10 s (pg_wal_replay_pause);
 *   4. the failed requests at the edge when one of the two instances is killed halfway through a crowd run.
 *
 * Settings by environment: SCALEOUT_DURATION (s, default 30), SCALEOUT_PROBES (20), SCALEOUT_SPEED (10),
 * SCALEOUT_FROM (120 minutes after the gun). Needs wrk, Varnish with varnish-modules, the PostgreSQL server
 * binaries and a build (npm run build). Every process it starts is stopped at the end, on errors and on Ctrl-C.
 *
 *   npm run scaleout -w bench
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@finishline/db';
import { createPrivateCluster, findPostgresBin } from '@finishline/db/testing';
import { onCleanup, removeLater, stopAll } from '../page/lib/children.mjs';
import { ensureDemoData, freePort, ROOT, startServe } from '../page/lib/serve.mjs';
import { hasWrk } from '../page/lib/wrk.mjs';
import { crowdDrawer } from '../crowd/lib/crowd-paths.mjs';
import { runCrowdWrk, writeCrowdScripts } from '../crowd/lib/crowd-wrk.mjs';
import { readField } from '../crowd/lib/field.mjs';
import { LIVE } from '../crowd/lib/options.mjs';
import { startReplay } from '../crowd/lib/replay.mjs';
import { serverProcesses } from '../crowd/lib/server-tree.mjs';
import { random } from '../raceday/lib/workload.mjs';
import { edgeSpent, hasVarnish, startVarnish, varnishCounters } from './lib/edge.mjs';
import { percentile, probeLatency } from './lib/probe.mjs';

const setting = (name, fallback) => Number(process.env[`SCALEOUT_${name}`] ?? fallback);
const DURATION = setting('DURATION', 30);
const PROBES = setting('PROBES', 20);
const SPEED = setting('SPEED', 10);
const FROM = setting('FROM', 120);
const sleep = (s) => new Promise((resolve) => setTimeout(resolve, s * 1000));
const fixed = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

function failuresOf(result) {
  const bad = Object.entries(result.statuses ?? {}).filter(([status]) => Number(status) >= 500);
  return result.socketErrors + bad.reduce((sum, [, n]) => sum + n, 0);
}

async function crowdRun(ctx, seconds, name) {
  const before = varnishCounters(ctx.edge.work);
  const result = await runCrowdWrk({
    url: ctx.edge.url,
    seconds,
    scripts: ctx.scripts,
    list: ctx.drawer.draw(100_000),
    file: join(ctx.workDir, `${name}.txt`),
  });
  const edge = edgeSpent(before, varnishCounters(ctx.edge.work));
  return { result, edge };
}

function printCrowd(label, { result, edge }) {
  // Varnish's hit counters are summed from its threads now and then; the fetches it made are exact.
  const offload = 1 - edge.backendReq / result.requests;
  console.log(
    `${label}: ${fixed(result.rps)} req/s at the edge (${result.requests.toLocaleString('en')} answers), p50 ` +
      `${fixed(result.p50, 1)} ms, p99 ${fixed(result.p99, 1)} ms, ${failuresOf(result)} failed (5xx or socket); ` +
      `origins ${fixed(edge.backendReq / edge.wallS)} req/s (${edge.backendReq.toLocaleString('en')} fetches, ` +
      `${edge.backendFail} failed, ${edge.retries} retried): the edge answered ${fixed(100 * offload, 1)} % itself; ` +
      `Varnish's counters: hit ratio ${fixed(100 * edge.hitRatio, 1)} % (hits ${edge.hit}, of them in grace ` +
      `${edge.grace}; misses ${edge.miss}, hit-for-miss ${edge.hitmiss}, passes ${edge.pass}).`,
  );
}

function printLatency(label, { latencies, missed, notFound, rejected }) {
  console.log(
    `${label}: p50 ${fixed(percentile(latencies, 50))} ms, p95 ${fixed(percentile(latencies, 95))} ms, max ` +
      `${fixed(Math.max(...latencies))} ms over ${latencies.length} reads` +
      `${missed ? `; ${missed} not shown within 15 s` : ''}${notFound ? `; ${notFound} found no runner on the course` : ''}` +
      `${rejected.length ? `; ${rejected.length} rejected (${rejected[0]})` : ''}.`,
  );
}

async function main() {
  const missing = [
    ...(hasWrk() ? [] : ['wrk']),
    ...(hasVarnish() ? [] : ['varnish varnish-modules']),
    ...(findPostgresBin() ? [] : ['postgresql']),
  ];
  if (missing.length > 0) throw new Error(`Missing: apt-get install ${missing.join(' ')}.`);
  if (!existsSync(join(ROOT, 'apps/web/build/server/index.js')))
    throw new Error('Build first: npm run build.');
  const workDir = mkdtempSync(join(tmpdir(), 'finishline-scaleout-'));
  removeLater(workDir);
  console.log(
    `# Scale-out benchmark — Node ${process.version}, ${availableParallelism()} CPUs shared by everything ` +
      `(load average at start ${load()}); ${new Date().toISOString()}`,
  );

  const primary = await createPrivateCluster(await freePort());
  onCleanup(() => primary.remove());
  const databaseUrl = primary.url();
  console.log(
    `Primary: PostgreSQL on port ${primary.port}; ${(await ensureDemoData(workDir, { databaseUrl })).summary}`,
  );
  const admin = await createDb({ url: databaseUrl, migrate: false });
  await admin.query('vacuum analyze');
  await admin.close();
  const started = performance.now();
  const replica = await primary.replica(await freePort());
  onCleanup(() => replica.remove());
  console.log(
    `Replica: pg_basebackup and streaming on port ${replica.port} in ${fixed((performance.now() - started) / 1000, 1)} s.`,
  );

  const token = randomBytes(24).toString('hex');
  const edgePort = await freePort();
  const edgeUrl = `http://127.0.0.1:${edgePort}`;
  const env = {
    DATABASE_READ_URL: replica.url(),
    INGEST_TOKEN: token,
    EDGE_PURGE: 'varnish',
    VARNISH_PURGE_URLS: edgeUrl,
    WEB_CONCURRENCY: '1',
    PUBLIC_URL: edgeUrl,
    TRUST_PROXY: 'loopback',
  };
  const origins = [];
  for (const name of ['origin-1', 'origin-2']) {
    origins.push(await startServe({ name, dataDir: workDir, workDir, databaseUrl, env }));
  }
  const edge = await startVarnish(
    join(workDir, 'varnish'),
    origins.map(({ url }) => ({ port: new URL(url).port })),
    {
      port: edgePort,
    },
  );
  onCleanup(() => edge.stop());
  console.log(
    `Instances: ${origins.map(({ url }) => url).join(', ')} (one worker each); Varnish at ${edge.url}.`,
  );

  const field = await readField(edge.url);
  const next = random(11);
  const participants = field.participants.filter((p) => p.eventId === LIVE.eventId);
  const ctx = {
    workDir,
    edge,
    scripts: writeCrowdScripts(workDir),
    drawer: crowdDrawer(field, { seed: 7, exclude: new Set() }),
  };
  const replay = startReplay({
    live: LIVE,
    base: edge.url,
    token,
    databaseUrl,
    speed: SPEED,
    from: FROM,
    log: join(workDir, 'simulate.log'),
  });
  onCleanup(() => replay.stop());
  await replay.caughtUp;
  await sleep(10);
  console.log(
    `Replay: ${LIVE.eventId}/${LIVE.contestId} at ${SPEED}× from ${FROM} min after the gun, through the edge.\n`,
  );

  // 1 and 2: the crowd through the edge, and the probes beside it.
  await crowdRun(ctx, 5, 'warmup');
  const [crowd, probes] = await Promise.all([
    crowdRun(ctx, DURATION, 'crowd'),
    probeLatency({ edge: edge.url, live: LIVE, participants, token, count: PROBES, next }),
  ]);
  printCrowd('1. Crowd during the replay', crowd);
  printLatency('2. Ingested read → changed answer at the edge', probes);

  // 3: the replica's replay paused for 10 s, with the crowd on.
  const pausedCrowd = crowdRun(ctx, 16, 'crowd-paused');
  await sleep(2);
  await replica.sql('select pg_wal_replay_pause()');
  const pausedAt = performance.now();
  const paused = await probeLatency({
    edge: edge.url,
    live: LIVE,
    participants,
    token,
    count: Math.max(4, Math.round(PROBES / 3)),
    next,
  });
  const pausedS = (performance.now() - pausedAt) / 1000;
  if (pausedS < 10) await sleep(10 - pausedS);
  await replica.sql('select pg_wal_replay_resume()');
  printCrowd(`3. Crowd with the replica paused ${fixed(Math.max(10, pausedS), 1)} s`, await pausedCrowd);
  printLatency('3. Ingested read → changed answer at the edge, replica paused', paused);
  const metrics = await (await fetch(`${origins[0].url}/metrics`)).text();
  const primaryReads = /^replica_primary_reads_total (\d+)/m.exec(metrics)?.[1];
  const replicaReads = /^replica_reads_total (\d+)/m.exec(metrics)?.[1];
  console.log(
    `   origin-1's reads so far: ${replicaReads} statements on the replica, ${primaryReads} on the primary.`,
  );

  // 4: one instance killed halfway through a crowd run.
  const killedCrowd = crowdRun(ctx, 20, 'crowd-kill');
  await sleep(10);
  for (const { pid } of (await serverProcesses(origins[1].pid)).reverse()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  printCrowd('4. Crowd with origin-2 killed after 10 s of 20', await killedCrowd);
  console.log(`\nLoad average at the end ${load()}. simulate's ${await replay.stop()}`);
}

let exitCode = 0;
process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
try {
  await main();
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await stopAll();
  process.exit(exitCode);
}
