/**
 * Each instance's fields of the contests being read (ADR 025): a contest's field is loaded once, then brought forward
 * by the rows written since its version whenever a read names a newer one (row versions, migration 0012) — a live
 * step writes its runners' rows only (ADR 032), and the field is placed anew only when a read names a newer list
 * version, at most every few seconds. The database stays the truth: a
 * change that cannot be applied row by row loads the whole field again. Bounded by a memory budget: the contests
 * least recently read are dropped first (the one being read is always kept).
 */
import { type Db, loadContestField } from '@finishline/db';
import { ContestField } from './contest-field.js';

export type FieldStoreStats = {
  contests: number;
  rows: number;
  bytes: number;
  fullLoads: number;
  changeLoads: number;
  rowsLoaded: number;
  /** Fields placed anew after live steps (ADR 032). */
  placings: number;
};

export type FieldStore = {
  /**
   * The contest's field at `version` or later, placed at `placedVersion` or later (default: `version`; a live
   * contest's lists name an older one, ADR 032); null when there is no such contest.
   */
  fieldOf(contestKey: number, version: number, placedVersion?: number): Promise<ContestField | null>;
  /**
   * A change notification: a field held of that contest is brought forward now, so the next read finds it ready.
   * Contests not held are left alone (nobody is reading them).
   */
  changed(eventId: string, contestId: string, version: number): void;
  stats(): FieldStoreStats;
};

export function createFieldStore(db: Db, maxBytes: number): FieldStore {
  const held = new Map<number, ContestField>();
  const flights = new Map<number, Promise<ContestField | null>>();
  const counts = { fullLoads: 0, changeLoads: 0, rowsLoaded: 0, placings: 0 };

  async function loadWhole(contestKey: number): Promise<ContestField | null> {
    const loaded = await loadContestField(db, contestKey);
    counts.fullLoads++;
    counts.rowsLoaded += loaded?.rows.length ?? 0;
    return loaded && ContestField.of(contestKey, loaded);
  }

  async function bringForward(
    contestKey: number,
    current: ContestField | undefined,
  ): Promise<ContestField | null> {
    let field: ContestField | null;
    if (current === undefined) field = await loadWhole(contestKey);
    else {
      const changes = await loadContestField(db, contestKey, current.version);
      counts.changeLoads++;
      counts.rowsLoaded += changes?.rows.length ?? 0;
      field = changes && (current.withChanges(changes) ?? (await loadWhole(contestKey)));
    }
    if (field === null) held.delete(contestKey);
    else keep(field);
    return field;
  }

  function keep(field: ContestField): void {
    held.delete(field.contestKey);
    held.set(field.contestKey, field);
    let bytes = 0;
    for (const kept of held.values()) bytes += kept.bytes;
    for (const [key, kept] of held) {
      if (bytes <= maxBytes || key === field.contestKey) break;
      held.delete(key);
      bytes -= kept.bytes;
    }
  }

  /** The field brought forward to `version`, placed at `placedVersion`: the placing is kept for the next reads. */
  const fieldOf: FieldStore['fieldOf'] = async (contestKey, version, placedVersion = version) => {
    const field = await ownFieldOf(contestKey, version);
    if (field === null || field.placedVersion >= placedVersion) return field;
    const placed = field.placedAt(placedVersion);
    if (placed === field) return field;
    counts.placings++;
    // Unless a newer field arrived meanwhile (its own placing is then the one to keep).
    if (held.get(contestKey) === field) keep(placed);
    return placed;
  };

  const ownFieldOf = async (contestKey: number, version: number): Promise<ContestField | null> => {
    // Twice at most: a database that went back in time (a failover to a replica behind) is served as it is.
    for (let attempt = 0; ; attempt++) {
      const current = held.get(contestKey);
      if (current !== undefined && current.version >= version) {
        held.delete(contestKey);
        held.set(contestKey, current);
        return current;
      }
      let flight = flights.get(contestKey);
      if (flight === undefined) {
        flight = bringForward(contestKey, current).finally(() => flights.delete(contestKey));
        flights.set(contestKey, flight);
      }
      const field = await flight;
      // A load that began before this version was committed: go again (it then loads only the rest).
      if (field === null || field.version >= version || attempt > 0) return field;
    }
  };

  return {
    fieldOf,
    changed(eventId, contestId, version) {
      for (const field of held.values()) {
        const { contest } = field;
        if (contest.eventId !== eventId || contest.id !== contestId || field.version >= version) continue;
        // A failed load is the next read's to retry. Own data only: the placing waits for a read that needs it.
        ownFieldOf(field.contestKey, version).catch(() => undefined);
        return;
      }
    },
    stats() {
      let rows = 0;
      let bytes = 0;
      for (const field of held.values()) {
        rows += field.rows.length;
        bytes += field.bytes;
      }
      return { contests: held.size, rows, bytes, ...counts };
    },
  };
}
