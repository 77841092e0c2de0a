/**
 * Varnish with the project's VCL (deploy/varnish/finishline.vcl) in front of the instances: an origins.vcl of this
 * run's own (the instances, a /readyz probe, loopback as the purger), its counters from varnishstat.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { start } from '../../page/lib/children.mjs';
import { ROOT } from '../../page/lib/serve.mjs';

const VARNISHD = '/usr/sbin/varnishd';
const XKEY = [
  '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so',
  '/usr/lib/varnish/vmods/libvmod_xkey.so',
];

export function hasVarnish() {
  return existsSync(VARNISHD) && XKEY.some((path) => existsSync(path));
}

function originsVcl(origins) {
  const backends = origins.map(
    ({ port }, i) => `backend origin_${i} {
  .host = "127.0.0.1";
  .port = "${port}";
  .probe = { .url = "/readyz"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; }
  .connect_timeout = 1s;
  .first_byte_timeout = 30s;
  .between_bytes_timeout = 60s;
}`,
  );
  return `${backends.join('\n')}
sub vcl_init {
  new origins = directors.round_robin();
${origins.map((_, i) => `  origins.add_backend(origin_${i});`).join('\n')}
}
acl purgers { "127.0.0.1"; }
`;
}

/** Starts Varnish on a free port in front of `origins` ([{ port }]); resolves once it answers. */
export async function startVarnish(dir, origins, { port, memoryMb = 1024 }) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'origins.vcl'), originsVcl(origins));
  const vclDir = join(ROOT, 'deploy/varnish');
  const work = join(dir, 'work');
  const varnish = start(
    'varnishd',
    VARNISHD,
    [
      '-F',
      '-j',
      'none',
      '-n',
      work,
      '-a',
      `127.0.0.1:${port}`,
      '-T',
      'none',
      '-f',
      join(vclDir, 'finishline.vcl'),
      '-p',
      `vcl_path=${dir}:${vclDir}`,
      '-p',
      'thread_pool_min=50',
      '-s',
      `malloc,${memoryMb}m`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (varnish.child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/api/events?pageSize=1`)).ok) return { url, work, stop: () => varnish.stop() };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('Varnish did not start (see varnishd -C on deploy/varnish/finishline.vcl).');
}

/** Varnish's counters that this benchmark reads. */
export function varnishCounters(work) {
  const raw = JSON.parse(execFileSync('varnishstat', ['-n', work, '-j'], { encoding: 'utf8' }));
  const counters = raw.counters ?? raw;
  const value = (name) => Number(counters[name]?.value ?? 0);
  return {
    at: performance.now(),
    hit: value('MAIN.cache_hit'),
    grace: value('MAIN.cache_hit_grace'),
    miss: value('MAIN.cache_miss'),
    hitmiss: value('MAIN.cache_hitmiss'),
    hitpass: value('MAIN.cache_hitpass'),
    pass: value('MAIN.s_pass'),
    clientReq: value('MAIN.client_req'),
    backendReq: value('MAIN.backend_req'),
    backendFail: value('MAIN.backend_fail'),
    retries: value('MAIN.backend_retry'),
  };
}

/** What the counters moved by, and the edge's hit ratio over the lookups. */
export function edgeSpent(before, after) {
  const d = Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]));
  const lookups = d.hit + d.miss + d.hitmiss + d.hitpass;
  return { ...d, wallS: d.at / 1000, hitRatio: lookups > 0 ? d.hit / lookups : NaN, lookups };
}
