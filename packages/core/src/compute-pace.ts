/** Metres in an international mile (1959 definition, exact). */
export const METRES_PER_MILE = 1609.344;

/**
 * Pace in milliseconds per kilometre: time × 1000 ÷ distance in metres (docs/results.md §Pace and speed).
 * Rounded up to the whole millisecond, so that formatPace's "round up to the second" gives the same
 * answer as on the exact value. Null when the distance or the time is not positive.
 */
export function computePace(timeMs: number, distanceM: number): number | null {
  return paceOver(1000, timeMs, distanceM);
}

/**
 * Pace in milliseconds per mile: time × 1609.344 ÷ distance in metres, rounded up like computePace. From the
 * time itself, not from the pace per km, whose rounding would carry over (docs/results.md §Pace and speed).
 */
export function computePacePerMile(timeMs: number, distanceM: number): number | null {
  return paceOver(METRES_PER_MILE, timeMs, distanceM);
}

function paceOver(unitM: number, timeMs: number, distanceM: number): number | null {
  if (!(timeMs > 0) || !(distanceM > 0)) return null;
  return Math.ceil((timeMs * unitM) / distanceM);
}

/**
 * Speed in km/h: distance in km ÷ time in hours (docs/results.md §Pace and speed). Not rounded: the
 * display rounds to one decimal (formatSpeed). Null when the distance or the time is not positive.
 */
export function computeSpeed(timeMs: number, distanceM: number): number | null {
  if (!(timeMs > 0) || !(distanceM > 0)) return null;
  return (distanceM * 3600) / timeMs;
}

/** Speed in mph: distance in miles ÷ time in hours, not rounded (docs/results.md §Pace and speed). */
export function computeSpeedMph(timeMs: number, distanceM: number): number | null {
  if (!(timeMs > 0) || !(distanceM > 0)) return null;
  return (distanceM * 3_600_000) / (METRES_PER_MILE * timeMs);
}
