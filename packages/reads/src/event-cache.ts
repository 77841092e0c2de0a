/**
 * An event's own rows — the event, its contests in full, their recordings — kept per event version: every
 * participant page of an event shows them, and they change only when the event does. A newer version replaces what
 * was kept; the events least recently read are dropped first.
 */
import {
  type ContestDetailRow,
  type Db,
  type EventRow,
  findRecordings,
  getContest,
  getEvent,
  type RecordingRow,
} from '@finishline/db';

type Kept = {
  version: string;
  event: Promise<EventRow | null>;
  contests: Map<string, Promise<ContestDetailRow | null>>;
  recordings: Map<string, Promise<RecordingRow[]>>;
};

export type EventRows = {
  event: EventRow;
  contest: ContestDetailRow;
  recordings: RecordingRow[];
};

export type EventCache = {
  /** The event, one of its contests and that contest's recordings at the event's `version`; null if either is gone. */
  rowsOf(eventId: string, contestId: string, version: string): Promise<EventRows | null>;
};

export function createEventCache(db: Db, maxEvents = 64): EventCache {
  const kept = new Map<string, Kept>();

  function entryOf(eventId: string, version: string): Kept {
    let entry = kept.get(eventId);
    if (entry?.version !== version) {
      const fresh: Kept = {
        version,
        event: getEvent(db, eventId),
        contests: new Map(),
        recordings: new Map(),
      };
      // A failed read is not kept: the next page tries again.
      fresh.event.catch(() => {
        if (kept.get(eventId) === fresh) kept.delete(eventId);
      });
      entry = fresh;
    }
    kept.delete(eventId);
    kept.set(eventId, entry);
    for (const oldest of kept.keys()) {
      if (kept.size <= maxEvents) break;
      kept.delete(oldest);
    }
    return entry;
  }

  function once<T>(map: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
    let value = map.get(key);
    if (value === undefined) {
      value = load();
      map.set(key, value);
      value.catch(() => map.delete(key));
    }
    return value;
  }

  return {
    async rowsOf(eventId, contestId, version) {
      const entry = entryOf(eventId, version);
      const [event, contest, recordings] = await Promise.all([
        entry.event,
        once(entry.contests, contestId, () => getContest(db, eventId, contestId)),
        once(entry.recordings, contestId, () => findRecordings(db, eventId, contestId)),
      ]);
      return event && contest && { event, contest, recordings };
    },
  };
}
