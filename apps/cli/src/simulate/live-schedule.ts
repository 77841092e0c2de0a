/**
 * What a simulated race emits, in order: every read and timer verdict of every bib, as offsets from the gun.
 * Pure and deterministic (planRace is seeded by contest and bib), so a replay is reproducible and testable.
 */
import { type Checkpoint, type TimerStatus } from '@finishline/core';
import { planRace } from '../demo/race-plan.js';

export type LiveEvent =
  | { kind: 'read'; offsetMs: number; bib: string; checkpointId: string }
  | { kind: 'status'; offsetMs: number; bib: string; status: TimerStatus };

export type ScheduleInput = {
  eventId: string;
  contestId: string;
  checkpoints: Checkpoint[];
  /** Bibs in start-pen order: the first is the fastest runner, as in the demo's fields. */
  bibs: string[];
  /** How long the start pens take to cross the line (ms). */
  startSpreadMs?: number;
};

/** Winner and back-marker paces (s/km); the field spreads between them, denser near the middle. */
const FASTEST_PACE = 190;
const SLOWEST_PACE = 480;

export function paceForRank(rank: number): number {
  return FASTEST_PACE + (SLOWEST_PACE - FASTEST_PACE) * Math.pow(Math.min(1, Math.max(0, rank)), 0.8);
}

export function buildLiveSchedule(input: ScheduleInput): LiveEvent[] {
  const { bibs, checkpoints } = input;
  const spread = input.startSpreadMs ?? Math.min(15 * 60_000, bibs.length * 150);
  const events: LiveEvent[] = [];
  bibs.forEach((bib, position) => {
    const startRank = position / Math.max(1, bibs.length - 1);
    const plan = planRace(
      `${input.eventId}/${input.contestId}/${bib}`,
      checkpoints,
      { paceSecPerKm: paceForRank(startRank), startRank },
      spread,
    );
    let lastOffset = plan.startOffsetMs;
    plan.readOffsetsMs.forEach((offsetMs, i) => {
      const checkpoint = checkpoints[i];
      if (offsetMs === null || checkpoint === undefined) return;
      events.push({ kind: 'read', offsetMs, bib, checkpointId: checkpoint.id });
      lastOffset = Math.max(lastOffset, offsetMs);
    });
    // The timer's verdict comes a little after the runner's last read (a DNS once the pens have crossed).
    if (plan.timerStatus !== null) {
      const offsetMs = plan.timerStatus === 'dns' ? spread + 60_000 : lastOffset + 5 * 60_000;
      events.push({ kind: 'status', offsetMs, bib, status: plan.timerStatus });
    }
  });
  return events.sort((a, b) => a.offsetMs - b.offsetMs);
}

/** The events due by `clockMs` (offset from the gun), from `from` on; returns them and the next index. */
export function takeDue(schedule: LiveEvent[], from: number, clockMs: number): [LiveEvent[], number] {
  let end = from;
  while (end < schedule.length && (schedule[end]?.offsetMs ?? Infinity) <= clockMs) end++;
  return [schedule.slice(from, end), end];
}
