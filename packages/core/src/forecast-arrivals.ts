/**
 * Forecasts for runners still on the course (docs/results.md §Forecasts): when they will reach the next checkpoint
 * and the finish, with a range, from their own time at the last checkpoint they passed and from how the field
 * behaved between the same two points.
 *
 * The field's behaviour: among the runners timed at both checkpoints, the ratio of the time between them to the
 * time at the first, in five bands of runners by their time at the first (a 3-hour marathoner fades differently
 * from a 5-hour one). The forecast takes the median ratio of the runner's band, the range its 10th and 90th
 * percentiles. Before enough of the field has reached the target (the leaders are still on the way), Riegel's
 * endurance formula (T2 = T1 × (D2 / D1)^1.06, Riegel 1981) extends the runner's own time instead, with a wider
 * range. Always an estimate, and said so where shown.
 */
import { previousSplitIndex, type RaceField } from './race-field.js';

/** Runners a band needs before the field's behaviour is trusted over the runner's own pace. */
export const MIN_BAND_RUNNERS = 20;
const MAX_BANDS = 5;
const INDEX_SPAN = 2 ** 21;
const RIEGEL_EXPONENT = 1.06;
/** The range of a pace-only forecast, as shares of the time still to run. */
const PACE_RANGE = { low: 0.93, high: 1.12 } as const;

type Band = { upToMs: number; low: number; median: number; high: number };

/**
 * The field's bands by `from checkpoint index → target index`, built on first use: a page needs those of one
 * runner's last checkpoint, and a band costs a pass and a sort over the field.
 */
export type ForecastModel = { field: RaceField; bands: Map<string, Band[]> };

export type Forecast = {
  /** Checkpoint index the forecast is for. */
  checkpointIndex: number;
  /** Expected time from the start there, and its range. */
  fromStartMs: number;
  earliestFromStartMs: number;
  latestFromStartMs: number;
  /** The same as instants (epoch ms). */
  at: number;
  earliestAt: number;
  latestAt: number;
  /** `field`: from the runners who already covered the stretch; `pace`: from the runner's time alone. */
  basis: 'field' | 'pace';
};

function quantile(sorted: Float64Array, q: number): number {
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const lower = sorted[below] ?? Number.NaN;
  const upper = sorted[Math.min(sorted.length - 1, below + 1)] ?? lower;
  return lower + (upper - lower) * (position - below);
}

/** The targets a forecast from checkpoint `k` looks at: the next split or finish, and the finish. */
function targetsFrom(field: RaceField, k: number): number[] {
  const { checkpoints } = field;
  const finish = checkpoints.findLastIndex((checkpoint) => checkpoint.kind === 'finish');
  let next = -1;
  for (let t = k + 1; t < checkpoints.length; t++) {
    if (checkpoints[t]?.kind !== 'start') {
      next = t;
      break;
    }
  }
  return [...new Set([next, finish])].filter((t) => t > k);
}

function bandsOf(field: RaceField, k: number, target: number): Band[] {
  const width = field.checkpoints.length;
  const froms = new Float64Array(field.count);
  const ratios = new Float64Array(field.count);
  let pairs = 0;
  for (let runner = 0; runner < field.count; runner++) {
    const from = field.fromStart[runner * width + k] ?? Number.NaN;
    const to = field.fromStart[runner * width + target] ?? Number.NaN;
    if (!(from > 0 && to >= from)) continue;
    froms[pairs] = from;
    ratios[pairs++] = (to - from) / from;
  }
  const bandCount = Math.min(MAX_BANDS, Math.floor(pairs / MIN_BAND_RUNNERS));
  if (bandCount === 0) return [];
  // Sorted by time at k through one native sort of keys `time × 2^21 + index` (exact below 2^53: times are under
  // 2^31 ms, fields under 2^21 runners), several times faster than sorting indexes with a comparator.
  const keys = new Float64Array(pairs);
  for (let index = 0; index < pairs; index++)
    keys[index] = Math.floor(froms[index] ?? 0) * INDEX_SPAN + index;
  keys.sort();
  const order = new Uint32Array(pairs);
  for (let index = 0; index < pairs; index++) order[index] = (keys[index] ?? 0) % INDEX_SPAN;
  const bands: Band[] = [];
  for (let band = 0; band < bandCount; band++) {
    const first = Math.floor((band * pairs) / bandCount);
    const end = Math.floor(((band + 1) * pairs) / bandCount);
    const sorted = new Float64Array(end - first);
    for (let index = first; index < end; index++) sorted[index - first] = ratios[order[index] ?? 0] ?? 0;
    sorted.sort();
    bands.push({
      upToMs: froms[order[end - 1] ?? 0] ?? Number.POSITIVE_INFINITY,
      low: quantile(sorted, 0.1),
      median: quantile(sorted, 0.5),
      high: quantile(sorted, 0.9),
    });
  }
  return bands;
}

/** An empty model of the field (see ForecastModel). */
export function buildForecastModel(field: RaceField): ForecastModel {
  return { field, bands: new Map() };
}

function bandsFor(model: ForecastModel, k: number, target: number): Band[] {
  const key = `${k}>${target}`;
  let bands = model.bands.get(key);
  if (bands === undefined) {
    bands = bandsOf(model.field, k, target);
    model.bands.set(key, bands);
  }
  return bands;
}

/** The last checkpoint the runner was timed at (index), or -1. */
export function lastReachedIndex(field: RaceField, runner: number): number {
  const width = field.checkpoints.length;
  for (let k = width - 1; k >= 0; k--) {
    if (!Number.isNaN(field.fromStart[runner * width + k] ?? Number.NaN)) return k;
  }
  return -1;
}

/** Forecast to `target` from the runner's time at `k` (see the module's comment). */
function forecastTo(
  field: RaceField,
  model: ForecastModel,
  runner: number,
  k: number,
  target: number,
): Forecast | null {
  const width = field.checkpoints.length;
  const fromStart = field.fromStart[runner * width + k] ?? Number.NaN;
  const at = field.at[runner * width + k] ?? Number.NaN;
  if (!(fromStart > 0) || Number.isNaN(at)) return null;
  const bands = bandsFor(model, k, target);
  let ratios: { low: number; median: number; high: number };
  let basis: Forecast['basis'] = 'field';
  const band = bands.find((candidate) => fromStart <= candidate.upToMs) ?? bands[bands.length - 1];
  if (band) ratios = band;
  else {
    const fromM = field.checkpoints[k]?.distanceM ?? 0;
    const toM = field.checkpoints[target]?.distanceM ?? 0;
    if (!(fromM > 0) || !(toM > fromM)) return null;
    const ratio = (toM / fromM) ** RIEGEL_EXPONENT - 1;
    ratios = { low: ratio * PACE_RANGE.low, median: ratio, high: ratio * PACE_RANGE.high };
    basis = 'pace';
  }
  const expected = Math.round(fromStart * (1 + ratios.median));
  const earliest = Math.min(expected, Math.round(fromStart * (1 + ratios.low)));
  const latest = Math.max(expected, Math.round(fromStart * (1 + ratios.high)));
  return {
    checkpointIndex: target,
    fromStartMs: expected,
    earliestFromStartMs: earliest,
    latestFromStartMs: latest,
    at: at + expected - fromStart,
    earliestAt: at + earliest - fromStart,
    latestAt: at + latest - fromStart,
    basis,
  };
}

/** Forecasts for a runner on the course: the next checkpoint, then the finish (one entry when that is next). */
export function forecastRunner(field: RaceField, model: ForecastModel, runner: number): Forecast[] {
  if (field.onCourse[runner] !== 1) return [];
  const k = lastReachedIndex(field, runner);
  if (k < 0) return [];
  return targetsFrom(field, k).flatMap((target) => forecastTo(field, model, runner, k, target) ?? []);
}

export type ComingNext = { runner: number; forecast: Forecast };

/**
 * Who is expected next at checkpoint `target` (spectators' "coming next"): runners on the course whose last read
 * is the checkpoint just before it, by expected arrival, leaving out those whose latest expected arrival is more
 * than `graceMs` before `nowMs` (stopped, or missed by the mat). At most `limit`.
 */
export function comingNext(
  field: RaceField,
  model: ForecastModel,
  target: number,
  { nowMs, limit, graceMs = 10 * 60_000 }: { nowMs: number; limit: number; graceMs?: number },
): ComingNext[] {
  const previous = previousSplitIndex(field.checkpoints, target);
  if (previous < 0) return [];
  const found: ComingNext[] = [];
  for (let runner = 0; runner < field.count; runner++) {
    if (field.onCourse[runner] !== 1 || lastReachedIndex(field, runner) !== previous) continue;
    const forecast = forecastTo(field, model, runner, previous, target);
    if (forecast && forecast.latestAt >= nowMs - graceMs) found.push({ runner, forecast });
  }
  return found.sort((a, b) => a.forecast.at - b.forecast.at).slice(0, limit);
}
