import { type Checkpoint, type Gender, type ResultRow, type Split } from './types.js';

export type CheckpointLeader = {
  participantId: string;
  bib: string;
  gender: Gender;
  /** Place at the checkpoint: overall, or within the gender when filtered by gender. */
  place: number;
  fromStartMs: number;
  /** Time behind the first at this checkpoint. */
  gapMs: number;
};

export type CheckpointLeaders = {
  checkpointId: string;
  checkpointOrder: number;
  distanceM: number;
  leaders: CheckpointLeader[];
};

export type LeadersOptions = {
  /** How many per checkpoint (the first N by time; ties at the cut-off are not extended). */
  limit: number;
  /** Only this gender, placed by genderPlace. */
  gender?: 'm' | 'f';
};

/** What the leaders read of a row: a stored result's, or a field's in memory (only its reached splits). */
export type LeaderSource = Pick<ResultRow, 'participantId' | 'bib' | 'gender' | 'status' | 'rank'> & {
  splits: readonly Pick<Split, 'checkpointId' | 'fromStartMs' | 'overallPlace' | 'genderPlace'>[];
};

type Candidate = { row: LeaderSource; place: number; fromStartMs: number };

/**
 * The leaders at each split and finish checkpoint, in course order (docs/results.md §Live, "leaders at each
 * checkpoint"): the first N who reached it, by time from the start, with the checkpoint places of their
 * splits. DSQ and DNS participants are left out (they take no place at checkpoints).
 * `rows` is a whole contest's computeResults output: the split places are read, not recomputed, so only
 * passings placed within the limit are ever sorted.
 */
export function leadersAtCheckpoints(
  setup: { checkpoints: readonly Checkpoint[] },
  rows: readonly LeaderSource[],
  options: LeadersOptions,
): CheckpointLeaders[] {
  const byCheckpoint = new Map<string, Candidate[]>();
  for (const row of rows) {
    if (row.status === 'dsq' || row.status === 'dns') continue;
    if (options.gender !== undefined && row.gender !== options.gender) continue;
    for (const split of row.splits) {
      const place = options.gender === undefined ? split.overallPlace : split.genderPlace;
      if (place === null || place > options.limit) continue;
      const candidates = byCheckpoint.get(split.checkpointId) ?? [];
      candidates.push({ row, place, fromStartMs: split.fromStartMs });
      byCheckpoint.set(split.checkpointId, candidates);
    }
  }
  return [...setup.checkpoints]
    .sort((a, b) => a.order - b.order)
    .filter((checkpoint) => checkpoint.kind !== 'start')
    .map((checkpoint) => {
      const candidates = (byCheckpoint.get(checkpoint.id) ?? []).sort(
        (a, b) => a.fromStartMs - b.fromStartMs || a.row.rank - b.row.rank,
      );
      const firstMs = candidates[0]?.fromStartMs ?? 0;
      return {
        checkpointId: checkpoint.id,
        checkpointOrder: checkpoint.order,
        distanceM: checkpoint.distanceM,
        leaders: candidates.slice(0, Math.max(0, options.limit)).map(({ row, place, fromStartMs }) => ({
          participantId: row.participantId,
          bib: row.bib,
          gender: row.gender,
          place,
          fromStartMs,
          gapMs: fromStartMs - firstMs,
        })),
      };
    });
}
