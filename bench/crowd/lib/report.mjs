/** The crowd benchmark's printed figures: one table of the two wrk runs, the mix sent, the misses, memory. */
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

/** The misses of the quiet pass and of the pass during the replay (miss-cpu.mjs), side by side. */
export function printMisses(quiet, replay) {
  console.log(
    '\nCPU of a miss, ms per URL: serve (its whole process tree) and PostgreSQL (the backends of the scratch ' +
      'database), background taken off; wall: time per answer. Every URL new to the server (X-Cache: miss).',
  );
  const widths = [28, 4, 11, 7, 7, 4, 12, 10, 7];
  const head = ['kind', 'N', 'quiet: srv', 'pg', 'wall'];
  console.log(line(replay ? [...head, 'N', 'replay: srv', 'pg', 'wall'] : head, widths));
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
    const during = replay?.rows.find((other) => other.kind === row.kind);
    console.log(line([row.kind, ...cells(row), ...(replay ? cells(during) : [])], widths));
  }
  for (const [pass, rows] of [
    ['quiet', quiet.rows],
    ['replay', replay?.rows ?? []],
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
  if (!replay) return;
  const live = replay.background;
  console.log(
    `  During the replay, taken off per recompute: left alone, the marathon was recomputed ` +
      `${fixed(live.recomputesPerS, 2)} times a second at ${fixed(live.serverMsPerRecompute)} ms of serve's CPU and ` +
      `${fixed(live.pgMsPerRecompute)} ms of PostgreSQL's each (ingest included): ${fixed(live.serverCores, 2)} + ` +
      `${fixed(live.pgCores, 2)} cores. A kind's loop may hold one recompute more or less than counted: ±.`,
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
