/**
 * One wrk run (https://github.com/wg/wrk; Debian/Ubuntu: apt-get install wrk): fixed connections and threads for
 * a fixed time, the same headers on every request, and either one URL or a list of paths (wrk/mix.lua). The
 * figures come back from wrk/report.lua as JSON; wrk's own CPU time is measured too, to show whether it kept up.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { start } from './children.mjs';
import { finishedChildrenCpuMs } from './cpu.mjs';

const LUA = (name) => readFileSync(fileURLToPath(new URL(`../wrk/${name}`, import.meta.url)), 'utf8');

export function hasWrk() {
  return spawnSync('wrk', ['-v'], { stdio: 'ignore' }).error === undefined;
}

/** Writes the wrk scripts to `dir`: `page.lua` (one URL) and `mix.lua` (a list of paths), each with the report. */
export function writeScripts(dir) {
  const report = LUA('report.lua');
  const page = join(dir, 'page.lua');
  const mix = join(dir, 'mix.lua');
  writeFileSync(page, report);
  writeFileSync(mix, `${LUA('mix.lua')}\n${report}`);
  return { page, mix };
}

/**
 * Runs wrk; resolves with req/s, latency percentiles (ms), errors and wrk's CPU time. `paths` (a file, one path per
 * line) switches to the mix script. The run is bounded: wrk stops itself after `seconds`, and is killed 30 s later.
 */
export async function runWrk({ url, seconds, connections, threads, headers, scripts, paths }) {
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push('-s', paths ? scripts.mix : scripts.page, url);
  if (paths) args.push('--', paths, String(threads));
  const cpuBefore = finishedChildrenCpuMs();
  const wrk = start('wrk', 'wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] }, { stopSignal: 'SIGINT' });
  let stdout = '';
  let stderr = '';
  wrk.child.stdout.on('data', (chunk) => (stdout += chunk));
  wrk.child.stderr.on('data', (chunk) => (stderr += chunk));
  const killer = setTimeout(() => wrk.child.kill('SIGKILL'), (seconds + 30) * 1000);
  const { code, signal, error } = await wrk.exited;
  clearTimeout(killer);
  const wrkCpuMs = finishedChildrenCpuMs() - cpuBefore;
  const line = stdout.split('\n').find((text) => text.startsWith('BENCH_JSON '));
  if (error || code !== 0 || !line) {
    throw new Error(
      `wrk failed (${error?.message ?? `exit ${code ?? signal}`}):\n${stderr || stdout}`.trimEnd(),
    );
  }
  const raw = JSON.parse(line.slice('BENCH_JSON '.length));
  const wallS = raw.duration_us / 1e6;
  return {
    raw,
    /** All wrk printed: a script appended to report.lua may print lines of its own (crowd/wrk/crowd.lua). */
    stdout,
    requests: raw.requests,
    rps: raw.requests / wallS,
    p50: raw.p50_us / 1000,
    p90: raw.p90_us / 1000,
    p99: raw.p99_us / 1000,
    max: raw.max_us / 1000,
    kbPerResponse: raw.requests > 0 ? raw.bytes / raw.requests / 1024 : 0,
    /** Sockets that failed (connect, read, write) or timed out, and answers with a status of 400 or more. */
    socketErrors: raw.connect + raw.read + raw.write + raw.timeout,
    statusErrors: raw.status,
    repeats: raw.repeats,
    wallS,
    wrkCores: wrkCpuMs / 1000 / wallS,
  };
}
