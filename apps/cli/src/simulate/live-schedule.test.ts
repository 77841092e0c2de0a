import { type Checkpoint } from '@finishline/core';
import { describe, expect, it } from 'vitest';
import { buildLiveSchedule, paceForRank, takeDue } from './live-schedule.js';

const checkpoints: Checkpoint[] = [
  { id: 'start', name: 'Start', distanceM: 0, order: 0, kind: 'start' },
  { id: 'km5', name: '5 km', distanceM: 5000, order: 1, kind: 'split' },
  { id: 'finish', name: 'Finish', distanceM: 10000, order: 2, kind: 'finish' },
];
const bibs = Array.from({ length: 400 }, (_, i) => String(i + 1));
const input = { eventId: 'casa', contestId: '10k', checkpoints, bibs };

describe('buildLiveSchedule', () => {
  const schedule = buildLiveSchedule(input);

  it('is deterministic and ordered by time', () => {
    expect(buildLiveSchedule(input)).toEqual(schedule);
    for (let i = 1; i < schedule.length; i++)
      expect(schedule[i]!.offsetMs).toBeGreaterThanOrEqual(schedule[i - 1]!.offsetMs);
  });

  it('gives each runner at most one read per checkpoint, in course order', () => {
    const byBib = new Map<string, string[]>();
    for (const event of schedule)
      if (event.kind === 'read') byBib.set(event.bib, [...(byBib.get(event.bib) ?? []), event.checkpointId]);
    for (const reads of byBib.values()) {
      const order = reads.map((id) => checkpoints.findIndex((c) => c.id === id));
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(new Set(reads).size).toBe(reads.length);
    }
    // Most of the field finishes; a few DNS, DNF or DSQ verdicts come from the timer.
    const finishers = schedule.filter((e) => e.kind === 'read' && e.checkpointId === 'finish').length;
    expect(finishers).toBeGreaterThan(bibs.length * 0.9);
    expect(schedule.some((e) => e.kind === 'status')).toBe(true);
  });

  it('lets the front of the field finish first, at a plausible 10 km time', () => {
    const finishes = schedule.filter((e) => e.kind === 'read' && e.checkpointId === 'finish');
    const first = finishes[0]!;
    expect(Number(first.bib)).toBeLessThan(40);
    expect(first.offsetMs).toBeGreaterThan(28 * 60_000);
    expect(first.offsetMs).toBeLessThan(40 * 60_000);
  });

  it('paces the field from fastest to slowest', () => {
    expect(paceForRank(0)).toBeLessThan(paceForRank(0.5));
    expect(paceForRank(0.5)).toBeLessThan(paceForRank(1));
  });
});

describe('takeDue', () => {
  it('returns what is due and where to go on', () => {
    const schedule = buildLiveSchedule(input);
    const [due, next] = takeDue(schedule, 0, 60_000);
    expect(due.every((e) => e.offsetMs <= 60_000)).toBe(true);
    expect(schedule[next]?.offsetMs ?? Infinity).toBeGreaterThan(60_000);
    const [rest, end] = takeDue(schedule, next, Infinity);
    expect(due.length + rest.length).toBe(schedule.length);
    expect(end).toBe(schedule.length);
  });
});
