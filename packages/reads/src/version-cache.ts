/**
 * The version look-ups that key every answer (one small query each), kept per event while this instance hears the
 * change notifications: an event's entries are dropped the moment it changes (every contest change moves its
 * event's version too), and everything when the listener had to reconnect (notifications may have been missed).
 * A page miss then costs no database round trip to learn what it must show. Unknown ids are never kept (an import
 * may add them). Without notifications (the API's tests, a replica with no listener) every look-up asks.
 */
import {
  type ContestVersion,
  type Db,
  type EventVersion,
  getContestVersion,
  getEventVersion,
  getParticipantVersion,
  type ParticipantVersion,
} from '@finishline/db';

type Kept = {
  event?: Promise<EventVersion | null>;
  contests: Map<string, Promise<ContestVersion | null>>;
  participants: Map<string, Promise<ParticipantVersion | null>>;
};

/** Participants kept per event before its map starts again: a whole marathon's, and some. */
const PARTICIPANTS_PER_EVENT = 60_000;

export class VersionCache {
  private readonly kept = new Map<string, Kept>();
  private isFollowing = false;

  constructor(private readonly db: Db) {}

  /** From now on entries are kept: the caller forwards every change notification (forget, forgetAll). */
  follow(): void {
    this.isFollowing = true;
  }

  event(eventId: string): Promise<EventVersion | null> {
    const entry = this.entryOf(eventId);
    if (!entry) return getEventVersion(this.db, eventId);
    return (entry.event ??= this.keep(getEventVersion(this.db, eventId), () => delete entry.event));
  }

  contest(eventId: string, contestId: string): Promise<ContestVersion | null> {
    const entry = this.entryOf(eventId);
    if (!entry) return getContestVersion(this.db, eventId, contestId);
    return this.once(entry.contests, contestId, () => getContestVersion(this.db, eventId, contestId));
  }

  participant(eventId: string, participantId: string): Promise<ParticipantVersion | null> {
    const entry = this.entryOf(eventId);
    if (!entry) return getParticipantVersion(this.db, eventId, participantId);
    if (entry.participants.size >= PARTICIPANTS_PER_EVENT) entry.participants.clear();
    return this.once(entry.participants, participantId, () =>
      getParticipantVersion(this.db, eventId, participantId),
    );
  }

  /** The event changed: what was kept of it is out of date. */
  forget(eventId: string): void {
    this.kept.delete(eventId);
  }

  /**
   * A live step (ADR 032): only these runners' own data and their contest's version moved (the event's did not).
   * Null: too many runners to name — every runner kept of the event.
   */
  forgetRunners(eventId: string, contestId: string, participantIds: readonly string[] | null): void {
    const entry = this.kept.get(eventId);
    if (entry === undefined) return;
    entry.contests.delete(contestId);
    if (participantIds === null) entry.participants.clear();
    else for (const id of participantIds) entry.participants.delete(id);
  }

  /** Notifications may have been missed: nothing kept can be trusted. */
  forgetAll(): void {
    this.kept.clear();
  }

  private entryOf(eventId: string): Kept | null {
    if (!this.isFollowing) return null;
    let entry = this.kept.get(eventId);
    if (entry === undefined) {
      entry = { contests: new Map(), participants: new Map() };
      this.kept.set(eventId, entry);
    }
    return entry;
  }

  private once<T>(map: Map<string, Promise<T | null>>, key: string, load: () => Promise<T | null>) {
    let value = map.get(key);
    if (value === undefined) {
      value = this.keep(load(), () => map.delete(key));
      map.set(key, value);
    }
    return value;
  }

  /** `value`, dropped again (by `drop`) if it fails or finds nothing. */
  private keep<T>(value: Promise<T | null>, drop: () => void): Promise<T | null> {
    value.then(
      (found) => {
        if (found === null) drop();
      },
      () => drop(),
    );
    return value;
  }
}
