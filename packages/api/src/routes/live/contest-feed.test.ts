/**
 * The fan-out of one contest, with recording sinks in place of sockets over a real database: one serialisation per
 * round shared by every client (the very same Buffer), one write per client per round, the writes sliced so the
 * event loop runs during a broadcast to many clients, and a client resuming ahead of the feed joining at its
 * cursor.
 */
import {
  type DbHandle,
  getLiveContest,
  ingestReads,
  type LiveContestRef,
  recomputeContest,
  upsertBundle,
} from '@finishline/db';
import { openTestDb, testDbKinds } from '@finishline/db/testing';
import { createReads, type Reads } from '@finishline/reads';
import { type FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFixtureBundle } from '../../testing/fixture-bundle.js';
import { createContestFeed, type ContestFeed } from './contest-feed.js';
import { LIVE_CONTEST } from './live-test-app.js';
import { type SseSink } from './sse-sink.js';

/** A sink that keeps every Buffer written to it; `slowMs` of busy work per write stands for a slow socket. */
function recordingSink(slowMs = 0) {
  const frames: Buffer[] = [];
  const sink: SseSink & { frames: Buffer[] } = {
    frames,
    isOpen: true,
    write(frame) {
      if (slowMs > 0) for (const until = performance.now() + slowMs; performance.now() < until;);
      frames.push(frame);
      return true;
    },
    end() {},
  };
  return sink;
}

const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;

function text(frames: readonly Buffer[]): string {
  return Buffer.concat(frames).toString();
}

describe.each(testDbKinds())('contest feed on %s', (kind) => {
  let db: DbHandle;
  let reads: Reads;
  let ref: LiveContestRef;
  let minute = 30;
  const feeds: ContestFeed[] = [];

  /** Stores a read of bib 3 at the next minute and recomputes; returns its cursor. */
  async function ingestOne(): Promise<number> {
    minute += 1;
    const at = Date.UTC(2026, 5, 15, 8, minute);
    const stored = await ingestReads(db, [
      { index: 0, ...LIVE_CONTEST, bib: '3', chip: null, checkpointId: 'km5', at },
    ]);
    await recomputeContest(db, LIVE_CONTEST.eventId, LIVE_CONTEST.contestId, { ifRequested: true });
    if (stored.cursor === null) throw new Error('the read was not stored');
    return stored.cursor;
  }

  function openFeed(onBroadcast?: (frame: Buffer, clients: number) => void): ContestFeed {
    const feed = createContestFeed(ref, {
      db,
      log,
      rankingIntervalMs: 60_000,
      ranking: (contest) => reads.liveRanking(contest),
      onIdle: () => undefined,
      ...(onBroadcast ? { onBroadcast } : {}),
    });
    feeds.push(feed);
    return feed;
  }

  beforeAll(async () => {
    db = await openTestDb(kind);
    await upsertBundle(db, createFixtureBundle());
    reads = createReads({ db });
    const found = await getLiveContest(db, LIVE_CONTEST.eventId, LIVE_CONTEST.contestId);
    if (found === null) throw new Error('the fixture has the live contest');
    ref = found;
  });
  afterAll(async () => {
    await Promise.all(feeds.map((feed) => feed.close()));
    await db.close();
  });

  it('writes each round as ONE Buffer, the same object to every client, one write each', async () => {
    const broadcasts: { frame: Buffer; clients: number }[] = [];
    const feed = openFeed((frame, clients) => broadcasts.push({ frame, clients }));
    const sinks = Array.from({ length: 50 }, () => recordingSink());
    for (const sink of sinks) feed.add(sink, null);
    await vi.waitFor(() => expect(feed.size()).toEqual({ clients: 50, pending: 0 }));
    // Admitted together: the same ranking Buffer for all.
    const [first] = sinks;
    for (const sink of sinks) expect(sink.frames).toEqual([first?.frames[0]]);
    expect(new Set(sinks.map((sink) => sink.frames[0])).size).toBe(1);

    const cursor = await ingestOne();
    feed.changed(Number.MAX_SAFE_INTEGER);
    await vi.waitFor(() => expect(sinks.every((sink) => sink.frames.length === 2)).toBe(true));
    expect(broadcasts).toHaveLength(1);
    const [{ frame, clients } = { frame: Buffer.alloc(0), clients: 0 }] = broadcasts;
    expect(clients).toBe(50);
    for (const sink of sinks) expect(sink.frames[1]).toBe(frame);
    expect(frame.toString()).toMatch(new RegExp(`^event: passings\nid: ${cursor}\ndata: \\{.*\\}\n\n$`));
  });

  it('lets the event loop run between slices of a broadcast to many slow clients', async () => {
    const feed = openFeed();
    // 400 clients × 0.1 ms: 40 ms of writes, five times the slice.
    const sinks = Array.from({ length: 400 }, () => recordingSink(0.1));
    for (const sink of sinks) feed.add(sink, null);
    await vi.waitFor(() => expect(feed.size().clients).toBe(400));
    await ingestOne();
    let writtenWhenTheLoopRan: number | null = null;
    const tick = setInterval(() => {
      const written = sinks.filter((sink) => sink.frames.length === 2).length;
      if (written > 0 && written < sinks.length) writtenWhenTheLoopRan ??= written;
    }, 0);
    feed.changed(Number.MAX_SAFE_INTEGER);
    await vi.waitFor(() => expect(sinks.every((sink) => sink.frames.length === 2)).toBe(true));
    clearInterval(tick);
    // A timer ran while some clients had the round and others not yet.
    expect(writtenWhenTheLoopRan).not.toBeNull();
  });

  it('catches up before admitting a client that resumes ahead of it, and admits it at its cursor', async () => {
    const feed = openFeed();
    const early = recordingSink();
    feed.add(early, null);
    await vi.waitFor(() => expect(feed.size().clients).toBe(1));
    // A read this feed never heard of (its notification went to another instance's client first).
    const cursor = await ingestOne();
    const late = recordingSink();
    feed.add(late, cursor);
    await vi.waitFor(() => expect(feed.size().clients).toBe(2));
    expect(text(early.frames)).toContain(`event: passings\nid: ${cursor}\n`);
    // The late one gets only the ranking, at the cursor it already had: nothing twice.
    expect(late.frames).toHaveLength(1);
    expect(text(late.frames)).toMatch(
      new RegExp(`^event: ranking\nid: ${cursor}\ndata: \\{"cursor":${cursor},`),
    );
  });
});
