/**
 * A stand-in for the public API, serving the fixtures with the contract's shapes, so the browser
 * tests run without a database. `GET /__mock/delay?ms=N&match=/api/...` slows matching answers (loading states);
 * event `broken-event` answers 500 (error pages).
 */
import { createServer, type ServerResponse } from 'node:http';
import type {
  ContestDetail,
  EventFilters,
  EventList,
  EventSummary,
  ParticipantDetail,
} from '@finishline/contract';
import { buildFixtures, type Fixture } from './fixtures';

const port = Number(process.env.MOCK_API_PORT ?? 3101);
const events = buildFixtures();
let delay = { ms: 0, match: '' };

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function notFound(res: ServerResponse, what: string): void {
  send(res, 404, { error: { code: 'not_found', message: `${what} not found` } });
}

function inPeriod(event: Fixture, period: string | null): boolean {
  if (period === 'upcoming') return event.state !== 'completed';
  if (period === 'past') return event.state === 'completed';
  return true;
}

function summary(event: Fixture): EventSummary {
  return {
    id: event.id,
    name: event.name,
    type: event.type,
    country: event.country,
    city: event.city,
    dateFrom: event.dateFrom,
    dateTo: event.dateTo,
    timeZone: event.timeZone,
    state: event.state,
    contests: event.contests.map(({ id, name, distanceM, startTime, gender }) => ({
      id,
      name,
      distanceM,
      startTime,
      gender,
    })),
  };
}

function listEvents(params: URLSearchParams): EventList {
  const period = params.get('period') ?? 'all';
  const q = fold(params.get('q') ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const matching = events.filter(
    (event) =>
      inPeriod(event, period) &&
      (!params.get('type') || event.type === params.get('type')) &&
      (!params.get('country') || event.country === params.get('country')?.toUpperCase()) &&
      (!params.get('city') || fold(event.city) === fold(params.get('city') ?? '')) &&
      q.every((word) =>
        fold(event.name)
          .split(/[\s-]+/)
          .some((part) => part.startsWith(word)),
      ),
  );
  const sort = params.get('sort') ?? (period === 'upcoming' ? 'date' : '-date');
  matching.sort(
    (a, b) =>
      (sort === '-date' ? b.dateFrom.localeCompare(a.dateFrom) : a.dateFrom.localeCompare(b.dateFrom)) ||
      a.id.localeCompare(b.id),
  );
  const page = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? 20);
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize).map(summary),
    total: matching.length,
    page,
    pageSize,
  };
}

function count<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function filters(params: URLSearchParams): EventFilters {
  const inScope = events.filter((event) => inPeriod(event, params.get('period') ?? 'all'));
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  return {
    types: [...count(inScope, (e) => e.type)].map(([code, n]) => ({ code, name: code, count: n })),
    countries: [...count(inScope, (e) => e.country)].map(([code, n]) => ({
      code,
      name: names.of(code) ?? code,
      count: n,
    })),
    cities: [...count(inScope, (e) => `${e.city}|${e.country}`)].map(([key, n]) => {
      const [name = '', country = ''] = key.split('|');
      return { name, country, count: n };
    }),
  };
}

function contestDetail(event: Fixture, contestId: string): ContestDetail | null {
  const contest = event.contests.find((c) => c.id === contestId);
  if (!contest) return null;
  return {
    ...contest,
    precisionMs: 1000,
    checkpoints: [{ id: 'finish', name: 'Finish', distanceM: contest.distanceM, order: 0, kind: 'finish' }],
    ageGroups: ['F20', 'M20'],
    countries: [event.country],
    contact: {
      name: 'Race office',
      email: 'results@example.org',
      phone: null,
      website: null,
      organizerType: 'club',
      organizer: 'Club',
      timingCompany: 'Timing Co',
      country: event.country,
      city: event.city,
    },
    hasCourse: false,
    hasLiveStream: contest.state === 'ongoing',
    hasVideos: false,
  };
}

function participantDetail(event: Fixture, participantId: string): ParticipantDetail | null {
  const contest = event.contests[0];
  if (!contest || participantId !== '1001') return null;
  return {
    participant: {
      id: '1001',
      bib: '1001',
      name: 'Amina El Idrissi',
      firstName: 'Amina',
      lastName: 'El Idrissi',
      club: 'Atlas Runners',
      country: 'MA',
      nation: 'MA',
      gender: 'f',
      ageGroup: 'F35',
      status: 'finished',
      contestId: contest.id,
    },
    event: {
      id: event.id,
      name: event.name,
      dateFrom: event.dateFrom,
      dateTo: event.dateTo,
      timeZone: event.timeZone,
    },
    contest: {
      id: contest.id,
      name: contest.name,
      distanceM: contest.distanceM,
      startTime: contest.startTime,
      timeBasis: contest.timeBasis,
      precisionMs: 1000,
      state: contest.state,
    },
    result: {
      status: 'finished',
      overallPlace: 12,
      genderPlace: 3,
      ageGroupPlace: 1,
      officialTimeMs: 9_912_000,
      gunTimeMs: 9_950_000,
      netTimeMs: 9_912_000,
      paceMsPerKm: 234_900,
      speedKmh: 15.3,
      diffMs: 4000,
      lastCheckpointId: 'finish',
      gapMs: 600_000,
      genderGapMs: 300_000,
      ageGroupGapMs: 0,
    },
    splits: [],
    media: { certificate: { isAvailable: true }, video: { status: 'unavailable', expiresAt: null } },
  };
}

function route(url: URL, res: ServerResponse): void {
  const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts[0] !== 'api') return notFound(res, 'path');
  if (parts.length === 2 && parts[1] === 'events') return send(res, 200, listEvents(url.searchParams));
  if (parts.length === 3 && parts[1] === 'events' && parts[2] === 'filters')
    return send(res, 200, filters(url.searchParams));
  if (parts[1] !== 'events' || !parts[2]) return notFound(res, 'path');
  if (parts[2] === 'broken-event')
    return send(res, 500, { error: { code: 'internal_error', message: 'Internal error' } });
  const event = events.find((e) => e.id === parts[2]);
  if (!event) return notFound(res, 'event');
  if (parts.length === 3) return send(res, 200, event);
  if (parts[3] === 'contests' && parts[4] && parts.length === 5) {
    const detail = contestDetail(event, parts[4]);
    return detail ? send(res, 200, detail) : notFound(res, 'contest');
  }
  if (parts[3] === 'participants' && parts[4] && parts.length === 5) {
    const detail = participantDetail(event, parts[4]);
    return detail ? send(res, 200, detail) : notFound(res, 'participant');
  }
  return notFound(res, 'path');
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/__mock/delay') {
    delay = { ms: Number(url.searchParams.get('ms') ?? 0), match: url.searchParams.get('match') ?? '' };
    return send(res, 200, delay);
  }
  if (url.pathname === '/healthz') return send(res, 200, { status: 'ok' });
  setTimeout(() => route(url, res), url.pathname.startsWith(delay.match) ? delay.ms : 0);
}).listen(port, '127.0.0.1', () => console.log(`mock API on http://127.0.0.1:${port}`));
