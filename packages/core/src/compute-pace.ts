/**
 * Pace in milliseconds per kilometre: time × 1000 ÷ distance in metres (docs/results.md §Pace and speed).
 * Rounded up to the whole millisecond, so that formatPace's "round up to the second" gives the same
 * answer as on the exact value. Null when the distance or the time is not positive.
 */
export function computePace(timeMs: number, distanceM: number): number | null {
  if (!(timeMs > 0) || !(distanceM > 0)) return null;
  return Math.ceil((timeMs * 1000) / distanceM);
}

/**
 * Speed in km/h: distance in km ÷ time in hours (docs/results.md §Pace and speed). Not rounded: the
 * display rounds to one decimal (formatSpeed). Null when the distance or the time is not positive.
 */
export function computeSpeed(timeMs: number, distanceM: number): number | null {
  if (!(timeMs > 0) || !(distanceM > 0)) return null;
  return (distanceM * 3600) / timeMs;
}
