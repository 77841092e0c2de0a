/**
 * The CPU of a miss, per kind: the kind's URLs asked one after another on one kept-alive connection, as a browser
 * tab would, after WARM_URLS of them unmeasured; the CPU of the server's whole process tree (every thread of every
 * process under serve's pid, from /proc) and of the database's backends, less the background, divided by the URLs
 * asked. Each answer's X-Cache says whether it was a miss.
 *
 * The background is measured with the server left alone for --idle seconds before the pass and again after it.
 * Quiet, it is taken off by wall time. During the replay it is not steady: the recomputes of the marathon run back
 * to back and yield to the requests (fewer of them while the URLs are asked), so it is taken off per recompute (the
 * CPU alone ÷ the recomputes alone, times the recomputes during the kind's loop).
 *
 * That background, during the replay, is also a figure of its own: what keeping the race live costs — serve's tree
 * and PostgreSQL's backends with the replay running and no crowd — with the reads stored meanwhile (`countReads`).
 */
import { treeCpuMs } from '../../page/lib/cpu.mjs';
import { closeConnections, get } from '../../page/lib/serve.mjs';
import { backendCpu, backendCpuSpent } from './database.mjs';
import { WARM_URLS } from './miss-urls.mjs';
import { HEADERS } from './options.mjs';

/** Upper bound of one kind's loop, whatever --requests says. */
const LIMIT_MS = 120_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function reading(serve, db, recomputes) {
  const [server, pg] = await Promise.all([treeCpuMs(serve.pid), backendCpu(db.adminUrl, db.name)]);
  return { at: performance.now(), server, pg, recomputes: recomputes?.count ?? 0 };
}

function between(from, to) {
  return {
    wallMs: to.at - from.at,
    server: to.server - from.server,
    pg: backendCpuSpent(from.pg, to.pg),
    recomputes: to.recomputes - from.recomputes,
  };
}

/**
 * The server left alone `idleS` seconds. The reads are counted after each CPU reading: the count's own connection
 * to the database has gone by the next one, so its backend is in neither.
 */
async function alone(serve, db, recomputes, idleS, countReads) {
  const from = await reading(serve, db, recomputes);
  const readsFrom = countReads ? await countReads() : NaN;
  await sleep(idleS * 1000);
  const spent = between(from, await reading(serve, db, recomputes));
  spent.reads = countReads ? (await countReads()) - readsFrom : NaN;
  // The server closes a connection idle for 5 s: the next request must not race it on the old one.
  closeConnections();
  return spent;
}

async function ask(serve, path, outcomes) {
  const { status, headers } = await get(`${serve.url}${path}`, HEADERS);
  const outcome = status === 200 ? (headers['x-cache'] ?? 'no X-Cache') : `status ${status}`;
  outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
}

/**
 * Rows per kind of `urls` ({ kind: [path…] }): { kind, done, wallMs, serverMs, pgMs (per URL, background taken
 * off), serverSpreadMs, pgSpreadMs (± one recompute), outcomes ({ miss: n, 'status 404': n… }) }, and the
 * background: { serverCores, pgCores, readsPerS, recomputesPerS, serverMsPerRecompute, pgMsPerRecompute }.
 * `recomputes`: the replay's counter (database.mjs); `countReads`: resolves with the reads stored so far.
 */
export async function missCpu(serve, urls, { idleS, db, recomputes = null, countReads = null }) {
  closeConnections();
  const loops = [];
  for (const [kind, paths] of Object.entries(urls)) {
    if (paths.length <= WARM_URLS) continue;
    for (const path of paths.slice(0, WARM_URLS)) await ask(serve, path, {});
    loops.push({ kind, paths: paths.slice(WARM_URLS) });
  }
  const before = await alone(serve, db, recomputes, idleS, countReads);
  for (const loop of loops) {
    const from = await reading(serve, db, recomputes);
    loop.outcomes = {};
    loop.done = 0;
    for (const path of loop.paths) {
      if (performance.now() - from.at > LIMIT_MS) break;
      await ask(serve, path, loop.outcomes);
      loop.done += 1;
    }
    loop.used = between(from, await reading(serve, db, recomputes));
  }
  const after = await alone(serve, db, recomputes, idleS, countReads);
  const sum = (key) => before[key] + after[key];
  const perRecompute = sum('recomputes') > 0;
  const background = (used, key) =>
    perRecompute
      ? (used.recomputes * sum(key)) / sum('recomputes')
      : (used.wallMs * sum(key)) / sum('wallMs');
  // Per recompute, a loop may count one more or one less than ran inside it: its figures are that uncertain.
  const spread = (key, done) => (perRecompute ? sum(key) / sum('recomputes') / done : 0);
  const rows = loops.map(({ kind, done, used, outcomes }) => ({
    kind,
    done,
    wallMs: used.wallMs / done,
    serverMs: Math.max(0, used.server - background(used, 'server')) / done,
    pgMs: Math.max(0, used.pg - background(used, 'pg')) / done,
    serverSpreadMs: spread('server', done),
    pgSpreadMs: spread('pg', done),
    outcomes,
  }));
  return {
    rows,
    background: {
      serverCores: sum('server') / sum('wallMs'),
      pgCores: sum('pg') / sum('wallMs'),
      readsPerS: (1000 * sum('reads')) / sum('wallMs'),
      recomputesPerS: (1000 * sum('recomputes')) / sum('wallMs'),
      serverMsPerRecompute: perRecompute ? sum('server') / sum('recomputes') : NaN,
      pgMsPerRecompute: perRecompute ? sum('pg') / sum('recomputes') : NaN,
    },
  };
}
