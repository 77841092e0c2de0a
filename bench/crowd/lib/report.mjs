/**
 * The crowd benchmark's printed figures: the table of the wrk runs, the crowd's warm-up, the mix sent, the origin
 * cache's hit ratio, what keeping the race live costs, the misses, memory.
 */
import { hitRatio, lookedUp } from './cache-metrics.mjs';

const fixed = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const ratio = (x) => (!Number.isFinite(x) ? '–' : x >= 0.1 ? x.toFixed(2) : x.toPrecision(2));
const count = (n) => n.toLocaleString('en');
const percent = (x) => `${fixed(100 * x, 1)} %`;

function line(cells, widths) {
  return cells
    .map((cell, i) => String(cell).padEnd(widths[i] ?? 8))
    .join(' ')
    .trimEnd();
}

function errorsOf(result) {
  const bad = Object.entries(result.statuses ?? {}).filter(([status]) => Number(status) >= 400);
  const statusErrors = result.statuses ? bad.reduce((sum, [, n]) => sum + n, 0) : result.statusErrors;
  return { total: result.socketErrors + statusErrors, bad };
}

/** rows: [{ label, result (runWrk's, with `statuses` for the crowd), serverCores, pgCores }]; the last is nginx. */
export function printTable(rows) {
  const widths = [40, 8, 8, 8, 8, 9, 10, 9, 9];
  const nginx = rows.at(-1).result;
  const head = ['', 'req/s', 'p50 ms', 'p99 ms', 'errors', '÷ nginx', 'srv cores', 'pg cores', 'wrk cores'];
  console.log(line(head, widths));
  for (const { label, result: r, serverCores, pgCores } of rows) {
    const versus = r === nginx ? '' : ratio(r.rps / nginx.rps);
    const cores = [serverCores, pgCores, r.wrkCores].map((n) => fixed(n, 2));
    const cells = [
      label,
      fixed(r.rps),
      fixed(r.p50, 1),
      fixed(r.p99, 1),
      errorsOf(r).total,
      versus,
      ...cores,
    ];
    console.log(line(cells, widths));
  }
  for (const { label, result } of rows) {
    const { total, bad } = errorsOf(result);
    const answers = Object.entries(result.statuses ?? {})
      .map(([status, n]) => `${status} ×${count(n)}`)
      .join(', ');
    const raw = result.raw;
    const sockets = `connect ${raw.connect}, read ${raw.read}, write ${raw.write}, timeout ${raw.timeout}`;
    if (answers || total > 0)
      console.log(
        `  ${label.split(',')[0]}: ${count(result.requests)} answers${answers ? ` (${answers})` : ''}; ` +
          `errors: ${result.socketErrors} socket (${sockets})` +
          `${bad.length > 0 ? `, ${bad.map(([status, n]) => `${n} × ${status}`).join(', ')}` : ''}` +
          `${result.statuses ? '' : `, ${result.statusErrors} answers ≥ 400`}`,
      );
  }
}

/** The mix the crowd's measured run sent (crowd-wrk.mjs sentMix). */
export function printMix(mix) {
  console.log(
    `\nMix sent in the measured run: ${count(mix.total)} requests, ${count(mix.distinct)} distinct paths ` +
      `(${count(mix.total - mix.distinct)} repeats); pages by language: ` +
      `${mix.locales.map(({ locale, share }) => `${locale} ${percent(share)}`).join(', ')}` +
      `${mix.wrapped ? '. A thread ran past its slice of the list: raise --paths' : ''}.`,
  );
  const widths = [20, 9, 8, 9, 8];
  console.log(line(['kind', 'requests', 'share', 'distinct', 'repeats'], widths));
  for (const { kind, requests, distinct } of mix.kinds)
    console.log(
      line(
        [kind, count(requests), percent(requests / mix.total), count(distinct), count(requests - distinct)],
        widths,
      ),
    );
}

/** The crowd's warm-up run ({ seconds, result: crowd-wrk.mjs runCrowdWrk's }, or null), in one line. */
export function printWarmup(warmup) {
  if (!warmup)
    return console.log('\nNo crowd warm-up (--crowd-warmup 0): the measured run met a cold cache.');
  const { seconds, result } = warmup;
  const { total } = errorsOf(result);
  console.log(
    `\nCrowd warm-up: ${fixed(seconds)} s of the same crowd just before the measured run (${count(result.requests)} ` +
      `answers, ${fixed(result.rps)} req/s, ${count(result.mix.distinct)} distinct paths` +
      `${total > 0 ? `, ${count(total)} errors` : ''}` +
      `${result.mix.wrapped ? '; a thread ran past its slice of the list: raise --paths' : ''}); the measured ` +
      'run followed at once.',
  );
}

/**
 * The origin cache's counters during the measured crowd (cache-metrics.mjs cacheCountersSpent): the hit ratio,
 * then the raw counters; `when` is said after "crowd" (the speed, in the summary of several).
 */
export function printCache(spent, when = '') {
  if (!spent) return console.log('Origin cache: /metrics did not answer (no counters).');
  const { counters, workers, of } = spent;
  const outcomes = Object.entries(counters).filter(([key]) => key !== 'invalidated' && key !== 'expired');
  const changes = [
    ...(counters.invalidated === undefined ? [] : [`invalidations ${count(counters.invalidated)}`]),
    ...(counters.expired === undefined ? [] : [`expirations ${count(counters.expired)}`]),
  ];
  const who =
    workers === of
      ? `summed over the server's ${of} worker process${of > 1 ? 'es' : ''}`
      : `${workers} of the server's ${of} worker processes (the others did not answer both readings)`;
  const during = `during the measured crowd${when ? ` ${when}` : ''}`;
  console.log(
    `Origin cache ${during}: hit ratio ${percent(hitRatio(counters))} = hits ÷ (hits + misses + stale + ` +
      `stale-if-error) = ${count(counters.hit ?? 0)} ÷ ${count(lookedUp(counters))}; ` +
      `${outcomes.map(([outcome, n]) => `${outcome} ${count(n)}`).join(', ')}` +
      `${changes.length > 0 ? `; ${changes.join(', ')}` : ''}. Answers and the pages' in-process API reads; ` +
      `/metrics answers from one worker process, so each was read on connections of its own: ${who}.`,
  );
}

/**
 * What keeping the race live costs, in one line: serve's whole process tree and PostgreSQL's backends with the
 * replay at `speed`× running and no crowd (miss-cpu.mjs's readings of the server left alone, before and after the
 * misses' pass), with the reads stored and the recomputes meanwhile.
 */
export function printKeepLive(speed, alone) {
  console.log(
    `Keeping the marathon live at ${speed}×: serve ${fixed(alone.serverCores, 2)} cores + PostgreSQL ` +
      `${fixed(alone.pgCores, 2)} cores = ${fixed(alone.serverCores + alone.pgCores, 2)} cores ` +
      `(${fixed(alone.readsPerS, 1)} reads/s, ${fixed(alone.recomputesPerS, 2)} recomputes/s; ` +
      `${fixed(alone.serverMsPerRecompute)} ms serve + ${fixed(alone.pgMsPerRecompute)} ms PostgreSQL per ` +
      "recompute), with the replay running and no crowd (serve's whole process tree, ingest included; the " +
      "scratch database's backends).",
  );
}

/**
 * The misses of the quiet pass and of each pass during a replay (miss-cpu.mjs), side by side; `replays`: [{ label,
 * misses }], one per speed.
 */
export function printMisses(quiet, replays) {
  console.log(
    '\nCPU of a miss, ms per URL: serve (its whole process tree) and PostgreSQL (the backends of the scratch ' +
      'database), background taken off; wall: time per answer. Every URL new to the server (X-Cache: miss).',
  );
  const widths = [28, ...[quiet, ...replays].flatMap(() => [4, 12, 7, 7])];
  const head = ['kind', 'N', 'quiet: srv', 'pg', 'wall'];
  console.log(
    line([...head, ...replays.flatMap(({ label }) => ['N', `${label}: srv`, 'pg', 'wall'])], widths),
  );
  const spread = (ms, plusMinus) => `${fixed(ms, 1)}${plusMinus > 0 ? ` ±${fixed(plusMinus)}` : ''}`;
  const cells = (row) =>
    row
      ? [
          row.done,
          spread(row.serverMs, row.serverSpreadMs),
          spread(row.pgMs, row.pgSpreadMs),
          fixed(row.wallMs, 1),
        ]
      : ['', '', '', ''];
  for (const row of quiet.rows) {
    const during = replays.flatMap(({ misses }) =>
      cells(misses.rows.find((other) => other.kind === row.kind)),
    );
    console.log(line([row.kind, ...cells(row), ...during], widths));
  }
  for (const [pass, rows] of [
    ['quiet', quiet.rows],
    ...replays.map(({ label, misses }) => [label, misses.rows]),
  ]) {
    for (const { kind, outcomes } of rows) {
      const others = Object.entries(outcomes).filter(([outcome]) => outcome !== 'miss');
      if (others.length > 0)
        console.log(`  ${pass}, ${kind}: not a miss: ${others.map(([o, n]) => `${o} ×${n}`).join(', ')}`);
    }
  }
  const alone = quiet.background;
  console.log(
    `  Background, taken off by wall time: serve ${fixed(alone.serverCores, 3)} cores, PostgreSQL ` +
      `${fixed(alone.pgCores, 3)} cores when left alone.`,
  );
  if (replays.length === 0) return;
  console.log(
    '  During a replay, taken off per recompute (CPU alone ÷ recomputes alone: the "Keeping the marathon live" ' +
      "line of each speed; by wall time if none ran alone); a kind's loop may hold one recompute more or less " +
      'than counted: ±.',
  );
}

/** Resident memory of each of the race-day server's processes at the end, and the peak seen (sampled each second). */
export function printMemory(raceDay, quiet) {
  console.log('\nResident memory of the server (sampled every second):');
  for (const { name, pid, lastMb, peakMb, alive } of raceDay.processes)
    console.log(
      `  ${name} (pid ${pid}): ${fixed(lastMb)} MB at the end${alive ? '' : ' (exited)'}, peak ${fixed(peakMb)} MB`,
    );
  console.log(
    `  all ${raceDay.processes.length}: ${fixed(raceDay.lastTotalMb)} MB at the end, peak ${fixed(raceDay.peakTotalMb)} MB` +
      ` (the quiet server before it: peak ${fixed(quiet.peakTotalMb)} MB over ${quiet.processes.length} process` +
      `${quiet.processes.length > 1 ? 'es' : ''}).`,
  );
}
