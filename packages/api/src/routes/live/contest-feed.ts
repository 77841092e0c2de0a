/**
 * The live feed of one contest on one instance: one loop reads what changed from the database once, serialises
 * it once, and writes the same bytes to every client of the contest.
 * - A change (NOTIFY, or the heartbeat's version check should one be lost) → the reads received after the feed's
 *   cursor become `passings` events, and the ranking turns stale.
 * - A stale ranking is recomputed at most once per `rankingIntervalMs` and sent only when what it shows changed
 *   (the started/finished counts alone: at most every 10 s). When it is due with new reads, it rides in the same
 *   write; alone, it waits a little for the next reads (RANKING_GRACE_MS) before going out by itself.
 * - Every client of the feed is at the feed's cursor: each round of the loop is ONE Buffer (its `passings` events,
 *   then the ranking if due) built once and written as is to every client — no per-client JSON, filtering or
 *   framing, one write per client per round. The writes are sliced (FANOUT_SLICE_MS) so the rest of the server
 *   (ingest, pages, other contests) gets the event loop between slices.
 * - New clients are admitted by the same loop: a resuming client first gets the reads it missed, up to the feed's
 *   cursor, then the ranking, so nothing can slip between its replay and the next broadcast. A client resuming
 *   from a cursor ahead of the feed (it comes from another instance, whose notification arrived first) makes the
 *   feed catch up first, so it joins at the feed's cursor like everyone else.
 */
import { LIVE_MAX_REPLAY, type LivePassingsEvent } from '@finishline/contract';
import {
  type Db,
  findPassingsAfter,
  getLiveContest,
  getPassingCursor,
  type LiveContestRef,
  type LivePassingRow,
} from '@finishline/db';
import { type FastifyBaseLogger } from 'fastify';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { type LiveRankingData, presentPassing, presentRanking } from '@finishline/reads';
import { cursorFrame, eventFrame } from './sse-frames.js';
import { type SseSink } from './sse-sink.js';

/** Reads per `passings` event. */
const PASSINGS_PER_EVENT = 200;
/** Most reads one refresh picks up (a burst bigger than this is sent truncated). */
const REFRESH_LIMIT = 20_000;
/** Least time between two `ranking` events that only update the started and finished counts. */
const COUNTS_INTERVAL_MS = 10_000;
/** Wait before retrying after a failed database read. */
const RETRY_MS = 1_000;
/** How long a due ranking waits for the next reads to ride with before it goes out on its own. */
const RANKING_GRACE_MS = 200;
/** Longest run of socket writes before the fan-out lets the event loop serve other work. */
const FANOUT_SLICE_MS = 8;
/** Writes between two looks at the clock. */
const FANOUT_CLOCK_EVERY = 64;

export type FeedOptions = {
  db: Db;
  log: FastifyBaseLogger;
  rankingIntervalMs: number;
  /** The contest's live ranking and leaders (the reads' field in memory, ADR 032); null for no such contest. */
  ranking(ref: LiveContestRef): Promise<LiveRankingData | null>;
  /** Called when the feed has no client left and nothing running: the hub forgets it. */
  onIdle(): void;
  /** Called with every Buffer broadcast to the feed's clients (tests and metrics). */
  onBroadcast?(frame: Buffer, clients: number): void;
};

/** `passings` frames of rows sorted by cursor, as one string; an `id:` only where a batch (one cursor) ends. */
function passingFrames(ref: LiveContestRef, rows: readonly LivePassingRow[], truncated: boolean): string {
  let frames = '';
  for (let start = 0; start < rows.length; start += PASSINGS_PER_EVENT) {
    const chunk = rows.slice(start, start + PASSINGS_PER_EVENT);
    const last = chunk[chunk.length - 1];
    const next = rows[start + PASSINGS_PER_EVENT];
    const id = last !== undefined && (next === undefined || next.seq > last.seq) ? last.seq : null;
    const data: LivePassingsEvent = {
      eventId: ref.eventId,
      contestId: ref.contestId,
      items: chunk.map(presentPassing),
      truncated: truncated && start === 0,
    };
    frames += eventFrame('passings', JSON.stringify(data), id);
  }
  return frames;
}

type Waiting = { sink: SseSink; after: number | null };

export type ContestFeed = ReturnType<typeof createContestFeed>;

export function createContestFeed(ref: LiveContestRef, options: FeedOptions) {
  const { db, log, rankingIntervalMs } = options;
  const clients = new Set<SseSink>();
  let pending: Waiting[] = [];
  /** Reads up to here were sent to every client; null until the loop first reads it. */
  let cursor: number | null = null;
  /** The newest data version heard of. */
  let seenVersion = ref.version;
  /** The `ranking` data but its cursor, serialised; what it shows and its counts, to send only changes. */
  let rankingJson: string | null = null;
  let shownKey: string | null = null;
  let countsKey: string | null = null;
  let isRankingStale = false;
  let lastRankingAt = 0;
  let nextRankingAt = 0;
  let lastRankingSentAt = 0;
  let rankingTimer: NodeJS.Timeout | null = null;
  let needsRefresh = false;
  let needsVersionCheck = false;
  let running: Promise<void> | null = null;
  let isClosed = false;

  const isRankingDue = (now = Date.now()) => isRankingStale && now >= nextRankingAt;
  /** A client resuming after a cursor this feed has not reached yet. */
  const isAhead = (waiting: Waiting) => waiting.after !== null && waiting.after > (cursor ?? 0);
  const hasWork = () => pending.length > 0 || needsRefresh || needsVersionCheck || isRankingDue();

  function idleCheck(): void {
    if (clients.size > 0 || pending.length > 0 || running !== null) return;
    if (rankingTimer !== null) clearTimeout(rankingTimer);
    isClosed = true;
    options.onIdle();
  }

  function kick(): void {
    if (running !== null || isClosed) return;
    running = run()
      .catch((error: unknown) => {
        log.error({ err: error, contest: ref }, 'live stream update failed');
        // Clients waiting to be admitted reconnect (and resume) rather than wait; the others get what they
        // missed from a retry in a second.
        for (const { sink } of pending.splice(0)) sink.end();
        needsRefresh = false;
        needsVersionCheck = false;
        if (cursor !== null) {
          setTimeout(() => {
            needsRefresh = true;
            kick();
          }, RETRY_MS).unref();
        }
      })
      .finally(() => {
        running = null;
        if (!isClosed && hasWork()) kick();
        else idleCheck();
      });
  }

  /**
   * Writes one Buffer to every client, as it is. Sliced: after FANOUT_SLICE_MS of writes the loop yields, so
   * thousands of clients never hold the event loop for the whole broadcast. Clients added meanwhile wait in
   * `pending` (only this loop admits), so every client gets every broadcast from its admission on.
   */
  async function broadcast(frame: Buffer): Promise<void> {
    options.onBroadcast?.(frame, clients.size);
    let sliceStart = performance.now();
    let count = 0;
    for (const sink of clients) {
      if (!sink.write(frame)) clients.delete(sink);
      if (++count % FANOUT_CLOCK_EVERY === 0 && performance.now() - sliceStart >= FANOUT_SLICE_MS) {
        await yieldToLoop();
        sliceStart = performance.now();
      }
    }
  }

  /**
   * Reads the ranking and returns its frame at the feed's cursor when what it shows changed (or its counts, at
   * most every COUNTS_INTERVAL_MS); null otherwise. `shouldSend` false only primes it (the feed's first round).
   */
  async function computeRanking(shouldSend: boolean): Promise<string | null> {
    const started = Date.now();
    isRankingStale = false;
    lastRankingAt = started;
    nextRankingAt = started + rankingIntervalMs;
    const data = await options.ranking(ref);
    if (data === null) return null;
    const { version, startedCount, finishedCount, ...shown } = presentRanking(ref, data);
    const key = JSON.stringify(shown);
    const counts = `${startedCount}/${finishedCount}`;
    if (key === shownKey && counts === countsKey) return null;
    // The counts move with nearly every read: alone they go out at most every COUNTS_INTERVAL_MS.
    const countsDueAt = lastRankingSentAt + COUNTS_INTERVAL_MS;
    if (shouldSend && key === shownKey && started < countsDueAt) {
      isRankingStale = true;
      nextRankingAt = countsDueAt;
      return null;
    }
    shownKey = key;
    countsKey = counts;
    rankingJson = JSON.stringify({ version, startedCount, finishedCount, ...shown });
    if (!shouldSend) return null;
    lastRankingSentAt = started;
    return cursorFrame('ranking', rankingJson, cursor ?? 0);
  }

  /** Wakes the loop for a stale ranking: a little after it is due, unless reads come first and carry it. */
  function scheduleRanking(): void {
    if (rankingTimer !== null) clearTimeout(rankingTimer);
    rankingTimer = setTimeout(
      () => {
        rankingTimer = null;
        kick();
      },
      Math.max(1, nextRankingAt + RANKING_GRACE_MS - Date.now()),
    );
    rankingTimer.unref();
  }

  /** The `passings` frames of the reads received after the feed's cursor, which moves to the newest of them. */
  async function readNewPassings(): Promise<string> {
    const { items, truncated } = await findPassingsAfter(db, ref.key, cursor ?? 0, REFRESH_LIMIT);
    const last = items[items.length - 1];
    if (last === undefined) return '';
    cursor = last.seq;
    return passingFrames(ref, items, truncated);
  }

  /** Replays what each resuming client missed (one query per distinct cursor), then sends the ranking. */
  async function admit(waiting: Waiting[]): Promise<void> {
    const upTo = cursor ?? 0;
    const behind = new Map<number, SseSink[]>();
    for (const { sink, after } of waiting) {
      if (after !== null && after < upTo) behind.set(after, [...(behind.get(after) ?? []), sink]);
    }
    for (const [after, sinks] of behind) {
      const { items, truncated } = await findPassingsAfter(db, ref.key, after, LIVE_MAX_REPLAY, upTo);
      if (items.length === 0) continue;
      // Built once for every client resuming from this cursor.
      const frame = Buffer.from(passingFrames(ref, items, truncated));
      for (const sink of sinks) sink.write(frame);
    }
    if (rankingJson === null) await computeRanking(false);
    // Everyone joins at the feed's cursor (a client ahead of it made the loop catch up first): one frame for all.
    const ranking = rankingJson === null ? null : Buffer.from(cursorFrame('ranking', rankingJson, upTo));
    for (const { sink } of waiting) {
      if (ranking === null) sink.end();
      else if (sink.write(ranking)) clients.add(sink);
    }
  }

  async function run(): Promise<void> {
    while (!isClosed) {
      if (cursor === null) {
        cursor = await getPassingCursor(db, ref.key);
        await computeRanking(false);
      }
      if (needsVersionCheck) {
        needsVersionCheck = false;
        const current = await getLiveContest(db, ref.eventId, ref.contestId);
        if (current !== null && current.version > seenVersion) {
          seenVersion = current.version;
          needsRefresh = true;
        }
      }
      // Catch up with a resuming client ahead of the feed before admitting it.
      if (pending.some(isAhead)) needsRefresh = true;
      let round = '';
      if (needsRefresh) {
        needsRefresh = false;
        round += await readNewPassings();
        if (round !== '') {
          isRankingStale = true;
          nextRankingAt = Math.min(nextRankingAt, lastRankingAt + rankingIntervalMs);
        }
      }
      if (isRankingDue()) round += (await computeRanking(true)) ?? '';
      if (round !== '') await broadcast(Buffer.from(round));
      if (isRankingStale) scheduleRanking();
      if (pending.length > 0) await admit(pending.splice(0));
      if (!needsRefresh && !needsVersionCheck && pending.length === 0) return;
    }
  }

  return {
    /** Adds a client, resuming after the cursor `after` (null: from now on). */
    add(sink: SseSink, after: number | null): void {
      pending.push({ sink, after });
      kick();
    },
    /** Forgets a client (it disconnected). */
    remove(sink: SseSink): void {
      clients.delete(sink);
      pending = pending.filter((waiting) => waiting.sink !== sink);
      idleCheck();
    },
    /**
     * The contest changed (NOTIFY): send what is new. The ranking follows the contest's lists, which may move without
     * a read (ADR 032: they catch up after a lull), so it is looked at again too.
     */
    changed(version: number): void {
      seenVersion = Math.max(seenVersion, version);
      needsRefresh = true;
      isRankingStale = true;
      nextRankingAt = Math.min(nextRankingAt, lastRankingAt + rankingIntervalMs);
      kick();
    },
    /** Writes the heartbeat to every client and checks the version, in case a notification was lost. */
    beat(frame: Buffer): void {
      for (const sink of clients) if (!sink.write(frame)) clients.delete(sink);
      needsVersionCheck = true;
      kick();
    },
    /** Clients connected, and waiting to be admitted. */
    size(): { clients: number; pending: number } {
      return { clients: clients.size, pending: pending.length };
    },
    /** Ends every stream (the server is closing); resolves once the loop has stopped. */
    async close(): Promise<void> {
      isClosed = true;
      if (rankingTimer !== null) clearTimeout(rankingTimer);
      for (const sink of clients) sink.end();
      for (const { sink } of pending) sink.end();
      await running?.catch(() => undefined);
    },
  };
}
