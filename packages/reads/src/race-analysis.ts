/**
 * The race analysis of a contest's field (core's analyseField and buildForecastModel over db's loadRaceField),
 * kept per contest and data version: the first participant page after a change builds it (tens of milliseconds
 * for 20,000 runners), the next thousand read it. New data means a new version, so nothing is ever invalidated;
 * the least recently used contests go first. Concurrent requests for one version share one load.
 */
import {
  analyseField,
  analyseRunner,
  buildForecastModel,
  type CheckpointAnalysis,
  comingNext,
  type ComingNext,
  type FieldStats,
  type Forecast,
  forecastRunner,
  type ForecastModel,
  type RaceField,
} from '@finishline/core';
import { type Db, type FieldCheckpointRow, loadRaceField } from '@finishline/db';

export type AnalysedField = {
  field: RaceField;
  checkpoints: FieldCheckpointRow[];
  stats: FieldStats;
  model: ForecastModel;
  /** Participant key → index in the field. */
  indexOf: Map<number, number>;
  keys: Int32Array;
};

export type RunnerAnalysis = {
  /** By checkpoint index of the course (start mat included); empty when only the forecasts were asked for. */
  checkpoints: CheckpointAnalysis[];
  forecasts: Forecast[];
};

export type RaceAnalysis = {
  /** The field of a contest at a data version; null when the contest is gone. */
  fieldOf(contestKey: number, version: string): Promise<AnalysedField | null>;
};

/** Contests kept at once: a big city race day has a handful being looked at. */
const DEFAULT_CONTESTS = 8;

export function createRaceAnalysis(db: Db, maxContests = DEFAULT_CONTESTS): RaceAnalysis {
  const kept = new Map<number, { version: string; analysed: Promise<AnalysedField | null> }>();
  return {
    fieldOf(contestKey, version) {
      const hit = kept.get(contestKey);
      if (hit?.version === version) {
        kept.delete(contestKey);
        kept.set(contestKey, hit);
        return hit.analysed;
      }
      const analysed = build(db, contestKey);
      kept.delete(contestKey);
      kept.set(contestKey, { version, analysed });
      // A failed load is not kept: the next request tries again.
      analysed.catch(() => {
        if (kept.get(contestKey)?.analysed === analysed) kept.delete(contestKey);
      });
      for (const oldest of kept.keys()) {
        if (kept.size <= maxContests) break;
        kept.delete(oldest);
      }
      return analysed;
    },
  };
}

async function build(db: Db, contestKey: number): Promise<AnalysedField | null> {
  const loaded = await loadRaceField(db, contestKey);
  if (loaded === null) return null;
  const { field, keys, checkpoints } = loaded;
  const indexOf = new Map<number, number>();
  keys.forEach((key, index) => indexOf.set(key, index));
  return { field, checkpoints, stats: analyseField(field), model: buildForecastModel(field), indexOf, keys };
}

/** One participant's analysis; null when they have no computed result yet. */
export function analyseParticipant(analysed: AnalysedField, participantKey: number): RunnerAnalysis | null {
  const index = analysed.indexOf.get(participantKey);
  if (index === undefined) return null;
  return {
    checkpoints: analyseRunner(analysed.field, analysed.stats, index),
    forecasts: forecastRunner(analysed.field, analysed.model, index),
  };
}

/**
 * Only the forecasts of a participant: the Tracking list's cards need nothing else, and it asks for up to 200
 * runners at once, where each runner's full analysis takes a pass over the field per checkpoint (~0.8 ms on a
 * 20,000-runner contest, so ~160 ms a list).
 */
export function forecastParticipant(analysed: AnalysedField, participantKey: number): RunnerAnalysis | null {
  const index = analysed.indexOf.get(participantKey);
  if (index === undefined) return null;
  return { checkpoints: [], forecasts: forecastRunner(analysed.field, analysed.model, index) };
}

/** Who is due next at the checkpoint with this course index, as participant keys with their forecasts. */
export function dueAt(
  analysed: AnalysedField,
  checkpointIndex: number,
  options: { nowMs: number; limit: number },
): (ComingNext & { participantKey: number })[] {
  return comingNext(analysed.field, analysed.model, checkpointIndex, options).map((entry) => ({
    ...entry,
    participantKey: analysed.keys[entry.runner] ?? 0,
  }));
}
