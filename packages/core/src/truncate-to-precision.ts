import { type PrecisionMs } from './types.js';

/**
 * Truncates a duration to the contest's precision (docs/results.md §Times, "truncates to 0.1 s").
 * Timing truncates, never rounds: 1:02:03.49 at 0.1 s is 1:02:03.4, because a runner has not reached
 * the next tenth yet. Negative durations truncate toward zero so that formatting is symmetric.
 */
export function truncateToPrecision(ms: number, precisionMs: PrecisionMs): number {
  const whole = Math.trunc(ms);
  const truncated = whole - (whole % precisionMs);
  // `-0` would print as "0" anyway, but keep results free of it for strict equality in tests.
  return truncated === 0 ? 0 : truncated;
}
