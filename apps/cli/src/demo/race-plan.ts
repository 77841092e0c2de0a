/**
 * How one demo participant runs a contest: offsets from the gun at each checkpoint, or a status.
 * Deterministic per contest and bib, so `simulate` replays exactly what the demo would have loaded.
 */
import { type Checkpoint, type TimerStatus } from '@finishline/core';
import { type Leg } from './catalog-spec.js';
import { createRandom, seedOf } from './random.js';

export type RacePlan = {
  /** Own start offset from the gun (ms): start-mat read or wave start. */
  startOffsetMs: number;
  /** Offset from the gun of the read at each checkpoint (same order as the checkpoints); null = no read. */
  readOffsetsMs: (number | null)[];
  /** When the runner crossed each checkpoint, missed reads included; null = not reached (DNS, after a DNF). */
  passedOffsetsMs: (number | null)[];
  timerStatus: TimerStatus | null;
};

export type RunnerProfile = {
  /** Seconds per km this runner would hold when fresh. */
  paceSecPerKm: number;
  /** 0 = front of the start pen, 1 = the back. */
  startRank: number;
};

/**
 * A multisport course: the leg ending at each checkpoint (same order), and the contest's median pace, so that a
 * runner's pace over it says how much faster or slower than the median they are in every sport.
 */
export type MultisportCourse = { legs: readonly (Leg | null)[]; medianPaceSecPerKm: number };

/**
 * Seconds per km by sport for an age-group field: the median, and a floor and ceiling that only the far ends of
 * the field reach (≈ 5.2 km/h swimming, 46 km/h on the bike, 20 km/h running; 2.1, 26 and 8.4 at the back).
 */
const LEG_PACE: Record<Exclude<Leg, 'transition'>, { median: number; fastest: number; slowest: number }> = {
  swim: { median: 1100, fastest: 690, slowest: 1700 },
  bike: { median: 118, fastest: 78, slowest: 140 },
  run: { median: 290, fastest: 180, slowest: 430 },
};
/** A change of kit takes minutes whatever the distance across the transition area. */
const TRANSITION_MS = { median: 150_000, fastest: 60_000, slowest: 360_000 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function planRace(
  key: string,
  checkpoints: Checkpoint[],
  runner: RunnerProfile,
  startSpreadMs: number,
  multisport?: MultisportCourse,
): RacePlan {
  const random = createRandom(seedOf(key));
  const startOffsetMs = Math.round(runner.startRank * startSpreadMs + random.next() * 20_000);
  const roll = random.next();
  const timerStatus: TimerStatus | null =
    roll < 0.025 ? 'dns' : roll < 0.045 ? 'dnf' : roll < 0.048 ? 'dsq' : null;
  if (timerStatus === 'dns')
    return {
      startOffsetMs,
      readOffsetsMs: checkpoints.map(() => null),
      passedOffsetsMs: checkpoints.map(() => null),
      timerStatus,
    };

  const finish = checkpoints[checkpoints.length - 1];
  const totalM = finish?.distanceM ?? 1;
  // A DNF stops somewhere before the finish (possibly before the first split).
  const stopIndex = timerStatus === 'dnf' ? random.int(0, checkpoints.length - 2) : checkpoints.length - 1;
  const fade = 0.04 + random.next() * 0.12;
  const readOffsetsMs: (number | null)[] = [];
  const passedOffsetsMs: (number | null)[] = [];
  let clock = startOffsetMs;
  let previousM = 0;
  let previousSport: Leg | null = null;
  checkpoints.forEach((checkpoint, i) => {
    if (checkpoint.kind === 'start') {
      readOffsetsMs.push(startOffsetMs);
      passedOffsetsMs.push(startOffsetMs);
      return;
    }
    const segmentKm = (checkpoint.distanceM - previousM) / 1000;
    const progress = checkpoint.distanceM / totalM;
    const factor = (1 + fade * progress * progress) * (0.97 + random.next() * 0.06);
    const leg = multisport?.legs[i] ?? null;
    if (multisport === undefined || leg === null) {
      clock += segmentKm * runner.paceSecPerKm * 1000 * factor;
    } else {
      // One ability across sports: a runner 10% slower than the median is 10% slower swimming, riding, running.
      const ability = runner.paceSecPerKm / multisport.medianPaceSecPerKm;
      const transitionMs = () =>
        clamp(TRANSITION_MS.median * ability, TRANSITION_MS.fastest, TRANSITION_MS.slowest) * factor;
      if (leg === 'transition') {
        clock += transitionMs();
        previousSport = null;
      } else {
        // A change of sport with no transition mat (a duathlon's run to bike) still takes its minutes.
        if (previousSport !== null && previousSport !== leg) clock += transitionMs();
        const pace = LEG_PACE[leg];
        clock += segmentKm * clamp(pace.median * ability, pace.fastest, pace.slowest) * 1000 * factor;
        previousSport = leg;
      }
    }
    previousM = checkpoint.distanceM;
    const isIntermediate = checkpoint.kind !== 'finish';
    const missed = isIntermediate && random.chance(0.007);
    // No draw for a read that is not made, so every other read stays as it was; a missed one is restorable.
    const passed = i > stopIndex ? null : Math.round(clock + (missed ? 500 : random.next() * 999));
    passedOffsetsMs.push(passed);
    readOffsetsMs.push(missed ? null : passed);
  });
  return { startOffsetMs, readOffsetsMs, passedOffsetsMs, timerStatus };
}
