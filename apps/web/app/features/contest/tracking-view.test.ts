import type { ParticipantDetail, Split } from '@finishline/contract';
import { describe, expect, it } from 'vitest';
import { estimateAt, trackParticipant } from './tracking-view';

const gun = Date.UTC(2026, 10, 22, 19, 0, 0);
const split = (
  checkpointId: string,
  km: number,
  minutes: number | null,
  kind: Split['kind'] = 'split',
): Split => ({
  checkpointId,
  name: checkpointId,
  distanceM: km * 1000,
  order: km,
  kind,
  isReached: minutes !== null,
  at: minutes === null ? null : new Date(gun + minutes * 60_000).toISOString(),
  fromStartMs: minutes === null ? null : minutes * 60_000,
  fromPreviousMs: null,
  segmentDistanceM: null,
  segmentPaceMsPerKm: minutes === null ? null : 300_000,
  segmentSpeedKmh: null,
  overallPlace: null,
  genderPlace: null,
});

function detail(status: ParticipantDetail['participant']['status'], splits: Split[]): ParticipantDetail {
  return {
    participant: {
      id: '12',
      bib: '12',
      name: 'Amina',
      firstName: 'Amina',
      lastName: 'El Idrissi',
      club: null,
      country: 'MA',
      nation: 'MA',
      gender: 'f',
      ageGroup: 'F40',
      status,
      contestId: '10k',
    },
    event: {
      id: 'e',
      name: 'E',
      dateFrom: '2026-11-22',
      dateTo: '2026-11-22',
      timeZone: 'Africa/Casablanca',
    },
    contest: {
      id: '10k',
      name: '10 km',
      distanceM: 10_000,
      startTime: new Date(gun).toISOString(),
      timeBasis: 'gun',
      precisionMs: 1000,
      state: 'ongoing',
    },
    result: {
      status,
      overallPlace: null,
      genderPlace: null,
      ageGroupPlace: null,
      officialTimeMs: null,
      gunTimeMs: null,
      netTimeMs: null,
      paceMsPerKm: null,
      speedKmh: null,
      diffMs: null,
      lastCheckpointId: null,
      gapMs: null,
      genderGapMs: null,
      ageGroupGapMs: null,
    },
    splits,
    media: { certificate: { isAvailable: false }, video: { status: 'unavailable', expiresAt: null } },
  };
}

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
    expect(tracked.paceMsPerKm).toBe(300_000);
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

  it('makes no estimate for a runner who has not passed a checkpoint or is no longer running', () => {
    const none = trackParticipant('12', detail('started', [split('km3', 3, null)]), gun);
    expect(none.isFound && none.last).toBeNull();
    expect(none.isFound && none.estimate).toBeNull();
    const out = trackParticipant('12', detail('dnf', [split('km3', 3, 15)]), gun + 60 * 60_000);
    expect(out.isFound && out.estimate).toBeNull();
  });
});
