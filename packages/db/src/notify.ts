/**
 * Publish/subscribe over PostgreSQL NOTIFY/LISTEN, on both drivers: what lets every API instance hear that a
 * contest changed or a passing arrived, whichever instance (or CLI) wrote it. Payloads are JSON, at most
 * ~8 000 bytes (PostgreSQL's limit); a notify inside a transaction is delivered when it commits.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { assertChannel } from './drivers/statement.js';
import { type Db, type NotificationHandler } from './handle.js';

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

/**
 * Calls `handler` with each payload (parsed JSON; the raw text if it is not JSON) published on `channel`,
 * until the returned function is called. On PostgreSQL all channels of a handle share one dedicated client.
 */
export async function listen(
  db: Db,
  channel: string,
  handler: NotificationHandler,
): Promise<() => Promise<void>> {
  const name = db.channelPrefix + channel;
  assertChannel(name);
  return db.notifications.listen(name, (text) => {
    let payload: unknown = text;
    try {
      payload = JSON.parse(text);
    } catch {
      // Not JSON (sent by hand with NOTIFY): pass the text through.
    }
    handler(payload);
  });
}
