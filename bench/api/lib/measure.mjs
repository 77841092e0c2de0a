/**
 * One load run with wrk (the page benchmark's runner, bench/page/lib/wrk.mjs): requests per second and latency
 * percentiles. wrk rather than autocannon, which parses every answer in JavaScript and so under-measures a static
 * server several times on larger bodies — the baseline these runs are compared with.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasWrk, runWrk, writeScripts } from '../../page/lib/wrk.mjs';

let scripts;

export { hasWrk };

export async function measure(url, { headers = {}, duration, connections }) {
  scripts ??= writeScripts(mkdtempSync(join(tmpdir(), 'finishline-bench-wrk-')));
  const run = await runWrk({ url, seconds: duration, connections, threads: 2, headers, scripts });
  return {
    rps: run.rps,
    p50: run.p50.toFixed(1),
    p99: run.p99.toFixed(1),
    errors: run.socketErrors,
    // wrk counts answers of 400 and above; anything else was a 200 or a 304.
    statuses: run.statusErrors > 0 ? `≥400×${run.statusErrors}` : `200×${run.requests}`,
  };
}
