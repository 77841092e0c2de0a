/** Timings of the write path on a synthetic contest: a figure, not a test (bench/ can print it). */
import { type Db } from '../handle.js';
import { recomputeContest } from '../recompute/recompute-contest.js';
import { setTimerStatus } from '../writes/set-timer-status.js';
import { upsertBundle, type UpsertStage } from '../writes/upsert-bundle.js';
import { syntheticBundle, type SyntheticOptions } from './synthetic-bundle.js';

export type ImportTimings = {
  participants: number;
  passings: number;
  /** Milliseconds per stage of the first import (recompute included). */
  stagesMs: Partial<Record<UpsertStage, number>>;
  importMs: number;
  /** The same bundle again: nothing changes, nothing is rewritten. */
  reimportMs: number;
  /** A full recompute after a timer status change (all results rewritten, version bumped). */
  recomputeMs: number;
};

/** Imports a synthetic bundle into `db` (an empty test database) and times each step. */
export async function measureImport(db: Db, options: SyntheticOptions = {}): Promise<ImportTimings> {
  const bundle = syntheticBundle(options);
  const stagesMs: Partial<Record<UpsertStage, number>> = {};
  const clock: { stage: UpsertStage | null; start: number } = { stage: null, start: 0 };
  const lap = (next: UpsertStage | null): void => {
    const now = performance.now();
    if (clock.stage !== null) stagesMs[clock.stage] = Math.round(now - clock.start);
    [clock.stage, clock.start] = [next, now];
  };
  const started = performance.now();
  await upsertBundle(db, bundle, { onProgress: (stage) => (stage === clock.stage ? undefined : lap(stage)) });
  lap(null);
  const importMs = Math.round(performance.now() - started);
  const reimportStart = performance.now();
  await upsertBundle(db, bundle);
  const reimportMs = Math.round(performance.now() - reimportStart);
  const eventId = bundle.events[0]?.id ?? '';
  // The timer disqualifies bib 1: every place behind may move, so all rows are rewritten.
  await setTimerStatus(db, { eventId, contestId: 'marathon', bib: '1' }, 'dsq');
  const recomputeStart = performance.now();
  await recomputeContest(db, eventId, 'marathon');
  const recomputeMs = Math.round(performance.now() - recomputeStart);
  return {
    participants: bundle.participants.length,
    passings: bundle.passings.length,
    stagesMs,
    importMs,
    reimportMs,
    recomputeMs,
  };
}
