/** A followed runner's detail as the API gives it, for the Tracking tab's unit tests. */
import type { ParticipantDetail, Split } from '@finishline/contract';

export const gun = Date.UTC(2026, 10, 22, 19, 0, 0);
export const split = (
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
  segmentPaceMsPerMile: minutes === null ? null : 482_804,
  segmentSpeedMph: null,
  overallPlace: null,
  genderPlace: null,
});

export function detail(
  status: ParticipantDetail['participant']['status'],
  splits: Split[],
): ParticipantDetail {
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
      paceUnit: 'min_per_km',
      speedUnit: 'kmh',
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
      paceMsPerMile: null,
      speedMph: null,
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
