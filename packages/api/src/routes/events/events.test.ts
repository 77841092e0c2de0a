import { ContestDetail, EventDetail, EventFilters, EventList, ErrorResponse } from '@finishline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAppAt,
  expectValid,
  getJson,
  openTestApp,
  testDbKinds,
  type TestApp,
} from '../../testing/test-app.js';

type Body = Record<string, unknown> & { items: Record<string, unknown>[] };

describe.each(testDbKinds())('events on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  async function list(query: string): Promise<Body> {
    const { status, body } = await getJson(t.app, `/api/events${query}`);
    expect(status).toBe(200);
    expectValid(EventList, body);
    return body as Body;
  }
  const ids = (body: Body) => body.items.map((item) => item.id);

  it('lists every event, newest first by default, each with its contests in brief', async () => {
    const body = await list('');
    expect(ids(body)).toEqual([
      'sevilla-triathlon-2026',
      'paris-10k-2026',
      'casablanca-marathon-2026',
      'lyon-gran-fondo-2025',
    ]);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(body.items[2]).toMatchObject({
      name: 'Marathon International de Casablanca',
      type: 'running',
      country: 'MA',
      city: 'Casablanca',
      dateFrom: '2026-05-10',
      dateTo: '2026-05-10',
      state: 'completed',
      contests: [
        {
          id: 'marathon',
          name: 'Marathon',
          distanceM: 42195,
          startTime: '2026-05-10T07:00:00.000Z',
          gender: 'mf',
        },
        { id: '10k', name: '10 km', distanceM: 10000, startTime: '2026-05-10T09:00:00.000Z', gender: 'mf' },
      ],
    });
  });

  it('filters by period in the event zone: an event happening today is upcoming', async () => {
    expect(ids(await list('?period=upcoming'))).toEqual(['paris-10k-2026', 'sevilla-triathlon-2026']);
    expect(ids(await list('?period=past'))).toEqual(['casablanca-marathon-2026', 'lyon-gran-fondo-2025']);
    expect((await list('?period=upcoming')).items[0]).toMatchObject({ state: 'ongoing' });
  });

  it('moves an event to past once its last day is over in its own zone', async () => {
    // 22:30 UTC on 15 June is already 16 June (00:30) in Paris.
    const late = await buildAppAt(t.db, Date.UTC(2026, 5, 15, 22, 30));
    const body = (await getJson(late, '/api/events?period=past')).body as Body;
    expect(ids(body)).toContain('paris-10k-2026');
    await late.close();
  });

  it('filters by type, country (any case), city (ignoring case and accents) and name words', async () => {
    expect(ids(await list('?type=running'))).toEqual(['paris-10k-2026', 'casablanca-marathon-2026']);
    expect(ids(await list('?country=fr'))).toEqual(['paris-10k-2026', 'lyon-gran-fondo-2025']);
    expect(ids(await list('?city=SEVILLA'))).toEqual(['sevilla-triathlon-2026']);
    expect(ids(await list('?q=triatlon'))).toEqual(['sevilla-triathlon-2026']);
    expect(ids(await list('?q=TRIATLÓN%20sev'))).toEqual(['sevilla-triathlon-2026']);
    expect(ids(await list('?q=casa'))).toEqual(['casablanca-marathon-2026']);
    expect(ids(await list('?q=blanca'))).toEqual([]);
    expect(ids(await list('?type=running&country=MA&period=past'))).toEqual(['casablanca-marathon-2026']);
  });

  it('sorts by date or name and pages', async () => {
    expect(ids(await list('?sort=date'))).toEqual([
      'lyon-gran-fondo-2025',
      'casablanca-marathon-2026',
      'paris-10k-2026',
      'sevilla-triathlon-2026',
    ]);
    expect(ids(await list('?sort=name'))[0]).toBe('lyon-gran-fondo-2025');
    expect(ids(await list('?sort=-name'))[0]).toBe('sevilla-triathlon-2026');
    const second = await list('?sort=date&pageSize=1&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 1 });
    expect(ids(second)).toEqual(['casablanca-marathon-2026']);
    expect(await list('?page=9')).toMatchObject({ items: [], total: 4, page: 9 });
  });

  it('lists the types, countries and cities that have events, with counts and localised names', async () => {
    const { status, body } = await getJson(t.app, '/api/events/filters?locale=fr');
    expect(status).toBe(200);
    expectValid(EventFilters, body);
    expect(body).toMatchObject({
      types: expect.arrayContaining([
        { code: 'running', name: 'Course à pied', count: 2 },
        { code: 'triathlon', name: 'Triathlon', count: 1 },
      ]),
      countries: [
        { code: 'ES', name: 'Espagne', count: 1 },
        { code: 'FR', name: 'France', count: 2 },
        { code: 'MA', name: 'Maroc', count: 1 },
      ],
    });
    expect((body as EventFilters).cities.map((c) => c.name)).toEqual([
      'Casablanca',
      'Lyon',
      'Paris',
      'Sevilla',
    ]);
    const past = (await getJson(t.app, '/api/events/filters?period=past')).body as EventFilters;
    expect(past.types).toEqual([
      { code: 'cycling', name: 'Cycling', count: 1 },
      { code: 'running', name: 'Running', count: 1 },
    ]);
  });

  it('shows one event with its contests and their counts', async () => {
    const { status, body } = await getJson(t.app, '/api/events/casablanca-marathon-2026');
    expect(status).toBe(200);
    expectValid(EventDetail, body);
    expect(body).toMatchObject({
      id: 'casablanca-marathon-2026',
      description: 'Along the Corniche.',
      timeZone: 'Africa/Casablanca',
      contests: [
        { id: 'marathon', timeBasis: 'gun', state: 'completed', participantCount: 12, finisherCount: 7 },
        { id: '10k', timeBasis: 'net', participantCount: 3, finisherCount: 3 },
      ],
    });
    const live = (await getJson(t.app, '/api/events/paris-10k-2026')).body as EventDetail;
    expect(live.state).toBe('ongoing');
    expect(live.contests[0]?.state).toBe('ongoing');
  });

  it('answers 404 with the error shape for an unknown event', async () => {
    for (const url of [
      '/api/events/no-such-event',
      '/api/events/no-such-event/contests',
      '/api/events/x/contests/y',
    ]) {
      const { status, body } = await getJson(t.app, url);
      expect(status).toBe(404);
      expectValid(ErrorResponse, body);
      expect(body).toMatchObject({ error: { code: 'not_found' } });
    }
  });

  it('lists the contests of an event and shows one in detail', async () => {
    const contests = await getJson(t.app, '/api/events/casablanca-marathon-2026/contests');
    expect(contests.status).toBe(200);
    expect(contests.body).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 100,
      items: [{ id: 'marathon' }, { id: '10k' }],
    });
    expect(
      (await getJson(t.app, '/api/events/casablanca-marathon-2026/contests?pageSize=1&page=2')).body,
    ).toMatchObject({
      total: 2,
      items: [{ id: '10k' }],
    });

    const { status, body } = await getJson(t.app, '/api/events/casablanca-marathon-2026/contests/marathon');
    expect(status).toBe(200);
    expectValid(ContestDetail, body);
    expect(body).toMatchObject({
      id: 'marathon',
      eventId: 'casablanca-marathon-2026',
      distanceM: 42195,
      startTime: '2026-05-10T07:00:00.000Z',
      gender: 'mf',
      country: 'MA',
      city: 'Casablanca',
      timeBasis: 'gun',
      precisionMs: 1000,
      state: 'completed',
      checkpoints: [
        { id: 'start', name: 'Start', distanceM: 0, order: 0, kind: 'start' },
        { id: 'km10', distanceM: 10000, order: 1, kind: 'split' },
        { id: 'half', distanceM: 21098, order: 2, kind: 'split' },
        { id: 'finish', distanceM: 42195, order: 3, kind: 'finish' },
      ],
      ageGroups: ['F35', 'F40', 'M40', 'SEN'],
      countries: ['ES', 'FR', 'GB', 'MA'],
      contact: {
        name: 'Race office',
        email: 'office@example.org',
        organizerType: 'association',
        organizer: 'Casablanca Runners Association',
        timingCompany: 'Fast Timing',
        country: 'MA',
      },
      hasCourse: true,
      hasLiveStream: false,
      hasVideos: true,
    });
    const tenK = (await getJson(t.app, '/api/events/casablanca-marathon-2026/contests/10k'))
      .body as ContestDetail;
    expect(tenK).toMatchObject({ timeBasis: 'net', precisionMs: 100, hasCourse: false, hasVideos: false });
    const live = (await getJson(t.app, '/api/events/paris-10k-2026/contests/10k')).body as ContestDetail;
    expect(live).toMatchObject({ state: 'ongoing', hasLiveStream: true });
  });

  it('serves the course as GPX, revalidated by ETag; 404 without one', async () => {
    const url = '/api/events/casablanca-marathon-2026/contests/marathon/course';
    const course = await t.app.inject({ url });
    expect(course.statusCode).toBe(200);
    expect(course.headers['content-type']).toBe('application/gpx+xml; charset=utf-8');
    expect(course.body).toMatch(/^<\?xml[\s\S]*<gpx[\s\S]*<trkpt /);
    const etag = String(course.headers.etag);
    expect(etag).toMatch(/^(W\/)?"/);
    expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    const none = await getJson(t.app, '/api/events/casablanca-marathon-2026/contests/10k/course');
    expect(none.status).toBe(404);
    expectValid(ErrorResponse, none.body);
    expect((await getJson(t.app, '/api/events/casablanca-marathon-2026/contests/nope/course')).status).toBe(
      404,
    );
  });
});
