#!/usr/bin/env node
/**
 * Live fan-out benchmark (on demand, never in CI): one API instance (bench/live/lib/serve.mjs, on PostgreSQL, else
 * in-memory PGlite) with thousands of Server-Sent Events clients (bench/live/lib/clients.mjs, another process)
 * while a timing system pushes reads through POST /api/ingest/passings at a steady rate. Prints the read-to-client
 * latency (from sending the batch to each client receiving the read: commit, recompute, NOTIFY, fan-out) at p50,
 * p95 and p99, the ingest answer time, and the server memory per connected client.
 *
 *   npm run live -w bench          (or: node --conditions=source --import tsx bench/live/run.mjs)
 *
 * Environment: BENCH_CLIENTS (default 5000), BENCH_READS_PER_S (200), BENCH_BATCH_MS (100: a batch every 100 ms),
 * BENCH_DURATION (s of reads, default 30), BENCH_PARTICIPANTS (5000), BENCH_PG_URL (admin URL, default
 * postgres://postgres@127.0.0.1:5432/postgres; the bench creates and drops the database finishline_bench_live),
 * BENCH_SKIP_PG=1 for PGlite, BENCH_MAX_BUFFER_KB (the server's per-client unread limit, default 256),
 * BENCH_PLAN (where recomputes plan: worker, the default; slices; block — see lib/serve.mjs),
 * BENCH_CPU_PROF=<folder> (the server runs with --cpu-prof and writes its profile there when it exits; open it in
 * Chrome DevTools, or summarise it with `node bench/live/lib/profile-summary.mjs <file>`).
 */
import { fork } from 'node:child_process';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createDb } from '@finishline/db';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 5000);
const RATE = Number(process.env.BENCH_READS_PER_S ?? 200);
const BATCH_MS = Number(process.env.BENCH_BATCH_MS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TOKEN = 'bench-live-ingest-token-0123456789';
const EXEC_ARGV = ['--conditions=source', '--import', 'tsx', '--expose-gc'];
const CPU_PROF = process.env.BENCH_CPU_PROF;
const now = () => performance.timeOrigin + performance.now();

async function isReachable(url) {
  try {
    const db = await createDb({ url, migrate: false });
    await db.close();
    return true;
  } catch {
    return false;
  }
}

/** A child process and a way to ask it something over IPC. */
function start(file, env = {}, extraArgv = []) {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), {
    execArgv: [...EXEC_ARGV, ...extraArgv],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting = new Map();
  child.on('message', (message) => {
    waiting.get(message.type)?.(message);
    waiting.delete(message.type);
  });
  const next = (type) => new Promise((resolve) => waiting.set(type, resolve));
  return {
    child,
    next,
    ask(message, answer = message.type) {
      const reply = next(answer);
      child.send(message);
      return reply;
    },
  };
}

function percentile(sorted, p) {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const ms = (value) => `${value.toFixed(0)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main() {
  const usePg = process.env.BENCH_SKIP_PG !== '1' && (await isReachable(PG_ADMIN_URL));
  console.log(
    `# Live fan-out: ${CLIENTS} SSE clients, ${RATE} reads/s in batches every ${BATCH_MS} ms for ${DURATION} s, ` +
      `${usePg ? 'PostgreSQL' : 'PGlite (in memory)'}`,
  );
  console.log(
    `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), ${mb(totalmem())} RAM, load average ` +
      `${loadavg()[0].toFixed(2)} at start. Server, clients, ingest driver and database share it.`,
  );

  const server = start(
    './lib/serve.mjs',
    { BENCH_TOKEN: TOKEN, ...(usePg ? { BENCH_ADMIN_URL: PG_ADMIN_URL } : {}) },
    CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [],
  );
  const ready = await server.next('ready');
  const origin = `http://127.0.0.1:${ready.port}`;
  const livePath = `/api/events/${ready.ref.eventId}/contests/${ready.ref.contestId}/live`;
  console.log(
    `Contest ${ready.ref.eventId}/${ready.ref.contestId}: ${ready.bibs.length} entrants, checkpoints ${ready.checkpoints.join(', ')}`,
  );

  const before = await server.ask({ type: 'memory' });
  const clients = start('./lib/clients.mjs');
  await clients.next('started');
  const opened = await clients.ask(
    { type: 'open', url: `${origin}${livePath}`, count: CLIENTS, wave: 250 },
    'opened',
  );
  const after = await server.ask({ type: 'memory' });
  console.log(
    `Connected ${opened.ready}/${CLIENTS} clients in ${opened.seconds.toFixed(1)} s (${opened.failed} failed); ` +
      `hub: ${after.live.clients} clients`,
  );
  const perClient = (key) => (after[key] - before[key]) / Math.max(1, opened.ready);
  console.log(
    `Server memory per connected client: ${(perClient('rss') / 1024).toFixed(1)} kB RSS, ` +
      `${(perClient('heapUsed') / 1024).toFixed(1)} kB JS heap ` +
      `(RSS ${mb(before.rss)} → ${mb(after.rss)}, heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)})`,
  );

  // The timing system: a batch every BATCH_MS, each read a new (bib, checkpoint) in course order.
  const perBatch = Math.max(1, Math.round((RATE * BATCH_MS) / 1000));
  const sent = new Map();
  const answerTimes = [];
  let readIndex = 0;
  let failures = 0;
  const inFlight = new Set();
  const cpuBefore = await server.ask({ type: 'cpu' });
  await server.ask({ type: 'loop' });
  const clientCpuBefore = await clients.ask({ type: 'cpu' });
  const started = now();
  for (let batch = 0; now() - started < DURATION * 1000; batch++) {
    const passings = [];
    for (let i = 0; i < perBatch; i++, readIndex++) {
      const bib = ready.bibs[readIndex % ready.bibs.length];
      const checkpointId =
        ready.checkpoints[Math.floor(readIndex / ready.bibs.length) % ready.checkpoints.length];
      passings.push({ bib, checkpointId, at: new Date(Date.now() - 1000 + (readIndex % 997)).toISOString() });
    }
    const sentAt = now();
    const post = fetch(`${origin}/api/ingest/passings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...ready.ref, passings }),
    })
      .then(async (response) => {
        const body = await response.json();
        answerTimes.push(now() - sentAt);
        if (response.ok && body.cursor !== null) sent.set(body.cursor, sentAt);
        else failures += 1;
      })
      .catch(() => (failures += 1))
      .finally(() => inFlight.delete(post));
    inFlight.add(post);
    const wait = started + (batch + 1) * BATCH_MS - now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(inFlight);
  const elapsed = (now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 5_000)); // the tail reaches every client
  const cpu = await server.ask({ type: 'cpu' });
  const loop = await server.ask({ type: 'loop' });
  const clientCpu = await clients.ask({ type: 'cpu' });
  const results = await clients.ask({ type: 'results', sent: [...sent] });
  const end = await server.ask({ type: 'memory' });
  answerTimes.sort((a, b) => a - b);

  const expected = sent.size * opened.ready;
  console.log(
    `\nReads sent: ${readIndex} in ${sent.size} batches over ${elapsed.toFixed(1)} s ` +
      `(${(readIndex / elapsed).toFixed(0)} reads/s), ${failures} failed batches`,
  );
  console.log(
    `Ingest answer (commit): p50 ${ms(percentile(answerTimes, 50))}, p95 ${ms(percentile(answerTimes, 95))}, ` +
      `p99 ${ms(percentile(answerTimes, 99))}`,
  );
  console.log(
    `Read-to-client latency over ${results.deliveries.toLocaleString('en')} deliveries (a batch of ${perBatch} ` +
      `reads reaching one client) ` +
      `(${((100 * results.deliveries) / Math.max(1, expected)).toFixed(2)} % of ${expected.toLocaleString('en')} ` +
      `expected): p50 ${ms(results.p50)}, p95 ${ms(results.p95)}, p99 ${ms(results.p99)}, max ${ms(results.max)}`,
  );
  console.log(
    `Events received: ${results.counts.passingsEvents.toLocaleString('en')} passings, ` +
      `${results.counts.rankingEvents.toLocaleString('en')} ranking, ${results.counts.heartbeats} heartbeats; ` +
      `${results.counts.closed} streams closed by the server (slow-client drops), hub still serving ${end.live.clients}`,
  );
  const busy = (a, b) => (b.user + b.system - a.user - a.system) / 1e6 / (elapsed + 5);
  console.log(
    `CPU (cores busy on average, run + 5 s tail): server ${busy(cpuBefore, cpu).toFixed(2)}, clients ` +
      `${busy(clientCpuBefore, clientCpu).toFixed(2)}; clients read ${mb(results.counts.bytes)}; ` +
      `server RSS at the end ${mb(end.rss)}; load average ${loadavg()[0].toFixed(2)}`,
  );
  console.log(
    `Server event-loop delay (run + tail): p50 ${ms(loop.p50)}, p99 ${ms(loop.p99)}, max ${ms(loop.max)}; ` +
      `recompute plans: ${end.plans.offThread} in the worker, ${end.plans.inThread} in-thread ` +
      `(${process.env.BENCH_PLAN ?? 'worker'})`,
  );

  clients.child.send({ type: 'close' });
  await server.ask({ type: 'close' }, 'closed');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
