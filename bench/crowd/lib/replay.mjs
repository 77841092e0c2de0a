/**
 * The live replay: `finishline simulate --api … --reset` POSTing the marathon's reads to the server's ingest
 * endpoint, as a timing system would, at --speed× from --from minutes after the gun. --reset clears the contest's
 * reads and moves its gun directly in the database first (hence DATABASE_URL); the reads due by --from go in the
 * first ticks (the catch-up), then the rest on the race clock. Its output goes to a log file.
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { start } from '../../page/lib/children.mjs';
import { ROOT } from '../../page/lib/serve.mjs';

const MAIN = 'apps/cli/dist/main.js';
/** The first progress line: simulate prints one every 5 s, once the catch-up has been sent. */
const PROGRESS = /^(\d+):(\d\d):(\d\d) after the gun: ([\d,]+)\/([\d,]+) sent/;
/** The catch-up's limit at --scale 1; a larger field has more reads due by --from (scaled by the caller). */
export const CATCH_UP_LIMIT_MS = 5 * 60_000;

/**
 * Starts the replay of `live` ({ eventId, contestId }). `caughtUp` resolves once the reads due by --from are
 * stored (or rejects if simulate exits first, or after `catchUpLimitMs`); `clock()` is the race clock of its last
 * progress line (minutes); `stop()` ends it with SIGINT (it prints its ingest totals) and resolves with them.
 */
export function startReplay({
  live,
  base,
  token,
  databaseUrl,
  speed,
  from,
  log,
  catchUpLimitMs = CATCH_UP_LIMIT_MS,
}) {
  const args = [MAIN, 'simulate', '--event', live.eventId, '--contest', live.contestId];
  args.push('--speed', String(speed), '--from', String(from), '--api', base, '--token', token, '--reset');
  const out = createWriteStream(log);
  const simulate = start(
    'finishline simulate',
    process.execPath,
    args,
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] },
    { stopSignal: 'SIGINT', graceMs: 15_000 },
  );
  simulate.child.stderr.pipe(out, { end: false });
  let clockMinutes = from;
  let onProgress;
  const progressed = new Promise((resolve) => (onProgress = resolve));
  const exitedEarly = simulate.exited.then(({ code, signal }) => {
    throw new Error(`finishline simulate exited (${code ?? signal}):\n${tail(log)}`);
  });
  exitedEarly.catch(() => undefined);
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`The replay did not catch up within ${catchUpLimitMs / 60_000} minutes:\n${tail(log)}`),
        ),
      catchUpLimitMs,
    );
  });
  const caughtUp = Promise.race([progressed, exitedEarly, late]).finally(() => clearTimeout(timer));
  caughtUp.catch(() => undefined);
  const lines = createInterface({ input: simulate.child.stdout });
  const closed = new Promise((resolve) => lines.once('close', resolve));
  lines.on('line', (line) => {
    out.write(`${line}\n`);
    const progress = PROGRESS.exec(line);
    if (!progress) return;
    const [, h, m, s] = progress.map(Number);
    clockMinutes = h * 60 + m + s / 60;
    onProgress();
  });
  let stopping = null;
  return {
    caughtUp,
    clock: () => clockMinutes,
    stop() {
      stopping ??= (async () => {
        await simulate.stop();
        await closed;
        await new Promise((resolve) => out.end(resolve));
        return (
          /^ingest totals: .*$/m.exec(readFileSync(log, 'utf8'))?.[0] ?? 'ingest totals: none (see its log)'
        );
      })();
      return stopping;
    },
  };
}

function tail(file, lines = 15) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}
