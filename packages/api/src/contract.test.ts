/** Every endpoint's answers validate against their TypeBox schema in the contract package. */
import {
  ErrorResponse,
  ResultList,
  SearchResult,
  StartList,
  ContestDetail,
  ContestList,
  EventDetail,
  EventList,
  ParticipantDetail,
  TrackedParticipants,
} from '@finishline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from './testing/endpoints.js';
import { expectValid, getJson, openTestApp, testDbKinds, type TestApp } from './testing/test-app.js';

/** More answers of the same endpoints, on data that fills other branches (live, upcoming, DNF, checkpoints). */
const VARIANTS: [string, Parameters<typeof expectValid>[0]][] = [
  ['/api/events/paris-10k-2026/contests/10k', ContestDetail],
  ['/api/events/sevilla-triathlon-2026/contests/olympic/participants', StartList],
  ['/api/events/paris-10k-2026/contests/10k/results', ResultList],
  ['/api/events/casablanca-marathon-2026/contests/marathon/results?checkpoint=km10&country=MA', ResultList],
  ['/api/events/casablanca-marathon-2026/contests/10k/results', ResultList],
  ['/api/events/casablanca-marathon-2026/participants/3', ParticipantDetail],
  ['/api/events/casablanca-marathon-2026/participants/6', ParticipantDetail],
  ['/api/events/lyon-gran-fondo-2025/participants/502', ParticipantDetail],
  ['/api/events/lyon-gran-fondo-2025/participants/503', ParticipantDetail],
  ['/api/events/lyon-gran-fondo-2025/contests/semi', ContestDetail],
  ['/api/events/lyon-gran-fondo-2025/contests/semi/results?checkpoint=km10', ResultList],
  ['/api/events/lyon-gran-fondo-2025/contests', ContestList],
  ['/api/events/lyon-gran-fondo-2025', EventDetail],
  ['/api/events?period=past', EventList],
  ['/api/events/casablanca-marathon-2026/participants/12', ParticipantDetail],
  ['/api/events/paris-10k-2026/participants/3', ParticipantDetail],
  ['/api/events/lyon-gran-fondo-2025/participants/1', ParticipantDetail],
  ['/api/events/casablanca-marathon-2026/search/participants?bib=9', SearchResult],
  ['/api/events/casablanca-marathon-2026/contests/marathon/tracking?bibs=3,6,11,12,999', TrackedParticipants],
];

describe.each(testDbKinds())('contract on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  it.each(ENDPOINTS.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s matches its schema',
    async (_path, endpoint) => {
      const { status, body } = await getJson(t.app, endpoint.url);
      expect(status).toBe(200);
      expectValid(endpoint.schema, body);
    },
  );

  it.each(VARIANTS)('%s matches its schema', async (url, schema) => {
    const { status, body } = await getJson(t.app, url);
    expect(status).toBe(200);
    expectValid(schema, body);
  });

  it('errors match the error schema', async () => {
    for (const url of ['/api/events/nope', '/api/events?page=0', '/api/x'])
      expectValid(ErrorResponse, (await getJson(t.app, url)).body);
  });
});
