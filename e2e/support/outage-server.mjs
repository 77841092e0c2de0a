#!/usr/bin/env node
/**
 * The site over a PostgreSQL server the browser tests may stop: a private cluster (the machine's PostgreSQL binaries,
 * a temporary folder, a port of its own) with a small demo, `finishline serve` on it at PORT, and a control door at
 * CONTROL_PORT — POST /db/stop stops PostgreSQL (fast shutdown: connections cut, as in a failover), POST /db/start
 * starts it again. The errors spec then sees what a visitor sees while the database is away: the last good copy of
 * a page already served, or a translated 503 with Retry-After. Everything is stopped and removed on SIGTERM/SIGINT.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createPrivateCluster } from '@finishline/db/testing';

const root = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.PORT);
const controlPort = Number(process.env.CONTROL_PORT);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolve(free));
    });
  });
}

function cli(args, env) {
  return spawn(process.execPath, ['apps/cli/dist/main.js', ...args], { cwd: root, env, stdio: 'inherit' });
}

function finished(child) {
  return new Promise((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`exit ${code}`)))),
  );
}

const cluster = await createPrivateCluster(await freePort());
const env = { ...process.env, DATABASE_URL: cluster.url(), DATABASE_READ_URL: '', PGLITE_DIR: '' };
let site;
let isClosing = false;

async function close() {
  if (isClosing) return;
  isClosing = true;
  site?.kill('SIGTERM');
  await cluster.remove();
  process.exit(0);
}
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());

try {
  await finished(cli(['demo', '--scale', '0.02'], env));
} catch (error) {
  await cluster.remove();
  throw error;
}
// One worker: each worker keeps its own cache, and the spec's "served before" must reach the same one.
site = cli(['serve'], {
  ...env,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  WEB_CONCURRENCY: '1',
});
site.once('exit', () => void close());

createServer((req, res) => {
  const action = { 'POST /db/stop': () => cluster.stop('fast'), 'POST /db/start': () => cluster.start() }[
    `${req.method} ${req.url}`
  ];
  if (!action) return void res.writeHead(404).end();
  action().then(
    () => res.writeHead(204).end(),
    (error) => res.writeHead(500).end(String(error)),
  );
}).listen(controlPort, '127.0.0.1');
