import {
  ComingNext,
  ErrorResponse,
  ParticipantDetail,
  StartList,
  TrackedParticipants,
} from '@finishline/contract';
import { upsertBundle } from '@finishline/db';
import { MARATHON_GUN } from '../../testing/fixture-runners.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAppAt,
  expectValid,
  getJson,
  openTestApp,
  testDbKinds,
  type TestApp,
} from '../../testing/test-app.js';

const START_LIST = '/api/events/casablanca-marathon-2026/contests/marathon/participants';

describe.each(testDbKinds())('participants on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  async function startList(query = ''): Promise<StartList> {
    const { status, body } = await getJson(t.app, `${START_LIST}${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expectValid(StartList, body);
    return body as StartList;
  }
  const bibs = (list: StartList) => list.items.map((item) => item.bib);

  it('lists the start list by bib, numbers as numbers', async () => {
    const list = await startList();
    expect(bibs(list)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(list).toMatchObject({ total: 12, page: 1, pageSize: 100 });
    expect(list.items[1]).toEqual({
      id: '2',
      bib: '2',
      name: 'José Ñandú',
      firstName: 'José',
      lastName: 'Ñandú',
      club: 'Club Atlético Sevilla',
      country: 'ES',
      nation: 'ES',
      gender: 'm',
      ageGroup: 'M40',
      status: 'finished',
    });
  });

  it('sorts by last name then first name, ignoring accents', async () => {
    expect((await startList('?sort=name')).items.map((item) => item.lastName)).toEqual([
      'Amrani',
      'Benali',
      'Benjelloun',
      'Dupont',
      'El Idrissi',
      'García',
      'Haddad',
      'Martin',
      'Ñandú',
      'Taylor',
      'Tazi',
      'العلوي',
    ]);
  });

  it('filters by gender, age group, country, club, status, bib and text', async () => {
    expect(bibs(await startList('?gender=f'))).toEqual(['1', '5', '6', '10', '12']);
    expect(bibs(await startList('?ageGroup=M40'))).toEqual(['2', '4', '9']);
    expect(bibs(await startList('?country=es'))).toEqual(['2', '10']);
    expect(bibs(await startList('?club=CASA%20running%20CLUB'))).toEqual(['1', '5', '11']);
    expect(bibs(await startList('?status=dns'))).toEqual(['9']);
    expect(bibs(await startList('?status=registered'))).toEqual(['12']);
    expect(bibs(await startList('?bib=10'))).toEqual(['10']);
    expect(bibs(await startList('?text=nandu'))).toEqual(['2']);
    expect(bibs(await startList('?text=ben'))).toEqual(['5', '11']);
    expect(bibs(await startList('?text=casa%20omar'))).toEqual(['11']);
    expect(bibs(await startList('?text=%D9%86%D8%A7%D8%AF%D9%8A'))).toEqual(['3']);
    expect(bibs(await startList('?gender=f&country=MA&sort=name'))).toEqual(['5', '1', '12']);
  });

  it('pages', async () => {
    const list = await startList('?pageSize=5&page=3');
    expect(list).toMatchObject({ total: 12, page: 3, pageSize: 5 });
    expect(bibs(list)).toEqual(['11', '12']);
    expect(await startList('?pageSize=5&page=4')).toMatchObject({ items: [], total: 12 });
  });

  it('lists an upcoming contest with everyone registered', async () => {
    const { body } = await getJson(t.app, '/api/events/sevilla-triathlon-2026/contests/olympic/participants');
    expect(body).toMatchObject({ total: 2, items: [{ bib: '101', status: 'registered' }, { bib: '102' }] });
  });

  async function participant(eventId: string, id: string): Promise<ParticipantDetail> {
    const { status, body } = await getJson(t.app, `/api/events/${eventId}/participants/${id}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expectValid(ParticipantDetail, body);
    return body as ParticipantDetail;
  }

  it('shows a participant with result, every split and media', async () => {
    const detail = await participant('casablanca-marathon-2026', '3');
    expect(detail.participant).toMatchObject({
      id: '3',
      bib: '3',
      name: 'محمد العلوي',
      contestId: 'marathon',
    });
    expect(detail.event).toEqual({
      id: 'casablanca-marathon-2026',
      name: 'Marathon International de Casablanca',
      dateFrom: '2026-05-10',
      dateTo: '2026-05-10',
      timeZone: 'Africa/Casablanca',
    });
    expect(detail.contest).toMatchObject({
      id: 'marathon',
      timeBasis: 'gun',
      precisionMs: 1000,
      state: 'completed',
      paceUnit: 'min_per_km',
      speedUnit: 'kmh',
    });
    expect(detail.result).toMatchObject({
      status: 'finished',
      overallPlace: 1,
      genderPlace: 1,
      officialTimeMs: 8_400_000,
      gapMs: 0,
      diffMs: 0,
    });
    expect(detail.splits.map((split) => split.checkpointId)).toEqual(['km10', 'half', 'finish']);
    expect(detail.splits[1]).toEqual({
      checkpointId: 'half',
      name: 'Half marathon',
      distanceM: 21_098,
      order: 2,
      kind: 'split',
      leg: null,
      isReached: true,
      isSetAside: false,
      at: '2026-05-10T08:10:05.000Z',
      fromStartMs: 4_205_000,
      fromPreviousMs: 4_205_000 - 1_990_000,
      segmentDistanceM: 11_098,
      segmentPaceMsPerKm: Math.ceil(((4_205_000 - 1_990_000) * 1000) / 11_098),
      segmentSpeedKmh: (11_098 * 3600) / (4_205_000 - 1_990_000),
      segmentPaceMsPerMile: Math.ceil(((4_205_000 - 1_990_000) * 1609.344) / 11_098),
      segmentSpeedMph: (11_098 * 3_600_000) / (1609.344 * (4_205_000 - 1_990_000)),
      overallPlace: 2,
      genderPlace: 2,
      // The race analysis: 5 s behind the leader at the half, first of the age group, nobody passed either way,
      // and the field's median for 10 km → half.
      ageGroupPlace: 1,
      gapMs: 5_000,
      genderGapMs: 5_000,
      ageGroupGapMs: 0,
      passed: 0,
      passedBy: 0,
      fieldMedianSegmentMs: 2_340_000,
    });
    expect(detail.forecasts).toEqual([]);
    expect(detail.media).toEqual({
      certificate: {
        isAvailable: true,
        url: '/api/events/casablanca-marathon-2026/participants/3/certificate.pdf',
      },
      video: {
        status: 'available',
        expiresAt: '2026-11-10',
        // The finish read is 300.4 s into the recording; the clip runs 5 s either side.
        url: '/api/events/casablanca-marathon-2026/contests/marathon/recordings/finish-cam#t=295.4,305.4',
        contentType: 'video/mp4',
        clipStartsAt: '2026-05-10T09:19:55.400Z',
        clipEndsAt: '2026-05-10T09:20:05.400Z',
      },
    });
  });

  it('forecasts the next checkpoint and the finish of a runner still on the course', async () => {
    const detail = await participant('casablanca-marathon-2026', '7');
    const km10 = 45 * 60_000;
    // Too few runners in the fixture for the field's behaviour: Riegel's formula from the runner's own time.
    expect(detail.forecasts.map(({ checkpointId, basis }) => [checkpointId, basis])).toEqual([
      ['half', 'pace'],
      ['finish', 'pace'],
    ]);
    const [half] = detail.forecasts;
    expect(half?.fromStartMs).toBe(Math.round(km10 * (21_098 / 10_000) ** 1.06));
    expect(half!.earliestFromStartMs).toBeLessThan(half!.fromStartMs);
    expect(half!.latestFromStartMs).toBeGreaterThan(half!.fromStartMs);
    expect(Date.parse(half!.at) - Date.parse(detail.splits[0]!.at!)).toBe(half!.fromStartMs - km10);
  });

  it('counts no passings on a segment the runner was not timed at both ends of', async () => {
    const detail = await participant('casablanca-marathon-2026', '11');
    expect(detail.splits[2]).toMatchObject({ passed: null, passedBy: null, gapMs: expect.any(Number) });
  });

  it('leaves a gap for a missed split and spans it with the next segment', async () => {
    const detail = await participant('casablanca-marathon-2026', '11');
    expect(detail.splits.map((split) => split.isReached)).toEqual([true, false, true]);
    expect(detail.splits[1]).toMatchObject({ at: null, fromStartMs: null, overallPlace: null });
    expect(detail.splits[2]).toMatchObject({
      fromStartMs: 11_100_000,
      fromPreviousMs: 8_100_000,
      segmentDistanceM: 32_195,
    });
  });

  it('serves fractional distances: a half marathon of 21 097.5 m and its segments', async () => {
    const finisher = await participant('lyon-gran-fondo-2025', '501');
    expect(finisher.contest).toMatchObject({ id: 'semi', distanceM: 21_097.5 });
    const finishMs = 95 * 60_000 + 20_000;
    expect(finisher.result).toMatchObject({
      status: 'finished',
      officialTimeMs: finishMs,
      paceMsPerKm: Math.ceil((finishMs * 1000) / 21_097.5),
      paceMsPerMile: Math.ceil((finishMs * 1609.344) / 21_097.5),
    });
    expect(
      finisher.splits.map(({ checkpointId, distanceM, segmentDistanceM }) => ({
        checkpointId,
        distanceM,
        segmentDistanceM,
      })),
    ).toEqual([
      { checkpointId: 'km10', distanceM: 10_000, segmentDistanceM: 10_000 },
      { checkpointId: 'finish', distanceM: 21_097.5, segmentDistanceM: 11_097.5 },
    ]);
    const segmentMs = finishMs - 45 * 60_000;
    expect(finisher.splits[1]).toMatchObject({
      fromPreviousMs: segmentMs,
      segmentPaceMsPerKm: Math.ceil((segmentMs * 1000) / 11_097.5),
      segmentSpeedKmh: (11_097.5 * 3600) / segmentMs,
      segmentPaceMsPerMile: Math.ceil((segmentMs * 1609.344) / 11_097.5),
    });
    // A missed 10 km read: the finish segment spans the whole course.
    const missed = await participant('lyon-gran-fondo-2025', '502');
    expect(missed.splits.map((split) => split.segmentDistanceM)).toEqual([null, 21_097.5]);
  });

  it('tells when the video is unavailable or expired', async () => {
    const dnf = await participant('casablanca-marathon-2026', '6');
    expect(dnf.result).toMatchObject({ status: 'dnf', officialTimeMs: null, overallPlace: null });
    const noClip = { url: null, contentType: null, clipStartsAt: null, clipEndsAt: null };
    expect(dnf.media).toEqual({
      certificate: { isAvailable: false, url: null },
      video: { status: 'unavailable', expiresAt: null, ...noClip },
    });
    const noRecording = await participant('casablanca-marathon-2026', '1001');
    expect(noRecording.media.video).toEqual({ status: 'unavailable', expiresAt: null, ...noClip });
    const old = await participant('lyon-gran-fondo-2025', '2');
    expect(old.media).toEqual({
      certificate: {
        isAvailable: true,
        url: '/api/events/lyon-gran-fondo-2025/participants/2/certificate.pdf',
      },
      video: { status: 'expired', expiresAt: '2025-12-01', ...noClip },
    });
  });

  it('offers the video through the last day of the six months, in the event zone', async () => {
    // 10 Nov 2026 23:30 in Casablanca (UTC+1) is 22:30 UTC; one hour later it is 11 Nov there.
    const lastDay = await buildAppAt(t.db, Date.UTC(2026, 10, 10, 22, 30));
    const dayAfter = await buildAppAt(t.db, Date.UTC(2026, 10, 10, 23, 30));
    const url = '/api/events/casablanca-marathon-2026/participants/1';
    expect((await getJson(lastDay, url)).body).toMatchObject({ media: { video: { status: 'available' } } });
    expect((await getJson(dayAfter, url)).body).toMatchObject({ media: { video: { status: 'expired' } } });
    await Promise.all([lastDay.close(), dayAfter.close()]);
  });

  it('lists who is coming next at a checkpoint, with the forecast, during the race', async () => {
    // 08:10 UTC on race day: bib 7 passed 10 km at 07:45 and is due at the half around 08:35.
    const during = await buildAppAt(t.db, MARATHON_GUN + 70 * 60_000);
    const url = '/api/events/casablanca-marathon-2026/contests/marathon/coming-next?checkpoint=half';
    const { status, body } = await getJson(during, url);
    expect(status, JSON.stringify(body)).toBe(200);
    expectValid(ComingNext, body);
    const answer = body as ComingNext;
    expect(answer).toMatchObject({ checkpointId: 'half', name: 'Half marathon', distanceM: 21_098 });
    expect(answer.items.map((item) => item.bib)).toEqual(['7']);
    expect(answer.items[0]?.forecast).toMatchObject({ checkpointId: 'half', basis: 'pace' });
    // Long after the race, a runner who never came is not "coming next".
    expect((await getJson(t.app, url)).body).toMatchObject({ items: [] });
    for (const [bad, code] of [
      ['?checkpoint=nowhere', 404],
      ['?checkpoint=start', 404],
      ['?checkpoint=half&limit=0', 400],
      ['', 400],
    ] as const) {
      const answer = await getJson(during, url.replace('?checkpoint=half', bad));
      expect(answer.status, bad).toBe(code);
      expectValid(ErrorResponse, answer.body);
    }
    await during.close();
  });

  it('answers 404 for an unknown participant or event', async () => {
    for (const url of [
      '/api/events/casablanca-marathon-2026/participants/999',
      '/api/events/nope/participants/1',
    ]) {
      const { status, body } = await getJson(t.app, url);
      expect(status).toBe(404);
      expectValid(ErrorResponse, body);
    }
  });

  describe('tracking', () => {
    const TRACKING = '/api/events/casablanca-marathon-2026/contests/marathon/tracking';

    async function tracking(bibs: string): Promise<TrackedParticipants> {
      const { status, body } = await getJson(t.app, `${TRACKING}?bibs=${bibs}`);
      expect(status, JSON.stringify(body)).toBe(200);
      expectValid(TrackedParticipants, body);
      return body as TrackedParticipants;
    }

    it('gives the followed bibs in the order asked, each as the participant detail does', async () => {
      const { items } = await tracking('11,999,3,11,6');
      expect(items.map((item) => item.participant.bib)).toEqual(['11', '3', '6']);
      // As the participant detail, but for the race analysis, which only the participant page asks for.
      const analysed = await participant('casablanca-marathon-2026', '3');
      const noAnalysis = {
        ageGroupPlace: null,
        gapMs: null,
        genderGapMs: null,
        ageGroupGapMs: null,
        passed: null,
        passedBy: null,
        fieldMedianSegmentMs: null,
      };
      expect(items[1]).toEqual({
        ...analysed,
        splits: analysed.splits.map((split) => ({ ...split, ...noAnalysis })),
      });
      expect(items[0]?.splits.map((split) => split.isReached)).toEqual([true, false, true]);
      expect(items[2]?.result.status).toBe('dnf');
      expect((await tracking('999')).items).toEqual([]);
    });

    it('gives the forecasts of a runner on the course, as the participant page does', async () => {
      const [onCourse] = (await tracking('7')).items;
      expect(onCourse?.forecasts).toEqual((await participant('casablanca-marathon-2026', '7')).forecasts);
      expect(onCourse?.forecasts.map((forecast) => forecast.checkpointId)).toEqual(['half', 'finish']);
    });

    it('takes up to 200 bibs, and answers 400 for more, none or a malformed one', async () => {
      const many = Array.from({ length: 200 }, (_, index) => String(index + 1)).join(',');
      expect((await tracking(many)).items).toHaveLength(12);
      for (const query of [`?bibs=${many},201`, '?bibs=', '', '?bibs=1,,2', '?bibs=1;2', '?bibs=%3Cb%3E']) {
        const { status, body } = await getJson(t.app, `${TRACKING}${query}`);
        expect(status, query).toBe(400);
        expectValid(ErrorResponse, body);
      }
    });

    it('answers 404 for an unknown contest or event', async () => {
      for (const url of [
        '/api/events/casablanca-marathon-2026/contests/nope/tracking?bibs=1',
        '/api/events/nope/contests/marathon/tracking?bibs=1',
      ]) {
        const { status, body } = await getJson(t.app, url);
        expect(status, url).toBe(404);
        expectValid(ErrorResponse, body);
      }
    });

    it('is in the OpenAPI description, its query described', async () => {
      const document = (await t.app.inject({ url: '/api/docs/json' })).json<{
        paths: Record<string, { get?: { parameters?: { name: string; in: string; required?: boolean }[] } }>;
      }>();
      const operation = document.paths['/api/events/{eventId}/contests/{contestId}/tracking']?.get;
      expect(operation?.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'bibs', in: 'query', required: true })]),
      );
    });

    it('revalidates by ETag: 304 while nothing changed, per list of bibs', async () => {
      const first = await t.app.inject({ url: `${TRACKING}?bibs=1,2` });
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"/);
      expect(
        (await t.app.inject({ url: `${TRACKING}?bibs=1,2`, headers: { 'if-none-match': etag } })).statusCode,
      ).toBe(304);
      expect(
        (await t.app.inject({ url: `${TRACKING}?bibs=2,1`, headers: { 'if-none-match': etag } })).statusCode,
      ).toBe(200);
    });
  });
  // Last: it changes the fixture (a set-aside time for bib 11).
  it('says where the import set a time aside, on the page and on the tracking card', async () => {
    const before = await participant('casablanca-marathon-2026', '11');
    expect(before.splits.map((split) => split.isSetAside)).toEqual([false, false, false]);
    const half = before.splits[1]!;
    await upsertBundle(t.db, {
      events: [],
      contests: [],
      participants: [],
      passings: [],
      recordings: [],
      setAside: [
        {
          eventId: 'casablanca-marathon-2026',
          contestId: 'marathon',
          bib: '11',
          checkpointId: half.checkpointId,
          at: Date.parse('2026-05-10T12:00:00Z'),
          line: 12,
          column: 'Half',
          value: '4:00:00',
          reason:
            '4:00:00 at Half marathon is later than 3:05:00 at Finish, which comes after it on the course',
        },
      ],
    });
    const after = await participant('casablanca-marathon-2026', '11');
    expect(after.splits.map((split) => split.isSetAside)).toEqual([false, true, false]);
    // Set aside, not a split: the time is nowhere in the answer.
    expect(after.splits[1]).toMatchObject({ isReached: false, at: null, fromStartMs: null });
    const { body } = await getJson(
      t.app,
      '/api/events/casablanca-marathon-2026/contests/marathon/tracking?bibs=11,1',
    );
    const items = (body as TrackedParticipants).items;
    expect(items.map((item) => item.splits.some((split) => split.isSetAside))).toEqual([true, false]);
  });
});
