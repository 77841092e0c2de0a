/** A contest shown in miles: its detail names its units and every pace and speed comes in both units. */
import { ContestDetail, ParticipantDetail, ResultList } from '@finishline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEMI_DISTANCE_M } from '../../testing/fixture-bundle.js';
import { expectValid, getJson, openTestApp, testDbKinds, type TestApp } from '../../testing/test-app.js';

const SEMI = '/api/events/lyon-gran-fondo-2025/contests/semi';
const MILE_M = 1609.344;
const MIN = 60_000;

describe.each(testDbKinds())('contest units on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  async function get<T>(url: string, schema: Parameters<typeof expectValid>[0]): Promise<T> {
    const { status, body } = await getJson(t.app, url);
    expect(status, JSON.stringify(body)).toBe(200);
    expectValid(schema, body);
    return body as T;
  }

  it('says a contest shows pace per mile and speed in mph; another keeps the metric default', async () => {
    const semi = await get<ContestDetail>(SEMI, ContestDetail);
    expect(semi).toMatchObject({ paceUnit: 'min_per_mile', speedUnit: 'mph' });
    const marathon = await get<ContestDetail>(
      '/api/events/casablanca-marathon-2026/contests/marathon',
      ContestDetail,
    );
    expect(marathon).toMatchObject({ paceUnit: 'min_per_km', speedUnit: 'kmh' });
  });

  it('says where the WMA road age grading applies, and whether the organiser made it official', async () => {
    const detail = (url: string) => get<ContestDetail>(url, ContestDetail);
    expect((await detail('/api/events/casablanca-marathon-2026/contests/marathon')).ageGrading).toBe(
      'unofficial',
    );
    expect((await detail('/api/events/paris-10k-2026/contests/10k')).ageGrading).toBe('official');
    // Cycling: the road running tables do not apply.
    expect((await detail(SEMI)).ageGrading).toBeNull();
  });

  it('gives each result row its pace per mile and speed in mph, exactly, beside the metric ones', async () => {
    const { items } = await get<ResultList>(`${SEMI}/results`, ResultList);
    const winner = items[0];
    // Chloé Lefèvre, 1:35:20 over 21 097.5 m: 4:31.2 /km, 7:16.3 /mi, 13.28 km/h, 8.25 mph.
    const timeMs = 95 * MIN + 20_000;
    expect(winner).toMatchObject({
      bib: '501',
      timeMs,
      paceMsPerKm: Math.ceil((timeMs * 1000) / SEMI_DISTANCE_M),
      paceMsPerMile: Math.ceil((timeMs * MILE_M) / SEMI_DISTANCE_M),
    });
    expect(winner?.paceMsPerMile).toBe(436_329);
    expect(winner?.speedMph).toBeCloseTo((SEMI_DISTANCE_M / MILE_M / timeMs) * 3_600_000, 9);
    expect(winner?.speedMph).toBeCloseTo(8.2507, 4);
    const nonFinisher = items.find((row) => row.status !== 'finished');
    expect(nonFinisher).toMatchObject({ paceMsPerMile: null, speedMph: null });
  });

  it('gives the ranking at a checkpoint its pace per mile over the distance there', async () => {
    const { items } = await get<ResultList>(`${SEMI}/results?checkpoint=km10`, ResultList);
    // 45:00 at 10 km: 7:14.2 /mi, 8.28 mph.
    expect(items[0]).toMatchObject({
      timeMs: 45 * MIN,
      paceMsPerMile: Math.ceil((45 * MIN * MILE_M) / 10_000),
    });
    expect(items[0]?.speedMph).toBeCloseTo(10_000 / MILE_M / 0.75, 9);
  });

  it('gives the participant detail the contest’s units, and both units for the result and the splits', async () => {
    const detail = await get<ParticipantDetail>(
      '/api/events/lyon-gran-fondo-2025/participants/501',
      ParticipantDetail,
    );
    expect(detail.contest).toMatchObject({ id: 'semi', paceUnit: 'min_per_mile', speedUnit: 'mph' });
    expect(detail.result.paceMsPerMile).toBe(436_329);
    expect(detail.splits[0]).toMatchObject({
      segmentPaceMsPerKm: 270_000,
      segmentPaceMsPerMile: Math.ceil((45 * MIN * MILE_M) / 10_000),
    });
    expect(detail.splits[0]?.segmentSpeedMph).toBeCloseTo(10_000 / MILE_M / 0.75, 9);
  });
});
