/**
 * deploy/nginx.conf, run as it is written except for what a benchmark must change: a temporary folder for its
 * pid, logs, cache and temp files, one upstream (the instance under test), a local port, and the per-address
 * limit on live streams (every bench stream comes from 127.0.0.1).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CONFIG = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));

export function hasNginx() {
  return spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;
}

function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text))
    throw new Error(`deploy/nginx.conf no longer has ${pattern}: update bench/raceday`);
  return text.replace(pattern, replacement);
}

/** Writes the adapted configuration; returns its path and the access log's. */
export async function adaptConfig(dir, { upstreamPort, port, streams }) {
  await mkdir(join(dir, 'temp'), { recursive: true });
  await mkdir(join(dir, 'cache'), { recursive: true });
  let text = await readFile(CONFIG, 'utf8');
  const isRoot = process.getuid?.() === 0;
  text = replaceOnce(text, /^user [^;]+;/m, isRoot ? 'daemon off;\nuser root;' : 'daemon off;');
  text = replaceOnce(text, /^pid [^;]+;/m, `pid ${join(dir, 'nginx.pid')};`);
  text = replaceOnce(
    text,
    /access_log \/var\/log\/nginx\/finishline\.access\.log/,
    `access_log ${join(dir, 'access.log')}`,
  );
  text = replaceOnce(
    text,
    /error_log \/var\/log\/nginx\/finishline\.error\.log/,
    `error_log ${join(dir, 'error.log')}`,
  );
  text = replaceOnce(
    text,
    /(upstream finishline \{[\s\S]*?least_conn;\n)(?:\s*server [^;]+;\n)+/,
    `$1    server 127.0.0.1:${upstreamPort} max_fails=3 fail_timeout=10s;\n`,
  );
  text = replaceOnce(
    text,
    /proxy_cache_path \/var\/cache\/nginx\/finishline/,
    `proxy_cache_path ${join(dir, 'cache')}`,
  );
  text = replaceOnce(text, /listen 80;/, `listen 127.0.0.1:${port};`);
  text = replaceOnce(text, /limit_conn streams \d+;/, `limit_conn streams ${streams + 10};`);
  const temp = join(dir, 'temp');
  text = replaceOnce(
    text,
    /^http \{\n/m,
    `http {\n  client_body_temp_path ${temp}; proxy_temp_path ${temp}; fastcgi_temp_path ${temp};\n` +
      `  uwsgi_temp_path ${temp}; scgi_temp_path ${temp};\n`,
  );
  const path = join(dir, 'nginx.conf');
  await writeFile(path, text);
  return { path, accessLog: join(dir, 'access.log'), errorLog: join(dir, 'error.log') };
}

/** Checks and starts nginx on the adapted configuration; `stop()` quits gracefully (flushing the access log). */
export async function startNginx(dir, options) {
  const config = await adaptConfig(dir, options);
  const check = spawnSync('nginx', ['-t', '-q', '-c', config.path, '-p', dir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child = spawn('nginx', ['-c', config.path, '-p', dir], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${options.port}`;
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`${url}/readyz`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    pid: child.pid,
    config,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      }),
  };
}

/** Counts of `$upstream_cache_status` in the JSON access log ("-" for requests that bypass the cache). */
export async function cacheStatuses(accessLog) {
  const counts = {};
  const text = await readFile(accessLog, 'utf8').catch(() => '');
  for (const line of text.split('\n')) {
    if (!line) continue;
    try {
      const status = JSON.parse(line).cache || '-';
      counts[status] = (counts[status] ?? 0) + 1;
    } catch {
      // a line cut by the shutdown
    }
  }
  return counts;
}
