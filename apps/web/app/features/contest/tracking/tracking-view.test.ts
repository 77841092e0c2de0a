import { describe, expect, it } from 'vitest';
import { detail, gun, split } from './tracking-test-fixtures';
import { estimateAt, trackParticipant } from './tracking-view';

describe('trackParticipant', () => {
  it('shows the last checkpoint passed, skipping missed reads, with an estimate while on course', () => {
    const now = gun + 20 * 60_000;
    const tracked = trackParticipant(
      '12',
      detail('started', [split('km3', 3, 15), split('km5', 5, null)]),
      now,
    );
    if (!tracked.isFound) throw new Error('not found');
    expect(tracked.last).toMatchObject({ checkpointId: 'km3', fromStartMs: 900_000 });
    expect(tracked.pace).toBe(300_000);
    expect(tracked.paceUnit).toBe('min_per_km');
    // 5 minutes at 5:00/km past km 3: about km 4; the finish 35 minutes after the 15 at km 3.
    expect(tracked.estimate).toMatchObject({
      distanceM: 4000,
      finishFromStartMs: 50 * 60_000,
      isOverdue: false,
    });
  });

  it('moves the estimate on with the clock, up to just before the finish, then calls it overdue', () => {
    const tracked = trackParticipant('12', detail('started', [split('km3', 3, 15)]), gun + 20 * 60_000);
    if (!tracked.isFound || !tracked.estimate) throw new Error('no estimate');
    const { estimate } = tracked;
    // 15 minutes at 5:00/km is 3 km: the estimate moves 3.33 m a second.
    expect(estimateAt(estimate, gun + 20 * 60_000)).toEqual({ distanceM: 4000, isOverdue: false });
    expect(estimateAt(estimate, gun + 20 * 60_000 + 3_000)).toEqual({ distanceM: 4010, isOverdue: false });
    expect(estimateAt(estimate, gun + 35 * 60_000)).toEqual({ distanceM: 7000, isOverdue: false });
    const late = estimateAt(estimate, gun + 60 * 60_000);
    expect(late.isOverdue).toBe(true);
    expect(late.distanceM).toBeLessThan(10_000);
  });

  it('takes the finish, its range and when the runner is overdue from the API forecast when there is one', () => {
    const shown = detail('started', [split('km3', 3, 15)]);
    shown.forecasts = [
      {
        checkpointId: 'finish',
        name: 'Finish',
        distanceM: 10_000,
        kind: 'finish',
        fromStartMs: 52 * 60_000,
        earliestFromStartMs: 49 * 60_000,
        latestFromStartMs: 56 * 60_000,
        at: new Date(gun + 52 * 60_000).toISOString(),
        earliestAt: new Date(gun + 49 * 60_000).toISOString(),
        latestAt: new Date(gun + 56 * 60_000).toISOString(),
        basis: 'field',
      },
    ];
    const tracked = trackParticipant('12', shown, gun + 20 * 60_000);
    if (!tracked.isFound || !tracked.estimate) throw new Error('no estimate');
    expect(tracked.estimate).toMatchObject({
      finishFromStartMs: 52 * 60_000,
      finishRange: { earliestFromStartMs: 49 * 60_000, latestFromStartMs: 56 * 60_000 },
      isOverdue: false,
    });
    // The pace alone would call it overdue at 50 minutes; the forecast's range runs to 56.
    expect(estimateAt(tracked.estimate, gun + 53 * 60_000).isOverdue).toBe(false);
    expect(estimateAt(tracked.estimate, gun + 57 * 60_000).isOverdue).toBe(true);
  });

  it('shows the pace per mile for a contest shown in miles, the estimate still moving in metres', () => {
    const shown = detail('started', [split('km3', 3, 15)]);
    shown.contest.paceUnit = 'min_per_mile';
    const tracked = trackParticipant('12', shown, gun + 20 * 60_000);
    if (!tracked.isFound) throw new Error('not found');
    // 5:00 per km is 8:02.8 per mile.
    expect(tracked).toMatchObject({ pace: 482_804, paceUnit: 'min_per_mile' });
    expect(tracked.estimate).toMatchObject({ distanceM: 4000, paceMsPerKm: 300_000 });
    // Without a segment pace, the average from the start, per mile: 15:00 over 3 km.
    const bare = detail('started', [
      { ...split('km3', 3, 15), segmentPaceMsPerKm: null, segmentPaceMsPerMile: null },
    ]);
    bare.contest.paceUnit = 'min_per_mile';
    const average = trackParticipant('12', bare, gun + 20 * 60_000);
    expect(average.isFound && average.pace).toBe(Math.ceil((15 * 60_000 * 1609.344) / 3000));
  });

  it('makes no estimate for a runner who has not passed a checkpoint or is no longer running', () => {
    const none = trackParticipant('12', detail('started', [split('km3', 3, null)]), gun);
    expect(none.isFound && none.last).toBeNull();
    expect(none.isFound && none.estimate).toBeNull();
    const out = trackParticipant('12', detail('dnf', [split('km3', 3, 15)]), gun + 60 * 60_000);
    expect(out.isFound && out.estimate).toBeNull();
  });
});
