import { CityList, CountryList, EventTypeList, OrganizerTypeList } from '@finishline/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectValid, getJson, openTestApp, testDbKinds, type TestApp } from '../../testing/test-app.js';

describe.each(testDbKinds())('reference lists on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  it('lists the 26 event types in the specification order, named in each locale', async () => {
    const en = (await getJson(t.app, '/api/event-types')).body as EventTypeList;
    expectValid(EventTypeList, en);
    expect(en).toMatchObject({ total: 26, page: 1, pageSize: 26 });
    expect(en.items[0]).toEqual({ code: 'running', name: 'Running' });
    expect(en.items[1]).toEqual({ code: 'trail_running', name: 'Trail Running' });
    expect(en.items.at(-1)).toEqual({ code: 'other', name: 'Other' });
    const names = async (locale: string) =>
      ((await getJson(t.app, `/api/event-types?locale=${locale}`)).body as EventTypeList).items.find(
        (i) => i.code === 'cycling',
      )?.name;
    expect(await names('es')).toBe('Ciclismo');
    expect(await names('fr')).toBe('Cyclisme');
    expect(await names('ar')).toMatch(/[\u0600-\u06ff]/);
  });

  it('lists organizer types', async () => {
    const body = (await getJson(t.app, '/api/organizer-types?locale=fr')).body as OrganizerTypeList;
    expectValid(OrganizerTypeList, body);
    expect(body.items.map((item) => item.code)).toEqual([
      'club',
      'association',
      'federation',
      'municipality',
      'company',
      'school',
      'charity',
      'other',
    ]);
    expect(body.items[3]).toEqual({ code: 'municipality', name: 'Commune' });
  });

  it('lists about 250 countries named through Intl and sorted in the locale', async () => {
    const fr = (await getJson(t.app, '/api/countries?locale=fr')).body as CountryList;
    expectValid(CountryList, fr);
    expect(fr.total).toBeGreaterThanOrEqual(249);
    expect(fr.items.find((item) => item.code === 'MA')).toEqual({ code: 'MA', name: 'Maroc' });
    expect(fr.items[0]?.code).toBe('AF');
    const ar = (await getJson(t.app, '/api/countries?locale=ar')).body as CountryList;
    expect(ar.items.find((item) => item.code === 'MA')?.name).toBe('المغرب');
    const sorted = [...ar.items].sort((a, b) => new Intl.Collator('ar-MA').compare(a.name, b.name));
    expect(ar.items).toEqual(sorted);
  });

  it('lists the cities that have events, optionally of one country', async () => {
    const all = (await getJson(t.app, '/api/cities')).body as CityList;
    expectValid(CityList, all);
    expect(all.items).toEqual([
      { name: 'Casablanca', country: 'MA', eventCount: 1 },
      { name: 'Lyon', country: 'FR', eventCount: 1 },
      { name: 'Paris', country: 'FR', eventCount: 1 },
      { name: 'Sevilla', country: 'ES', eventCount: 1 },
    ]);
    const fr = (await getJson(t.app, '/api/cities?country=fr')).body as CityList;
    expect(fr.items.map((city) => city.name)).toEqual(['Lyon', 'Paris']);
  });

  it('refuses an unknown locale', async () => {
    for (const url of [
      '/api/event-types?locale=de',
      '/api/countries?locale=EN',
      '/api/organizer-types?locale=',
    ]) {
      const { status, body } = await getJson(t.app, url);
      expect(status, url).toBe(400);
      expect(body).toMatchObject({ error: { code: 'invalid_parameter', parameter: 'locale' } });
    }
  });
});
