#!/usr/bin/env node
/**
 * Alerts benchmark (issue 26; on demand, never in CI): `finishline serve` (the build, production mode, on a
 * scratch PostgreSQL database loaded by `finishline demo`) sends Web Push alerts for 100,000 subscriptions following
 * 20,000 runners of the demo marathon while it is replayed live through the ingest endpoint, to a push receiver in
 * this process (packages/alerts testing/push-receiver.ts: RFC 8030 requests, one message in --verify-every decrypted
 * with the subscription's keys and its VAPID claim checked, every one counted by its Topic).
 *
 * The subscriptions are written straight into the database after the replay's catch-up, as visitors who joined
 * mid-race (what each followed runner had done is marked known, as saveSubscription does), then the replay runs for
 * --duration seconds; the server then gets --drain seconds to send what is due. Prints pushes per second accepted,
 * read → accepted latency (p50, p95, p99, from the outbox: `sent_at − read_at`), duplicates (a Topic received twice),
 * alerts lost (written but neither received nor pending), the CPU of serve's processes and the receiver's. Then
 * the sender's capacity: --burst alerts written at once into the outbox (the replay stopped), drained by the same
 * server: pushes per second and serve's CPU per push.
 *
 *   npm run alerts -w bench [-- --subscriptions 100000 --runners 20000 --speed 10 --from 120 --duration 120
 *     --drain 60 --verify-every 50 --workers 2 --db-name finishline_alerts --keep-db --keep]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startPushReceiver } from '@finishline/alerts/testing';
import { createDb } from '@finishline/db';
import { prepareDatabase } from '../crowd/lib/database.mjs';
import { startReplay } from '../crowd/lib/replay.mjs';
import { onCleanup, removeLater, stopAll } from '../page/lib/children.mjs';
import { cpuMs, treeCpuMs } from '../page/lib/cpu.mjs';
import { startServe } from '../page/lib/serve.mjs';

const { values } = parseArgs({
  options: {
    subscriptions: { type: 'string', default: '100000' },
    runners: { type: 'string', default: '20000' },
    speed: { type: 'string', default: '10' },
    from: { type: 'string', default: '120' },
    duration: { type: 'string', default: '120' },
    drain: { type: 'string', default: '60' },
    'verify-every': { type: 'string', default: '50' },
    burst: { type: 'string', default: '50000' },
    workers: { type: 'string', default: String(availableParallelism()) },
    'db-name': { type: 'string', default: 'finishline_alerts' },
    'keep-db': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    seed: { type: 'string', default: '7' },
  },
});
const int = (name) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} must be a whole number, got "${values[name]}".`);
  return n;
};
const options = {
  subscriptions: int('subscriptions'),
  runners: int('runners'),
  speed: int('speed'),
  from: int('from'),
  duration: int('duration'),
  drain: int('drain'),
  verifyEvery: Math.max(1, int('verify-every')),
  burst: int('burst'),
  workers: Math.max(1, int('workers')),
  seed: int('seed'),
};
const LIVE = { eventId: 'marrakech-marathon', contestId: 'marathon' };
const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (s) => new Promise((resolve) => setTimeout(resolve, s * 1000));
const LOCALES = ['en', 'fr', 'es', 'ar'];

/** A small deterministic generator (xorshift). */
function createRandom(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/**
 * 100,000 visitors who subscribe mid-race: each follows one runner of `runners` (drawn uniformly), a third of them
 * one or two more. Written in bulk as saveSubscription writes one (packages/db push/subscriptions.ts), with what
 * each runner has already done marked known.
 */
async function subscribeVisitors(db, receiver, contestKey, bibs) {
  // One transaction, as saveSubscription: the planner never sees a follow without what its runner already did.
  return db.transaction((tx) => writeVisitors(tx, receiver, contestKey, bibs));
}

async function writeVisitors(db, receiver, contestKey, bibs) {
  const random = createRandom(options.seed);
  const rows = [];
  const follows = [];
  const deleteAfter = new Date(Date.now() + 30 * 86_400_000).toISOString();
  for (let i = 0; i < options.subscriptions; i++) {
    const browser = receiver.subscribe();
    rows.push([browser.endpoint, browser.keys.p256dh, browser.keys.auth, LOCALES[i % LOCALES.length]]);
    const extra = random() < 1 / 3 ? 1 + Math.floor(random() * 2) : 0;
    const mine = new Set();
    for (let k = 0; k <= extra; k++) mine.add(bibs[Math.floor(random() * bibs.length)]);
    for (const bib of mine) follows.push([i, bib]);
  }
  const keys = [];
  for (let from = 0; from < rows.length; from += 5_000) {
    const chunk = rows.slice(from, from + 5_000);
    const inserted = await db.query(
      `insert into push_subscriptions (event_id, endpoint, p256dh, auth, locale, client_hash, delete_after)
       select $1, r->>0, r->>1, r->>2, r->>3, 'bench', $2::timestamptz from jsonb_array_elements($3::jsonb) r
       returning key`,
      [LIVE.eventId, deleteAfter, JSON.stringify(chunk)],
    );
    keys.push(...inserted.map((row) => row.key));
  }
  for (let from = 0; from < follows.length; from += 20_000) {
    const chunk = follows.slice(from, from + 20_000).map(([i, bib]) => [keys[i], bib]);
    await db.query(
      `insert into push_follows (subscription_key, contest_key, bib)
       select (f->>0)::int, $1, f->>1 from jsonb_array_elements($2::jsonb) f on conflict do nothing`,
      [contestKey, JSON.stringify(chunk)],
    );
  }
  await db.query(
    `insert into push_outbox (subscription_key, contest_key, bib, topic, state)
     select f.subscription_key, f.contest_key, f.bib,
       case when r.status in ('dnf', 'dsq') then 'status:' || r.status when r.status = 'finished' then 'finish'
         else 'cp:' || r.last_checkpoint_id end, 'skipped'
     from push_follows f
     join participants p on p.contest_key = f.contest_key and p.bib = f.bib
     join results r on r.participant_key = p.key
     where f.contest_key = $1 and (r.last_checkpoint_id is not null or r.status in ('dnf', 'dsq', 'finished'))
     on conflict do nothing`,
    [contestKey],
  );
  await db.query('analyze push_subscriptions, push_follows, push_outbox');
  return follows.length;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'finishline-alerts-'));
  if (values.keep) onCleanup(() => console.log(`Kept ${workDir}.`));
  else removeLater(workDir);
  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `# Alerts benchmark — Node ${process.version}, ${availableParallelism()} CPUs shared by serve (${options.workers} ` +
      `workers), PostgreSQL, simulate and the receiver (load average ${load}); ${new Date().toISOString()}`,
  );
  const database = await prepareDatabase({
    adminUrl,
    name: values['db-name'],
    keep: values['keep-db'],
    logDir: workDir,
  });
  onCleanup(() => database.drop());
  console.log(`PostgreSQL: ${database.summary}.`);
  const db = await createDb({ url: database.url, migrate: true });
  onCleanup(() => db.close());
  // A fresh start: no subscriptions of an earlier run (--keep-db).
  await db.query('delete from push_subscriptions');

  const receiver = await startPushReceiver({ verifyEvery: options.verifyEvery });
  onCleanup(() => receiver.close());
  const token = randomBytes(24).toString('hex');
  const serve = await startServe({
    name: 'serve-alerts',
    dataDir: workDir,
    workDir,
    databaseUrl: database.url,
    env: {
      INGEST_TOKEN: token,
      WEB_CONCURRENCY: String(options.workers),
      PUSH_ENDPOINT_ORIGINS: receiver.origin,
      VAPID_SUBJECT: 'mailto:bench@finishline.example',
    },
  });
  onCleanup(() => serve.stop());
  const replay = startReplay({
    live: LIVE,
    base: serve.url,
    token,
    databaseUrl: database.url,
    speed: options.speed,
    from: options.from,
    log: join(workDir, 'simulate.log'),
  });
  onCleanup(() => replay.stop());
  await replay.caughtUp;

  const [contest] = await db.query('select key from contests where event_id = $1 and id = $2', [
    LIVE.eventId,
    LIVE.contestId,
  ]);
  const entrants = await db.query('select bib from participants where contest_key = $1 order by key', [
    contest.key,
  ]);
  const random = createRandom(options.seed + 1);
  const bibs = entrants
    .map((row) => ({ bib: row.bib, order: random() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, options.runners)
    .map((row) => row.bib);
  // The window opens as the first visitors subscribe: their alerts start at once.
  const cpuOf = () => treeCpuMs(serve.pid);
  const receiverCpu = () => cpuMs(process.pid);
  const startedAt = Date.now();
  const cpuBefore = await cpuOf();
  const receiverBefore = receiverCpu();
  const receivedBefore = receiver.messages.length;
  const subscribing = performance.now();
  const followCount = await subscribeVisitors(db, receiver, contest.key, bibs);
  console.log(
    `Subscribed ${options.subscriptions.toLocaleString('en')} browsers following ${bibs.length.toLocaleString('en')} ` +
      `runners (${followCount.toLocaleString('en')} follows) in ${((performance.now() - subscribing) / 1000).toFixed(1)} s, ` +
      `race clock ${replay.clock().toFixed(0)} min.`,
  );

  await sleep(options.duration);
  const ingest = await replay.stop();
  const replayEndedAt = Date.now();
  await sleep(options.drain);
  const endedAt = Date.now();
  const serveCpu = (await cpuOf()) - cpuBefore;
  const ownCpu = receiverCpu() - receiverBefore;

  const received = receiver.messages.slice(receivedBefore);
  const byTopic = new Map();
  for (const message of received) byTopic.set(message.topic, (byTopic.get(message.topic) ?? 0) + 1);
  const duplicates = [...byTopic.values()].reduce((sum, n) => sum + (n - 1), 0);
  const [states] = await db.query(
    `select count(*) filter (where state = 'sent')::int as sent, count(*) filter (where state = 'pending')::int as pending,
       count(*) filter (where state = 'failed')::int as failed
     from push_outbox where state <> 'skipped'`,
  );
  // From the moment the server stored the read (the replay runs the race clock faster than the wall clock, so the
  // read's own instant is not when it arrived) to the push service's acceptance.
  const latencies = (
    await db.query(
      `select (extract(epoch from o.sent_at - min(p.received_at)) * 1000)::float8 as ms
       from push_outbox o
       join checkpoints c on c.contest_key = o.contest_key
         and (o.topic = 'cp:' || c.id or (o.topic = 'finish' and c.kind = 'finish'))
       join passings p on p.contest_key = o.contest_key and p.bib = o.bib and p.checkpoint_key = c.key
       where o.state = 'sent' and o.sent_at >= to_timestamp($1 / 1000.0)
       group by o.key, o.sent_at`,
      [startedAt],
    )
  )
    .map((row) => row.ms)
    .sort((a, b) => a - b);
  const checked = received.filter((message) => message.isChecked);
  const langs = new Set(checked.map((message) => JSON.parse(message.text).lang));
  const busyS = (received.reduce((last, m) => Math.max(last, m.receivedAt), startedAt) - startedAt) / 1000;
  const seconds = (endedAt - startedAt) / 1000;

  console.log('');
  console.log('| figure | value |');
  console.log('|---|---|');
  const row = (name, value) => console.log(`| ${name} | ${value} |`);
  row('replay', `${options.speed}× from ${options.from} min after the gun, ${options.duration} s; ${ingest}`);
  row('pushes accepted by the receiver', received.length.toLocaleString('en'));
  row('alerts written (sent / pending / failed)', `${states.sent} / ${states.pending} / ${states.failed}`);
  row('pushes per second, while sending', (received.length / Math.max(1, busyS)).toFixed(0));
  row('pushes per second, whole window', (received.length / seconds).toFixed(0));
  row(
    'read → accepted, p50 / p95 / p99 (ms)',
    `${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 95).toFixed(0)} / ${percentile(latencies, 99).toFixed(0)} (${latencies.length.toLocaleString('en')} alerts)`,
  );
  row('duplicates (a Topic received twice)', duplicates);
  row(
    'lost (written, not received, not pending)',
    Math.max(0, states.sent - received.length) + states.failed,
  );
  row(
    'decrypted and checked',
    `${checked.length} (languages: ${[...langs].sort().join(', ')}); refused ${receiver.refusals.length}`,
  );
  row(
    'serve CPU (all workers), s',
    `${(serveCpu / 1000).toFixed(1)} over ${seconds.toFixed(0)} s (${(serveCpu / 1000 / seconds).toFixed(2)} cores)`,
  );
  row('serve CPU per push, ms', (serveCpu / Math.max(1, received.length)).toFixed(2));
  row('receiver CPU, s', (ownCpu / 1000).toFixed(1));
  row('drain after the replay, s', ((endedAt - replayEndedAt) / 1000).toFixed(0));
  if (options.burst > 0) await burst(db, receiver, serve, contest.key);
}

/** The sender's capacity: --burst alerts written at once, drained by the server's workers. */
async function burst(db, receiver, serve, contestKey) {
  const before = receiver.messages.length;
  await db.query(
    `insert into push_outbox (subscription_key, contest_key, bib, topic, state, payload, read_at, ttl_seconds, urgency)
     select s.key, $1, 'burst', 'burst:' || n, 'pending',
       jsonb_build_object('title', 'Burst ' || n, 'body', 'A capacity test of the sender.', 'url', '/',
         'lang', s.locale, 'dir', case when s.locale = 'ar' then 'rtl' else 'ltr' end, 'tag', 'burst/' || n),
       now(), 600, 'normal'
     from generate_series(1, $2) n
     join push_subscriptions s on s.key = (select min(key) from push_subscriptions) + (n % $3)`,
    [contestKey, options.burst, options.subscriptions],
  );
  const started = Date.now();
  const cpuBefore = await treeCpuMs(serve.pid);
  const deadline = started + 300_000;
  while (receiver.messages.length - before < options.burst && Date.now() < deadline) await sleep(0.25);
  const got = receiver.messages.length - before;
  const lastAt = receiver.messages.slice(before).reduce((last, m) => Math.max(last, m.receivedAt), started);
  const cpu = (await treeCpuMs(serve.pid)) - cpuBefore;
  const seconds = (lastAt - started) / 1000;
  const duplicates = got - new Set(receiver.messages.slice(before).map((m) => m.topic)).size;
  console.log('');
  console.log(`| burst of ${options.burst.toLocaleString('en')} alerts written at once | value |`);
  console.log('|---|---|');
  console.log(
    `| received | ${got.toLocaleString('en')} in ${seconds.toFixed(1)} s, duplicates ${duplicates} |`,
  );
  console.log(
    `| pushes per second (one instance, ${options.workers} workers) | ${(got / Math.max(0.001, seconds)).toFixed(0)} |`,
  );
  console.log(`| serve CPU per push, ms | ${(cpu / Math.max(1, got)).toFixed(3)} |`);
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAll());
