import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle } from '../handle.js';
import { openSampleDb, openTestDb, testDbKinds } from '../testing/test-dbs.js';
import { countEventFilters, findCities, findCountries } from './event-facets.js';
import { findEvents, getEvent, hasEvents } from './find-events.js';
import { getCatalogVersion, getEventVersion } from './versions.js';

const NOW = Date.UTC(2026, 10, 22, 12); // 2026-11-22: Casablanca (Oct 2026) and the Atlas trail are past.

describe.each(testDbKinds())('events queries on %s', (kind) => {
  let db: DbHandle;
  beforeAll(async () => {
    db = await openSampleDb(kind);
  });
  afterAll(() => db.close());

  const ids = async (query: Parameters<typeof findEvents>[1], now = NOW): Promise<string[]> =>
    (await findEvents(db, query, now)).items.map((event) => event.id);

  it('lists by period, newest first by default, with contests in brief', async () => {
    expect(await ids({ period: 'all' })).toEqual(['paris-10k-2027', 'casa-2026', 'atlas-trail-2025']);
    expect(await ids({ period: 'upcoming' })).toEqual(['paris-10k-2027']);
    expect(await ids({ period: 'past' })).toEqual(['casa-2026', 'atlas-trail-2025']);
    const page = await findEvents(db, { period: 'past', pageSize: 1 }, NOW);
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({
      id: 'casa-2026',
      dateFrom: '2026-10-25',
      dateTo: '2026-10-25',
      timeZone: 'Africa/Casablanca',
      type: 'running',
      contests: [
        {
          id: 'marathon',
          name: 'Marathon',
          startTime: Date.UTC(2026, 9, 25, 8),
          distanceM: 42_195,
          gender: 'mf',
        },
        { id: '10k', name: '10 km', startTime: Date.UTC(2026, 9, 25, 9), distanceM: 10_000, gender: 'mf' },
      ],
    });
    expect(await findEvents(db, { page: 3, pageSize: 2 }, NOW)).toEqual({ items: [], total: 3 });
  });

  it('judges "today" in the event’s own time zone', async () => {
    // 23:30 UTC on race day is already the next day in Casablanca (UTC+1): the event is over there.
    expect(await ids({ period: 'upcoming' }, Date.UTC(2026, 9, 25, 22, 30))).toContain('casa-2026');
    expect(await ids({ period: 'upcoming' }, Date.UTC(2026, 9, 25, 23, 30))).not.toContain('casa-2026');
  });

  it('filters by type, country, city (ignoring case and accents) and name words; sorts', async () => {
    expect(await ids({ type: 'trail_running' })).toEqual(['atlas-trail-2025']);
    expect(await ids({ country: 'ma' })).toEqual(['casa-2026', 'atlas-trail-2025']);
    expect(await ids({ city: 'MARRAKECH' })).toEqual(['atlas-trail-2025']);
    expect(await ids({ q: 'elite' })).toEqual(['paris-10k-2027']);
    expect(await ids({ q: 'ATL ultra' })).toEqual(['atlas-trail-2025']);
    expect(await ids({ q: 'thon' })).toEqual([]);
    expect(await ids({ q: '100%_' })).toEqual([]);
    expect(await ids({ sort: 'date' })).toEqual(['atlas-trail-2025', 'casa-2026', 'paris-10k-2027']);
    expect(await ids({ sort: 'name' })).toEqual(['atlas-trail-2025', 'casa-2026', 'paris-10k-2027']);
    expect(await ids({ sort: '-name' })).toEqual(['paris-10k-2027', 'casa-2026', 'atlas-trail-2025']);
  });

  it('counts the filter values per period', async () => {
    expect(await countEventFilters(db, 'past', NOW)).toEqual({
      types: [
        { code: 'running', count: 1 },
        { code: 'trail_running', count: 1 },
      ],
      countries: [{ code: 'MA', count: 2 }],
      cities: [
        { name: 'Casablanca', country: 'MA', count: 1 },
        { name: 'Marrakech', country: 'MA', count: 1 },
      ],
    });
    expect(await findCountries(db)).toEqual([
      { code: 'FR', count: 1 },
      { code: 'MA', count: 2 },
    ]);
    expect((await findCities(db)).map((city) => city.name)).toEqual(['Casablanca', 'Marrakech', 'Paris']);
  });

  it('gets one event and versions', async () => {
    expect(await getEvent(db, 'nope')).toBeNull();
    expect(await hasEvents(db)).toBe(true);
    const event = await getEvent(db, 'atlas-trail-2025');
    expect(event).toMatchObject({ name: 'Atlas Trail Ultra', description: null, city: 'Marrakech' });
    expect((await getEventVersion(db, 'atlas-trail-2025'))?.key).toBe(String(event?.dataVersion));
    expect(await getEventVersion(db, 'nope')).toBeNull();
    const [count, latest] = (await getCatalogVersion(db)).split(':').map(Number);
    expect(count).toBe((await db.query(sql`select id from events`)).length);
    expect(latest).toBeGreaterThanOrEqual(event?.dataVersion ?? Infinity);
  });

  it('tells an empty database from one with events', async () => {
    const empty = await openTestDb(kind);
    try {
      expect(await hasEvents(empty)).toBe(false);
    } finally {
      await empty.close();
    }
  });
});
