import { computePace, computePacePerMile, computeSpeed, computeSpeedMph } from './compute-pace.js';
import { type CheckpointKind, type Leg } from './types.js';

/**
 * The legs of a multisport course (docs/results.md §Pace and speed, "Legs"): each checkpoint may name the leg that
 * ends there, and consecutive checkpoints ending the same sport make one leg (a `Run 5 km` mat and the finish are
 * both the run). A checkpoint naming no leg belongs to the next one that does (a mat part-way along the bike);
 * trailing ones to the last leg. A course where no checkpoint names a leg has none: a single-sport contest.
 */
export type CourseLeg = {
  leg: Leg;
  /** 1-based among the course's legs of the same sport (the second run of a duathlon is 2; T1, T2). */
  number: number;
  /** How many legs of this sport the course has: a lone one needs no number. */
  ofSport: number;
  /** Index (in the checkpoints given) of the last checkpoint before the leg, or -1 from the start. */
  fromIndex: number;
  /** Index (in the checkpoints given) of the checkpoint that ends the leg. */
  toIndex: number;
  /** Id of the checkpoint that ends the leg. */
  toCheckpointId: string;
  /** Length of the leg in metres (0 for a transition timed on one mat pair, as a course may set it). */
  distanceM: number;
};

type CourseCheckpoint = { id: string; kind: CheckpointKind; distanceM: number; leg?: Leg | null };

export function courseLegs(checkpoints: readonly CourseCheckpoint[]): CourseLeg[] {
  const named = checkpoints.map((checkpoint) =>
    checkpoint.kind === 'start' ? null : (checkpoint.leg ?? null),
  );
  if (named.every((leg) => leg === null)) return [];
  // Each checkpoint's sport: its own, else the next named one's, else (trailing) the last named one's.
  const sports: (Leg | null)[] = [...named];
  let next: Leg | null = null;
  for (let index = checkpoints.length - 1; index >= 0; index--) {
    if (checkpoints[index]?.kind === 'start') continue;
    next = named[index] ?? next;
    sports[index] = next;
  }
  let previous: Leg | null = null;
  for (let index = 0; index < checkpoints.length; index++) {
    if (checkpoints[index]?.kind === 'start') continue;
    previous = sports[index] ?? previous;
    sports[index] = previous;
  }
  const ends: { leg: Leg; toIndex: number }[] = [];
  sports.forEach((leg, index) => {
    if (leg === null) return;
    const last = ends.at(-1);
    if (last && last.leg === leg) last.toIndex = index;
    else ends.push({ leg, toIndex: index });
  });
  const legs: CourseLeg[] = [];
  let fromIndex = -1;
  let fromDistanceM = 0;
  for (const end of ends) {
    const to = checkpoints[end.toIndex];
    if (to === undefined) continue;
    legs.push({
      leg: end.leg,
      number: legs.filter((leg) => leg.leg === end.leg).length + 1,
      ofSport: ends.filter((other) => other.leg === end.leg).length,
      fromIndex,
      toIndex: end.toIndex,
      toCheckpointId: to.id,
      distanceM: Math.max(0, to.distanceM - fromDistanceM),
    });
    fromIndex = end.toIndex;
    fromDistanceM = to.distanceM;
  }
  return legs;
}

/**
 * Each leg's time: the time from the start where it ends minus where the leg before it ends (from the start for the
 * first). `fromStart` is aligned with the checkpoints the legs were made from. A missing read at either end leaves
 * the leg without a time, never a guess; a negative one (mis-assigned chip) is no time either.
 */
export function legTimes(
  legs: readonly CourseLeg[],
  fromStart: readonly (number | null | undefined)[],
): (number | null)[] {
  return legs.map((leg) => {
    const end = fromStart[leg.toIndex] ?? null;
    const begin = leg.fromIndex < 0 ? 0 : (fromStart[leg.fromIndex] ?? null);
    if (end === null || begin === null || end < begin) return null;
    return end - begin;
  });
}

/**
 * A leg read as its sport reads it: a swim as pace per 100 m, a bike leg as speed, a run as pace, a transition as
 * a time only. Null without a time or a length.
 */
export type LegPace =
  | { kind: 'swim'; msPer100m: number }
  | { kind: 'bike'; kmh: number; mph: number }
  | { kind: 'run'; msPerKm: number; msPerMile: number }
  | { kind: 'transition' };

export function legPace(leg: Leg, timeMs: number | null, distanceM: number | null): LegPace | null {
  if (leg === 'transition') return { kind: 'transition' };
  if (timeMs === null || timeMs <= 0 || distanceM === null || distanceM <= 0) return null;
  if (leg === 'swim') return { kind: 'swim', msPer100m: Math.ceil((timeMs * 100) / distanceM) };
  if (leg === 'bike') {
    const kmh = computeSpeed(timeMs, distanceM);
    const mph = computeSpeedMph(timeMs, distanceM);
    return kmh === null || mph === null ? null : { kind: 'bike', kmh, mph };
  }
  const msPerKm = computePace(timeMs, distanceM);
  const msPerMile = computePacePerMile(timeMs, distanceM);
  return msPerKm === null || msPerMile === null ? null : { kind: 'run', msPerKm, msPerMile };
}
