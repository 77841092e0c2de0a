/**
 * `finishline simulate`: replays a contest as if it were being run. Reads and timer verdicts arrive on the
 * contest's clock (`--speed` times the wall clock), so the live pages and their Server-Sent Events see a race
 * unfold. Two ways in:
 * - direct (default): writes the database itself through the live write path (ingestReads, the same stamping as
 *   the ingest endpoint) and recomputes every few seconds. The contest's reads and verdicts are cleared and its
 *   gun moved to now first. Needs the database to itself (PostgreSQL, or a PGlite folder no server has open).
 * - `--api <url>`: POSTs the reads in batches to the server's /api/ingest/passings with the bearer token, as a
 *   timing system would; the server stores, recomputes and streams. The gun stays where it is (the reads are
 *   timed from it) unless `--reset` also clears the contest directly in the database.
 * `--from <minutes>` starts the race clock that long after the gun (a gun moved by a reset goes that far back): the
 * reads due by then are sent at once, then the rest on the clock, so a replay can begin mid-race.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { type Checkpoint } from '@finishline/core';
import {
  createDb,
  getContestSetup,
  ingestReads,
  type LiveReadInput,
  recomputeContest,
  resetContestTiming,
} from '@finishline/db';
import { CliError } from '../cli-error.js';
import { env } from '../env.js';
import { buildLiveSchedule, type LiveEvent, takeDue } from '../simulate/live-schedule.js';

type Ref = { eventId: string; contestId: string };

/** Where the due events of each tick go: the database, or the ingest endpoint. */
type Sink = { send(events: LiveEvent[], gun: number): Promise<void>; finish(): Promise<void> };

function positiveNumber(value: string, name: string, max: number): number {
  const n = Number(value);
  if (!(Number.isFinite(n) && n > 0 && n <= max))
    throw new CliError(`--${name} must be a number in (0, ${max}].`, 2);
  return n;
}

function toItems(ref: Ref, events: readonly LiveEvent[], gun: number): LiveReadInput[] {
  return events.map((e, index) =>
    e.kind === 'read'
      ? { index, ...ref, bib: e.bib, chip: null, checkpointId: e.checkpointId, at: gun + e.offsetMs }
      : { index, ...ref, bib: e.bib, chip: null, checkpointId: null, at: null, status: e.status },
  );
}

/** Clears the contest's timing and moves its gun to now; returns the setup and bibs to replay. */
async function resetContest(db: Awaited<ReturnType<typeof createDb>>, ref: Ref, gun: number) {
  const setup = await getContestSetup(db, ref.eventId, ref.contestId);
  if (setup === null) throw new CliError(`Unknown contest ${ref.eventId}/${ref.contestId}.`, 1);
  const bibs = await resetContestTiming(db, ref, gun);
  await recomputeContest(db, ref.eventId, ref.contestId, { force: true });
  return { checkpoints: setup.checkpoints, bibs };
}

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new CliError(`GET ${url} answered ${response.status}.`, 1);
  return response.json();
}

/** The contest's gun, checkpoints and bibs (in bib order), read from the public API. */
async function fetchContest(api: string, ref: Ref) {
  const base = `${api}/api/events/${encodeURIComponent(ref.eventId)}/contests/${encodeURIComponent(ref.contestId)}`;
  const detail = (await getJson(base)) as { startTime: string; checkpoints: Checkpoint[] };
  const bibs: string[] = [];
  for (let page = 1; ; page++) {
    const list = (await getJson(`${base}/participants?sort=bib&pageSize=500&page=${page}`)) as {
      items: { bib: string }[];
      total: number;
    };
    bibs.push(...list.items.map((item) => item.bib));
    if (list.items.length === 0 || bibs.length >= list.total) break;
  }
  return { gun: Date.parse(detail.startTime), checkpoints: detail.checkpoints, bibs };
}

function directSink(db: Awaited<ReturnType<typeof createDb>>, ref: Ref, recomputeMs: number): Sink {
  let pending = false;
  let lastRecompute = Date.now();
  return {
    async send(events, gun) {
      if (events.length > 0) {
        const stored = await ingestReads(db, toItems(ref, events, gun), { source: 'simulator' });
        pending = stored.changed.length > 0 || pending;
      }
      if (pending && Date.now() - lastRecompute >= recomputeMs) await this.finish();
    },
    async finish() {
      if (!pending) return;
      const outcome = await recomputeContest(db, ref.eventId, ref.contestId, { force: true });
      pending = false;
      lastRecompute = Date.now();
      console.log(`results version ${outcome.version}`);
    },
  };
}

const WRONG_TOKEN_HINT = " (wrong token: pass the server's INGEST_TOKEN with --token or INGEST_TOKEN)";

/** POSTs to the ingest endpoint in batches, retrying (in order) on 429, 5xx and network errors. */
function apiSink(api: string, token: string, ref: Ref, batchSize: number): Sink {
  const totals = { inserted: 0, duplicates: 0, rejected: 0 };
  async function post(passings: object[]): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(`${api}/api/ingest/passings`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...ref, passings }),
      }).catch(() => null);
      if (response?.ok) {
        const result = (await response.json()) as {
          inserted: number;
          duplicates: number;
          rejected: unknown[];
        };
        totals.inserted += result.inserted;
        totals.duplicates += result.duplicates;
        totals.rejected += result.rejected.length;
        return;
      }
      if (response !== null && response.status < 500 && response.status !== 429) {
        const hint = response.status === 401 ? WRONG_TOKEN_HINT : '';
        throw new CliError(
          `The ingest endpoint answered ${response.status}${hint}: ${await response.text()}`,
          1,
        );
      }
      const wait =
        Number(response?.headers.get('retry-after') ?? 0) * 1000 || Math.min(10_000, 500 * attempt);
      console.warn(`ingest ${response === null ? 'unreachable' : `answered ${response.status}`}; retrying`);
      await sleep(wait);
    }
  }
  return {
    async send(events, gun) {
      const items = events.map((e) =>
        e.kind === 'read'
          ? { bib: e.bib, checkpointId: e.checkpointId, at: new Date(gun + e.offsetMs).toISOString() }
          : { bib: e.bib, status: e.status },
      );
      for (let start = 0; start < items.length; start += batchSize)
        await post(items.slice(start, start + batchSize));
    },
    async finish() {
      console.log(
        `ingest totals: ${totals.inserted} new, ${totals.duplicates} already stored, ${totals.rejected} rejected`,
      );
      if (totals.inserted === 0 && totals.duplicates > 0)
        console.log('Every read was already stored: use --reset to replay the contest from scratch.');
    },
  };
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
      api: { type: 'string' },
      token: { type: 'string' },
      batch: { type: 'string', default: '500' },
      reset: { type: 'boolean', default: false },
      from: { type: 'string', default: '0' },
    },
  });
  if (!values.event || !values.contest)
    throw new CliError('simulate needs --event <id> and --contest <id>.', 2);
  const speed = positiveNumber(values.speed, 'speed', 1000);
  const tickMs = positiveNumber(values['tick-ms'], 'tick-ms', 60_000);
  const recomputeMs = positiveNumber(values['recompute-ms'], 'recompute-ms', 600_000);
  const batchSize = Math.floor(positiveNumber(values.batch, 'batch', 5000));
  const fromMinutes = Number(values.from);
  if (!(Number.isFinite(fromMinutes) && fromMinutes >= 0 && fromMinutes <= 24 * 60))
    throw new CliError('--from must be minutes after the gun, in [0, 1440].', 2);
  const fromMs = fromMinutes * 60_000;
  const api = values.api?.replace(/\/+$/, '') ?? null;
  const token = values.token ?? env.ingestToken;
  if (api !== null && !token) throw new CliError('simulate --api needs --token <token> or INGEST_TOKEN.', 2);
  const ref: Ref = { eventId: values.event, contestId: values.contest };

  const stop = new AbortController();
  const onSignal = (): void => stop.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let db = api === null || values.reset ? await createDb() : null;
  try {
    let gun = Date.now() - fromMs;
    let course: { checkpoints: Checkpoint[]; bibs: string[] };
    if (db !== null) course = await resetContest(db, ref, gun);
    else ({ gun, ...course } = await fetchContest(api ?? '', ref));
    let sink: Sink;
    if (api === null && db !== null) sink = directSink(db, ref, recomputeMs);
    else {
      // The database was only needed for --reset: let go of it before the server works.
      await db?.close();
      db = null;
      sink = apiSink(api ?? '', token ?? '', ref, batchSize);
    }

    const schedule = buildLiveSchedule({ ...ref, ...course });
    const lastOffset = schedule[schedule.length - 1]?.offsetMs ?? 0;
    console.log(
      `Simulating ${ref.eventId}/${ref.contestId}${api === null ? '' : ` through ${api}`}: ` +
        `${course.bibs.length.toLocaleString('en')} entrants, ${schedule.length.toLocaleString('en')} reads and ` +
        `verdicts over ${formatDuration(lastOffset)} of race time from the gun at ${new Date(gun).toISOString()}, ` +
        `${fromMs > 0 ? `from ${formatDuration(fromMs)} after it, ` : ''}at ${speed}× (about ` +
        `${formatDuration(Math.max(0, lastOffset - fromMs) / speed)}). Ctrl+C stops.`,
    );
    let next = 0;
    let lastLog = 0;
    const wallStart = Date.now();
    while (next < schedule.length && !stop.signal.aborted) {
      await sleep(tickMs, undefined, { signal: stop.signal }).catch(() => undefined);
      const clock = fromMs + (Date.now() - wallStart) * speed;
      const [due, after] = takeDue(schedule, next, stop.signal.aborted ? -1 : clock);
      next = after;
      await sink.send(due, gun);
      if (Date.now() - lastLog >= 5_000) {
        lastLog = Date.now();
        const sent = `${next.toLocaleString('en')}/${schedule.length.toLocaleString('en')}`;
        console.log(`${formatDuration(clock)} after the gun: ${sent} sent`);
      }
    }
    await sink.finish();
    console.log(stop.signal.aborted ? 'Stopped.' : 'The race is over: every read has been sent.');
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await db?.close();
  }
}

function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}`;
}
