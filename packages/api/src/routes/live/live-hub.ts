/**
 * The live fan-out of one API instance (docs/decisions/004-live-fan-out.md): ONE LISTEN on `contest_changed`, on
 * the database handle's one listener connection, serves every client of the instance; each contest watched by at
 * least one client has a feed (contest-feed.ts) that reads what changed once and writes it to all of them. The
 * heartbeat keeps idle streams open and lets each feed check its contest's version, should a notification be lost.
 */
import { CONTEST_CHANGED_CHANNEL, type Db, listen, type LiveContestRef } from '@finishline/db';
import { type LiveRankingData } from '@finishline/reads';
import { type FastifyBaseLogger } from 'fastify';
import { type ContestFeed, createContestFeed } from './contest-feed.js';
import { HEARTBEAT_FRAME } from './sse-frames.js';
import { type SseSink } from './sse-sink.js';

export type LiveHubOptions = {
  /** The primary database: notifications and the reads right after them must come from the writer. */
  db: Db;
  log: FastifyBaseLogger;
  /** Comment line to every client, and a version check per contest (default 15 s). */
  heartbeatMs?: number;
  /** The contest's live ranking and leaders (the reads' field in memory, ADR 032); null for no such contest. */
  ranking(ref: LiveContestRef): Promise<LiveRankingData | null>;
  /** Least time between two `ranking` events of a contest (default 1 s). */
  rankingIntervalMs?: number;
  /** Clients this instance accepts (default 10 000); more get 503. */
  maxClients?: number;
  /** Bytes a client may leave unread before it is dropped (default 256 KiB). */
  maxBufferBytes?: number;
  /** Told of every Buffer a contest's feed writes to all its clients, and to how many (tests, metrics). */
  onBroadcast?: (contest: LiveContestRef, frame: Buffer, clients: number) => void;
};

const HEARTBEAT = Buffer.from(HEARTBEAT_FRAME);

type ContestKey = { eventId: string; contestId: string };

function keyOf(ref: ContestKey): string {
  return JSON.stringify([ref.eventId, ref.contestId]);
}

function isContestChanged(payload: unknown): payload is ContestKey & { version: number } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'eventId' in payload &&
    typeof payload.eventId === 'string' &&
    'contestId' in payload &&
    typeof payload.contestId === 'string' &&
    'version' in payload &&
    typeof payload.version === 'number'
  );
}

export type LiveHub = ReturnType<typeof createLiveHub>;

export function createLiveHub(options: LiveHubOptions) {
  const { db, log } = options;
  const maxClients = options.maxClients ?? 10_000;
  const feeds = new Map<string, ContestFeed>();
  let listening: Promise<() => Promise<void>> | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let isClosed = false;

  function onChange(payload: unknown): void {
    if (isContestChanged(payload)) feeds.get(keyOf(payload))?.changed(payload.version);
  }

  return {
    /** LISTENs (once per instance) and starts the heartbeat; call before accepting a client. */
    async start(): Promise<void> {
      if (isClosed) throw new Error('The live hub is closed');
      listening ??= listen(db, CONTEST_CHANGED_CHANNEL, onChange).catch((error: unknown) => {
        listening = null;
        throw error;
      });
      await listening;
      if (heartbeat === null) {
        heartbeat = setInterval(() => {
          for (const feed of feeds.values()) feed.beat(HEARTBEAT);
        }, options.heartbeatMs ?? 15_000);
        heartbeat.unref();
      }
    },

    /** Whether this instance already serves as many clients as it may. */
    isFull(): boolean {
      let count = 0;
      for (const feed of feeds.values()) {
        const size = feed.size();
        count += size.clients + size.pending;
      }
      return count >= maxClients;
    },

    /** Adds a client of the contest, resuming after the cursor `after` (null: from now on). */
    subscribe(ref: LiveContestRef, sink: SseSink, after: number | null): void {
      const key = keyOf(ref);
      let feed = feeds.get(key);
      if (feed === undefined) {
        const { onBroadcast } = options;
        const created = createContestFeed(ref, {
          db,
          log,
          rankingIntervalMs: options.rankingIntervalMs ?? 1_000,
          ranking: options.ranking,
          ...(onBroadcast
            ? { onBroadcast: (frame: Buffer, clients: number) => onBroadcast(ref, frame, clients) }
            : {}),
          onIdle: () => {
            if (feeds.get(key) === created) feeds.delete(key);
          },
        });
        feeds.set(key, created);
        feed = created;
      }
      feed.add(sink, after);
    },

    /** Forgets a client (it disconnected). */
    remove(ref: ContestKey, sink: SseSink): void {
      feeds.get(keyOf(ref))?.remove(sink);
    },

    /** Clients and contests served, for tests and metrics. */
    stats(): { contests: number; clients: number } {
      let clients = 0;
      for (const feed of feeds.values()) clients += feed.size().clients;
      return { contests: feeds.size, clients };
    },

    /** Ends every stream and stops listening (the server is closing). */
    async close(): Promise<void> {
      isClosed = true;
      if (heartbeat !== null) clearInterval(heartbeat);
      const closing = [...feeds.values()].map((feed) => feed.close());
      feeds.clear();
      await Promise.allSettled(closing);
      const unlisten = await listening?.catch(() => null);
      await unlisten?.().catch(() => undefined);
    },
  };
}
