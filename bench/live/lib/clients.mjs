/**
 * The stream clients, in their own process: opens N Server-Sent Events connections (in waves, as a crowd
 * arriving), notes when each read (by its cursor, `seq`) reaches each client, and on request turns those arrival
 * times into read-to-client latencies against the send times the driver recorded. One process reads what N
 * browsers would, so it parses bytes without turning them into strings. Each connection comes from its own loopback
 * address, about 40 an address (lib/addresses.mjs): the server lets one address hold only so many streams.
 */
import { request } from 'node:http';
import { addressSpan, clientAddress } from './addresses.mjs';
import { openFileLimit } from './fd-limit.mjs';

const now = () => performance.timeOrigin + performance.now();
const FRAME_END = Buffer.from('\n\n');
const SEQ = Buffer.from('"seq":');
const PASSINGS = Buffer.from('event: passings');
const RANKING = Buffer.from('event: ranking');
const COMMA = 0x2c;
const COLON = 0x3a;
/** A stream that has not sent its first ranking by then counts as failed (and is closed): the opening ends. */
const OPEN_TIMEOUT_MS = 30_000;

/** seq → arrival times (ms, wall clock) at every client. */
const arrivals = new Map();
const connections = [];
const counts = { passingsEvents: 0, rankingEvents: 0, heartbeats: 0, closed: 0, failed: 0, bytes: 0 };
/** Why streams failed to open: `HTTP 429`, `EMFILE`, `EADDRNOTAVAIL`, `timeout` … → how many. */
const reasons = {};

function startsWith(buffer, start, prefix) {
  return (
    buffer.length - start >= prefix.length &&
    buffer.compare(prefix, 0, prefix.length, start, start + prefix.length) === 0
  );
}

/** Notes the arrival of each distinct seq of a passings frame (buffer[start, end)). */
function record(buffer, start, end, time) {
  let last = -1;
  let position = buffer.indexOf(SEQ, start);
  while (position !== -1 && position < end) {
    let seq = 0;
    let i = position + SEQ.length;
    for (; buffer[i] !== COMMA; i++) seq = seq * 10 + (buffer[i] - 48);
    if (seq !== last) {
      let times = arrivals.get(seq);
      if (times === undefined) arrivals.set(seq, (times = []));
      times.push(time);
      last = seq;
    }
    position = buffer.indexOf(SEQ, i);
  }
}

function open(url, localAddress, settle) {
  const connection = { rest: null, isSettled: false, isOpen: false, isClosing: false };
  const onReady = (ok, reason) => {
    if (connection.isSettled) return;
    connection.isSettled = true;
    clearTimeout(timer);
    if (!ok) {
      reasons[reason] = (reasons[reason] ?? 0) + 1;
      // Not a stream of the run: its close is no drop by the server, and it is not left half-open.
      connection.isClosing = true;
      req.destroy();
    }
    settle(ok);
  };
  const timer = setTimeout(() => onReady(false, 'timeout'), OPEN_TIMEOUT_MS);
  const req = request(
    url,
    { agent: false, localAddress, headers: { accept: 'text/event-stream' } },
    (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        onReady(false, `HTTP ${res.statusCode}`);
        return;
      }
      connection.isOpen = true;
      res.on('data', (chunk) => {
        const time = now();
        counts.bytes += chunk.length;
        const buffer = connection.rest === null ? chunk : Buffer.concat([connection.rest, chunk]);
        let start = 0;
        let end = buffer.indexOf(FRAME_END, start);
        while (end !== -1) {
          if (startsWith(buffer, start, PASSINGS)) {
            counts.passingsEvents += 1;
            record(buffer, start, end, time);
          } else if (startsWith(buffer, start, RANKING)) {
            counts.rankingEvents += 1;
            onReady(true);
          } else if (buffer[start] === COLON) counts.heartbeats += 1;
          start = end + 2;
          end = buffer.indexOf(FRAME_END, start);
        }
        connection.rest = start < buffer.length ? buffer.subarray(start) : null;
      });
    },
  );
  req.on('close', () => {
    if (connection.isOpen && !connection.isClosing) counts.closed += 1;
  });
  req.on('error', (error) => {
    if (!connection.isClosing) counts.failed += 1;
    onReady(false, error.code ?? error.message);
  });
  req.end();
  connection.req = req;
  connections.push(connection);
}

function percentile(sorted, p) {
  return sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

process.on('message', async (message) => {
  if (message.type === 'open') {
    const { round, perAddress } = message;
    const started = now();
    let ready = 0;
    let failed = 0;
    for (let opened = 0; opened < message.count; opened += message.wave) {
      const wave = Math.min(message.wave, message.count - opened);
      await new Promise((resolve) => {
        let left = wave;
        for (let i = 0; i < wave; i++)
          open(message.url, clientAddress(round, opened + i, perAddress), (ok) => {
            if (ok) ready += 1;
            else failed += 1;
            if (--left === 0) resolve();
          });
      });
    }
    process.send({
      type: 'opened',
      ready,
      failed,
      reasons,
      addresses: addressSpan(round, message.count, perAddress),
      seconds: (now() - started) / 1000,
    });
  }
  if (message.type === 'cpu') process.send({ type: 'cpu', ...process.cpuUsage() });
  if (message.type === 'results') {
    const sentAt = new Map(message.sent);
    const latencies = [];
    let unknown = 0;
    for (const [seq, times] of arrivals) {
      const sent = sentAt.get(seq);
      if (sent === undefined) unknown += times.length;
      else for (const time of times) latencies.push(time - sent);
    }
    latencies.sort((a, b) => a - b);
    process.send({
      type: 'results',
      deliveries: latencies.length,
      unknown,
      seqsSeen: arrivals.size,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1) ?? NaN,
      counts,
    });
  }
  if (message.type === 'close') {
    for (const connection of connections) {
      connection.isClosing = true;
      connection.req.destroy();
    }
    process.exit(0);
  }
});
process.send({ type: 'started', openFiles: openFileLimit() });
