import { type Course } from './pick-reads.js';
import { truncateToPrecision } from './truncate-to-precision.js';
import { type ContestSetup } from './types.js';

/**
 * The participant's own start (docs/results.md §Times): their start-mat read, else their wave start,
 * else the gun. Nobody starts before the gun, so an earlier value is clamped to it. An own start later
 * than one of the participant's split or finish reads is impossible data and is skipped, which makes
 * net time fall back to gun time instead of coming out negative.
 */
export function resolveOwnStart(
  course: Course,
  gunTime: number,
  waveStart: number | null,
  picked: readonly number[],
): number {
  let startRead: number | null = null;
  let earliestPassing = Infinity;
  for (let index = 0; index < picked.length; index++) {
    const at = picked[index] ?? NaN;
    if (Number.isNaN(at)) continue;
    if (course.checkpoints[index]?.kind !== 'start') earliestPassing = Math.min(earliestPassing, at);
    else startRead ??= at;
  }
  for (const candidate of [startRead, waveStart]) {
    if (candidate === null || !Number.isFinite(candidate)) continue;
    const start = Math.max(candidate, gunTime);
    if (start <= earliestPassing) return start;
  }
  return gunTime;
}

export type FinishTimes = { gunTimeMs: number; netTimeMs: number; officialTimeMs: number };

/**
 * Gun, net and official time of a finish read (docs/results.md §Times): gun = finish − contest start,
 * net = finish − own start, official = gun or net per the contest's basis; all three truncated to the
 * contest's precision. Null without a finish read.
 */
export function computeFinishTimes(
  setup: ContestSetup,
  ownStart: number,
  finishAt: number | null,
): FinishTimes | null {
  if (finishAt === null) return null;
  const gunTimeMs = truncateToPrecision(finishAt - setup.startTime, setup.precisionMs);
  const netTimeMs = truncateToPrecision(finishAt - ownStart, setup.precisionMs);
  return { gunTimeMs, netTimeMs, officialTimeMs: setup.timeBasis === 'gun' ? gunTimeMs : netTimeMs };
}

/** The instant official times are measured from: the gun, or the participant's own start for net time. */
export function timeOrigin(setup: ContestSetup, ownStart: number): number {
  return setup.timeBasis === 'gun' ? setup.startTime : ownStart;
}
