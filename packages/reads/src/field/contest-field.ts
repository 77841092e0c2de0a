/**
 * A contest's field at one data version, in memory (ADR 025, ADR 032): every entrant with a results row, in the
 * results order, with their splits and the places core works out from their own data. Immutable: a change makes a
 * new field, sharing the rows that did not change. A live step's rows wait beside the placing (`changed`) until a
 * read asks for a newer list version; whatever was worked out from the placing (filtered lists, rankings, the race
 * analysis) is shared until then.
 */
import { type ContestFieldRow, type FieldContest, type LoadedContestField } from '@finishline/db';
import { placeField } from './place-field.js';

/** Derived lists kept per field before the oldest are dropped: pages of one filter share one. */
const MEMO_ENTRIES = 256;

export class ContestField {
  private placed: ContestField | undefined;

  private constructor(
    readonly contestKey: number,
    /** The version of the runners' own data this field holds (the rows, and `changed` over them). */
    readonly version: number,
    readonly contest: FieldContest,
    /** Index = rank − 1: finishers by official time, then the others (docs/results.md §Places), placed at `placedVersion`. */
    readonly rows: readonly ContestFieldRow[],
    /** The version the places (and `rows`) were worked out at: at most `version`. */
    readonly placedVersion: number,
    /**
     * Rows whose own data changed since `placedVersion` (live steps, ADR 032): their places are the placing's until
     * the next one. Empty right after a placing.
     */
    private readonly changed: ReadonlyMap<number, ContestFieldRow>,
    /** Lists worked out from `rows`: shared by every field of one placing. */
    private readonly memo: Map<string, unknown>,
    /** The rows by key, bib and id: shared by every field of one placing, never dropped with the lists. */
    private readonly indexes: RowIndexes = {},
  ) {}

  /** The field of a whole load, placed. */
  static of(contestKey: number, loaded: LoadedContestField): ContestField {
    const rows = placeField(loaded.contest, loaded.rows);
    return new ContestField(
      contestKey,
      loaded.version,
      loaded.contest,
      rows,
      loaded.version,
      new Map(),
      new Map(),
    );
  }

  /**
   * This field with the rows written since its version: a new field sharing this one's placing, or null when the
   * change cannot be applied row by row — someone left or arrived (the count disagrees), or the course changed — and
   * the whole field must be loaded.
   */
  withChanges(delta: LoadedContestField): ContestField | null {
    if (delta.version < this.version) return this;
    if (!isSameCourse(this.contest, delta.contest)) return null;
    const changed = new Map(this.changed);
    for (const row of delta.rows) changed.set(row.key, row);
    let arrived = 0;
    for (const key of changed.keys()) if (this.rowByKey(key) === undefined) arrived++;
    // Someone left: only a whole load says who.
    if (this.rows.length + arrived !== delta.count) return null;
    const { contestKey, rows, placedVersion, memo, indexes } = this;
    return new ContestField(
      contestKey,
      delta.version,
      delta.contest,
      rows,
      placedVersion,
      changed,
      memo,
      indexes,
    );
  }

  /**
   * This field placed at `version` or later (ADR 032): itself while its placing is that recent or nothing changed
   * since; else the rows with their own data now, placed anew (once per field: kept by the store).
   */
  placedAt(version: number): ContestField {
    if (this.placedVersion >= version || this.changed.size === 0) return this;
    // Once per field: the reads that arrive together after the lists moved share one placing.
    this.placed ??= this.placeAnew();
    return this.placed;
  }

  private placeAnew(): ContestField {
    const rows = this.rows.map((row) => this.changed.get(row.key) ?? row);
    for (const [key, row] of this.changed) if (this.rowByKey(key) === undefined) rows.push(row);
    const { contestKey, contest } = this;
    const placed = placeField(contest, rows);
    return new ContestField(contestKey, this.version, contest, placed, this.version, new Map(), new Map());
  }

  /**
   * A runner as of this field's version: their own data now, with the places of the last placing (the rank, the
   * places and gaps; the checkpoint places a live step stored for its own splits). Undefined for no such runner.
   */
  currentRow(key: number): ContestFieldRow | undefined {
    const placed = this.rowByKey(key);
    const own = this.changed.get(key);
    // Arrived since the placing: as stored, unplaced until the next one.
    if (placed === undefined || own === undefined) return placed ?? own;
    const time = own.status === 'finished' ? own.officialTimeMs : null;
    if (time === null || (placed.status === 'finished' && placed.officialTimeMs === time)) {
      return { ...own, ...placesOf(placed), ageGradeRank: placed.ageGradeRank };
    }
    // Finished (or corrected) since the placing: placed among the placing's finishers until the next one.
    const times = this.finisherTimes();
    const before = placed.status === 'finished' ? placed.officialTimeMs : null;
    const among = (sorted: readonly number[] | undefined) => placeAmong(sorted ?? [], time, before);
    const overall = among(times.overall);
    const gender = own.gender === 'x' ? null : among(times.byGender.get(own.gender));
    const ageGroup = own.ageGroup === null ? null : among(times.byAgeGroup.get(own.ageGroup));
    return {
      ...own,
      rank: placed.rank,
      overallPlace: overall.place,
      genderPlace: gender?.place ?? null,
      ageGroupPlace: ageGroup?.place ?? null,
      gapMs: overall.gapMs,
      genderGapMs: gender?.gapMs ?? null,
      ageGroupGapMs: ageGroup?.gapMs ?? null,
      diffMs: overall.diffMs,
      ageGradeRank: null,
    };
  }

  /** The placing's finishers' official times in order, overall and per gender and age group. */
  private finisherTimes(): FinisherTimes {
    return this.derived('finisher-times', () => {
      const times: FinisherTimes = { overall: [], byGender: new Map(), byAgeGroup: new Map() };
      for (const row of this.rows) {
        if (row.status !== 'finished' || row.officialTimeMs === null) continue;
        times.overall.push(row.officialTimeMs);
        pushTo(times.byGender, row.gender, row.officialTimeMs);
        if (row.ageGroup !== null) pushTo(times.byAgeGroup, row.ageGroup, row.officialTimeMs);
      }
      return times;
    });
  }

  /** Runners whose own data is newer than the placing. */
  get changedCount(): number {
    return this.changed.size;
  }

  // The indexes of the placing's rows are shared by every field of one placing, like its lists: a live step makes a
  // new field every second or so, and 20,000-entry maps built anew for each were a measurable share of a worker.
  rowByKey(key: number): ContestFieldRow | undefined {
    this.indexes.byKey ??= new Map(this.rows.map((row) => [row.key, row]));
    return this.indexes.byKey.get(key);
  }

  rowByBib(bib: string): ContestFieldRow | undefined {
    this.indexes.byBib ??= new Map(this.rows.map((row) => [row.bib, row]));
    return this.indexes.byBib.get(bib);
  }

  rowById(id: string): ContestFieldRow | undefined {
    this.indexes.byId ??= new Map(this.rows.map((row) => [row.id, row]));
    return this.indexes.byId.get(id);
  }

  /** What `compute` makes of this field's placed rows, worked out once per placing and `name`. */
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
    const rows = this.rows.length + this.changed.size;
    return rows * (ROW_BYTES + SPLIT_ARRAYS * (ARRAY_BYTES + 16 * width));
  }
}

type RowIndexes = {
  byKey?: Map<number, ContestFieldRow>;
  byBib?: Map<string, ContestFieldRow>;
  byId?: Map<string, ContestFieldRow>;
};

type FinisherTimes = {
  overall: number[];
  byGender: Map<string, number[]>;
  byAgeGroup: Map<string, number[]>;
};

function pushTo(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

/** A placed row's places, gaps and diff. */
function placesOf(row: ContestFieldRow) {
  const { rank, overallPlace, genderPlace, ageGroupPlace, gapMs, genderGapMs, ageGroupGapMs, diffMs } = row;
  return { rank, overallPlace, genderPlace, ageGroupPlace, gapMs, genderGapMs, ageGroupGapMs, diffMs };
}

/**
 * The place a time takes among sorted finisher times (docs/results.md §Places: 1 + those strictly faster; the runner's
 * own earlier time, `own`, not counted), with the gap to the first and the diff to the one just ahead. A binary
 * search: a runner's page costs no pass over the field. Until the next placing, others who changed meanwhile are
 * counted where the placing had them.
 */
function placeAmong(
  sorted: readonly number[],
  time: number,
  own: number | null,
): { place: number; gapMs: number; diffMs: number | null } {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? 0) < time) low = middle + 1;
    else high = middle;
  }
  const faster = low - (own !== null && own < time ? 1 : 0);
  const first = sorted[0];
  // The one just ahead: an equal time (a shared place, diff 0), else the slowest strictly faster.
  const ahead = sorted[low] === time ? time : sorted[low - 1];
  return {
    place: faster + 1,
    gapMs: first === undefined ? 0 : Math.max(0, time - first),
    diffMs: ahead === undefined ? null : time - ahead,
  };
}

/** Measured on the demo marathon (heap before and after a load, divided by rows): about 1 kB a row of 6 splits. */
const ROW_BYTES = 560;
const SPLIT_ARRAYS = 6;
const ARRAY_BYTES = 32;

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
