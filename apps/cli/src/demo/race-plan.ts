/**
 * How one demo participant runs a contest: offsets from the gun at each checkpoint, or a status.
 * Deterministic per contest and bib, so `simulate` replays exactly what the demo would have loaded.
 */
import { type Checkpoint, type TimerStatus } from '@finishline/core';
import { createRandom, seedOf } from './random.js';

export type RacePlan = {
  /** Own start offset from the gun (ms): start-mat read or wave start. */
  startOffsetMs: number;
  /** Offset from the gun of the read at each checkpoint (same order as the checkpoints); null = no read. */
  readOffsetsMs: (number | null)[];
  timerStatus: TimerStatus | null;
};

export type RunnerProfile = {
  /** Seconds per km this runner would hold when fresh. */
  paceSecPerKm: number;
  /** 0 = front of the start pen, 1 = the back. */
  startRank: number;
};

export function planRace(
  key: string,
  checkpoints: Checkpoint[],
  runner: RunnerProfile,
  startSpreadMs: number,
): RacePlan {
  const random = createRandom(seedOf(key));
  const startOffsetMs = Math.round(runner.startRank * startSpreadMs + random.next() * 20_000);
  const roll = random.next();
  const timerStatus: TimerStatus | null =
    roll < 0.025 ? 'dns' : roll < 0.045 ? 'dnf' : roll < 0.048 ? 'dsq' : null;
  if (timerStatus === 'dns')
    return { startOffsetMs, readOffsetsMs: checkpoints.map(() => null), timerStatus };

  const finish = checkpoints[checkpoints.length - 1];
  const totalM = finish?.distanceM ?? 1;
  // A DNF stops somewhere before the finish (possibly before the first split).
  const stopIndex = timerStatus === 'dnf' ? random.int(0, checkpoints.length - 2) : checkpoints.length - 1;
  const fade = 0.04 + random.next() * 0.12;
  const readOffsetsMs: (number | null)[] = [];
  let clock = startOffsetMs;
  let previousM = 0;
  checkpoints.forEach((checkpoint, i) => {
    if (checkpoint.kind === 'start') {
      readOffsetsMs.push(startOffsetMs);
      return;
    }
    const segmentKm = (checkpoint.distanceM - previousM) / 1000;
    const progress = checkpoint.distanceM / totalM;
    const factor = (1 + fade * progress * progress) * (0.97 + random.next() * 0.06);
    clock += segmentKm * runner.paceSecPerKm * 1000 * factor;
    previousM = checkpoint.distanceM;
    const isIntermediate = checkpoint.kind !== 'finish';
    const missed = isIntermediate && random.chance(0.007);
    readOffsetsMs.push(i > stopIndex || missed ? null : Math.round(clock + random.next() * 999));
  });
  return { startOffsetMs, readOffsetsMs, timerStatus };
}
