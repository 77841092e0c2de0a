import { ErrorResponse } from '@finishline/contract';
import { upsertBundle } from '@finishline/db';
import { buildApp } from '../../app.js';
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
    expect(event?.description).toContain(`Start: Sunday, 10 May 2026 at ${local} (Africa/Casablanca).`);
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
      // The name says its distance: not "100 km (100 km)".
      'Ultra, 100 km; night, Walk, Talk; Repeat \\ Rabat.',
      'Start: Saturday, 3 October 2026 at 18:00 (Africa/Casablanca).',
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
    expect(first.headers['cache-control']).toBe('public, max-age=5, stale-while-revalidate=5');
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

  describe('in the visitor’s language, linking back to the site', () => {
    const SITE = 'https://results.example';
    let site: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      site = await buildApp({ db: t.db, now: () => FIXTURE_NOW, publicUrl: SITE });
      await site.ready();
    });
    afterAll(() => site.close());
    const fetch = (url: string) => site.inject({ url });

    /** RFC 5545 §3.1: CRLF lines of at most 75 octets; a continuation starts with one space. */
    function expectFolded(body: string): string[] {
      expect(body).toMatch(/\r\n$/);
      expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      const lines = body.slice(0, -2).split('\r\n');
      for (const line of lines) {
        expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
        expect(line).not.toContain('\uFFFD');
      }
      // Unfolded: each content line whole again.
      return lines.reduce<string[]>((whole, line) => {
        if (line.startsWith(' ')) whole[whole.length - 1] += line.slice(1);
        else whole.push(line);
        return whole;
      }, []);
    }

    const cases = [
      {
        locale: 'en',
        prefix: '',
        first: 'Marathon (42.195 km), Marathon International de Casablanca.',
        start: 'Start: Sunday, 10 May 2026 at 08:00 (Africa/Casablanca).',
        estimate: 'The end time is an estimate.',
        page: 'Event page: ',
        country: 'Morocco',
      },
      {
        locale: 'es',
        prefix: '/es',
        first: 'Marathon (42,195 km), Marathon International de Casablanca.',
        start: 'Salida: domingo, 10 de mayo de 2026, 8:00 (Africa/Casablanca).',
        estimate: 'La hora de fin es una estimación.',
        page: 'Página del evento: ',
        country: 'Marruecos',
      },
      {
        locale: 'fr',
        prefix: '/fr',
        // French sets a narrow no-break space before the unit, as Intl does.
        first: 'Marathon (42,195\u202fkm), Marathon International de Casablanca.',
        start: 'Départ : dimanche 10 mai 2026 à 08:00 (Africa/Casablanca).',
        estimate: 'L’heure de fin est une estimation.',
        page: 'Page de l’événement : ',
        country: 'Maroc',
      },
      {
        locale: 'ar',
        prefix: '/ar',
        first: 'Marathon (42,195 كم)، Marathon International de Casablanca.',
        start: 'الانطلاق: الأحد، 10 ماي 2026 في 08:00 (Africa/Casablanca).',
        estimate: 'وقت النهاية تقديري.',
        page: 'صفحة الفعالية: ',
        country: 'المغرب',
      },
    ] as const;

    it.each(cases)('writes the event’s file in $locale', async (c) => {
      const response = await fetch(`/api/events/casablanca-marathon-2026/calendar.ics?locale=${c.locale}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const lines = expectFolded(response.body);
      const eventUrl = `${SITE}${c.prefix}/event/casablanca-marathon-2026`;
      // The description's language is named; its text commas are escaped (the Arabic comma needs none).
      expect(lines).toContain(`URL:${eventUrl}`);
      expect(lines.filter((line) => line.startsWith(`DESCRIPTION;LANGUAGE=${c.locale}:`))).toHaveLength(2);
      const [marathon, tenK] = parse(response.body);
      expect(marathon?.url).toBe(eventUrl);
      expect(tenK?.url).toBe(eventUrl);
      expect(marathon?.location).toBe(`Casablanca${c.locale === 'ar' ? '، ' : ', '}${c.country}`);
      expect(marathon?.description.split('\n')).toEqual([
        c.first,
        c.start,
        c.estimate,
        `${c.page}${eventUrl}`,
      ]);
      // "10 km" names its distance: no "10 km (10 km)".
      expect(tenK?.description.split('\n')[0]).toBe(
        `10 km${c.locale === 'ar' ? '،' : ','} Marathon International de Casablanca.`,
      );
    });

    it.each(cases)('links the contest’s page from its own file in $locale', async (c) => {
      const response = await fetch(
        `/api/events/casablanca-marathon-2026/contests/10k/calendar.ics?locale=${c.locale}`,
      );
      expect(response.statusCode).toBe(200);
      expectFolded(response.body);
      const [event] = parse(response.body);
      const contestUrl = `${SITE}${c.prefix}/event/casablanca-marathon-2026/contest/10k`;
      expect(event?.url).toBe(contestUrl);
      expect(event?.description.split('\n').at(-1)).toContain(contestUrl);
    });

    it('escapes and folds Arabic text with the organiser’s commas and semicolons', async () => {
      const response = await fetch('/api/events/night-walk-2026/calendar.ics?locale=ar');
      const lines = expectFolded(response.body);
      expect(lines).toContain('SUMMARY:Ultra\\, 100 km\\; night – Walk\\, Talk\\; Repeat \\\\ Rabat');
      const description = lines.find((line) => line.startsWith('DESCRIPTION;LANGUAGE=ar:'));
      expect(description).toContain('Ultra\\, 100 km\\; night، Walk\\, Talk\\; Repeat \\\\ Rabat.\\n');
      const [event] = parse(response.body);
      expect(event?.description.split('\n')).toEqual([
        'Ultra, 100 km; night، Walk, Talk; Repeat \\ Rabat.',
        'الانطلاق: السبت، 3 أكتوبر 2026 في 18:00 (Africa/Casablanca).',
        'وقت النهاية تقديري.',
        `صفحة الفعالية: ${SITE}/ar/event/night-walk-2026`,
      ]);
    });

    it('ends an all-day event’s description with its page, in the language asked for', async () => {
      const response = await fetch('/api/events/open-day-2026/calendar.ics?locale=fr');
      const [event] = parse(response.body);
      expect(event?.url).toBe(`${SITE}/fr/event/open-day-2026`);
      expect(event?.location).toBe('Sevilla, Espagne');
      expect(event?.description).toBe(`Open day\n\nPage de l’événement : ${SITE}/fr/event/open-day-2026`);
    });

    it('gives each language its own ETag and refuses an unknown one', async () => {
      const url = '/api/events/casablanca-marathon-2026/calendar.ics';
      const [en, fr] = await Promise.all([fetch(url), fetch(`${url}?locale=fr`)]);
      expect(en.headers.etag).not.toBe(fr.headers.etag);
      const again = await site.inject({
        url: `${url}?locale=fr`,
        headers: { 'if-none-match': String(en.headers.etag) },
      });
      expect(again.statusCode).toBe(200);
      const { status, body } = await getJson(site, `${url}?locale=de`);
      expect(status).toBe(400);
      expectValid(ErrorResponse, body);
    });
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
