/**
 * The origin response cache's counters from serve's /metrics, summed over its worker processes. Each worker keeps
 * its own cache and its /metrics answers for that one process only (its X-Instance header names it); the primary
 * hands each new connection to the next worker, so /metrics is asked on new connections until every worker has
 * answered. Two readings are compared worker by worker: a delta between two workers' counters would mean nothing.
 */
import { request } from 'node:http';
import { serverProcesses } from './server-tree.mjs';

/** One GET on a connection of its own (no keep-alive: the next one may go to another worker). */
function getOnce(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ instance: res.headers['x-instance'] ?? null, body }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`GET ${url}: no answer within 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * The cache's counters in one /metrics text: answers by outcome (hit, miss, stale, stale-if-error, pass),
 * `invalidated` and, when the server has it, `expired` (entries a live change made stale).
 */
export function parseCacheMetrics(text) {
  const counters = {};
  for (const [, outcome, n] of text.matchAll(/^origin_cache_responses_total\{outcome="([^"]+)"\} (\d+)$/gm))
    counters[outcome] = Number(n);
  const invalidated = /^origin_cache_invalidations_total (\d+)$/m.exec(text);
  if (invalidated) counters.invalidated = Number(invalidated[1]);
  const expired = /^origin_cache_expirations_total (\d+)$/m.exec(text);
  if (expired) counters.expired = Number(expired[1]);
  return counters;
}

/**
 * Every worker's counters now: a Map from X-Instance ('' for a server of one process, which names none) to its
 * counters; null if /metrics did not answer.
 */
export async function readCacheCounters(base, pid) {
  // serve's primary and a process per worker; one process when it runs alone (PGlite).
  const workers = Math.max(1, (await serverProcesses(pid)).length - 1);
  const seen = new Map();
  try {
    for (let tries = 0; seen.size < workers && tries < 4 * workers + 4; tries++) {
      const { instance, body } = await getOnce(`${base}/metrics`);
      if (!seen.has(instance ?? '')) seen.set(instance ?? '', parseCacheMetrics(body));
      if (instance === null) break;
    }
  } catch {
    return null;
  }
  return seen.size > 0 ? { workers, byInstance: seen } : null;
}

/**
 * What the counters moved by between two readings, summed over the workers read both times: { counters, workers
 * (read both times), of (workers serve runs) }, or null.
 */
export function cacheCountersSpent(before, after) {
  if (!before || !after) return null;
  const counters = {};
  let workers = 0;
  for (const [instance, last] of after.byInstance) {
    const first = before.byInstance.get(instance);
    if (!first) continue;
    workers += 1;
    for (const [key, n] of Object.entries(last)) counters[key] = (counters[key] ?? 0) + n - (first[key] ?? 0);
  }
  return workers > 0 ? { counters, workers, of: after.workers } : null;
}

/** Answers the cache looked up an entry for: hits + misses + stale + stale-if-error (`pass` never looks). */
export function lookedUp(counters) {
  return ['hit', 'miss', 'stale', 'stale-if-error'].reduce((sum, key) => sum + (counters[key] ?? 0), 0);
}

/** Fresh answers from the cache of all it looked up: hits ÷ (hits + misses + stale + stale-if-error). */
export function hitRatio(counters) {
  const looked = lookedUp(counters);
  return looked > 0 ? (counters.hit ?? 0) / looked : NaN;
}
