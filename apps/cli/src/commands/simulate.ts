/**
 * `finishline simulate`: replays a contest as if it were being run now. The contest's reads and timer
 * verdicts are cleared and its gun moved to now; then reads arrive on the contest's clock (`--speed` times
 * the wall clock) through the same writes as live timing, and the results are recomputed every few seconds,
 * so the live pages and their Server-Sent Events see a race unfold.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import {
  createDb,
  getContestSetup,
  insertPassings,
  recomputeContest,
  resetContestTiming,
  setTimerStatus,
} from '@finishline/db';
import { CliError } from '../cli-error.js';
import { buildLiveSchedule, takeDue } from '../simulate/live-schedule.js';

function positiveNumber(value: string, name: string, max: number): number {
  const n = Number(value);
  if (!(Number.isFinite(n) && n > 0 && n <= max))
    throw new CliError(`--${name} must be a number in (0, ${max}].`, 2);
  return n;
}

export async function runSimulate(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      event: { type: 'string' },
      contest: { type: 'string' },
      speed: { type: 'string', default: '1' },
      'tick-ms': { type: 'string', default: '1000' },
      'recompute-ms': { type: 'string', default: '2000' },
    },
  });
  if (!values.event || !values.contest)
    throw new CliError('simulate needs --event <id> and --contest <id>.', 2);
  const speed = positiveNumber(values.speed, 'speed', 1000);
  const tickMs = positiveNumber(values['tick-ms'], 'tick-ms', 60_000);
  const recomputeMs = positiveNumber(values['recompute-ms'], 'recompute-ms', 600_000);
  const ref = { eventId: values.event, contestId: values.contest };

  const db = await createDb();
  const stop = new AbortController();
  const onSignal = (): void => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const setup = await getContestSetup(db, ref.eventId, ref.contestId);
    if (setup === null) throw new CliError(`Unknown contest ${ref.eventId}/${ref.contestId}.`, 1);
    const gun = Date.now();
    const bibs = await resetContestTiming(db, ref, gun);
    await recomputeContest(db, ref.eventId, ref.contestId, { force: true });
    const schedule = buildLiveSchedule({ ...ref, checkpoints: setup.checkpoints, bibs });
    const lastOffset = schedule[schedule.length - 1]?.offsetMs ?? 0;
    console.log(
      `Simulating ${ref.eventId}/${ref.contestId}: ${bibs.length.toLocaleString('en')} entrants, ` +
        `${schedule.length.toLocaleString('en')} reads and verdicts over ${formatDuration(lastOffset)} of race ` +
        `time at ${speed}× (about ${formatDuration(lastOffset / speed)}). Ctrl+C stops.`,
    );

    let next = 0;
    let pending = false;
    let lastRecompute = Date.now();
    const wallStart = Date.now();
    while (next < schedule.length && !stop.signal.aborted) {
      await sleep(tickMs, undefined, { signal: stop.signal }).catch(() => undefined);
      const clock = (Date.now() - wallStart) * speed;
      const [due, after] = takeDue(schedule, next, stop.signal.aborted ? -1 : clock);
      next = after;
      const reads = due.flatMap((e) =>
        e.kind === 'read' ? [{ ...ref, bib: e.bib, checkpointId: e.checkpointId, at: gun + e.offsetMs }] : [],
      );
      if (reads.length > 0)
        pending = (await insertPassings(db, reads, { source: 'simulator' })).length > 0 || pending;
      for (const e of due)
        if (e.kind === 'status')
          pending = (await setTimerStatus(db, { ...ref, bib: e.bib }, e.status)) || pending;
      if (pending && Date.now() - lastRecompute >= recomputeMs) {
        const outcome = await recomputeContest(db, ref.eventId, ref.contestId);
        pending = false;
        lastRecompute = Date.now();
        console.log(
          `${formatDuration(clock)} after the gun: ${next.toLocaleString('en')}/${schedule.length.toLocaleString('en')} ` +
            `emitted, results version ${outcome.version}`,
        );
      }
    }
    if (pending) await recomputeContest(db, ref.eventId, ref.contestId);
    console.log(stop.signal.aborted ? 'Stopped.' : 'The race is over: every read has been sent.');
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await db.close();
  }
}

function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
}
