#!/usr/bin/env node
/**
 * Live fan-out benchmark (on demand, never in CI): one API instance (bench/live/lib/serve.mjs, on PostgreSQL, else
 * in-memory PGlite) with thousands of Server-Sent Events clients (bench/live/lib/clients.mjs, another process)
 * while a timing system pushes reads through POST /api/ingest/passings at a steady rate. Prints the read-to-client
 * latency (from sending the batch to each client receiving the read: commit, recompute, NOTIFY, fan-out) at p50,
 * p95 and p99, the ingest answer time, the server's CPU and its memory per connected client.
 *
 * It runs one round per client count (5,000, then 20,000 by default), each with a fresh server, database and
 * clients process, and prints each round's figures, then all of them side by side. The clients come from many
 * loopback addresses, 40 an address (lib/addresses.mjs), as a crowd of homes would: the server lets one address
 * hold only 50 streams. A round whose clients did not all connect, or that could not run (too few open files
 * allowed, a child that crashed or hung), is reported on a line starting with `FAILED:` at the end, and the bench
 * then exits with code 1. 20,000 streams are 20,000 sockets in the server and as many in the clients process: a
 * round needs that many open files in each, beyond the hard limit of many systems; the bench raises it for its
 * children where it may, and otherwise does not run the round and says what to raise (lib/fd-limit.mjs).
 *
 *   npm run live -w bench          (or: node --conditions=source --import tsx bench/live/run.mjs)
 *
 * Environment: BENCH_CLIENTS (a comma list of rounds, default 5000,20000), BENCH_CLIENTS_PER_ADDRESS (40),
 * BENCH_READS_PER_S (200), BENCH_BATCH_MS (100: a batch every 100 ms), BENCH_DURATION (s of reads per round, default
 * 30), BENCH_PARTICIPANTS (5000), BENCH_PG_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres; the
 * bench creates and drops the database finishline_bench_live), BENCH_SKIP_PG=1 for PGlite, BENCH_MAX_BUFFER_KB (the
 * server's per-client unread limit, default 256), BENCH_PLAN (where recomputes plan: worker, the default; slices;
 * block — see lib/serve.mjs), BENCH_CPU_PROF=<folder> (the server runs with --cpu-prof and writes its profile there
 * when it exits, one per round; open it in Chrome DevTools, or summarise it with
 * `node bench/live/lib/profile-summary.mjs <file>`).
 */
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { createDb } from '@finishline/db';
import { DEFAULT_PER_ADDRESS } from './lib/addresses.mjs';
import { start } from './lib/child.mjs';
import { canRaiseTo, fdsNeeded, fileLimits } from './lib/fd-limit.mjs';

/** Client counts, one round each; at most 254 rounds (a /16 of 127.0.0.0/8 each) of at most 1,000,000 clients. */
const ROUNDS = (process.env.BENCH_CLIENTS ?? '5000,20000').split(',').map((text) => {
  const count = Number(text.trim());
  if (!Number.isInteger(count) || count < 1 || count > 1_000_000)
    throw new Error(`BENCH_CLIENTS: ${JSON.stringify(text)} is not a client count (1 to 1,000,000)`);
  return count;
});
if (ROUNDS.length > 254) throw new Error('BENCH_CLIENTS: at most 254 rounds');
const PER_ADDRESS = Number(process.env.BENCH_CLIENTS_PER_ADDRESS ?? DEFAULT_PER_ADDRESS);
const RATE = Number(process.env.BENCH_READS_PER_S ?? 200);
const BATCH_MS = Number(process.env.BENCH_BATCH_MS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TOKEN = 'bench-live-ingest-token-0123456789';
const EXEC_ARGV = ['--conditions=source', '--import', 'tsx', '--expose-gc'];
const CPU_PROF = process.env.BENCH_CPU_PROF;
/** Streams an API instance accepts unless told otherwise (the live hub's maxClients). */
const HUB_DEFAULT_MAX_CLIENTS = 10_000;
const TAIL_MS = 5_000;
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

function percentile(sorted, p) {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const ms = (value) => `${value.toFixed(0)} ms`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const int = (value) => (Number.isFinite(value) ? value.toLocaleString('en') : String(value));

/**
 * One round: a fresh server and database, `count` clients from `round`'s addresses, DURATION s of reads and the
 * tail. Prints its figures as it goes and returns them; throws when a child fails or does not answer in time.
 */
async function runRound(round, count, { usePg, openFiles }) {
  const maxClients = Math.max(HUB_DEFAULT_MAX_CLIENTS, count);
  const server = start('lib/serve.mjs', {
    name: 'the server',
    env: {
      BENCH_TOKEN: TOKEN,
      BENCH_HUB_MAX_CLIENTS: String(maxClients),
      ...(usePg ? { BENCH_ADMIN_URL: PG_ADMIN_URL } : {}),
    },
    execArgv: [...EXEC_ARGV, ...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [])],
    openFiles,
  });
  let clients = null;
  try {
    const ready = await server.next('ready', 600_000);
    const origin = `http://127.0.0.1:${ready.port}`;
    const livePath = `/api/events/${ready.ref.eventId}/contests/${ready.ref.contestId}/live`;
    console.log(
      `Contest ${ready.ref.eventId}/${ready.ref.contestId}: ${ready.bibs.length} entrants, checkpoints ` +
        `${ready.checkpoints.join(', ')}; the server accepts ${int(ready.maxClients)} streams` +
        `${maxClients > HUB_DEFAULT_MAX_CLIENTS ? ` (raised from the default ${int(HUB_DEFAULT_MAX_CLIENTS)})` : ''}`,
    );

    const before = await server.ask({ type: 'memory' });
    clients = start('lib/clients.mjs', { name: 'the clients', execArgv: EXEC_ARGV, openFiles });
    const started = await clients.next('started', 120_000);
    console.log(`Open files allowed: server ${int(ready.openFiles)}, clients ${int(started.openFiles)}`);
    const opened = await clients.ask(
      { type: 'open', url: `${origin}${livePath}`, count, wave: 250, round, perAddress: PER_ADDRESS },
      'opened',
      60_000 + count * 20,
    );
    const after = await server.ask({ type: 'memory' });
    const refused = Object.entries(opened.reasons)
      .map(([reason, times]) => `${int(times)} × ${reason}`)
      .join(', ');
    console.log(
      `Connected ${int(opened.ready)}/${int(count)} clients in ${opened.seconds.toFixed(1)} s ` +
        `(${int(opened.failed)} failed${refused ? `: ${refused}` : ''}) from ${int(opened.addresses.count)} ` +
        `addresses, ${opened.addresses.first}–${opened.addresses.last}; hub: ${int(after.live.clients)} clients`,
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
    const readsStarted = now();
    for (let batch = 0; now() - readsStarted < DURATION * 1000; batch++) {
      const passings = [];
      for (let i = 0; i < perBatch; i++, readIndex++) {
        const bib = ready.bibs[readIndex % ready.bibs.length];
        const checkpointId =
          ready.checkpoints[Math.floor(readIndex / ready.bibs.length) % ready.checkpoints.length];
        passings.push({
          bib,
          checkpointId,
          at: new Date(Date.now() - 1000 + (readIndex % 997)).toISOString(),
        });
      }
      const sentAt = now();
      const post = fetch(`${origin}/api/ingest/passings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...ready.ref, passings }),
        signal: AbortSignal.timeout(60_000),
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
      const wait = readsStarted + (batch + 1) * BATCH_MS - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await Promise.all(inFlight);
    const elapsed = (now() - readsStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, TAIL_MS)); // the tail reaches every client
    const cpu = await server.ask({ type: 'cpu' });
    const loop = await server.ask({ type: 'loop' });
    const clientCpu = await clients.ask({ type: 'cpu' });
    const results = await clients.ask({ type: 'results', sent: [...sent] }, 'results', 300_000);
    const end = await server.ask({ type: 'memory' });
    answerTimes.sort((a, b) => a - b);

    const expected = sent.size * opened.ready;
    const delivered = (100 * results.deliveries) / Math.max(1, expected);
    console.log(
      `Reads sent: ${readIndex} in ${sent.size} batches over ${elapsed.toFixed(1)} s ` +
        `(${(readIndex / elapsed).toFixed(0)} reads/s), ${failures} failed batches`,
    );
    const ingest = { p50: percentile(answerTimes, 50), p95: percentile(answerTimes, 95) };
    console.log(
      `Ingest answer (commit): p50 ${ms(ingest.p50)}, p95 ${ms(ingest.p95)}, p99 ${ms(percentile(answerTimes, 99))}`,
    );
    console.log(
      `Read-to-client latency over ${int(results.deliveries)} deliveries (a batch of ${perBatch} ` +
        `reads reaching one client) (${delivered.toFixed(2)} % of ${int(expected)} expected): ` +
        `p50 ${ms(results.p50)}, p95 ${ms(results.p95)}, p99 ${ms(results.p99)}, max ${ms(results.max)}`,
    );
    console.log(
      `Events received: ${int(results.counts.passingsEvents)} passings, ` +
        `${int(results.counts.rankingEvents)} ranking, ${results.counts.heartbeats} heartbeats; ` +
        `${results.counts.closed} streams closed by the server (slow-client drops), hub still serving ${end.live.clients}`,
    );
    const busy = (a, b) => (b.user + b.system - a.user - a.system) / 1e6 / (elapsed + TAIL_MS / 1000);
    const serverCpu = busy(cpuBefore, cpu);
    const clientsCpu = busy(clientCpuBefore, clientCpu);
    console.log(
      `CPU (cores busy on average, run + ${TAIL_MS / 1000} s tail): server ${serverCpu.toFixed(2)}, clients ` +
        `${clientsCpu.toFixed(2)}; clients read ${mb(results.counts.bytes)}; ` +
        `server RSS at the end ${mb(end.rss)}; load average ${loadavg()[0].toFixed(2)}`,
    );
    console.log(
      `Server event-loop delay (run + tail): p50 ${ms(loop.p50)}, p99 ${ms(loop.p99)}, max ${ms(loop.max)}; ` +
        `recompute plans: ${end.plans.offThread} in the worker, ${end.plans.inThread} in-thread ` +
        `(${process.env.BENCH_PLAN ?? 'worker'})`,
    );

    clients.child.send({ type: 'close' });
    await clients.exited;
    await server.ask({ type: 'close' }, 'closed');
    await server.exited;
    return {
      count,
      connected: opened.ready,
      refused,
      addresses: opened.addresses,
      delivered,
      p50: results.p50,
      p95: results.p95,
      p99: results.p99,
      max: results.max,
      serverCpu,
      clientsCpu,
      ingest,
      rssPerClient: perClient('rss'),
      dropped: results.counts.closed,
      loopP99: loop.p99,
    };
  } finally {
    // Only after a failure do they still run. (The next round's server drops a database left behind.)
    await clients?.stop();
    await server.stop();
  }
}

/** The rounds side by side: a row per figure, a column per round. */
function printSummary(rounds) {
  const cell = (round, show) => {
    if (round.figures !== undefined) return show(round.figures);
    return round.skipped ? 'not run' : 'failed';
  };
  const rows = [
    ['Connected', (f) => `${int(f.connected)}/${int(f.count)}`],
    ['Client addresses', (f) => `${int(f.addresses.count)} (${f.addresses.first}–${f.addresses.last})`],
    ['Delivered', (f) => `${f.delivered.toFixed(2)} %`],
    ['Read-to-client p50', (f) => ms(f.p50)],
    ['Read-to-client p95', (f) => ms(f.p95)],
    ['Read-to-client p99', (f) => ms(f.p99)],
    ['Read-to-client max', (f) => ms(f.max)],
    ['Server CPU (cores busy)', (f) => f.serverCpu.toFixed(2)],
    ['Clients CPU (cores busy)', (f) => f.clientsCpu.toFixed(2)],
    ['Ingest answer p50 / p95', (f) => `${ms(f.ingest.p50)} / ${ms(f.ingest.p95)}`],
    ['Server RSS per client', (f) => `${(f.rssPerClient / 1024).toFixed(1)} kB`],
    ['Streams dropped (slow clients)', (f) => int(f.dropped)],
    ['Server event-loop p99', (f) => ms(f.loopP99)],
  ];
  console.log(`\n## Summary: ${RATE} reads/s for ${DURATION} s a round`);
  console.log(`| | ${rounds.map((round) => `${int(round.count)} clients`).join(' | ')} |`);
  console.log(`|---|${rounds.map(() => '---').join('|')}|`);
  for (const [label, show] of rows)
    console.log(`| ${label} | ${rounds.map((round) => cell(round, show)).join(' | ')} |`);
}

async function main() {
  const usePg = process.env.BENCH_SKIP_PG !== '1' && (await isReachable(PG_ADMIN_URL));
  console.log(
    `# Live fan-out: rounds of ${ROUNDS.map(int).join(', ')} SSE clients (${PER_ADDRESS} an address), ${RATE} ` +
      `reads/s in batches every ${BATCH_MS} ms for ${DURATION} s a round, ` +
      `${usePg ? 'PostgreSQL' : 'PGlite (in memory)'}`,
  );
  console.log(
    `Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? '?'}), ${mb(totalmem())} RAM, load average ` +
      `${loadavg()[0].toFixed(2)} at start. Server, clients, ingest driver and database share it.`,
  );
  const limits = fileLimits();
  console.log(
    `Open files: soft limit ${int(limits.soft)}, hard limit ${int(limits.hard)} (Node raises its soft limit to the ` +
      `hard one); a round of N clients needs N + ${int(fdsNeeded(0))} in the server and as many in the clients ` +
      'process, the hard limit raised with `ulimit -n` for them where this user may',
  );

  const rounds = [];
  const failed = [];
  for (const [index, count] of ROUNDS.entries()) {
    console.log(`\n## Round ${index + 1} of ${ROUNDS.length}: ${int(count)} clients`);
    const needed = fdsNeeded(count);
    const openFiles = needed <= limits.hard ? undefined : needed;
    if (openFiles !== undefined && !canRaiseTo(openFiles)) {
      const reason =
        `${int(count)} clients: not run, it needs ${int(needed)} open files in the server and in the clients ` +
        `process, the hard limit is ${int(limits.hard)}, and this user may not raise it (\`ulimit -n ` +
        `${openFiles}\` is refused). Raise it before starting the bench: a root shell that may, ` +
        `\`ulimit -Hn 65536\`; a container, \`docker run --ulimit nofile=65536:65536\`; systemd, LimitNOFILE=65536; ` +
        'a user, nofile in /etc/security/limits.conf';
      console.log(`Skipped: ${reason}`);
      failed.push(reason);
      rounds.push({ count, skipped: true });
      continue;
    }
    try {
      const figures = await runRound(index + 1, count, { usePg, openFiles });
      rounds.push({ count, figures });
      if (figures.connected < count)
        failed.push(
          `${int(count)} clients: only ${int(figures.connected)}/${int(count)} connected` +
            `${figures.refused ? ` (${figures.refused})` : ''}; the latencies above are of those only`,
        );
    } catch (error) {
      console.log(`Round failed: ${error instanceof Error ? error.message : String(error)}`);
      failed.push(`${int(count)} clients: ${error instanceof Error ? error.message : String(error)}`);
      rounds.push({ count });
    }
  }

  printSummary(rounds);
  if (failed.length > 0) {
    console.log('');
    for (const reason of failed) console.log(`FAILED: ${reason}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
