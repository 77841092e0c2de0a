import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { openSampleDb, testDbKinds } from '../testing/test-dbs.js';
import { findContests, findRecordings, getContest, getContestCourse } from './find-contests.js';
import { getContestVersion } from './versions.js';

describe.each(testDbKinds())('contests queries on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb(kind);
  });
  afterAll(() => db.close());

  it('lists an event’s contests by start time with counts and flags', async () => {
    const contests = await findContests(db, 'casa-2026');
    expect(contests.map(({ dataVersion: _v, ...contest }) => contest)).toEqual([
      {
        eventId: 'casa-2026',
        id: 'marathon',
        name: 'Marathon',
        startTime: Date.UTC(2026, 9, 25, 8),
        distanceM: 42_195,
        gender: 'mf',
        country: 'MA',
        city: 'Casablanca',
        timeBasis: 'gun',
        precisionMs: 1000,
        paceUnit: 'min_per_km',
        speedUnit: 'kmh',
        participantCount: 8,
        finisherCount: 5,
        onCourseCount: 0,
        timeLimitMs: null,
        hasCourse: true,
        hasVideos: true,
      },
      {
        eventId: 'casa-2026',
        id: '10k',
        name: '10 km',
        startTime: Date.UTC(2026, 9, 25, 9),
        distanceM: 10_000,
        gender: 'mf',
        country: 'MA',
        city: 'Casablanca',
        timeBasis: 'net',
        precisionMs: 100,
        paceUnit: 'min_per_mile',
        speedUnit: 'mph',
        participantCount: 1,
        finisherCount: 1,
        onCourseCount: 0,
        timeLimitMs: null,
        hasCourse: false,
        hasVideos: false,
      },
    ]);
    expect(await findContests(db, 'nope')).toEqual([]);
  });

  it('gets one contest with checkpoints, contact and entrant facets', async () => {
    const contest = await getContest(db, 'casa-2026', 'marathon');
    expect(contest?.checkpoints.map((checkpoint) => checkpoint.id)).toEqual([
      'start',
      'km10',
      'half',
      'finish',
    ]);
    expect(contest?.checkpoints[1]).toEqual({
      id: 'km10',
      name: '10 km',
      distanceM: 10_000,
      order: 1,
      kind: 'split',
      leg: null,
    });
    expect(contest?.ageGrading).toBe('unofficial');
    expect(contest?.contact).toEqual({
      name: 'Race office',
      email: 'office@example.org',
      phone: null,
      website: 'https://example.org',
      organizerType: 'association',
      organizer: 'Casa Running',
      timingCompany: 'ChronoMaroc',
      country: 'MA',
      city: 'Casablanca',
    });
    expect(contest?.ageGroups).toEqual(['F35', 'F40', 'M40', 'M45', 'MSEN']);
    expect(contest?.countries).toEqual(['ES', 'FR', 'GB', 'MA']);
    expect(contest?.ageGroupScheme).toBeNull();
    expect((await getContestVersion(db, 'casa-2026', 'marathon'))?.key).toBe(String(contest?.dataVersion));
    expect(await getContest(db, 'casa-2026', 'nope')).toBeNull();
  });

  it('serves the course and the recordings', async () => {
    expect(await getContestCourse(db, 'casa-2026', 'marathon')).toContain('<gpx');
    expect(await getContestCourse(db, 'casa-2026', '10k')).toBe('');
    expect(await getContestCourse(db, 'casa-2026', 'nope')).toBeNull();
    expect(await findRecordings(db, 'casa-2026', 'marathon')).toEqual([
      {
        id: 'finish-cam',
        src: 'casa/finish.mp4',
        startsAt: Date.UTC(2026, 9, 25, 10, 20),
        durationMs: 5_400_000,
      },
    ]);
  });
});
