import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { getParticipantDetail, getParticipantDetailsByBibs } from './get-participant.js';

const GUN = Date.UTC(2026, 9, 25, 8);
const MIN = 60_000;

describe.each(testDbKinds())('participant detail on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb(kind);
  });
  afterAll(() => db.close());

  it('returns the participant, event, contest, result and every split', async () => {
    const detail = await getParticipantDetail(db, 'casa-2026', 'm2');
    expect(detail?.participant).toMatchObject({
      id: 'm2',
      bib: '2',
      displayName: 'Amina El Idrissi',
      status: 'finished',
    });
    expect(detail?.event).toMatchObject({ id: 'casa-2026', timeZone: 'Africa/Casablanca' });
    expect(detail?.contest).toMatchObject({ id: 'marathon', timeBasis: 'gun', hasVideos: true });
    expect(detail?.result).toEqual({
      status: 'finished',
      overallPlace: 3,
      genderPlace: 1,
      ageGroupPlace: 1,
      officialTimeMs: 165 * MIN,
      gunTimeMs: 165 * MIN,
      netTimeMs: 165 * MIN - 18_000,
      paceMsPerKm: Math.ceil((165 * MIN * 1000) / 42_195),
      speedKmh: (42_195 * 3600) / (165 * MIN),
      paceMsPerMile: Math.ceil((165 * MIN * 1609.344) / 42_195),
      speedMph: (42_195 * 3_600_000) / (1609.344 * 165 * MIN),
      gapMs: 15 * MIN,
      genderGapMs: 0,
      ageGroupGapMs: 0,
      diffMs: 15 * MIN,
      lastCheckpointId: 'finish',
      rank: 3,
    });
    expect(
      detail?.splits.map((split) => [
        split.checkpointId,
        split.isReached,
        split.fromStartMs,
        split.fromPreviousMs,
      ]),
    ).toEqual([
      ['start', false, null, null],
      ['km10', true, 38 * MIN, 38 * MIN],
      ['half', true, 80 * MIN, 42 * MIN],
      ['finish', true, 165 * MIN, 85 * MIN],
    ]);
    expect(detail?.splits[1]).toMatchObject({
      name: '10 km',
      distanceM: 10_000,
      order: 1,
      kind: 'split',
      at: GUN + 38 * MIN,
      segmentDistanceM: 10_000,
      segmentPaceMsPerKm: 228_000,
      // 38:00 over 10 km: 6:06.9 per mile, 9.81 mph.
      segmentPaceMsPerMile: Math.ceil((38 * MIN * 1609.344) / 10_000),
      overallPlace: 3,
      genderPlace: 1,
    });
    expect(detail?.splits[1]?.segmentSpeedMph).toBeCloseTo(9.81, 2);
    expect(detail?.finishAt).toBe(GUN + 165 * MIN);
    expect(detail?.recordingAtFinish).toMatchObject({ id: 'finish-cam' });
  });

  it('lets a segment span a missing read', async () => {
    const detail = await getParticipantDetail(db, 'casa-2026', 'm3');
    const finish = detail?.splits.find((split) => split.checkpointId === 'finish');
    expect(detail?.splits.find((split) => split.checkpointId === 'half')?.isReached).toBe(false);
    expect(finish).toMatchObject({
      fromStartMs: 170 * MIN,
      fromPreviousMs: 130 * MIN,
      segmentDistanceM: 32_195,
    });
  });

  it('shows a registered entrant with no time, and null for an unknown id', async () => {
    const detail = await getParticipantDetail(db, 'casa-2026', 'm13');
    expect(detail?.result).toMatchObject({
      status: 'registered',
      officialTimeMs: null,
      overallPlace: null,
      paceMsPerMile: null,
      speedMph: null,
    });
    expect(detail?.splits.every((split) => !split.isReached)).toBe(true);
    expect(detail?.finishAt).toBeNull();
    expect(detail?.recordingAtFinish).toBeNull();
    expect(await getParticipantDetail(db, 'casa-2026', 'nope')).toBeNull();
  });

  it('finds a contest’s participants by bib in one call, in the order asked, each as the detail by id gives', async () => {
    const details = await getParticipantDetailsByBibs(db, 'casa-2026', 'marathon', [
      '3',
      'nope',
      '2',
      '3',
      '13',
    ]);
    expect(details?.map((detail) => detail.participant.bib)).toEqual(['3', '2', '13']);
    const [byBib] = (await getParticipantDetailsByBibs(db, 'casa-2026', 'marathon', ['2'])) ?? [];
    expect(byBib).toEqual(await getParticipantDetail(db, 'casa-2026', 'm2'));
    // Bibs are per contest: the 10 km's bib 1 is not the marathon's.
    const tenK = await getParticipantDetailsByBibs(db, 'casa-2026', '10k', ['1']);
    expect(tenK?.map((detail) => [detail.participant.contestId, detail.contest.id])).toEqual([
      ['10k', '10k'],
    ]);
    expect(await getParticipantDetailsByBibs(db, 'casa-2026', 'marathon', [])).toEqual([]);
    // A bib with quotes or braces is data, not array syntax.
    expect(await getParticipantDetailsByBibs(db, 'casa-2026', 'marathon', ['"}', '{1,2}'])).toEqual([]);
    expect(await getParticipantDetailsByBibs(db, 'casa-2026', 'nope', ['2'])).toBeNull();
    expect(await getParticipantDetailsByBibs(db, 'nope', 'marathon', ['2'])).toBeNull();
  });
});
