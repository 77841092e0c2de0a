/**
 * Which of a runner's times to keep when some cannot be real (docs/import.md, "Set aside"): the most times that
 * are plausible together, always with the finish when it is plausible on its own (it is the official result), and
 * the rest set aside with the reason each does not fit. Organisers publish rows with one impossible split (a 40K
 * split after the finish); refusing the row cost the whole runner, and blaming the finish named the wrong column.
 */
import { type TimedCheckpoint, MAX_SPEED_KMH, MIN_SPEED_KMH, MIN_STRETCH_M } from './check-plausibility.js';
import { type EventType } from './types.js';

/** Why a time does not fit between the kept times around it on the course. */
export type SetAsideReason =
  /** Earlier than the kept time at a checkpoint before it on the course. */
  | { kind: 'earlier_than_before'; other: TimedCheckpoint }
  /** Later than the kept time at a checkpoint after it on the course. */
  | { kind: 'later_than_after'; other: TimedCheckpoint }
  /** The stretch from the kept checkpoint before it (null: the start) covered faster than the sport allows. */
  | { kind: 'too_fast_from'; otherId: string | null; speedKmh: number; limitKmh: number }
  /** With it, the stretch to the kept checkpoint after it would be covered faster than the sport allows. */
  | { kind: 'too_fast_to'; other: TimedCheckpoint; speedKmh: number; limitKmh: number }
  /** The race up to it slower than anyone moves. */
  | { kind: 'too_slow'; speedKmh: number; limitKmh: number };

export type SetAsideTime = { point: TimedCheckpoint; reason: SetAsideReason };

export type PlausibleTimes = { kept: TimedCheckpoint[]; setAside: SetAsideTime[] };

type Anchor = { checkpointId: string | null; distanceM: number; elapsedMs: number };
const START: Anchor = { checkpointId: null, distanceM: 0, elapsedMs: 0 };

const kmh = (meters: number, ms: number): number => meters / 1000 / (ms / 3_600_000);

/** The speed of the stretch a→b when it breaks the limit (Infinity for no time at all), else null. */
function excessSpeed(a: Anchor, b: Anchor, limit: number | null): number | null {
  const meters = b.distanceM - a.distanceM;
  const ms = b.elapsedMs - a.elapsedMs;
  if (limit === null || meters < MIN_STRETCH_M) return null;
  if (ms <= 0) return Infinity;
  const speed = kmh(meters, ms);
  return speed > limit ? speed : null;
}

/** The race up to the point slower than MIN_SPEED_KMH: its speed, else null. */
function slowSpeed(point: TimedCheckpoint): number | null {
  if (point.distanceM < MIN_STRETCH_M || point.elapsedMs <= 0) return null;
  const speed = kmh(point.distanceM, point.elapsedMs);
  return speed < MIN_SPEED_KMH ? speed : null;
}

/** Whether b may follow a among kept times: checkPlausibility's rules between two neighbours. */
function follows(a: Anchor, b: TimedCheckpoint, limit: number | null): boolean {
  if (a.checkpointId !== null && b.elapsedMs < a.elapsedMs) return false;
  return excessSpeed(a, b, limit) === null;
}

/**
 * Splits a runner's times into those kept — the longest run in course order in which checkPlausibility finds
 * nothing, containing `mustKeep` (the finish) whenever it can be kept at all — and those set aside, each with why.
 * The rules are checkPlausibility's, which look only at each time and its kept neighbours, so the run is found
 * exactly by dynamic programming (a handful of times a row: quadratic is nothing). Among equally long runs the
 * one found first in course order wins, so the result does not depend on the order of `points`.
 */
export function setAsideImplausible(
  points: readonly TimedCheckpoint[],
  eventType: EventType | null,
  mustKeep: string | null = null,
): PlausibleTimes {
  const limit = eventType === null ? null : MAX_SPEED_KMH[eventType];
  const course = [...points].sort(
    (a, b) =>
      a.order - b.order ||
      a.distanceM - b.distanceM ||
      a.elapsedMs - b.elapsedMs ||
      a.checkpointId.localeCompare(b.checkpointId),
  );
  const n = course.length;
  // length[i]: the most times in a plausible run ending at i (0: i cannot end one); from[i]: the one before i.
  const length: number[] = new Array<number>(n).fill(0);
  const from: number[] = new Array<number>(n).fill(-1);
  // through[i]: the best run ending at i contains mustKeep (runs after the finish must pass through it).
  const through: boolean[] = new Array<boolean>(n).fill(false);
  const forced = mustKeep === null ? -1 : course.findIndex((p) => p.checkpointId === mustKeep);
  for (let i = 0; i < n; i++) {
    const point = course[i] as TimedCheckpoint;
    if (slowSpeed(point) !== null) continue;
    const afterForced = forced >= 0 && i > forced && length[forced]! > 0;
    if (!afterForced && follows(START, point, limit)) length[i] = 1;
    for (let j = 0; j < i; j++) {
      if (length[j] === 0) continue;
      if (afterForced && !(j === forced || (j > forced && through[j]))) continue;
      if (length[j]! + 1 > length[i]! && follows(course[j]!, point, limit)) {
        length[i] = length[j]! + 1;
        from[i] = j;
      }
    }
    const previous = from[i] ?? -1;
    through[i] = i === forced ? length[i]! > 0 : previous >= 0 && through[previous] === true;
  }
  let end = -1;
  const canForce = forced >= 0 && length[forced]! > 0;
  for (let i = 0; i < n; i++) {
    if (length[i] === 0 || (canForce && !(i === forced || (i > forced && through[i])))) continue;
    if (end === -1 || length[i]! > length[end]!) end = i;
  }
  const keptIndex = new Set<number>();
  for (let i = end; i >= 0; i = from[i]!) keptIndex.add(i);
  const kept = course.filter((_, i) => keptIndex.has(i));
  const setAside = course.flatMap((point, i) => {
    if (keptIndex.has(i)) return [];
    return [{ point, reason: reasonFor(point, i, course, keptIndex, limit) }];
  });
  return { kept, setAside };
}

/** Why a time was left out: what is wrong with it alone, else the first rule it breaks against its kept neighbours. */
function reasonFor(
  point: TimedCheckpoint,
  index: number,
  course: readonly TimedCheckpoint[],
  kept: ReadonlySet<number>,
  limit: number | null,
): SetAsideReason {
  // What is wrong with the time on its own first: it holds whatever the other times are.
  const slow = slowSpeed(point);
  if (slow !== null) return { kind: 'too_slow', speedKmh: slow, limitKmh: MIN_SPEED_KMH };
  const fromStart = excessSpeed(START, point, limit);
  if (fromStart !== null && limit !== null)
    return { kind: 'too_fast_from', otherId: null, speedKmh: fromStart, limitKmh: limit };
  let before: TimedCheckpoint | null = null;
  let after: TimedCheckpoint | null = null;
  course.forEach((other, i) => {
    if (!kept.has(i)) return;
    if (i < index) before = other;
    else after ??= other;
  });
  const previous: Anchor = before ?? START;
  const next = after as TimedCheckpoint | null;
  if (before !== null && point.elapsedMs < previous.elapsedMs)
    return { kind: 'earlier_than_before', other: before };
  if (next !== null && next.elapsedMs < point.elapsedMs) return { kind: 'later_than_after', other: next };
  const fast = excessSpeed(previous, point, limit);
  if (fast !== null && limit !== null)
    return { kind: 'too_fast_from', otherId: previous.checkpointId, speedKmh: fast, limitKmh: limit };
  const fastAfter = next === null ? null : excessSpeed(point, next, limit);
  if (next !== null && fastAfter !== null && limit !== null)
    return { kind: 'too_fast_to', other: next, speedKmh: fastAfter, limitKmh: limit };
  // Unreachable while the kept run is the longest (a time that fits both neighbours would have been kept), but a
  // time must always say why: one kept out by the finish it cannot precede is later than it.
  return next !== null
    ? { kind: 'later_than_after', other: next }
    : { kind: 'too_slow', speedKmh: 0, limitKmh: MIN_SPEED_KMH };
}
