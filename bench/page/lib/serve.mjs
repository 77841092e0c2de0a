/**
 * `finishline serve` from the build, as `npm start` runs it but on a scratch PGlite folder (filled once by
 * `finishline demo`), on a free loopback port, in production mode, with its output in a log file. `databaseUrl`
 * puts both on a PostgreSQL database instead (bench/crowd).
 */
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start } from './children.mjs';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = 'apps/cli/dist/main.js';

/** A TCP port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The database variables: the scratch folder's PGlite, or `databaseUrl`, whatever the caller's environment says. */
function databaseEnv(dataDir, databaseUrl) {
  if (databaseUrl) return { PGLITE_DIR: '', DATABASE_URL: databaseUrl, DATABASE_READ_URL: '' };
  return { PGLITE_DIR: join(dataDir, 'pglite'), DATABASE_URL: '', DATABASE_READ_URL: '' };
}

function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * Loads the demo data into `dataDir`/pglite (or the PostgreSQL database `databaseUrl`) with `finishline demo`,
 * unless an earlier run finished loading it there (the marker file `loaded` in `dataDir` holds that run's summary).
 * Resolves with the summary line.
 */
export async function ensureDemoData(dataDir, { databaseUrl } = {}) {
  const marker = join(dataDir, 'loaded');
  if (existsSync(marker)) return { reused: true, summary: readFileSync(marker, 'utf8').trim() };
  const log = join(dataDir, 'demo.log');
  const out = createWriteStream(log);
  const demo = start('finishline demo', process.execPath, [MAIN, 'demo'], {
    cwd: ROOT,
    env: { ...process.env, ...databaseEnv(dataDir, databaseUrl) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  demo.child.stdout.pipe(out);
  demo.child.stderr.pipe(out);
  const started = Date.now();
  const killer = setTimeout(() => demo.child.kill('SIGKILL'), 10 * 60_000);
  const { code, signal } = await demo.exited;
  clearTimeout(killer);
  await new Promise((resolve) => out.end(resolve));
  if (code !== 0) throw new Error(`finishline demo failed (${code ?? signal}):\n${tail(log)}`);
  const loaded = /^Loaded the demo data:.*$/m.exec(readFileSync(log, 'utf8'))?.[0] ?? 'Loaded the demo data.';
  const summary = `${loaded} (finishline demo took ${((Date.now() - started) / 1000).toFixed(1)} s)`;
  writeFileSync(marker, `${summary}\n`);
  return { reused: false, summary };
}

/**
 * Starts serve on the scratch data; resolves once /readyz answers. `env` adds variables (RESPONSE_CACHE_MB),
 * `nodeArgs` go before the script (--cpu-prof). NODE_ENV is production, whatever the caller's is.
 */
export async function startServe({ name, dataDir, workDir, databaseUrl, env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const log = join(workDir, `${name.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(log);
  const serve = start(
    name,
    process.execPath,
    [...nodeArgs, MAIN, 'serve'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...databaseEnv(dataDir, databaseUrl),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        API_BASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
    { stopSignal: 'SIGTERM', graceMs: 20_000 },
  );
  serve.child.stdout.pipe(out);
  serve.child.stderr.pipe(out);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (serve.child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/readyz`)).ok) {
        return {
          url,
          pid: serve.child.pid,
          log,
          /** Resolves with { code, signal } when serve exits, stopped or not. */
          exited: serve.exited,
          /** The last lines of serve's log. */
          tail: () => tail(log),
          stop: async () => {
            const exit = await serve.stop();
            await new Promise((resolve) => out.end(resolve));
            return exit;
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await serve.stop();
  throw new Error(`${name} did not become ready (log ${log}):\n${tail(log)}`);
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One GET on a kept-alive connection, as a browser tab sends it: status, headers and the bytes on the wire
 * (still compressed). Times out after 30 s.
 */
export function get(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url}: no answer within 30 s`)));
    req.on('error', reject);
    req.end();
  });
}

export function closeConnections() {
  agent.destroy();
}
