/**
 * The race analysis of a contest's field (core's analyseField, buildForecastModel and indexRunners over the field
 * in memory), worked out once per field version: the first participant page after a change builds it (tens of
 * milliseconds for 20,000 runners), every other one reads it — one runner's analysis is then a few lookups a
 * checkpoint (analyseIndexedRunner), not a pass over the field.
 */
import {
  analyseField,
  analyseIndexedRunner,
  buildForecastModel,
  type CheckpointAnalysis,
  comingNext,
  type ComingNext,
  type FieldStats,
  type Forecast,
  forecastRunner,
  type ForecastModel,
  GENDER_CODES,
  indexRunners,
  type RaceField,
  type RunnerIndex,
} from '@finishline/core';
import { type CourseCheckpoint } from '@finishline/db';
import { type ContestField } from './field/contest-field.js';

export type AnalysedField = {
  field: RaceField;
  checkpoints: readonly CourseCheckpoint[];
  stats: FieldStats;
  model: ForecastModel;
  /** The lookups of every runner's full analysis, built when first asked for (forecasts do without). */
  runnerIndex(): RunnerIndex;
  /** Participant key → index in the field. */
  indexOf: Map<number, number>;
  keys: Int32Array;
};

export type RunnerAnalysis = {
  /** By checkpoint index of the course (start mat included); empty when only the forecasts were asked for. */
  checkpoints: CheckpointAnalysis[];
  forecasts: Forecast[];
};

/** The analysis of a contest's field, once per field version. */
export function analysisOf(contest: ContestField): AnalysedField {
  return contest.derived('race-analysis', () => {
    const field = raceFieldOf(contest);
    const stats = analyseField(field);
    const keys = Int32Array.from(contest.rows, (row) => row.key);
    const indexOf = new Map<number, number>();
    keys.forEach((key, index) => indexOf.set(key, index));
    let index: RunnerIndex | undefined;
    return {
      field,
      checkpoints: contest.contest.checkpoints,
      stats,
      model: buildForecastModel(field),
      runnerIndex: () => (index ??= indexRunners(field, stats)),
      indexOf,
      keys,
    };
  });
}

/** Core's RaceField of the rows: flat typed columns, runners in the results order. */
function raceFieldOf(contest: ContestField): RaceField {
  const { checkpoints, timeBasis } = contest.contest;
  const count = contest.rows.length;
  const width = checkpoints.length;
  const groups = new Map<string, number>();
  const field: RaceField = {
    checkpoints,
    timeBasis,
    count,
    gender: new Uint8Array(count),
    ageGroup: new Int32Array(count),
    ageGroupNames: [],
    counted: new Uint8Array(count),
    onCourse: new Uint8Array(count),
    at: new Float64Array(count * width).fill(Number.NaN),
    fromStart: new Float64Array(count * width).fill(Number.NaN),
  };
  contest.rows.forEach((row, runner) => {
    field.gender[runner] = GENDER_CODES[row.gender];
    let group = -1;
    if (row.ageGroup) {
      group = groups.get(row.ageGroup) ?? groups.size;
      groups.set(row.ageGroup, group);
    }
    field.ageGroup[runner] = group;
    field.counted[runner] = row.status === 'dsq' || row.status === 'dns' ? 0 : 1;
    field.onCourse[runner] = row.status === 'started' ? 1 : 0;
    for (let k = 0; k < width; k++) {
      field.at[runner * width + k] = row.splits.at[k] ?? Number.NaN;
      field.fromStart[runner * width + k] = row.splits.fromStart[k] ?? Number.NaN;
    }
  });
  return { ...field, ageGroupNames: [...groups.keys()] };
}

/** One participant's analysis; null when they have no computed result yet. */
export function analyseParticipant(analysed: AnalysedField, participantKey: number): RunnerAnalysis | null {
  const index = analysed.indexOf.get(participantKey);
  if (index === undefined) return null;
  return {
    checkpoints: analyseIndexedRunner(analysed.field, analysed.stats, analysed.runnerIndex(), index),
    forecasts: forecastRunner(analysed.field, analysed.model, index),
  };
}

/** Only the forecasts of a participant: the Tracking list's cards need nothing else. */
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
