/**
 * Publish/subscribe over PostgreSQL NOTIFY/LISTEN, on both drivers: what lets every API instance hear that a
 * contest changed or a passing arrived, whichever instance (or CLI) wrote it. Payloads are JSON, at most
 * ~8 000 bytes (PostgreSQL's limit); a notify inside a transaction is delivered when it commits.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { assertChannel } from './drivers/statement.js';
import { type Db, type NotificationHandler, type NotificationHub } from './handle.js';

/** The channel recomputeContest publishes on: `{ eventId, contestId, version }`. */
export const CONTEST_CHANGED_CHANNEL = 'contest_changed';

/** The payload of CONTEST_CHANGED_CHANNEL. */
export type ContestChanged = {
  eventId: string;
  contestId: string;
  version: number;
  /**
   * A live step's runners (ADR 032): only their own data changed; null when they were too many to name. Absent for
   * a whole recompute, which may have moved anyone.
   */
  participantIds?: string[] | null;
};

/** The channel every event version bump publishes on (an import, a recompute of any of its contests): `{ eventId, version }`. */
export const EVENT_CHANGED_CHANNEL = 'event_changed';

/** The payload of EVENT_CHANGED_CHANNEL. */
export type EventChanged = {
  eventId: string;
  version: number;
  /** The contests that changed (a recompute, a privacy change), or null: the event as a whole (an import). */
  contestIds: string[] | null;
  /** The process that made the change (WRITER_ID): the one that purges the shared caches in front. */
  by: string;
  /**
   * A live step's change (ADR 032): `runners`, only the named runners' own data changed (the event's version did not
   * move: `version` is the contest's); `lists`, those runners and the contest's lists and counts (the event's
   * version moved). Absent for every other change.
   */
  live?: 'runners' | 'lists';
  /** The live step's runners; null when they were too many to name. */
  participantIds?: string[] | null;
};

/** This process, as the writer of the changes it notifies (EventChanged.by). */
export const WRITER_ID = randomUUID();

const MAX_PAYLOAD_BYTES = 7_999;

/** Publishes `payload` (JSON-serialised) on `channel`. */
export async function notify(db: Db, channel: string, payload: unknown): Promise<void> {
  const name = db.channelPrefix + channel;
  assertChannel(name);
  const text = JSON.stringify(payload);
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) {
    throw new RangeError(`Notification payload on "${channel}" exceeds ${MAX_PAYLOAD_BYTES} bytes`);
  }
  await db.query(sql`select pg_notify(${name}, ${text})`);
}

/** One LISTEN per channel and handle: the consumers of a process share it, and each notification is parsed once. */
type Channel = { handlers: Set<NotificationHandler>; stop: Promise<() => Promise<void>> };

const channelsByHub = new WeakMap<NotificationHub, Map<string, Channel>>();

/** A payload as JSON (frozen: every consumer gets the same object); the raw text if it is not JSON. */
function parsePayload(text: string): unknown {
  try {
    const payload: unknown = JSON.parse(text);
    if (typeof payload === 'object' && payload !== null) {
      for (const value of Object.values(payload)) if (Array.isArray(value)) Object.freeze(value);
      Object.freeze(payload);
    }
    return payload;
  } catch {
    // Not JSON (sent by hand with NOTIFY): pass the text through.
    return text;
  }
}

/**
 * Calls `handler` with each payload (parsed JSON, frozen; the raw text if it is not JSON) published on `channel`,
 * until the returned function is called. The process's one notification hub: on PostgreSQL all channels of a handle
 * share one dedicated client, every consumer of a channel (the fields, the caches, the purger, the live streams, the
 * alerts) shares one LISTEN, and each notification is parsed once for all of them.
 */
export async function listen(
  db: Db,
  channel: string,
  handler: NotificationHandler,
): Promise<() => Promise<void>> {
  const name = db.channelPrefix + channel;
  assertChannel(name);
  let channels = channelsByHub.get(db.notifications);
  if (channels === undefined) {
    channels = new Map();
    channelsByHub.set(db.notifications, channels);
  }
  const open = channels;
  let entry = open.get(name);
  if (entry === undefined) {
    const handlers = new Set<NotificationHandler>();
    const stop = db.notifications.listen(name, (text) => {
      if (handlers.size === 0) return;
      const payload = parsePayload(text);
      for (const each of handlers) each(payload);
    });
    const created: Channel = { handlers, stop };
    stop.catch(() => {
      if (open.get(name) === created) open.delete(name);
    });
    open.set(name, created);
    entry = created;
  }
  const joined = entry;
  joined.handlers.add(handler);
  try {
    await joined.stop;
  } catch (error) {
    joined.handlers.delete(handler);
    throw error;
  }
  return async () => {
    if (!joined.handlers.delete(handler) || joined.handlers.size > 0) return;
    if (open.get(name) === joined) open.delete(name);
    const stop = await joined.stop;
    await stop();
  };
}
