/**
 * A contest's field at one data version, in memory (design §1, ADR 025): every entrant with a results row, in the
 * results order, with their splits. Immutable: a change makes a new field, sharing the rows that did not change,
 * and whatever was worked out from the old one (filtered lists, rankings, the race analysis) goes with it.
 */
import { type ContestFieldRow, type FieldContest, type LoadedContestField } from '@finishline/db';

/** Derived lists kept per field before the oldest are dropped: pages of one filter share one. */
const MEMO_ENTRIES = 256;

export class ContestField {
  private readonly memo = new Map<string, unknown>();
  private byKey: Map<number, ContestFieldRow> | undefined;
  private byBib: Map<string, ContestFieldRow> | undefined;
  private byId: Map<string, ContestFieldRow> | undefined;

  private constructor(
    readonly contestKey: number,
    readonly version: number,
    readonly contest: FieldContest,
    /** Index = rank − 1: finishers by official time, then the others (docs/results.md §Places). */
    readonly rows: readonly ContestFieldRow[],
  ) {}

  /** The field of a whole load. */
  static of(contestKey: number, loaded: LoadedContestField): ContestField {
    const rows =
      inRankOrder(loaded.rows, loaded.rows.length) ?? [...loaded.rows].sort((a, b) => a.rank - b.rank);
    return new ContestField(contestKey, loaded.version, loaded.contest, rows);
  }

  /**
   * This field with the rows written since its version: a new field, or null when the change cannot be applied row
   * by row — someone left (the count disagrees), or the course changed — and the whole field must be loaded.
   */
  withChanges(delta: LoadedContestField): ContestField | null {
    if (delta.version < this.version) return this;
    if (!isSameCourse(this.contest, delta.contest)) return null;
    const byKey = new Map(this.keyed());
    for (const row of delta.rows) byKey.set(row.key, row);
    if (byKey.size !== delta.count) return null;
    const rows = inRankOrder(byKey.values(), delta.count);
    return rows && new ContestField(this.contestKey, delta.version, delta.contest, rows);
  }

  rowByKey(key: number): ContestFieldRow | undefined {
    return this.keyed().get(key);
  }

  rowByBib(bib: string): ContestFieldRow | undefined {
    this.byBib ??= new Map(this.rows.map((row) => [row.bib, row]));
    return this.byBib.get(bib);
  }

  rowById(id: string): ContestFieldRow | undefined {
    this.byId ??= new Map(this.rows.map((row) => [row.id, row]));
    return this.byId.get(id);
  }

  /** What `compute` makes of this field, worked out once per field and `name`. */
  derived<T>(name: string, compute: () => T): T {
    if (this.memo.has(name)) return this.memo.get(name) as T;
    const value = compute();
    if (this.memo.size >= MEMO_ENTRIES) this.memo.delete(this.memo.keys().next().value as string);
    this.memo.set(name, value);
    return value;
  }

  /** An estimate of the memory the field holds (rows, their splits and strings), for the store's budget. */
  get bytes(): number {
    const width = this.contest.checkpoints.length;
    return this.rows.length * (ROW_BYTES + SPLIT_ARRAYS * (ARRAY_BYTES + 16 * width));
  }

  private keyed(): Map<number, ContestFieldRow> {
    this.byKey ??= new Map(this.rows.map((row) => [row.key, row]));
    return this.byKey;
  }
}

/** Measured on the demo marathon (heap before and after a load, divided by rows): about 1 kB a row of 6 splits. */
const ROW_BYTES = 560;
const SPLIT_ARRAYS = 6;
const ARRAY_BYTES = 32;

/** The rows placed by rank, or null unless their ranks are exactly 1…count. */
function inRankOrder(rows: Iterable<ContestFieldRow>, count: number): ContestFieldRow[] | null {
  const ordered = new Array<ContestFieldRow | undefined>(count);
  let placed = 0;
  for (const row of rows) {
    const index = row.rank - 1;
    if (index < 0 || index >= count || ordered[index] !== undefined) return null;
    ordered[index] = row;
    placed++;
  }
  return placed === count ? (ordered as ContestFieldRow[]) : null;
}

function isSameCourse(a: FieldContest, b: FieldContest): boolean {
  return (
    a.eventId === b.eventId &&
    a.id === b.id &&
    a.distanceM === b.distanceM &&
    a.timeBasis === b.timeBasis &&
    a.checkpoints.length === b.checkpoints.length &&
    a.checkpoints.every((checkpoint, k) => JSON.stringify(checkpoint) === JSON.stringify(b.checkpoints[k]))
  );
}
