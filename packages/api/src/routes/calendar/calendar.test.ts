import { ErrorResponse } from '@finishline/contract';
import { upsertBundle } from '@finishline/db';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_NOW, MARATHON_GUN, TEN_K_GUN } from '../../testing/fixture-bundle.js';
import { expectValid, getJson, openTestApp, testDbKinds, type TestApp } from '../../testing/test-app.js';

const contact = {
  name: 'Race office',
  email: 'office@example.org',
  phone: null,
  website: null,
  organizerType: 'club',
  organizer: 'Rabat Walkers',
  timingCompany: null,
  country: 'MA',
  city: 'Rabat',
} as const;

/** 18:00 in Rabat (UTC+1) on 3 October 2026: a 100 km walk would end after midnight. */
const NIGHT_WALK_GUN = Date.UTC(2026, 9, 3, 17, 0, 0);

type ParsedEvent = {
  uid: string;
  summary: string;
  location: string;
  description: string;
  start: ICAL.Time;
  end: ICAL.Time;
  url: unknown;
};

/** Every VEVENT of an iCalendar body, read with ical.js. */
function parse(body: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(body));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    expect(component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    return {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      start: event.startDate,
      end: event.endDate,
      url: component.getFirstPropertyValue('url'),
    };
  });
}

describe.each(testDbKinds())('calendar files on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
    await upsertBundle(t.db, {
      events: [
        {
          id: 'night-walk-2026',
          name: 'Walk, Talk; Repeat \\ Rabat',
          type: 'walking',
          country: 'MA',
          city: 'Rabat',
          dateFrom: '2026-10-03',
          dateTo: '2026-10-03',
          timeZone: 'Africa/Casablanca',
          description: 'Along the river.\nBring a lamp.',
        },
        {
          id: 'open-day-2026',
          name: 'Open day',
          type: 'running',
          country: 'ES',
          city: 'Sevilla',
          dateFrom: '2026-11-07',
          dateTo: '2026-11-08',
          timeZone: 'Europe/Madrid',
          description: null,
        },
      ],
      contests: [
        {
          eventId: 'night-walk-2026',
          id: 'ultra',
          name: 'Ultra, 100 km; night',
          startTime: NIGHT_WALK_GUN,
          distanceM: 100_000,
          gender: 'mf',
          country: 'MA',
          city: 'Rabat',
          timeBasis: 'gun',
          precisionMs: 1000,
          paceUnit: 'min_per_km',
          speedUnit: 'kmh',
          ageGroupScheme: null,
          checkpoints: [{ id: 'finish', name: 'Finish', distanceM: 100_000, order: 0, kind: 'finish' }],
          contact,
          courseGpx: null,
        },
      ],
      participants: [],
      passings: [],
      recordings: [],
    });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('answers one VEVENT per contest of the event, with stable UIDs and UTC times', async () => {
    const response = await get('/api/events/casablanca-marathon-2026/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="casablanca-marathon-2026.ics"',
    );
    expect(response.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.body).toMatch(/\r\n$/);
    for (const line of response.body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const events = parse(response.body);
    expect(events.map((e) => e.uid)).toEqual([
      'marathon.casablanca-marathon-2026@finishline',
      '10k.casablanca-marathon-2026@finishline',
    ]);
    const [marathon, tenK] = events;
    expect(marathon).toMatchObject({
      summary: 'Marathon – Marathon International de Casablanca',
      location: 'Casablanca, Morocco',
      url: null,
    });
    expect(marathon?.start.toJSDate().getTime()).toBe(MARATHON_GUN);
    // 42.195 km at 8 min/km: 5 h 37 min 33.6 s, in whole seconds.
    expect(marathon?.end.toJSDate().getTime()).toBe(MARATHON_GUN + 20_253_000);
    expect(tenK?.start.toJSDate().getTime()).toBe(TEN_K_GUN);
    expect(tenK?.end.toJSDate().getTime()).toBe(TEN_K_GUN + 80 * 60_000);
  });

  it("writes the start as the contest's instant and names its local time in the event's zone", async () => {
    const contest = (await getJson(t.app, '/api/events/casablanca-marathon-2026/contests/marathon')).body as {
      startTime: string;
    };
    const response = await get('/api/events/casablanca-marathon-2026/contests/marathon/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="casablanca-marathon-2026-marathon.ics"',
    );
    const [event, ...rest] = parse(response.body);
    expect(rest).toEqual([]);
    expect(event?.uid).toBe('marathon.casablanca-marathon-2026@finishline');
    // UTC (a `Z` time), the same instant as the contest's startTime.
    expect(response.body).toContain('\r\nDTSTART:20260510T070000Z\r\n');
    expect(event?.start.zone?.tzid).toBe('UTC');
    expect(event?.start.toJSDate().toISOString()).toBe(contest.startTime);
    // The wall clock in Casablanca at that instant, as Intl computes it, is spelled out.
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Casablanca',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(Date.parse(contest.startTime));
    expect(local).toBe('08:00');
    expect(event?.description).toContain(`Start: 2026-05-10 ${local} (Africa/Casablanca).`);
  });

  it('escapes commas, semicolons, backslashes and line breaks, and ends an estimate with the last day', async () => {
    const response = await get('/api/events/night-walk-2026/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('SUMMARY:Ultra\\, 100 km\\; night – Walk\\, Talk\\; Repeat \\\\ Rabat');
    const [event] = parse(response.body);
    expect(event).toMatchObject({
      uid: 'ultra.night-walk-2026@finishline',
      summary: 'Ultra, 100 km; night – Walk, Talk; Repeat \\ Rabat',
      location: 'Rabat, Morocco',
    });
    expect(event?.description.split('\n')).toEqual([
      'Ultra, 100 km; night (100 km), Walk, Talk; Repeat \\ Rabat.',
      'Start: 2026-10-03 18:00 (Africa/Casablanca).',
      'The end time is an estimate.',
    ]);
    expect(event?.start.toJSDate().getTime()).toBe(NIGHT_WALK_GUN);
    // 100 km at 8 min/km would end at 07:20 the next day: midnight in Rabat (23:00 UTC) instead.
    expect(event?.end.toJSDate().toISOString()).toBe('2026-10-03T23:00:00.000Z');
  });

  it('makes an event without contests an all-day event over its dates', async () => {
    const response = await get('/api/events/open-day-2026/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const [event, ...rest] = parse(response.body);
    expect(rest).toEqual([]);
    expect(event).toMatchObject({
      uid: 'open-day-2026@finishline',
      summary: 'Open day',
      location: 'Sevilla, Spain',
    });
    expect(event?.start.isDate).toBe(true);
    expect(event?.start.toString()).toBe('2026-11-07');
    // DTEND of an all-day event is exclusive: the day after the last.
    expect(event?.end.toString()).toBe('2026-11-09');
  });

  it('revalidates with the ETag and follows the event state', async () => {
    const first = await get('/api/events/paris-10k-2026/contests/10k/calendar.ics');
    expect(first.statusCode).toBe(200);
    // Paris 10 km is today (FIXTURE_NOW): live caching.
    expect(first.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=30');
    const again = await get('/api/events/paris-10k-2026/contests/10k/calendar.ics', {
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const twice = await get('/api/events/paris-10k-2026/contests/10k/calendar.ics');
    expect(twice.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(twice.body).toBe(first.body);
    expect(twice.body).toContain(
      `DTSTAMP:${new Date(Math.floor(FIXTURE_NOW / 900_000) * 900_000).toISOString().replace(/[-:]|\.000/g, '')}`,
    );
  });

  it('is described in the OpenAPI document as text/calendar', async () => {
    type Doc = { paths: Record<string, { get?: { responses: Record<string, { content?: object }> } }> };
    const document = (await t.app.inject({ url: '/api/docs/json' })).json<Doc>();
    for (const path of [
      '/api/events/{eventId}/calendar.ics',
      '/api/events/{eventId}/contests/{contestId}/calendar.ics',
    ]) {
      const responses = document.paths[path]?.get?.responses ?? {};
      expect(Object.keys(responses[200]?.content ?? {}), path).toEqual(['text/calendar']);
      expect(Object.keys(responses), path).toEqual(expect.arrayContaining(['200', '304', '400', '404']));
    }
  });

  it('answers 404 for unknown ids and 400 for malformed ones, as JSON', async () => {
    for (const url of [
      '/api/events/nope/calendar.ics',
      '/api/events/nope/contests/marathon/calendar.ics',
      '/api/events/casablanca-marathon-2026/contests/nope/calendar.ics',
    ]) {
      const { status, body } = await getJson(t.app, url);
      expect(status, url).toBe(404);
      expectValid(ErrorResponse, body);
      expect(body).toMatchObject({ error: { code: 'not_found' } });
    }
    const { status, body } = await getJson(t.app, '/api/events/bad%20id/calendar.ics');
    expect(status).toBe(400);
    expectValid(ErrorResponse, body);
  });
});
